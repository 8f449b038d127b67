import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import ChartListPageQueryNode, { type ChartListPageQuery } from './__generated__/ChartListPageQuery.graphql.ts';
import { chartListPageSize } from './components/pageSize.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadChartListPage = async () => (await import('./ChartListPage.tsx')).ChartListPage;

/** `/chart/list/`: the query starts in the loader while the page's code is still loading. */
export function chartListRoute(environment: Environment): RouteObject {
  return {
    path: '/chart/list/',
    loader: ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.trim() || null;
      return loadRouteQuery<ChartListPageQuery>('chart-list', environment, ChartListPageQueryNode, {
        first: chartListPageSize,
        search,
      });
    },
    // The search box keeps `?search=` current and refetches by itself; that must not reload the route.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadChartListPage },
  };
}
