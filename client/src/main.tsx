import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RelayEnvironmentProvider } from 'react-relay';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppToaster } from './components/AppToaster.tsx';
import { createRelayEnvironment } from './relay/environment.ts';
import { createRoutes } from './router.tsx';
import { applyColorMode, ColorModeProvider, initialColorMode } from './theme/ColorModeProvider.tsx';
import { system } from './theme/system.ts';

// Set before the first paint so a dark-mode user never sees a light flash.
applyColorMode(initialColorMode());

const environment = createRelayEnvironment();
const router = createBrowserRouter(createRoutes(environment));

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <RelayEnvironmentProvider environment={environment}>
      <ChakraProvider value={system}>
        <ColorModeProvider>
          <RouterProvider router={router} />
          <AppToaster />
        </ColorModeProvider>
      </ChakraProvider>
    </RelayEnvironmentProvider>
  </StrictMode>,
);
