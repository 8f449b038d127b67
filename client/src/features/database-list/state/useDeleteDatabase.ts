import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { removeFromConnections } from '../../../components/list/removeFromConnections.ts';
import type { DeletableItem } from '../../../components/list/useConfirmDelete.tsx';
import { toGlobalId } from '../../../relay/globalId.ts';
import type { useDeleteDatabaseMutation } from './__generated__/useDeleteDatabaseMutation.graphql.ts';

/**
 * Deletes a database connection and drops their edges from the given connections, so the list
 * stays current without a refetch. Rejects with the server's message.
 */
export function useDeleteDatabase(...connections: readonly string[]) {
  const [commit] = useMutation<useDeleteDatabaseMutation>(graphql`
    mutation useDeleteDatabaseMutation($id: ID!) {
      deleteDatabase(id: $id) {
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
          variables: { id: toGlobalId('Database', items[0]?.id ?? 0) },
          updater: (store, response) => {
            const result = response?.deleteDatabase;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, connections, result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteDatabase;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commit, key],
  );
}
