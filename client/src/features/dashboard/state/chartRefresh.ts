import { fetchQuery, graphql } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { chartRefreshForceQuery } from './__generated__/chartRefreshForceQuery.graphql.ts';
import type { chartRefreshReloadQuery } from './__generated__/chartRefreshReloadQuery.graphql.ts';

/** Re-runs a chart's query without the result cache (the fresh result lands in the cache). */
const forceQuery = graphql`
  query chartRefreshForceQuery($id: ID!) {
    node(id: $id) {
      ... on Chart {
        data(force: true) @catch(to: RESULT) {
          results {
            rowcount
          }
        }
      }
    }
  }
`;

/** A chart card's data, read again: after a forced run it is the fresh result. */
export const chartReloadQuery = graphql`
  query chartRefreshReloadQuery($id: ID!) {
    node(id: $id) {
      ...DashboardChartCard_chart @alias(as: "chart")
    }
  }
`;

/** Runs an operation to its end, deferred parts included (toPromise would stop at the first part). */
function runToEnd<Q extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: Q['variables'],
): Promise<void> {
  return new Promise((resolve, reject) => {
    fetchQuery<Q>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({
      complete: () => resolve(),
      error: (error: Error) => reject(error),
    });
  });
}

/**
 * Superset's force refresh of one chart: its query runs again bypassing the cache, then the card's
 * fields are read again so every view of the chart shows the new result.
 */
export async function forceRefreshChart(environment: Environment, chartGlobalId: string): Promise<void> {
  await runToEnd<chartRefreshForceQuery>(environment, forceQuery, { id: chartGlobalId });
  await runToEnd<chartRefreshReloadQuery>(environment, chartReloadQuery, { id: chartGlobalId });
}
