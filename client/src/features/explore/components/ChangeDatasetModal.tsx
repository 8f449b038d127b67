import { Button, CloseButton, Dialog, Flex, Input, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue.ts';
import { toastError, toastSuccess } from '../../../components/toaster.ts';
import type { ChangeDatasetModalMutation } from './__generated__/ChangeDatasetModalMutation.graphql.ts';
import type { ChangeDatasetModalQuery } from './__generated__/ChangeDatasetModalQuery.graphql.ts';

const PAGE_SIZE = 10;

/** Relay's offset cursor (Pothos): the item at `offset`; `after` it starts the next one. */
function afterCursor(page: number): string | null {
  return page === 0 ? null : btoa(`OffsetConnection:${page * PAGE_SIZE - 1}`);
}

export interface PickedDataset {
  readonly id: string;
  readonly datasetId: number;
  readonly name: string;
}

function DatasetTable({
  search,
  page,
  setPage,
  onPick,
  currentDatasetId,
}: {
  search: string;
  page: number;
  setPage: (p: number) => void;
  onPick: (d: PickedDataset) => void;
  currentDatasetId: number | null;
}) {
  const data = useLazyLoadQuery<ChangeDatasetModalQuery>(
    graphql`
      query ChangeDatasetModalQuery($search: String, $first: Int!, $after: String) {
        datasets(first: $first, after: $after, search: $search, orderBy: { field: TABLE_NAME, direction: ASC }) {
          totalCount
          edges {
            node {
              id
              datasetId
              tableName
              kind
              schema
              databaseName
              owners {
                firstName
                lastName
              }
            }
          }
        }
      }
    `,
    { search: search || null, first: PAGE_SIZE, after: afterCursor(page) },
    { fetchPolicy: 'store-and-network' },
  );
  const { edges, totalCount } = data.datasets;
  const pages = Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
  return (
    <Stack gap="2">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Schema</Table.ColumnHeader>
            <Table.ColumnHeader>Connection</Table.ColumnHeader>
            <Table.ColumnHeader>Owners</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {edges.map(({ node }) => (
            <Table.Row key={node.id}>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="plain"
                  colorPalette="blue"
                  px="0"
                  disabled={node.datasetId === currentDatasetId}
                  onClick={() => onPick({ id: node.id, datasetId: node.datasetId, name: node.tableName })}
                >
                  {node.tableName}
                </Button>
              </Table.Cell>
              <Table.Cell>{node.kind}</Table.Cell>
              <Table.Cell>{node.schema ?? ''}</Table.Cell>
              <Table.Cell>{node.databaseName ?? ''}</Table.Cell>
              <Table.Cell>{node.owners.map((o) => `${o.firstName} ${o.lastName}`).join(', ')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {edges.length === 0 ? <Text color="fg.muted">No dataset matches.</Text> : null}
      <Flex justify="space-between" align="center">
        <Text fontSize="sm">
          Page {page + 1} of {pages} ({totalCount} datasets)
        </Text>
        <Flex gap="2">
          <Button size="xs" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Button size="xs" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </Flex>
      </Flex>
    </Stack>
  );
}

/**
 * 'Change dataset': a searchable, server-paginated table of datasets, then a confirmation that the
 * change may break the chart. A saved chart is pointed at the new dataset on the server; an unsaved
 * one is handed back to the screen through `onChanged`.
 */
export function ChangeDatasetModal({
  open,
  onClose,
  chartId,
  currentDatasetId,
  onChanged,
}: {
  open: boolean;
  onClose: () => void;
  chartId: string | null;
  currentDatasetId: number | null;
  onChanged?: (dataset: PickedDataset) => void;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [picked, setPicked] = useState<PickedDataset | null>(null);
  const debounced = useDebouncedValue(search.trim(), 300);
  const [commit, saving] = useMutation<ChangeDatasetModalMutation>(graphql`
    mutation ChangeDatasetModalMutation($chartId: ID!, $datasetId: ID!) {
      changeChartDataset(chartId: $chartId, datasetId: $datasetId) {
        __typename
        ... on ChangeChartDatasetPayload {
          chart {
            id
            chartId
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const close = () => {
    setPicked(null);
    setSearch('');
    setPage(0);
    onClose();
  };
  const proceed = () => {
    if (!picked) return;
    if (!chartId) {
      onChanged?.(picked);
      toastSuccess('Successfully changed dataset!');
      close();
      return;
    }
    commit({
      variables: { chartId, datasetId: picked.id },
      onCompleted: (response) => {
        const result = response.changeChartDataset;
        if (result.__typename !== 'ChangeChartDatasetPayload') {
          toastError('Could not change the dataset', 'message' in result ? result.message : undefined);
          return;
        }
        toastSuccess('Successfully changed dataset!');
        close();
        onChanged?.(picked);
      },
      onError: (error) => toastError('Could not change the dataset', error.message),
    });
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : close())}
      size={picked ? 'sm' : 'xl'}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content w={picked ? '432px' : undefined} minH={picked ? undefined : '540px'}>
            <Dialog.Header>
              <Dialog.Title>Change dataset</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {picked ? (
                <Stack gap="2">
                  <Text fontWeight="semibold">Warning!</Text>
                  <Text>
                    Changing the dataset to “{picked.name}” may break the chart if the chart relies on columns or
                    metadata that does not exist in the target dataset.
                  </Text>
                </Stack>
              ) : (
                <Stack gap="3">
                  <Text fontSize="sm">
                    Warning! Changing the dataset may break the chart if the metadata does not exist.
                  </Text>
                  <Input
                    type="search"
                    aria-label="Search datasets"
                    placeholder="Search / Filter"
                    value={search}
                    onChange={(e) => {
                      setSearch(e.currentTarget.value);
                      setPage(0);
                    }}
                  />
                  <Suspense fallback={<Text color="fg.muted">Loading datasets…</Text>}>
                    <DatasetTable
                      search={debounced}
                      page={page}
                      setPage={setPage}
                      onPick={setPicked}
                      currentDatasetId={currentDatasetId}
                    />
                  </Suspense>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {picked ? (
                <>
                  <Button variant="outline" onClick={() => setPicked(null)}>
                    Cancel
                  </Button>
                  <Button colorPalette="blue" loading={saving} onClick={proceed}>
                    Proceed
                  </Button>
                </>
              ) : (
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
