import { Box, Code, Dialog, IconButton, Menu, Portal, Skeleton, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { toastError, toastSuccess } from '../../../components/toaster.ts';
import { fieldErrorMessage } from '../../../relay/errors.ts';
import { useChartFilters } from '../filters/filtersContext.ts';
import { chartPng, fileNameOf, saveBlob } from '../state/chartImage.ts';
import type { ChartMenuPermalinkMutation } from './__generated__/ChartMenuPermalinkMutation.graphql.ts';
import type { ChartMenuQueryTextQuery } from './__generated__/ChartMenuQueryTextQuery.graphql.ts';
import type { ChartMenuResultsQuery } from './__generated__/ChartMenuResultsQuery.graphql.ts';
import { useDashboard } from './DashboardContext.ts';

interface ChartMenuProps {
  readonly chartGlobalId: string;
  readonly chartId: number;
  readonly title: string;
  readonly componentId: string;
  readonly exploreUrl: string | null;
}

type Open = 'query' | 'table' | null;

/** Superset's chart header menu on a dashboard. */
export function ChartMenu({ chartGlobalId, chartId, title, componentId, exploreUrl }: ChartMenuProps) {
  const { dashboardGlobalId, activeTabs, fullSizeChart, refreshCharts } = useDashboard();
  const [open, setOpen] = useState<Open>(null);
  // The permalink keeps the applied native filter values too.
  const dataMask = useChartFilters()?.dataMask ?? {};
  const [share] = useMutation<ChartMenuPermalinkMutation>(graphql`
    mutation ChartMenuPermalinkMutation($id: ID!, $state: DashboardPermalinkStateInput) {
      createDashboardPermalink(dashboardId: $id, state: $state) {
        __typename
        ... on Permalink {
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const download = (format: 'csv' | 'xlsx') => {
    const link = document.createElement('a');
    link.href = `/api/v1/chart/${chartId}/data/?format=${format}`;
    link.download = `${fileNameOf(title)}.${format}`;
    link.click();
  };
  const downloadImage = async () => {
    const card = document.querySelector(`[data-chart-id="${chartId}"] .dashboard-chart-body`);
    const png = card ? await chartPng(card) : null;
    if (png) saveBlob(png, `${fileNameOf(title)}.png`);
    else toastError('This chart has no image to download.');
  };
  const sharePermalink = () =>
    share({
      variables: { id: dashboardGlobalId, state: { activeTabs: [...activeTabs], anchor: componentId, dataMask } },
      onCompleted: ({ createDashboardPermalink: result }) => {
        const url = result.__typename === 'Permalink' ? result.url : undefined;
        if (!url) {
          toastError('Sorry, something went wrong. Try again later.', result.message ?? '');
          return;
        }
        navigator.clipboard.writeText(url).then(
          () => toastSuccess('Copied to clipboard!'),
          () => toastSuccess(url),
        );
      },
      onError: (error) => toastError('Sorry, something went wrong. Try again later.', error.message),
    });
  const onSelect = (value: string) => {
    if (value === 'refresh') {
      refreshCharts([chartId]);
    } else if (value === 'fullsize') fullSizeChart(componentId);
    else if (value === 'query' || value === 'table') setOpen(value);
    else if (value === 'csv' || value === 'xlsx') download(value);
    else if (value === 'image') void downloadImage();
    else if (value === 'share') sharePermalink();
  };
  return (
    <>
      <Menu.Root onSelect={(details) => onSelect(details.value)}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="xs" aria-label={`More options for ${title}`}>
            <span aria-hidden="true">⋮</span>
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="refresh">Force refresh</Menu.Item>
              <Menu.Item value="fullsize">Enter full screen</Menu.Item>
              <Menu.Item value="query">View query</Menu.Item>
              <Menu.Item value="table">View as table</Menu.Item>
              <Menu.Separator />
              <Menu.Item value="csv">Export to .CSV</Menu.Item>
              <Menu.Item value="xlsx">Export to Excel</Menu.Item>
              <Menu.Item value="image">Download as image</Menu.Item>
              <Menu.Separator />
              <Menu.Item value="share">Share permalink</Menu.Item>
              {exploreUrl ? (
                <Menu.Item value="explore" asChild>
                  <a href={`/explore/?slice_id=${chartId}`}>Edit chart</a>
                </Menu.Item>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Dialog.Root
        open={open !== null}
        onOpenChange={(details) => (details.open ? undefined : setOpen(null))}
        size="xl"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{open === 'query' ? `Query: ${title}` : `Results: ${title}`}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Suspense fallback={<Skeleton h="40" role="status" aria-label="Loading" />}>
                  {open === 'query' ? <QueryText chartGlobalId={chartGlobalId} /> : null}
                  {open === 'table' ? <ResultsTable chartGlobalId={chartGlobalId} /> : null}
                </Suspense>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <IconButton variant="ghost" size="sm" aria-label="Close">
                  <span aria-hidden="true">×</span>
                </IconButton>
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function QueryText({ chartGlobalId }: { chartGlobalId: string }) {
  const { node } = useLazyLoadQuery<ChartMenuQueryTextQuery>(
    graphql`
      query ChartMenuQueryTextQuery($id: ID!) {
        node(id: $id) {
          ... on Chart {
            data @catch(to: RESULT) {
              results {
                query
              }
            }
          }
        }
      }
    `,
    { id: chartGlobalId },
  );
  const data = node?.data;
  if (!data) return <Text>This chart is gone or hidden from you.</Text>;
  if (!data.ok) return <Text color="fg.error">{fieldErrorMessage(data.errors)}</Text>;
  const sql = data.value.results.map((r) => r.query ?? '').join(';\n\n');
  return (
    <Code as="pre" display="block" whiteSpace="pre-wrap" p="3" w="full" userSelect="text">
      {sql || 'No query.'}
    </Code>
  );
}

function ResultsTable({ chartGlobalId }: { chartGlobalId: string }) {
  const { node } = useLazyLoadQuery<ChartMenuResultsQuery>(
    graphql`
      query ChartMenuResultsQuery($id: ID!) {
        node(id: $id) {
          ... on Chart {
            data @catch(to: RESULT) {
              results {
                colnames
                data
                rowcount
              }
            }
          }
        }
      }
    `,
    { id: chartGlobalId },
  );
  const data = node?.data;
  if (!data) return <Text>This chart is gone or hidden from you.</Text>;
  if (!data.ok) return <Text color="fg.error">{fieldErrorMessage(data.errors)}</Text>;
  const first = data.value.results[0];
  const rows = Array.isArray(first?.data) ? (first.data as Record<string, unknown>[]) : [];
  return (
    <Box maxH="60vh" overflow="auto">
      <Text mb="2" color="fg.muted">
        {first?.rowcount ?? 0} rows
      </Text>
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            {(first?.colnames ?? []).map((name) => (
              <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.slice(0, 1000).map((row, index) => (
            // Result rows have no identity of their own.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
            <Table.Row key={index}>
              {(first?.colnames ?? []).map((name) => (
                <Table.Cell key={name}>{formatCell(row[name])}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const formatCell = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
