import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';

const liveReferences = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader, before the route's code has loaded. A route holds one
 * live reference: loading it again releases the previous one, so the store can collect it.
 */
export function loadRouteQuery<Q extends OperationType>(
  routeKey: string,
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: Q['variables'],
): PreloadedQuery<Q> {
  const reference = loadQuery<Q>(environment, query, variables, { fetchPolicy: 'store-and-network' });
  liveReferences.get(routeKey)?.dispose();
  liveReferences.set(routeKey, reference as PreloadedQuery<OperationType>);
  return reference;
}
