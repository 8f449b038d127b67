import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import { vizTypeNames } from '../charts/vizTypeNames.ts';
import type { CreateChartDialogDatasetsQuery } from './__generated__/CreateChartDialogDatasetsQuery.graphql.ts';
import { useDebouncedValue } from './list/useDebouncedValue.ts';

/** Where a new chart starts: Explore with the chosen dataset and visualization type. */
export function newChartPath(datasetId: number, vizType: string): string {
  return `/explore/?${new URLSearchParams({ datasource_id: String(datasetId), viz_type: vizType })}`;
}

const defaultVizType = 'table';
const datasetChoices = 50;

function DatasetSelect({
  search,
  value,
  onChange,
}: {
  search: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const data = useLazyLoadQuery<CreateChartDialogDatasetsQuery>(
    graphql`
      query CreateChartDialogDatasetsQuery($search: String, $first: Int!) {
        datasets(first: $first, search: $search, orderBy: { field: TABLE_NAME, direction: ASC }) {
          totalCount
          edges {
            node {
              id
              datasetId
              tableName
              schema
              databaseName
            }
          }
        }
      }
    `,
    { search: search || null, first: datasetChoices },
    { fetchPolicy: 'store-or-network' },
  );
  const { edges, totalCount } = data.datasets;
  return (
    <Field.Root required>
      <Field.Label>Dataset</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{edges.length === 0 ? 'No dataset matches' : 'Choose a dataset'}</option>
          {edges.map(({ node }) => (
            <option key={node.id} value={String(node.datasetId)}>
              {node.schema ? `${node.schema}.${node.tableName}` : node.tableName}
              {node.databaseName ? ` (${node.databaseName})` : ''}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>
        {totalCount > edges.length
          ? `${edges.length} of ${totalCount} datasets: search to narrow them down.`
          : `${totalCount} dataset${totalCount === 1 ? '' : 's'}`}
      </Field.HelperText>
    </Field.Root>
  );
}

export interface CreateChartDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/** "+ Chart": a chart is made from a dataset and a visualization type, then built in Explore. */
export function CreateChartDialog({ open, onClose }: CreateChartDialogProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [datasetId, setDatasetId] = useState('');
  const [vizType, setVizType] = useState(defaultVizType);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);

  const close = () => {
    setSearch('');
    setDatasetId('');
    setVizType(defaultVizType);
    onClose();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!datasetId) return;
    const path = newChartPath(Number(datasetId), vizType);
    close();
    navigate(path);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : close())} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={onSubmit} aria-label="Create a new chart" noValidate>
              <Dialog.Header>
                <Dialog.Title>Create a new chart</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root>
                    <Field.Label>Search datasets</Field.Label>
                    <Input
                      type="search"
                      value={search}
                      onChange={(event) => {
                        setSearch(event.currentTarget.value);
                        setDatasetId('');
                      }}
                    />
                  </Field.Root>
                  <Suspense fallback={<Text color="fg.muted">Loading datasets…</Text>}>
                    <DatasetSelect search={debouncedSearch} value={datasetId} onChange={setDatasetId} />
                  </Suspense>
                  <Field.Root required>
                    <Field.Label>Visualization type</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={vizType} onChange={(event) => setVizType(event.currentTarget.value)}>
                        {Object.entries(vizTypeNames).map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="blue" disabled={!datasetId}>
                  Create new chart
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
