import { Center, Spinner } from '@chakra-ui/react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { Environment } from 'relay-runtime';
import AppLayoutQueryNode, { type AppLayoutQuery } from './components/__generated__/AppLayoutQuery.graphql.ts';
import { AppLayout, SHELL_ROUTE_ID } from './components/AppLayout.tsx';
import { RouteErrorBoundary } from './components/RouteErrorBoundary.tsx';
import {
  annotationLayerRoute,
  annotationLayersListRoute,
  cssTemplatesListRoute,
  profileRoute,
  rlsListRoute,
  rolesListRoute,
  usersListRoute,
} from './features/admin/route.ts';
import { auditLogRoute } from './features/admin-audit/route.ts';
import { chartListRoute } from './features/chart-list/route.ts';
import { dashboardPermalinkRoute } from './features/dashboard/filters/permalinkRoute.ts';
import { dashboardRoute } from './features/dashboard/route.ts';
import { dashboardListRoute } from './features/dashboard-list/route.ts';
import { databaseListRoute } from './features/database-list/route.ts';
import { datasetAddRoute } from './features/dataset-add/route.ts';
import { datasetEditorRoute } from './features/dataset-editor/route.ts';
import { datasetListRoute } from './features/dataset-list/route.ts';
import { explorePermalinkRoute, exploreRoute } from './features/explore/route.ts';
import { homeRoute } from './features/home/route.ts';
import { reportListRoutes, reportLogRoutes } from './features/report-log/route.ts';
import { sqlLabRoute } from './features/sqllab/route.ts';
import { tagListRoute, tagPageRoute } from './features/tags/route.ts';
import { loadRouteQuery } from './relay/loadRouteQuery.ts';
import { defaultLandingPath } from './routing/loginPaths.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadLoginPage = async () => (await import('./features/login/LoginPage.tsx')).LoginPage;

function FirstLoad() {
  return (
    <Center minH="100vh">
      <Spinner size="lg" role="status" aria-label="Loading" />
    </Center>
  );
}

/** Each page gets its own boundary: a failing page keeps the navigation bar usable. */
function withBoundary(route: RouteObject): RouteObject {
  return { ...route, errorElement: <RouteErrorBoundary /> } as RouteObject;
}

/** Every route of the app; each feature's route starts its query in its loader. */
export function createRoutes(environment: Environment): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <FirstLoad />,
      children: [
        { index: true, loader: () => redirect(defaultLandingPath) },
        {
          path: 'login/',
          lazy: { Component: loadLoginPage },
        },
        {
          id: SHELL_ROUTE_ID,
          element: <AppLayout />,
          errorElement: <RouteErrorBoundary />,
          // The viewer's name loads beside the page's own query, once per session.
          loader: () => loadRouteQuery<AppLayoutQuery>('shell', environment, AppLayoutQueryNode, {}),
          shouldRevalidate: () => false,
          children: [
            // The short dashboard URL goes to Superset's, where the dashboard lives.
            {
              path: '/dashboard/:idOrSlug/',
              loader: ({ params, request }: LoaderFunctionArgs) =>
                redirect(`/superset/dashboard/${params.idOrSlug}/${new URL(request.url).search}`),
            },
            homeRoute(environment),
            chartListRoute(environment),
            dashboardListRoute(environment),
            dashboardRoute(environment),
            dashboardPermalinkRoute(),
            datasetListRoute(environment),
            datasetAddRoute(environment),
            datasetEditorRoute(environment),
            databaseListRoute(environment),
            exploreRoute(environment),
            explorePermalinkRoute(environment),
            usersListRoute(environment),
            rolesListRoute(environment),
            rlsListRoute(environment),
            auditLogRoute(environment),
            cssTemplatesListRoute(environment),
            annotationLayersListRoute(environment),
            annotationLayerRoute(environment),
            profileRoute(environment),
            ...reportListRoutes(environment),
            ...reportLogRoutes(environment),
            sqlLabRoute(environment),
            tagPageRoute(environment),
            tagListRoute(environment),
          ].map(withBoundary),
        },
      ],
    },
  ];
}
