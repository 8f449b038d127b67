import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import { CSRF_TOKEN_HEADER, csrfToken } from '../relay/csrf.ts';
import { readGraphiQLOptions } from './options.ts';

// GraphiQL built into the client bundle and served by the gateway: it works with no internet access.
const options = readGraphiQLOptions(document.getElementById('graphiql-options')?.textContent);
document.title = options.title;
const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${options.endpoint}`;
// Same origin: the session cookie goes along, as in the app (bearer tokens work through the headers pane).
// Mutations riding on the cookie need the session's CSRF token: every POST carries it.
const fetchWithToken: typeof fetch = async (input, init) => {
  if ((init?.method ?? 'GET').toUpperCase() !== 'POST') return fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set(CSRF_TOKEN_HEADER, await csrfToken());
  return fetch(input, { ...init, headers });
};
const fetcher = createGraphiQLFetcher({ url: options.endpoint, subscriptionUrl: wsUrl, fetch: fetchWithToken });

const container = document.getElementById('graphiql');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultQuery={options.defaultQuery} />
    </StrictMode>,
  );
}
