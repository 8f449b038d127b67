import { isMetadataUnavailable, METADATA_UNAVAILABLE } from '../metadata/errors.ts';
import { ChartroomError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from './errors.ts';
import type {
  RestChart,
  RestChartDataResponse,
  RestDashboard,
  RestDataset,
  RestItemResponse,
  RestListQuery,
  RestListResponse,
  RestUser,
} from './rest-types.ts';
import { encodeRisonUri, type RisonValue } from './rison.ts';

/** How the gateway reaches REST: the REST app's own fetch handler in process, or HTTP (same signature). */
export type RestTransport = (request: Request) => Promise<Response>;

/** One REST call as `x-chartroom-trace: 1` reports it. */
export interface UpstreamCall {
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** The caller's credentials as its request carried them (the `Authorization` and `Cookie` headers). */
export interface DirectCredentials {
  authorization: string | null;
  cookie: string | null;
}

/** A REST answer without a Response: its status and the body REST would serialise. */
export interface DirectAnswer {
  status: number;
  body: unknown;
}

/**
 * REST calls answered in process by the service functions behind the routes: the same
 * authorisation and the same bodies, without Request/Response objects or a JSON round trip. Only
 * in process (no REST_UPSTREAM_URL); every other call goes through the transport.
 */
export interface DirectCalls {
  /** `GET /api/v1/chart/{id}`. */
  getChart(credentials: DirectCredentials, id: number): Promise<DirectAnswer>;
  /** `POST /api/v1/chart/data`; null when the route must answer (with async queries a job may be queued). */
  chartData(
    credentials: DirectCredentials,
    queryContext: Record<string, unknown>,
    signal?: AbortSignal,
  ): Promise<DirectAnswer | null>;
  /** `GET /api/v1/chart/{id}/data/?force=`; null as for `chartData`. */
  savedChartData(
    credentials: DirectCredentials,
    id: number,
    force: boolean,
    signal?: AbortSignal,
  ): Promise<DirectAnswer | null>;
}

export interface RestClientOptions {
  transport: RestTransport;
  /** Calls served by the service layer in process (absent over HTTP). */
  direct?: DirectCalls;
  /** Origin the in-process REST app sees (the incoming request's); the HTTP transport rewrites it. */
  origin: string;
  /** The caller's credentials, forwarded on every call so REST applies the caller's permissions. */
  authorization?: string | null;
  cookie?: string | null;
  requestId?: string | null;
  /** The caller's address as the HTTP server recorded it (`x-chartroom-client-address`), forwarded for REST's limits and audit log. */
  clientAddress?: string | null;
  /**
   * The caller's GraphQL request: when it goes away (a navigation, a superseded filter query), the
   * chart queries it started are cancelled on the warehouse, as Superset's client aborts them.
   */
  signal?: AbortSignal;
}

/** Tells REST a call comes from the GraphQL gateway (the audit log records GraphQL writes as such). */
export const VIA_GRAPHQL_HEADER = 'x-chartroom-via';
/** The header the HTTP server writes with the socket's address (REST replaces any a client sends). */
const CLIENT_ADDRESS_HEADER = 'x-chartroom-client-address';

/** Errors of the REST surface that are not the caller's fault (5xx, unreadable bodies): masked for clients. */
export class RestUpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    message: string,
  ) {
    super(`REST ${path} answered ${status}: ${message}`);
    this.name = 'RestUpstreamError';
  }
}

/** A typed client of the REST surface, one per GraphQL request (it holds that request's credentials). */
export interface RestClient {
  /** Every call made so far, in order of completion. */
  readonly calls: readonly UpstreamCall[];
  /** A GET, memoised per path and query string for the life of the client. */
  get<T>(pathAndQuery: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  /** A multipart POST (bundle imports); the transport sets the boundary. */
  postForm<T>(path: string, form: FormData): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  /** A DELETE; path carries any `?q=` (bulk deletes). */
  del<T>(path: string): Promise<T>;
  /** A GET whose body is read as it arrives (server-sent events); REST errors are thrown as usual. */
  stream(path: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>>;
  listCharts(q: RestListQuery): Promise<RestListResponse<RestChart>>;
  getChart(id: number): Promise<RestItemResponse<RestChart>>;
  /** `POST /api/v1/chart/data` with a QueryContext. */
  chartData(queryContext: Record<string, unknown>): Promise<RestChartDataResponse>;
  /** `GET /api/v1/chart/{id}/data/`: runs the chart's saved query_context. */
  savedChartData(id: number, force: boolean): Promise<RestChartDataResponse>;
  listDatasets(q: RestListQuery): Promise<RestListResponse<RestDataset>>;
  getDataset(id: number): Promise<RestItemResponse<RestDataset>>;
  listDashboards(q: RestListQuery): Promise<RestListResponse<RestDashboard>>;
  getDashboard(id: number): Promise<RestItemResponse<RestDashboard>>;
  listUsers(q: RestListQuery): Promise<RestListResponse<RestUser>>;
  me(): Promise<RestItemResponse<RestUser>>;
  /** `GET /api/v1/<resource>/_info?q=(keys:!(permissions))`: the caller's permissions on a resource. */
  resourcePermissions(resource: string): Promise<{ permissions?: unknown }>;
  /** `GET /api/v1/<resource>/related/<field>?q=(filter:..,page:..,page_size:..)`: what a relation offers. */
  related(
    resource: string,
    field: string,
    q: { filter: string; page: number; page_size: number },
  ): Promise<{ count?: number; result?: { value: number; text: string }[] }>;
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (message !== undefined) return JSON.stringify(message);
  }
  return fallback;
}

/** REST status -> the gateway's typed error; the REST message is kept, it is the spec's wording. */
export function errorForStatus(status: number, path: string, body: unknown): Error {
  const message = messageOf(body, `HTTP ${status}`);
  if (status === 401) return new UnauthenticatedError(messageOf(body, 'Not authenticated: log in first.'));
  if (status === 403) return new ForbiddenError(message);
  if (status === 404) return new NotFoundError(message);
  if (status === 409) return new ChartroomError('CONFLICT', message);
  if (status === 400 || status === 422) {
    const details = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    // Superset's SIP-40 `errors` list (validate_parameters, test_connection) is kept for the caller.
    const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
    return new ValidationError(message, typeof details === 'object' ? details : errors);
  }
  // The login throttle (e.g. changing one's password with a wrong current one): REST's message says when to retry.
  if (status === 429) return new ChartroomError('TOO_MANY_REQUESTS', message);
  // Any other refusal of the request (413 too large, 415 wrong type...) is the caller's, with REST's message.
  if (status >= 400 && status < 500) return new ValidationError(message);
  // A part REST needs is away for now (metadata store, Redis): its message says so and to retry.
  if (status === 503) return new ChartroomError('UPSTREAM_ERROR', message);
  return new RestUpstreamError(status, path, message);
}

/** The `?q=` of a list call; empty filter lists are left out, as Superset's own client does. */
export function listSearch(q: RestListQuery): string {
  const { filters, ...rest } = q;
  const value = (filters?.length ? { filters, ...rest } : rest) as RisonValue;
  return `?q=${encodeRisonUri(value)}`;
}

const elapsedMs = (started: number) => Math.round((performance.now() - started) * 100) / 100;

export function createRestClient(options: RestClientOptions): RestClient {
  const calls: UpstreamCall[] = [];
  // Identical GETs within one GraphQL request are made once: the promise is shared, not just the result.
  const memo = new Map<string, Promise<unknown>>();

  const headers = (): Headers => {
    const h = new Headers({ accept: 'application/json' });
    if (options.authorization) h.set('authorization', options.authorization);
    if (options.cookie) h.set('cookie', options.cookie);
    if (options.requestId) h.set('x-request-id', options.requestId);
    if (options.clientAddress) h.set(CLIENT_ADDRESS_HEADER, options.clientAddress);
    h.set(VIA_GRAPHQL_HEADER, 'graphql');
    return h;
  };

  const call = async <T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> => {
    const h = headers();
    const isForm = body instanceof FormData;
    const json = body === undefined || isForm ? undefined : JSON.stringify(body);
    if (json !== undefined) {
      h.set('content-type', 'application/json');
      // With its length announced, REST's body limit checks the header instead of buffering the body again.
      h.set('content-length', String(Buffer.byteLength(json)));
    }
    const request = new Request(new URL(path, options.origin), {
      method,
      headers: h,
      body: isForm ? body : json,
      ...(signal ? { signal } : {}),
    });
    const started = performance.now();
    let response: Response;
    try {
      response = await options.transport(request);
    } catch (error) {
      calls.push({ method, path, status: 0, ms: elapsedMs(started) });
      throw new RestUpstreamError(0, path, error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    calls.push({ method, path, status: response.status, ms: elapsedMs(started) });
    let parsed: unknown;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      if (response.ok) throw new RestUpstreamError(response.status, path, 'response is not JSON');
      parsed = { message: text.slice(0, 500) };
    }
    if (!response.ok) throw errorForStatus(response.status, path, parsed);
    return parsed as T;
  };

  // A call the service layer answers in process, traced and mapped to errors as a REST call; a null
  // answer (the service leaves it to the route) goes through the transport instead.
  const directCall = <T>(
    method: string,
    path: string,
    run: (credentials: DirectCredentials) => Promise<DirectAnswer | null>,
    viaTransport: () => Promise<T>,
  ): Promise<T> => {
    const started = performance.now();
    return run({ authorization: options.authorization ?? null, cookie: options.cookie ?? null }).then(
      (answer) => {
        if (answer === null) return viaTransport();
        calls.push({ method, path, status: answer.status, ms: elapsedMs(started) });
        if (answer.status >= 400) throw errorForStatus(answer.status, path, answer.body);
        return answer.body as T;
      },
      (error: unknown) => {
        if (isMetadataUnavailable(error)) {
          calls.push({ method, path, status: 503, ms: elapsedMs(started) });
          throw new ChartroomError('UPSTREAM_ERROR', METADATA_UNAVAILABLE);
        }
        calls.push({ method, path, status: 500, ms: elapsedMs(started) });
        throw new RestUpstreamError(500, path, error instanceof Error ? error.message : String(error));
      },
    );
  };

  // A GET, memoised per path like the transport's (a failed one is not memoised).
  const memoised = <T>(path: string, load: () => Promise<T>): Promise<T> => {
    let pending = memo.get(path);
    if (!pending) {
      pending = load();
      memo.set(path, pending);
      pending.catch(() => memo.delete(path));
    }
    return pending as Promise<T>;
  };

  const get = <T>(pathAndQuery: string): Promise<T> => {
    let pending = memo.get(pathAndQuery);
    if (!pending) {
      pending = call<T>('GET', pathAndQuery);
      memo.set(pathAndQuery, pending);
      // A failed call is not memoised: a later resolver may retry it (e.g. after a transient error).
      pending.catch(() => memo.delete(pathAndQuery));
    }
    return pending as Promise<T>;
  };
  // A write invalidates what this request read before it (a mutation payload re-reads the row).
  const write = <T>(method: string, path: string, body?: unknown): Promise<T> => {
    memo.clear();
    return call<T>(method, path, body);
  };
  const post = <T>(path: string, body: unknown): Promise<T> => call<T>('POST', path, body);

  const stream = async (path: string, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> => {
    const h = headers();
    h.set('accept', 'text/event-stream');
    const response = await options.transport(new Request(new URL(path, options.origin), { headers: h, signal }));
    calls.push({ method: 'GET', path, status: response.status, ms: 0 });
    if (!response.ok || !response.body) {
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = { message: text.slice(0, 500) };
      }
      throw errorForStatus(response.status, path, parsed);
    }
    return response.body;
  };

  return {
    calls,
    get,
    post,
    postForm: (path, form) => write('POST', path, form),
    stream,
    put: (path, body) => write('PUT', path, body),
    del: (path) => write('DELETE', path),
    listCharts: (q) => get(`/api/v1/chart/${listSearch(q)}`),
    getChart: (id) => {
      const direct = options.direct;
      const path = `/api/v1/chart/${id}`;
      return direct
        ? memoised(path, () =>
            directCall(
              'GET',
              path,
              (credentials) => direct.getChart(credentials, id),
              () => call('GET', path),
            ),
          )
        : get(path);
    },
    // Only chart queries follow the caller's request: a write half done when a caller leaves stays whole.
    chartData: (queryContext) => {
      const direct = options.direct;
      const path = '/api/v1/chart/data';
      const viaTransport = () => call<RestChartDataResponse>('POST', path, queryContext, options.signal);
      return direct
        ? directCall(
            'POST',
            path,
            (credentials) => direct.chartData(credentials, queryContext, options.signal),
            viaTransport,
          )
        : viaTransport();
    },
    savedChartData: (id, force) => {
      const direct = options.direct;
      const path = `/api/v1/chart/${id}/data/${force ? '?force=true' : ''}`;
      const viaTransport = () => call<RestChartDataResponse>('GET', path, undefined, options.signal);
      return memoised(path, () =>
        direct
          ? directCall(
              'GET',
              path,
              (credentials) => direct.savedChartData(credentials, id, force, options.signal),
              viaTransport,
            )
          : viaTransport(),
      );
    },
    listDatasets: (q) => get(`/api/v1/dataset/${listSearch(q)}`),
    getDataset: (id) => get(`/api/v1/dataset/${id}`),
    listDashboards: (q) => get(`/api/v1/dashboard/${listSearch(q)}`),
    getDashboard: (id) => get(`/api/v1/dashboard/${id}`),
    listUsers: (q) => get(`/api/v1/security/users/${listSearch(q)}`),
    me: () => get('/api/v1/me/'),
    resourcePermissions: (resource) => get(`/api/v1/${resource}/_info?q=${encodeRisonUri({ keys: ['permissions'] })}`),
    related: (resource, field, q) => get(`/api/v1/${resource}/related/${field}?q=${encodeRisonUri(q)}`),
  };
}
