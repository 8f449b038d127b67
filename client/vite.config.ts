import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import relay from 'vite-plugin-relay';

const gateway = process.env.CHARTROOM_GATEWAY_URL ?? 'http://localhost:8088';

// `/login/` is both the gateway's login endpoint (POST) and a client route (GET of the page).
const loginProxy: ProxyOptions = {
  target: gateway,
  bypass: (request) =>
    request.method === 'GET' && request.headers.accept?.includes('text/html') ? request.url : undefined,
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // The gateway serves dist/ for every unknown path (SPA fallback), so assets must be absolute.
  base: '/',
  plugins: [react(), relay],
  resolve: {
    alias: { '@chartroom/viz': fileURLToPath(new URL('../gateway/src/viz/index.ts', import.meta.url)) },
  },
  server: {
    proxy: {
      // GraphQL subscriptions (async charts) ride a WebSocket on the same path.
      '/graphql': { target: gateway, ws: true },
      '/api': gateway,
      '/login': loginProxy,
      '/logout': gateway,
      '/health': gateway,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // GraphiQL is its own page (served by the gateway at /graphql), so the app never loads its code.
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('graphiql.html', import.meta.url)),
      },
    },
  },
});
