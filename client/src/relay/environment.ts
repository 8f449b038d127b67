import { Environment, type FetchFunction, Network, RecordSource, Store } from 'relay-runtime';
import { fetchGraphQL } from './fetchGraphQL.ts';
import { subscribeGraphQL } from './subscriptions.ts';

export function createRelayEnvironment(fetchFunction: FetchFunction = fetchGraphQL): Environment {
  return new Environment({
    network: Network.create(fetchFunction, subscribeGraphQL),
    store: new Store(new RecordSource()),
  });
}
