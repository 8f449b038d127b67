import { ChakraProvider } from '@chakra-ui/react';
import { configure, render } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import type { Environment } from 'relay-runtime';
import { AppToaster } from '../components/AppToaster.tsx';
import { ColorModeProvider } from '../theme/ColorModeProvider.tsx';
import { system } from '../theme/system.ts';

// Chakra and Relay under jsdom on a busy 2-core machine can take over a second to settle.
configure({ asyncUtilTimeout: 5000 });

/** Renders routes in memory with the providers of main.tsx, for component tests. */
export function renderRoutes(routes: RouteObject[], path: string, environment: Environment) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <RouterProvider router={router} />
          <AppToaster />
        </ColorModeProvider>
      </ChakraProvider>
    </RelayEnvironmentProvider>,
  );
  return { ...view, router };
}
