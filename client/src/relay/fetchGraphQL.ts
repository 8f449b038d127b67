import type { FetchFunction, GraphQLResponse } from 'relay-runtime';
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

/**
 * POSTs an operation to the gateway with the session cookie. Responses with data (even with field
 * errors) go to Relay, which records field errors for `@catch`; anything without data throws.
 */
export const fetchGraphQL: FetchFunction = async (request, variables) => {
  let response: Response;
  try {
    response = await fetch(graphqlEndpoint, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: request.text, operationName: request.name, variables }),
    });
  } catch (cause) {
    throw new GraphQLRequestError(`Could not reach the server: ${(cause as Error).message}`, undefined);
  }
  if (response.status === 401) throw new UnauthenticatedError();
  const body = await readBody(response);
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
};

/**
 * Relay drops `message` from the errors it hands to `@catch` (messages may not be meant for users).
 * The gateway masks unexpected errors to a generic text and gives expected ones the spec's wording,
 * so its messages are fit to show: they ride along in `extensions.message`.
 */
function withDisplayMessage(error: GraphQLErrorPayload): GraphQLErrorPayload {
  return { ...error, extensions: { ...error.extensions, message: error.message } };
}
