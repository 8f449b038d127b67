import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { listPageSize, listStateFromSearchParams } from '../../components/list/listState.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import ChartListPageQueryNode, { type ChartListPageQuery } from './__generated__/ChartListPageQuery.graphql.ts';
import { chartDefaultSort, chartFilterNames, chartListVariables, chartSortOptions } from './chartListOptions.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadChartListPage = async () => (await import('./ChartListPage.tsx')).ChartListPage;

export function chartListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: chartDefaultSort,
    sortFields: chartSortOptions.map((option) => option.field),
    filters: chartFilterNames,
  });
}

/** `/chart/list/`: the query starts in the loader while the page's code is still loading. */
export function chartListRoute(environment: Environment): RouteObject {
  return {
    path: '/chart/list/',
    loader: ({ request }) => {
      const state = chartListStateFromUrl(new URL(request.url));
      return loadRouteQuery<ChartListPageQuery>('chart-list', environment, ChartListPageQueryNode, {
        first: listPageSize,
        ...chartListVariables(state),
      } as ChartListPageQuery['variables']);
    },
    // The list keeps its URL current and refetches by itself; that must not reload the route.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadChartListPage },
  };
}
