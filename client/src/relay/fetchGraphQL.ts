import {
  type FetchFunction,
  type GraphQLResponse,
  Observable,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';
import { CSRF_REJECTED, CSRF_TOKEN_HEADER, csrfToken, forgetCsrfToken } from './csrf.ts';
import { type GraphQLErrorPayload, GraphQLRequestError, UnauthenticatedError } from './errors.ts';

export const graphqlEndpoint = '/graphql';

interface ResponseBody {
  readonly data?: unknown;
  readonly errors?: readonly GraphQLErrorPayload[];
}

async function readBody(response: Response): Promise<ResponseBody | undefined> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as ResponseBody) : undefined;
  } catch {
    return undefined;
  }
}

/** The gateway's answer to an id it does not know (e.g. a client built before the server's list). */
const PERSISTED_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';

type Body = Record<string, unknown>;

/**
 * The JSON body of an operation: the Relay compiler's persisted id when it has one (the text stays in
 * the artifact for the fallback), the text otherwise.
 */
export function operationBody(request: RequestParameters, variables: Variables, useId = true): Body {
  const base = { operationName: request.name, variables };
  return useId && request.id ? { doc_id: request.id, ...base } : { query: request.text, ...base };
}

async function post(body: Body, mutation = false, signal?: AbortSignal): Promise<Response> {
  try {
    // Mutations ride on the session cookie, so they carry the session's CSRF token; queries change nothing.
    const csrf: Record<string, string> = mutation ? { [CSRF_TOKEN_HEADER]: await csrfToken() } : {};
    return await fetch(graphqlEndpoint, {
      method: 'POST',
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json, application/json',
        // Not CORS-safelisted: proves a same-origin script to the gateway's CSRF guard.
        'X-Requested-With': 'XMLHttpRequest',
        ...csrf,
      },
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new GraphQLRequestError(`Could not reach the server: ${(cause as Error).message}`, undefined);
  }
}

/**
 * POSTs an operation to the gateway with the session cookie, by persisted id (falling back to the text
 * once if the gateway does not know the id). Responses with data (even with field errors) go to Relay,
 * which records field errors for `@catch`; anything without data throws.
 */
export const fetchGraphQL: FetchFunction = (request, variables) => runOperation(request, variables);

/**
 * A query whose request is aborted when Relay unsubscribes from it (a disposed query reference, a
 * superseded filter query): the gateway then cancels the warehouse queries it started.
 */
export function fetchGraphQLCancellable(request: RequestParameters, variables: Variables) {
  return Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    runOperation(request, variables, controller.signal).then(
      (response) => {
        sink.next(response);
        sink.complete();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) sink.error(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  });
}

async function runOperation(
  request: RequestParameters,
  variables: Variables,
  signal?: AbortSignal,
): Promise<GraphQLResponse> {
  const mutation = request.operationKind === 'mutation';
  let useId = true;
  let response = await post(operationBody(request, variables), mutation, signal);
  let body = await readBody(response);
  if (request.id && request.text && body?.errors?.some((error) => error.extensions?.code === PERSISTED_NOT_FOUND)) {
    useId = false;
    response = await post(operationBody(request, variables, false), mutation, signal);
    body = await readBody(response);
  }
  // The token of an older session (a login in another tab): a new one, once.
  if (mutation && body?.errors?.some((error) => error.extensions?.code === CSRF_REJECTED)) {
    forgetCsrfToken();
    response = await post(operationBody(request, variables, useId), mutation, signal);
    body = await readBody(response);
  }
  if (response.status === 401) throw new UnauthenticatedError();
  const errors = body?.errors ?? [];
  if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED')) throw new UnauthenticatedError();
  if (body === undefined) {
    throw new GraphQLRequestError(
      `The server answered ${response.status} ${response.statusText}`.trim(),
      response.status,
    );
  }
  if (body.data === null || body.data === undefined) {
    const message = errors.map((error) => error.message).join('\n') || `The server answered ${response.status}`;
    throw new GraphQLRequestError(message, response.status, errors);
  }
  if (errors.length === 0) return body as GraphQLResponse;
  return { ...body, errors: errors.map(withDisplayMessage) } as GraphQLResponse;
}

/**
 * Relay drops `message` from the errors it hands to `@catch` (messages may not be meant for users).
 * The gateway masks unexpected errors to a generic text and gives expected ones the spec's wording,
 * so its messages are fit to show: they ride along in `extensions.message`.
 */
function withDisplayMessage(error: GraphQLErrorPayload): GraphQLErrorPayload {
  return { ...error, extensions: { ...error.extensions, message: error.message } };
}
