import { Alert, Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { toGlobalId } from '../../../relay/globalId.ts';
import type { SaveQueryDialogCreateMutation } from './__generated__/SaveQueryDialogCreateMutation.graphql.ts';
import type { SaveQueryDialogExistingQuery } from './__generated__/SaveQueryDialogExistingQuery.graphql.ts';
import type { SaveQueryDialogUpdateMutation } from './__generated__/SaveQueryDialogUpdateMutation.graphql.ts';

export interface SaveQueryDialogProps {
  readonly open: boolean;
  readonly defaultName: string;
  readonly databaseId: number;
  readonly schema: string;
  readonly sql: string;
  /** The saved query the tab was opened from: it may be updated instead of saved anew. */
  readonly savedQueryId: number | null;
  readonly onClose: () => void;
  readonly onSaved: (savedQueryId: number, name: string) => void;
}

function SaveQueryForm({
  defaultName,
  databaseId,
  schema,
  sql,
  savedQueryId,
  defaultDescription = '',
  onClose,
  onSaved,
}: Omit<SaveQueryDialogProps, 'open'> & { defaultDescription?: string }) {
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState(defaultDescription);
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<SaveQueryDialogCreateMutation>(graphql`
    mutation SaveQueryDialogCreateMutation($input: SavedQueryInput!) {
      createSavedQuery(input: $input) {
        __typename
        ... on SavedQueryPayload {
          savedQuery {
            id
            savedQueryId
            label
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [commitUpdate, updating] = useMutation<SaveQueryDialogUpdateMutation>(graphql`
    mutation SaveQueryDialogUpdateMutation($id: ID!, $input: SavedQueryInput!) {
      updateSavedQuery(id: $id, input: $input) {
        __typename
        ... on SavedQueryPayload {
          savedQuery {
            id
            savedQueryId
            label
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const input = () => ({
    label: name.trim(),
    description: description.trim() || null,
    databaseId,
    schema: schema || null,
    sql,
  });
  const onUpdate = () => {
    if (!savedQueryId) return;
    if (!name.trim()) return setError('Name is required');
    setError(null);
    commitUpdate({
      variables: { id: toGlobalId('SavedQuery', savedQueryId), input: input() },
      onCompleted: (response) => {
        const result = response.updateSavedQuery;
        if (result.__typename === 'SavedQueryPayload' && result.savedQuery) {
          toastSuccess('Your query was updated');
          onSaved(result.savedQuery.savedQueryId, result.savedQuery.label);
        } else {
          setError(('message' in result && result.message) || 'Your query could not be updated');
        }
      },
      onError: (failure) => setError(failure.message),
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    setError(null);
    commit({
      variables: { input: input() },
      onCompleted: (response) => {
        const result = response.createSavedQuery;
        if (result.__typename === 'SavedQueryPayload' && result.savedQuery) {
          toastSuccess('Your query was saved');
          onSaved(result.savedQuery.savedQueryId, result.savedQuery.label);
        } else {
          setError(('message' in result && result.message) || 'Your query could not be saved');
        }
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Save query" noValidate>
      <Dialog.Header>
        <Dialog.Title>Save query</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={error === 'Name is required'}>
            <Field.Label>Name</Field.Label>
            <Input value={name} onChange={(event) => setName(event.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea rows={3} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
          </Field.Root>
          {error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        {savedQueryId ? (
          <>
            <Button type="submit" variant="outline" loading={saving}>
              Save as new
            </Button>
            <Button colorPalette="blue" loading={updating} onClick={onUpdate}>
              Update
            </Button>
          </>
        ) : (
          <Button type="submit" colorPalette="blue" loading={saving}>
            Save
          </Button>
        )}
      </Dialog.Footer>
    </form>
  );
}

/** The form over the saved query the tab came from: its name and description to start from. */
function ExistingSaveQueryForm(props: Omit<SaveQueryDialogProps, 'open'> & { savedQueryId: number }) {
  const data = useLazyLoadQuery<SaveQueryDialogExistingQuery>(
    graphql`
      query SaveQueryDialogExistingQuery($id: ID!) {
        node(id: $id) {
          ... on SavedQuery {
            label
            description
          }
        }
      }
    `,
    { id: toGlobalId('SavedQuery', props.savedQueryId) },
    { fetchPolicy: 'network-only' },
  );
  return (
    <SaveQueryForm
      {...props}
      defaultName={data.node?.label ?? props.defaultName}
      defaultDescription={data.node?.description ?? ''}
      // A saved query that is gone (deleted meanwhile) can only be saved anew.
      savedQueryId={data.node?.label ? props.savedQueryId : null}
    />
  );
}

/** Save the tab's SQL as a saved query: a name and a description, listed under Saved queries. */
export function SaveQueryDialog({ open, onClose, ...props }: SaveQueryDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Named here too: a title drawn after a suspense is not picked up as the dialog's label. */}
          <Dialog.Content aria-label="Save query">
            {!open ? null : props.savedQueryId ? (
              <Suspense fallback={<Dialog.Body>Loading the saved query…</Dialog.Body>}>
                <ExistingSaveQueryForm onClose={onClose} {...props} savedQueryId={props.savedQueryId} />
              </Suspense>
            ) : (
              <SaveQueryForm onClose={onClose} {...props} />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
