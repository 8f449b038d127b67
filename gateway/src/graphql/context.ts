import { createLoaders, type Loaders } from './loaders.ts';
import { createRestClient, type DirectCalls, type RestClient, type RestTransport } from './rest-client.ts';

/** What every resolver sees: the caller's REST client, its loaders, and the caller's bearer token if any. */
export interface GraphQLContext {
  rest: RestClient;
  loaders: Loaders;
  viewerToken: string | null;
  /** The origin the caller reached the gateway at (links handed to external tools are built on it). */
  origin: string;
  /** The server's enabled feature flags (what the client may turn on). */
  featureFlags: ReadonlySet<string>;
}

function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(.+)$/i);
  return match?.[1]?.trim() || null;
}

/** One context per GraphQL request: loaders and the GET memo never outlive it, so users never share data. */
export function createGraphQLContext(
  request: Request,
  transport: RestTransport,
  featureFlags: ReadonlySet<string> = new Set(),
  direct?: DirectCalls,
): GraphQLContext {
  const authorization = request.headers.get('authorization');
  const origin = new URL(request.url).origin;
  const rest = createRestClient({
    transport,
    origin,
    authorization,
    cookie: request.headers.get('cookie'),
    requestId: request.headers.get('x-request-id'),
    signal: request.signal,
    clientAddress: request.headers.get('x-chartroom-client-address'),
    ...(direct ? { direct } : {}),
  });
  return { rest, loaders: createLoaders(rest), viewerToken: bearerToken(authorization), origin, featureFlags };
}
