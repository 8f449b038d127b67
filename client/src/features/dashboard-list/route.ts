import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { listPageSize, listStateFromSearchParams } from '../../components/list/listState.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import DashboardListPageQueryNode, {
  type DashboardListPageQuery,
} from './__generated__/DashboardListPageQuery.graphql.ts';
import {
  dashboardDefaultSort,
  dashboardFilterNames,
  dashboardListVariables,
  dashboardSortOptions,
} from './dashboardListOptions.ts';

const loadDashboardListPage = async () => (await import('./DashboardListPage.tsx')).DashboardListPage;

export function dashboardListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: dashboardDefaultSort,
    sortFields: dashboardSortOptions.map((option) => option.field),
    filters: dashboardFilterNames,
  });
}

/** `/dashboard/list/` */
export function dashboardListRoute(environment: Environment): RouteObject {
  return {
    path: '/dashboard/list/',
    loader: ({ request }) =>
      loadRouteQuery<DashboardListPageQuery>('dashboard-list', environment, DashboardListPageQueryNode, {
        first: listPageSize,
        ...dashboardListVariables(dashboardListStateFromUrl(new URL(request.url))),
      } as DashboardListPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadDashboardListPage },
  };
}
