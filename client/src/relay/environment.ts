import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL.ts';
import { fetchIncremental, isIncremental } from './fetchIncremental.ts';
import { subscribeGraphQL } from './subscriptions.ts';

/** Operations with @defer/@stream stream their parts (server-sent events); the others are one JSON answer. */
const fetchDefault: FetchFunction = (request, variables, cacheConfig, uploadables) =>
  isIncremental(request)
    ? fetchIncremental(request, variables)
    : fetchGraphQL(request, variables, cacheConfig, uploadables);

export function createRelayEnvironment(fetchFunction: FetchFunction = fetchDefault): Environment {
  return new Environment({
    network: Network.create(fetchFunction, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}
