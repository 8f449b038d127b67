import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL, fetchGraphQLCancellable } from './fetchGraphQL.ts';
import { fetchIncremental, isIncremental } from './fetchIncremental.ts';
import { subscribeGraphQL } from './subscriptions.ts';

/**
 * Operations with @defer/@stream stream their parts (server-sent events); the others are one JSON
 * answer. Queries are aborted when Relay lets go of them; mutations always run to their end.
 */
const fetchDefault: FetchFunction = (request, variables, cacheConfig, uploadables) => {
  if (isIncremental(request)) return fetchIncremental(request, variables);
  if (request.operationKind === 'query' && !uploadables) return fetchGraphQLCancellable(request, variables);
  return fetchGraphQL(request, variables, cacheConfig, uploadables);
};

export function createRelayEnvironment(fetchFunction: FetchFunction = fetchDefault): Environment {
  return new Environment({
    network: Network.create(fetchFunction, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}
