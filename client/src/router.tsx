import { Center, Spinner } from '@chakra-ui/react';
import { type RouteObject, redirect } from 'react-router';
import type { Environment } from 'relay-runtime';
import { AppLayout } from './components/AppLayout.tsx';
import { RouteErrorBoundary } from './components/RouteErrorBoundary.tsx';
import { chartListRoute } from './features/chart-list/route.ts';
import { exploreRoute } from './features/explore/route.ts';
import { defaultLandingPath } from './routing/loginPaths.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadLoginPage = async () => (await import('./features/login/LoginPage.tsx')).LoginPage;

function FirstLoad() {
  return (
    <Center minH="100vh">
      <Spinner size="lg" aria-label="Loading" />
    </Center>
  );
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
          element: <AppLayout />,
          errorElement: <RouteErrorBoundary />,
          children: [
            { ...chartListRoute(environment), errorElement: <RouteErrorBoundary /> },
            { ...exploreRoute(environment), errorElement: <RouteErrorBoundary /> },
          ],
        },
      ],
    },
  ];
}
