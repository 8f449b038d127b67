import { Alert, Button, Dialog, Field, Input, NativeSelect, Portal, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../toaster.ts';
import type { SaveQueryAsDatasetDialogMutation } from './__generated__/SaveQueryAsDatasetDialogMutation.graphql.ts';
import type { SaveQueryAsDatasetDialogVirtualQuery } from './__generated__/SaveQueryAsDatasetDialogVirtualQuery.graphql.ts';

export interface QuerySourceToSave {
  readonly databaseId: number;
  readonly schema: string | null;
  readonly sql: string;
  readonly defaultName: string;
}

/** The explore URL the server answers, keeping the chart type the user was exploring with. */
export function exploreUrlWithViz(exploreUrl: string, vizType: string | null): string {
  if (!vizType) return exploreUrl;
  const url = new URL(exploreUrl, 'http://host');
  url.searchParams.set('viz_type', vizType);
  return `${url.pathname}${url.search}`;
}

function OverwriteChoice({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const data = useLazyLoadQuery<SaveQueryAsDatasetDialogVirtualQuery>(
    graphql`
      query SaveQueryAsDatasetDialogVirtualQuery {
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

function SaveForm({
  source,
  vizType,
  onClose,
}: {
  source: QuerySourceToSave;
  vizType: string | null | undefined;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<'new' | 'overwrite'>('new');
  const [name, setName] = useState(source.defaultName);
  const [overwriteId, setOverwriteId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<SaveQueryAsDatasetDialogMutation>(graphql`
    mutation SaveQueryAsDatasetDialogMutation($input: SaveSqlLabQueryAsDatasetInput!) {
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
          databaseId: source.databaseId,
          sql: source.sql,
          schema: source.schema,
          ...(mode === 'new' ? { datasetName: name.trim() } : { overwriteDatasetId: overwriteId }),
        },
      },
      onCompleted: (response) => {
        const result = response.saveSqlLabQueryAsDataset;
        if (result.__typename === 'SaveSqlLabQueryAsDatasetPayload' && result.exploreUrl) {
          toastSuccess(`Dataset saved: ${result.dataset?.tableName ?? name.trim()}`);
          navigate(exploreUrlWithViz(result.exploreUrl, vizType ?? null));
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
            <Alert.Root status="error" role="alert">
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

/**
 * 'Save this query as a virtual dataset to continue exploring' (SQL Lab's Save dataset and explore's
 * Save as dataset for a query source): a new virtual dataset, or one the user may edit overwritten,
 * then explore opens on it (with the chart type the user was exploring with, if any).
 */
export function SaveQueryAsDatasetDialog({
  open,
  onClose,
  source,
  vizType,
}: {
  open: boolean;
  onClose: () => void;
  source: QuerySourceToSave;
  vizType?: string | null;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? <SaveForm source={source} vizType={vizType} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
