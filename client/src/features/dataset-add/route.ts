import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import DatasetAddPageQueryNode, { type DatasetAddPageQuery } from './__generated__/DatasetAddPageQuery.graphql.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadDatasetAddPage = async () => (await import('./DatasetAddPage.tsx')).DatasetAddPage;

/** `/dataset/add/`: Superset's dataset creation URL. */
export function datasetAddRoute(environment: Environment): RouteObject {
  return {
    path: '/dataset/add/',
    loader: () => loadRouteQuery<DatasetAddPageQuery>('dataset-add', environment, DatasetAddPageQueryNode, {}),
    shouldRevalidate: () => false,
    lazy: { Component: loadDatasetAddPage },
  };
}
