import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { listPageSize, listStateFromSearchParams } from '../../components/list/listState.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import DatabaseListPageQueryNode, {
  type DatabaseListPageQuery,
} from './__generated__/DatabaseListPageQuery.graphql.ts';
import {
  databaseDefaultSort,
  databaseFilterNames,
  databaseListVariables,
  databaseSortOptions,
} from './databaseListOptions.ts';

const loadDatabaseListPage = async () => (await import('./DatabaseListPage.tsx')).DatabaseListPage;

export function databaseListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: databaseDefaultSort,
    sortFields: databaseSortOptions.map((option) => option.field),
    filters: databaseFilterNames,
  });
}

/** `/databaseview/list/`: Superset's database list URL (`?create=1` opens the connection form). */
export function databaseListRoute(environment: Environment): RouteObject {
  return {
    path: '/databaseview/list/',
    loader: ({ request }) =>
      loadRouteQuery<DatabaseListPageQuery>('database-list', environment, DatabaseListPageQueryNode, {
        first: listPageSize,
        ...databaseListVariables(databaseListStateFromUrl(new URL(request.url))),
      } as DatabaseListPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadDatabaseListPage },
  };
}
