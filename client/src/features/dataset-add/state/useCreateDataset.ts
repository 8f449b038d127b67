import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { formatMessage, toastSuccess } from '../../../components/toaster.ts';
import type { useCreateDatasetMutation } from './__generated__/useCreateDatasetMutation.graphql.ts';

export interface NewDataset {
  readonly databaseId: string;
  readonly schema: string;
  readonly tableName: string;
  /** A SELECT: the dataset is virtual. */
  readonly sql?: string;
}

/** Where to go once the dataset exists: its editor, or a new chart on it (Superset's 'Create dataset and create chart'). */
export type AfterCreate = 'editor' | 'chart';

export function afterCreatePath(datasetId: number, then: AfterCreate): string {
  return then === 'chart'
    ? `/explore/?datasource_type=table&datasource_id=${datasetId}&viz_type=table`
    : `/tablemodelview/edit/${datasetId}/`;
}

/** The dataset list as it first opens (no search, no filter, newest first): a new dataset tops it. */
function prependToDefaultList(store: RecordSourceSelectorProxy) {
  const node = store.getRootField('createDataset')?.getLinkedRecord('dataset');
  const connection = ConnectionHandler.getConnection(store.getRoot(), 'DatasetListTable_datasets', {
    orderBy: { field: 'CHANGED_ON', direction: 'DESC' },
  });
  if (!node || !connection) return;
  const edge = ConnectionHandler.createEdge(store, connection, node, 'DatasetEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}

/**
 * Creates a dataset through `createDataset` and opens it in the dataset editor (or a new chart); a refusal comes back
 * as the spec's 'An error occurred while creating datasets: %s'.
 */
export function useCreateDataset() {
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  const [commit, creating] = useMutation<useCreateDatasetMutation>(graphql`
    mutation useCreateDatasetMutation($input: DatasetCreateInput!) {
      createDataset(input: $input) {
        __typename
        ... on DatasetPayload {
          dataset {
            id
            datasetId
            tableName
            ...DatasetListRow_dataset
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const create = useCallback(
    (dataset: NewDataset, then: AfterCreate = 'editor') => {
      setError(undefined);
      const fail = (message: string) =>
        setError(formatMessage('An error occurred while creating %ss: %s', 'dataset', message));
      commit({
        variables: {
          input: {
            databaseId: dataset.databaseId,
            schema: dataset.schema || null,
            tableName: dataset.tableName,
            ...(dataset.sql ? { sql: dataset.sql } : {}),
          },
        },
        updater: (store, response) => {
          if (response?.createDataset.__typename === 'DatasetPayload') prependToDefaultList(store);
        },
        onCompleted: (response) => {
          const result = response.createDataset;
          if (result.__typename === 'DatasetPayload' && result.dataset) {
            toastSuccess(`Dataset created: ${result.dataset.tableName}`);
            navigate(afterCreatePath(result.dataset.datasetId, then));
          } else {
            fail('message' in result ? String(result.message) : 'Sorry, an unknown error occurred');
          }
        },
        onError: (failure) => fail(failure.message),
      });
    },
    [commit, navigate],
  );
  return { create, creating, error };
}
