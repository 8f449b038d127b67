import { Box, Button, Code, Flex, Input, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { type DatasourceMeta, displayName, EMPTY_DATASOURCE_META } from '../../../charts/datasourceMeta.ts';
import { toastSuccess } from '../../../components/toaster.ts';
import type { DataPanesSamplesQuery } from './__generated__/DataPanesSamplesQuery.graphql.ts';
import type { ExploreQueryResult } from './chartStatus.ts';

const TEMPORAL = 2;

function cellText(value: unknown, temporal: boolean): string {
  if (value === null || value === undefined) return 'N/A';
  if (temporal && typeof value === 'number')
    return new Date(value).toISOString().replace('T00:00:00.000Z', '').replace('.000Z', '').replace('T', ' ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Rows as a table with search, a row count and copy to clipboard (tab-separated, as spreadsheets paste it). */
function RowsTable({
  colnames,
  coltypes,
  data,
  limitReached,
  meta,
}: {
  colnames: readonly string[];
  coltypes: readonly number[];
  data: unknown;
  limitReached?: boolean;
  meta: DatasourceMeta;
}) {
  const [search, setSearch] = useState('');
  const all = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  const cell = (row: Record<string, unknown>, column: string, i: number) =>
    cellText(row[column], coltypes[i] === TEMPORAL);
  const filtered = search.trim()
    ? all.filter((row) => colnames.some((c, i) => cell(row, c, i).toLowerCase().includes(search.trim().toLowerCase())))
    : all;
  const copy = () => {
    const text = [
      colnames.join('\t'),
      ...filtered.map((row) => colnames.map((c, i) => cell(row, c, i)).join('\t')),
    ].join('\n');
    void navigator.clipboard?.writeText(text).then(() => toastSuccess('Copied to clipboard!'));
  };
  return (
    <Stack gap="2">
      <Flex gap="2" align="center">
        <Text fontSize="sm" flex="1">
          {filtered.length} row{filtered.length === 1 ? '' : 's'}
          {limitReached ? ' · Limit reached' : ''}
        </Text>
        <Input
          size="xs"
          w="48"
          type="search"
          aria-label="Search rows"
          placeholder="Search"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <Button size="xs" variant="outline" onClick={copy}>
          Copy
        </Button>
      </Flex>
      {/* Focusable so the rows scroll from the keyboard (axe: scrollable-region-focusable). */}
      <Box overflow="auto" maxH="260px" tabIndex={0} role="region" aria-label="Rows">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              {/* Named as the chart names them (the dataset's labels); the raw name is the tooltip. */}
              {colnames.map((c) => (
                <Table.ColumnHeader key={c} title={c}>
                  {displayName(c, meta)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {filtered.slice(0, 500).map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: result rows have no key
              <Table.Row key={r}>
                {colnames.map((c, i) => (
                  <Table.Cell key={c}>{cell(row, c, i)}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

function Samples({ datasetId, meta }: { datasetId: string; meta: DatasourceMeta }) {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'ok'; colnames: readonly string[]; coltypes: readonly number[]; data: unknown }
    | { status: 'error'; message: string }
  >({ status: 'idle' });
  const load = () => {
    setState({ status: 'loading' });
    fetchQuery<DataPanesSamplesQuery>(
      environment,
      graphql`
        query DataPanesSamplesQuery($id: ID!) {
          node(id: $id) {
            ... on Dataset {
              samples(perPage: 100) {
                colnames
                coltypes
                data
              }
            }
          }
        }
      `,
      { id: datasetId },
    )
      .toPromise()
      .then((data) => {
        const samples = data?.node?.samples;
        if (!samples) return setState({ status: 'error', message: 'No samples.' });
        setState({ status: 'ok', colnames: samples.colnames, coltypes: samples.coltypes, data: samples.data });
      })
      .catch((error: Error) => setState({ status: 'error', message: error.message }));
  };
  if (state.status === 'idle')
    return (
      <Button size="xs" variant="outline" onClick={load}>
        Load samples
      </Button>
    );
  if (state.status === 'loading') return <Text role="status">Loading samples…</Text>;
  if (state.status === 'error') return <Text role="alert">{state.message}</Text>;
  if (state.status !== 'ok') return null;
  return <RowsTable colnames={state.colnames} coltypes={state.coltypes} data={state.data} meta={meta} />;
}

/** Under the chart: its Results and the dataset's Samples, and the SQL the chart ran (View query). */
export function DataPanes({
  result,
  datasetId,
  rowLimit,
  meta = EMPTY_DATASOURCE_META,
}: {
  result: ExploreQueryResult | null;
  datasetId: string;
  rowLimit: number | null;
  /** The dataset's labels, for the column headers. */
  meta?: DatasourceMeta;
}) {
  return (
    <Tabs.Root defaultValue="results" size="sm" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="results">Results</Tabs.Trigger>
        <Tabs.Trigger value="samples">Samples</Tabs.Trigger>
        <Tabs.Trigger value="query">View query</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="results">
        {result ? (
          <RowsTable
            colnames={result.colnames}
            coltypes={result.coltypes}
            data={result.data}
            limitReached={rowLimit !== null && result.rowcount >= rowLimit}
            meta={meta}
          />
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Run the chart to see its results.
          </Text>
        )}
      </Tabs.Content>
      <Tabs.Content value="samples">
        <Samples datasetId={datasetId} meta={meta} />
      </Tabs.Content>
      <Tabs.Content value="query">
        {result?.query ? (
          <Stack gap="2">
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              onClick={() =>
                void navigator.clipboard?.writeText(result.query ?? '').then(() => toastSuccess('Copied to clipboard!'))
              }
            >
              Copy query
            </Button>
            <Code as="pre" whiteSpace="pre-wrap" p="2" display="block" aria-label="Query">
              {result.query}
            </Code>
          </Stack>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            Run the chart to see its query.
          </Text>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
