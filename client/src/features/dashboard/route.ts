import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import DashboardPageQueryNode, { type DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql.ts';
import { NATIVE_FILTERS_KEY } from './filters/filterUrl.ts';
import { readActiveTabs } from './state/activeTabsParam.ts';

const loadDashboardPage = async () => (await import('./DashboardPage.tsx')).DashboardPage;

/**
 * `/superset/dashboard/{slug or id}/`: Superset's dashboard URL. The open tabs in the URL choose which
 * charts load with the page; opening another tab, editing or full screen change only the query
 * string and do not reload the dashboard.
 */
export function dashboardRoute(environment: Environment): RouteObject {
  return {
    path: '/superset/dashboard/:idOrSlug/',
    loader: ({ params, request }) => {
      const search = new URL(request.url).searchParams;
      const filterStateKey = search.get(NATIVE_FILTERS_KEY) ?? '';
      return loadRouteQuery<DashboardPageQuery>('dashboard', environment, DashboardPageQueryNode, {
        idOrSlug: params.idOrSlug ?? '',
        activeTabs: readActiveTabs(search),
        filterStateKey,
        skipFilterState: filterStateKey === '',
      });
    },
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate,
    lazy: { Component: loadDashboardPage },
  };
}
