import { Button } from '@chakra-ui/react';
import { graphql, useMutation } from 'react-relay';
import { formatMessage, toastError, toastSuccess } from '../../../components/toaster.ts';
import type { SyncColumnsButtonMutation } from './__generated__/SyncColumnsButtonMutation.graphql.ts';

export interface SyncColumnsButtonProps {
  /** The Relay id of the dataset. */
  readonly datasetId: string;
  /** Why syncing is not possible now (unsaved edits would be lost), or undefined. */
  readonly blockedReason?: string;
  readonly onSynced: () => void;
}

/** Reads the table's (or query's) columns again, as Superset's 'Sync columns from source'. */
export function SyncColumnsButton({ datasetId, blockedReason, onSynced }: SyncColumnsButtonProps) {
  const [commit, syncing] = useMutation<SyncColumnsButtonMutation>(graphql`
    mutation SyncColumnsButtonMutation($id: ID!) {
      refreshDataset(id: $id) {
        __typename
        ... on DatasetPayload {
          dataset {
            ...DatasetEditor_dataset
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const onSync = () =>
    commit({
      variables: { id: datasetId },
      onCompleted: (response) => {
        const result = response.refreshDataset;
        if (result.__typename === 'DatasetPayload') {
          toastSuccess('Metadata has been synced');
          onSynced();
        } else {
          toastError(
            formatMessage('An error has occurred: %s', ('message' in result ? result.message : undefined) ?? ''),
          );
        }
      },
      onError: (error) => toastError(formatMessage('An error has occurred: %s', error.message)),
    });
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={onSync}
      disabled={Boolean(blockedReason)}
      title={blockedReason}
      loading={syncing}
      loadingText="Syncing…"
    >
      Sync columns from source
    </Button>
  );
}
