import type { PreloadedQuery } from 'react-relay';
import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { toGlobalId } from '../../relay/globalId.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import SqlLabPageQueryNode, { type SqlLabPageQuery } from './__generated__/SqlLabPageQuery.graphql.ts';

// Code-split: the page's code (CodeMirror included) loads while its loader's query is in flight.
const loadSqlLabPage = async () => (await import('./SqlLabPage.tsx')).SqlLabPage;

const POSITIVE_INT = /^[1-9]\d*$/;

/**
 * `/sqllab/`: Superset's SQL Lab URL. `?requested_query=<key>` (after explore's "View in SQL Lab"
 * form post) and `?savedQueryId=<id>` (a saved query's share link) open that SQL in a new tab.
 */
export function sqlLabRoute(environment: Environment): RouteObject {
  return {
    path: '/sqllab/',
    loader: ({ request }): PreloadedQuery<SqlLabPageQuery> => {
      const params = new URL(request.url).searchParams;
      const requestedKey = params.get('requested_query') || null;
      const savedQueryId = params.get('savedQueryId') ?? '';
      const hasSavedQuery = POSITIVE_INT.test(savedQueryId);
      return loadRouteQuery<SqlLabPageQuery>('sqllab', environment, SqlLabPageQueryNode, {
        requestedKey: requestedKey ?? '',
        hasRequest: requestedKey !== null,
        savedQueryNodeId: toGlobalId('SavedQuery', hasSavedQuery ? savedQueryId : '0'),
        hasSavedQuery,
      });
    },
    // The page keeps its tabs itself; dropping the one-time parameters must not reload it.
    shouldRevalidate: () => false,
    lazy: { Component: loadSqlLabPage },
  };
}
