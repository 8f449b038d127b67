import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import DashboardPageQueryNode, { type DashboardPageQuery } from './__generated__/DashboardPageQuery.graphql.ts';

const loadDashboardPage = async () => (await import('./DashboardPage.tsx')).DashboardPage;

/** `/dashboard/{slug or id}/`: Superset's dashboard URL. */
export function dashboardRoute(environment: Environment): RouteObject {
  return {
    path: '/dashboard/:idOrSlug/',
    loader: ({ params }) =>
      loadRouteQuery<DashboardPageQuery>('dashboard', environment, DashboardPageQueryNode, {
        idOrSlug: params.idOrSlug ?? '',
      }),
    lazy: { Component: loadDashboardPage },
  };
}
