import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { removeFromConnections } from '../../../components/list/removeFromConnections.ts';
import type { DeletableItem } from '../../../components/list/useConfirmDelete.tsx';
import { toGlobalId } from '../../../relay/globalId.ts';
import type { useDeleteDatasetsMutation } from './__generated__/useDeleteDatasetsMutation.graphql.ts';

/**
 * Deletes datasets (all or none) and drops their edges from the given connections, so the list
 * stays current without a refetch. Rejects with the server's message.
 */
export function useDeleteDatasets(...connections: readonly string[]) {
  const [commit] = useMutation<useDeleteDatasetsMutation>(graphql`
    mutation useDeleteDatasetsMutation($ids: [ID!]!) {
      deleteDatasets(ids: $ids) {
        __typename
        ... on DeletePayload {
          deletedIds
          message
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const key = connections.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the joined key stands for the connections
  return useCallback(
    (items: readonly DeletableItem[]) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { ids: items.map((item) => toGlobalId('Dataset', item.id)) },
          updater: (store, response) => {
            const result = response?.deleteDatasets;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, connections, result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteDatasets;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commit, key],
  );
}
