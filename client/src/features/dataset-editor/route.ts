import { data, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { toGlobalId } from '../../relay/globalId.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import DatasetEditorPageQueryNode, {
  type DatasetEditorPageQuery,
} from './__generated__/DatasetEditorPageQuery.graphql.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadDatasetEditorPage = async () => (await import('./DatasetEditorPage.tsx')).DatasetEditorPage;

/** `/tablemodelview/edit/N/`: the edit URL REST gives each dataset (`url`). */
export function datasetEditorRoute(environment: Environment): RouteObject {
  return {
    path: '/tablemodelview/edit/:id/',
    loader: ({ params }) => {
      const id = params.id ?? '';
      if (!/^[1-9]\d*$/.test(id)) {
        throw data(`The URL needs a dataset id: /tablemodelview/edit/<number>/ (got “${id}”).`, { status: 400 });
      }
      return loadRouteQuery<DatasetEditorPageQuery>('dataset-editor', environment, DatasetEditorPageQueryNode, {
        id: toGlobalId('Dataset', id),
      });
    },
    lazy: { Component: loadDatasetEditorPage },
  };
}
