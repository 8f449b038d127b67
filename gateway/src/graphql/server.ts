import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { useDeferStream } from '@graphql-yoga/plugin-defer-stream';
import { createYoga, type YogaLogger } from 'graphql-yoga';
import { ORIGIN_REFUSED, originAllowed } from '../auth/origin-check.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { uploadMaxBytes } from '../uploads/receive.ts';
import { createGraphQLContext, type GraphQLContext } from './context.ts';
import { GRAPHIQL_EXAMPLES } from './graphiql-examples.ts';
import { createGraphiQLRenderer } from './graphiql-page.ts';
import { DEFAULT_MAX_COST, useCostLimit } from './plugins/cost-limit.ts';
import { forwardCsrfToken, useCsrfGuard } from './plugins/csrf-guard.ts';
import { DEFAULT_MAX_DEPTH, useDepthLimit } from './plugins/depth-limit.ts';
import { useHideSuggestionsFromAnonymous } from './plugins/hide-suggestions.ts';
import { createMaskError } from './plugins/mask-errors.ts';
import {
  loadPersistedOperations,
  PERSISTED_ID_PARAMS,
  usePersistedOperationIds,
} from './plugins/persisted-operations.ts';
import { useStreamedUploads } from './plugins/streamed-uploads.ts';
import { useUpstreamTrace } from './plugins/upstream-trace.ts';
import { limitRequestBody } from './request-body-limit.ts';
import type { DirectCalls, RestTransport } from './rest-client.ts';
import { getSchema } from './schema.ts';
import { createGraphQLWebSocket } from './ws-transport.ts';

export interface GraphQLServerDeps {
  config: Config;
  log: Logger;
  /** The REST surface: its in-process fetch handler, or HTTP to REST_UPSTREAM_URL. */
  restFetch: RestTransport;
  /** REST calls the service layer answers in process (only when REST is in process). */
  direct?: DirectCalls;
  /** Deepest field nesting an operation may have. */
  maxDepth?: number;
  /** Highest estimated cost an operation may have (see plugins/cost-limit.ts). */
  maxCost?: number;
  /** Persisted operations by id (default: the Relay compiler's persisted-operations.json). */
  persistedOperations?: ReadonlyMap<string, string>;
}

export interface GraphQLServer {
  fetch(request: Request): Promise<Response>;
  /** GraphQL over WebSocket (graphql-ws) on the endpoint; false when the upgrade is for another path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

export const GRAPHQL_ENDPOINT = '/graphql';

function yogaLogger(log: Logger): YogaLogger {
  const child = log.child({ component: 'graphql' });
  return {
    debug: (...args) => child.debug({ args }, 'yoga'),
    info: (...args) => child.info({ args }, 'yoga'),
    warn: (...args) => child.warn({ args }, 'yoga'),
    error: (...args) => child.error({ args }, 'yoga'),
  };
}

/** The GraphQL endpoint (graphql-yoga) over the REST surface; each behaviour is one plugin. */
export function createGraphQLServer(deps: GraphQLServerDeps): GraphQLServer {
  const renderGraphiQLPage = createGraphiQLRenderer(deps.config.clientDistDir);
  const maxUploadBytes = uploadMaxBytes();
  const yoga = createYoga<Record<string, never>, GraphQLContext>({
    schema: getSchema(),
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    context: ({ request }) =>
      createGraphQLContext(request, forwardCsrfToken(request, deps.restFetch), deps.config.featureFlags, deps.direct),
    graphiql: { title: 'Chartroom GraphQL', defaultQuery: GRAPHIQL_EXAMPLES },
    renderGraphiQL: (options) =>
      renderGraphiQLPage({
        endpoint: GRAPHQL_ENDPOINT,
        title: options?.title ?? 'Chartroom GraphQL',
        defaultQuery: typeof options?.defaultQuery === 'string' ? options.defaultQuery : GRAPHIQL_EXAMPLES,
      }),
    landingPage: false,
    // The client is served from the same origin; reflecting any origin with credentials (yoga's default)
    // would let other sites read data with the user's session cookie. External tools use bearer tokens.
    cors: false,
    parserAndValidationCache: true,
    // Checked in fetch() below (request-body-limit.ts): yoga's check streams every body through a TransformStream.
    maxRequestBodySize: false,
    maskedErrors: { maskError: createMaskError(deps.log) },
    logging: yogaLogger(deps.log),
    extraParamNames: [...PERSISTED_ID_PARAMS],
    plugins: [
      usePersistedOperationIds(deps.persistedOperations ?? loadPersistedOperations()),
      // @defer/@stream: a dashboard and the data of its charts in one operation, each chart as it is ready.
      useDeferStream(),
      useCsrfGuard(deps.restFetch),
      useDepthLimit(deps.maxDepth ?? DEFAULT_MAX_DEPTH),
      useCostLimit(deps.maxCost ?? DEFAULT_MAX_COST),
      useHideSuggestionsFromAnonymous(async (request) => {
        const headers = new Headers();
        for (const name of ['authorization', 'cookie']) {
          const value = request.headers.get(name);
          if (value) headers.set(name, value);
        }
        const me = await deps.restFetch(new Request(new URL('/api/v1/me/', request.url), { headers }));
        await me.body?.cancel();
        return me.status === 200;
      }),
      useUpstreamTrace(),
      // Files of multipart requests (uploadFile, importBundle) go to disk as they arrive.
      useStreamedUploads(maxUploadBytes, async (request) => {
        const headers = new Headers();
        for (const name of ['authorization', 'cookie']) {
          const value = request.headers.get(name);
          if (value) headers.set(name, value);
        }
        const me = await deps.restFetch(new Request(new URL('/api/v1/me/', request.url), { headers }));
        await me.body?.cancel();
        return me.status === 200;
      }),
    ],
  });
  const ws = createGraphQLWebSocket(yoga, GRAPHQL_ENDPOINT, deps.config.allowedOrigins);
  return {
    fetch: async (request) => {
      // Server-sent events (subscriptions, @defer) from another site's page: refused like the WebSocket.
      const hosts = [new URL(request.url).host, request.headers.get('x-forwarded-host')];
      if (
        (request.headers.get('accept') ?? '').includes('text/event-stream') &&
        !originAllowed(request.headers.get('origin'), hosts, deps.config.allowedOrigins)
      ) {
        return Response.json(
          { errors: [{ message: ORIGIN_REFUSED, extensions: { code: 'FORBIDDEN' } }] },
          { status: 403 },
        );
      }
      // Multipart uploads are counted as they stream to disk, under the upload limit.
      const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
      const limited = multipart
        ? await limitRequestBody(request, maxUploadBytes + 1024 * 1024, true)
        : await limitRequestBody(request);
      return limited instanceof Response ? limited : yoga.fetch(limited);
    },
    handleUpgrade: ws.handleUpgrade,
    close: ws.close,
  };
}
