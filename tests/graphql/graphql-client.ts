import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import type { TestApp } from '../helpers/test-app.ts';

export interface UpstreamTrace {
  count: number;
  calls: { method: string; path: string; status: number; ms: number }[];
}

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export interface GraphQLResult<TData> {
  status: number;
  data: TData | null | undefined;
  errors: GraphQLErrorBody[] | undefined;
  upstream: UpstreamTrace | undefined;
}

export interface GraphQLRequestOptions {
  /** The admin's token by default; null for an anonymous request. */
  token?: string | null;
  /** Ask for `extensions.upstream` (header `x-chartroom-trace: 1`). */
  trace?: boolean;
  /** Another fetch handler than the whole app's (e.g. a GraphQL server built with other limits). */
  fetch?: (request: Request) => Promise<Response>;
}

/** POSTs an operation to /graphql of the in-process app, exactly as a client over HTTP would. */
export async function executeGraphQL<TData, TVariables>(
  app: TestApp,
  document: TypedDocumentNode<TData, TVariables> | string,
  variables?: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<GraphQLResult<TData>> {
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  const token = options.token === undefined ? app.token : options.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (options.trace) headers.set('x-chartroom-trace', '1');
  const query = typeof document === 'string' ? document : print(document);
  const request = new Request('http://localhost/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const response = await (options.fetch ?? app.chartroom.fetch)(request);
  const body = (await response.json()) as {
    data?: TData | null;
    errors?: GraphQLErrorBody[];
    extensions?: { upstream?: UpstreamTrace };
  };
  return { status: response.status, data: body.data, errors: body.errors, upstream: body.extensions?.upstream };
}

/** The data of an operation that must succeed; fails the test with the errors otherwise. */
export async function queryData<TData, TVariables>(
  app: TestApp,
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<TData> {
  const result = await executeGraphQL(app, document, variables, options);
  if (result.status !== 200 || result.errors || !result.data) {
    throw new Error(`GraphQL failed (${result.status}): ${JSON.stringify(result.errors)}`);
  }
  return result.data;
}
