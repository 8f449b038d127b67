import { Alert, Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import type { SaveQueryDialogCreateMutation } from './__generated__/SaveQueryDialogCreateMutation.graphql.ts';

export interface SaveQueryDialogProps {
  readonly open: boolean;
  readonly defaultName: string;
  readonly databaseId: number;
  readonly schema: string;
  readonly sql: string;
  readonly onClose: () => void;
  readonly onSaved: (savedQueryId: number, name: string) => void;
}

function SaveQueryForm({ defaultName, databaseId, schema, sql, onClose, onSaved }: Omit<SaveQueryDialogProps, 'open'>) {
  const [name, setName] = useState(defaultName);
  const [description, setDescription] = useState('');
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
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name is required');
      return;
    }
    setError(null);
    commit({
      variables: {
        input: { label: name.trim(), description: description.trim() || null, databaseId, schema: schema || null, sql },
      },
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
        <Button type="submit" colorPalette="blue" loading={saving}>
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** Save the tab's SQL as a saved query: a name and a description, listed under Saved queries. */
export function SaveQueryDialog({ open, onClose, ...props }: SaveQueryDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? <SaveQueryForm onClose={onClose} {...props} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
