import { type Client, createClient } from 'graphql-ws';
import { type GraphQLResponse, Observable, type SubscribeFunction } from 'relay-runtime';
import { graphqlEndpoint } from './fetchGraphQL.ts';

/** Spec 002 section 9: the live transport reconnects every 2.5 s, up to 6 times. */
export const SUBSCRIPTION_RETRY_ATTEMPTS = 6;
export const SUBSCRIPTION_RETRY_WAIT_MS = 2_500;

/** The gateway's GraphQL WebSocket on this page's origin (the session cookie rides on the upgrade). */
export function graphqlSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${graphqlEndpoint}`;
}

let client: Client | null = null;

/** One socket for every subscription of the page, opened with the first and closed a while after the last. */
function socket(): Client {
  client ??= createClient({
    url: graphqlSocketUrl(window.location),
    lazy: true,
    lazyCloseTimeout: 5_000,
    retryAttempts: SUBSCRIPTION_RETRY_ATTEMPTS,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, SUBSCRIPTION_RETRY_WAIT_MS)),
  });
  return client;
}

/** Relay subscriptions over graphql-ws (many subscriptions share one connection, unlike one stream each). */
export const subscribeGraphQL: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (!request.text) {
      sink.error(new Error(`Subscription ${request.name} has no query text`));
      return undefined;
    }
    return socket().subscribe(
      { operationName: request.name, query: request.text, variables },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        complete: () => sink.complete(),
        error: (error) =>
          sink.error(
            error instanceof Error ? error : new Error(closeMessage(error as CloseEvent | readonly unknown[])),
          ),
      },
    );
  });

/** graphql-ws reports a close event or the GraphQL errors of a refused subscription. */
function closeMessage(error: CloseEvent | readonly unknown[]): string {
  if (Array.isArray(error)) {
    return error.map((e) => (e as { message?: string }).message ?? 'Unknown error').join('\n');
  }
  const event = error as CloseEvent;
  return `The live connection to the server closed${event.reason ? `: ${event.reason}` : ` (code ${event.code})`}.`;
}
