import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../components/toaster.ts';
import type { SaveDatasetDialogMutation } from './__generated__/SaveDatasetDialogMutation.graphql.ts';
import type { SaveDatasetDialogVirtualQuery } from './__generated__/SaveDatasetDialogVirtualQuery.graphql.ts';

export interface SaveDatasetDialogProps {
  readonly open: boolean;
  readonly defaultName: string;
  readonly databaseId: number;
  readonly schema: string;
  readonly sql: string;
  readonly onClose: () => void;
}

type Mode = 'new' | 'overwrite';

function OverwriteChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const data = useLazyLoadQuery<SaveDatasetDialogVirtualQuery>(
    graphql`
      query SaveDatasetDialogVirtualQuery {
        datasets(first: 100, kind: VIRTUAL) {
          edges {
            node {
              id
              tableName
              viewerCanEdit
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const editable = data.datasets.edges.map((e) => e.node).filter((d) => d.viewerCanEdit);
  if (editable.length === 0) return <Text color="fg.muted">You have no virtual dataset to overwrite.</Text>;
  return (
    <Field.Root required>
      <Field.Label>Dataset to overwrite</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Choose a dataset</option>
          {editable.map((d) => (
            <option key={d.id} value={d.id}>
              {d.tableName}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function SaveDatasetForm({ defaultName, databaseId, schema, sql, onClose }: Omit<SaveDatasetDialogProps, 'open'>) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState(defaultName);
  const [overwriteId, setOverwriteId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<SaveDatasetDialogMutation>(graphql`
    mutation SaveDatasetDialogMutation($input: SaveSqlLabQueryAsDatasetInput!) {
      saveSqlLabQueryAsDataset(input: $input) {
        __typename
        ... on SaveSqlLabQueryAsDatasetPayload {
          exploreUrl
          dataset {
            tableName
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
    if (mode === 'new' && !name.trim()) return setError('Dataset name is required');
    if (mode === 'overwrite' && !overwriteId) return setError('Choose the dataset to overwrite');
    setError(null);
    commit({
      variables: {
        input: {
          databaseId,
          sql,
          schema: schema || null,
          ...(mode === 'new' ? { datasetName: name.trim() } : { overwriteDatasetId: overwriteId }),
        },
      },
      onCompleted: (response) => {
        const result = response.saveSqlLabQueryAsDataset;
        if (result.__typename === 'SaveSqlLabQueryAsDatasetPayload' && result.exploreUrl) {
          toastSuccess(`Dataset saved: ${result.dataset?.tableName ?? ''}`);
          navigate(result.exploreUrl);
        } else {
          setError(('message' in result && result.message) || 'The dataset could not be saved');
        }
      },
      onError: (failure) => setError(failure.message),
    });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Save dataset" noValidate>
      <Dialog.Header>
        <Dialog.Title>Save or Overwrite Dataset</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text>Save this query as a virtual dataset to continue exploring</Text>
          <RadioGroup.Root
            value={mode}
            onValueChange={(details) => setMode(details.value === 'overwrite' ? 'overwrite' : 'new')}
            aria-label="Save as new or overwrite"
          >
            <Stack gap="2">
              <RadioGroup.Item value="new">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Save as new</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="overwrite">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Overwrite existing</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
          {mode === 'new' ? (
            <Field.Root required>
              <Field.Label>Dataset name</Field.Label>
              <Input value={name} onChange={(event) => setName(event.currentTarget.value)} />
            </Field.Root>
          ) : (
            <Suspense fallback={<Text color="fg.muted">Loading datasets…</Text>}>
              <OverwriteChoice value={overwriteId} onChange={setOverwriteId} />
            </Suspense>
          )}
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
          {mode === 'new' ? 'Save' : 'Overwrite'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** SQL Lab's 'Save this query as a virtual dataset to continue exploring': save as new or overwrite, then explore. */
export function SaveDatasetDialog({ open, onClose, ...props }: SaveDatasetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{open ? <SaveDatasetForm onClose={onClose} {...props} /> : null}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
