import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { listPageSize, listStateFromSearchParams } from '../../components/list/listState.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import DatasetListPageQueryNode, { type DatasetListPageQuery } from './__generated__/DatasetListPageQuery.graphql.ts';
import {
  datasetDefaultSort,
  datasetFilterNames,
  datasetListVariables,
  datasetSortOptions,
} from './datasetListOptions.ts';

const loadDatasetListPage = async () => (await import('./DatasetListPage.tsx')).DatasetListPage;

export function datasetListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: datasetDefaultSort,
    sortFields: datasetSortOptions.map((option) => option.field),
    filters: datasetFilterNames,
  });
}

/** `/tablemodelview/list/`: Superset's dataset list URL. */
export function datasetListRoute(environment: Environment): RouteObject {
  return {
    path: '/tablemodelview/list/',
    loader: ({ request }) =>
      loadRouteQuery<DatasetListPageQuery>('dataset-list', environment, DatasetListPageQueryNode, {
        first: listPageSize,
        ...datasetListVariables(datasetListStateFromUrl(new URL(request.url))),
      } as DatasetListPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadDatasetListPage },
  };
}
