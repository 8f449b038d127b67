import { Badge, Box, Button, Flex, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { toastError } from '../../../../components/toaster.ts';
import { insertNew } from '../../layout/layoutEdit.ts';
import { chartIdsUnder } from '../../layout/layoutRead.ts';
import { type Layout, ROOT_ID } from '../../layout/layoutTypes.ts';
import type { ChartOrderField, ChartPickerQuery, OrderDirection } from './__generated__/ChartPickerQuery.graphql.ts';

const SORTS: readonly { value: string; label: string; field: ChartOrderField; direction: OrderDirection }[] = [
  { value: 'changed', label: 'Recently modified', field: 'CHANGED_ON', direction: 'DESC' },
  { value: 'name', label: 'Chart name', field: 'SLICE_NAME', direction: 'ASC' },
  { value: 'type', label: 'Visualization type', field: 'VIZ_TYPE', direction: 'ASC' },
  { value: 'dataset', label: 'Dataset', field: 'DATASOURCE_NAME', direction: 'ASC' },
];

/** Superset's saved-chart list: 200 charts a page (two GraphQL pages of 100 in one operation). */
const PAGE = 100;

/** The saved charts to add: search by name, sort, 'Added' on charts already on the dashboard. */
export function ChartPicker({
  layout,
  target,
  onChange,
}: {
  layout: Layout;
  target: string;
  onChange: (l: Layout) => void;
}) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('changed');
  const deferredSearch = useDeferredValue(search);
  const order = SORTS.find((s) => s.value === sort) ?? SORTS[0];
  return (
    <Stack gap="2" mt="2" borderWidth="1px" borderRadius="md" p="2" bg="bg.panel" className="dashboard-chart-picker">
      <HStack gap="2">
        <Input
          size="sm"
          aria-label="Filter your charts"
          placeholder="Filter your charts"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Sort by" value={sort} onChange={(event) => setSort(event.target.value)}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                Sort by {s.label.toLowerCase()}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <PickerList
        search={deferredSearch}
        field={order?.field ?? 'CHANGED_ON'}
        direction={order?.direction ?? 'DESC'}
        layout={layout}
        target={target}
        onChange={onChange}
      />
    </Stack>
  );
}

function PickerList({
  search,
  field,
  direction,
  layout,
  target,
  onChange,
}: {
  search: string;
  field: ChartOrderField;
  direction: OrderDirection;
  layout: Layout;
  target: string;
  onChange: (l: Layout) => void;
}) {
  const data = useLazyLoadQuery<ChartPickerQuery>(
    graphql`
      query ChartPickerQuery($search: String, $order: ChartOrder, $first: Int!, $after: String) {
        first: charts(first: $first, search: $search, orderBy: $order) {
          totalCount
          edges {
            node {
              chartId
              sliceName
              vizType
              datasourceName
            }
          }
        }
        second: charts(first: $first, after: $after, search: $search, orderBy: $order) {
          edges {
            node {
              chartId
              sliceName
              vizType
              datasourceName
            }
          }
        }
      }
    `,
    { search: search || null, order: { field, direction }, first: PAGE, after: btoa(`OffsetConnection:${PAGE - 1}`) },
    { fetchPolicy: 'store-and-network' },
  );
  const added = new Set(chartIdsUnder(layout, ROOT_ID));
  const seen = new Set<number>();
  const charts = [...data.first.edges, ...data.second.edges]
    .map((edge) => edge.node)
    .filter((chart) => !seen.has(chart.chartId) && seen.add(chart.chartId));
  const add = (chart: (typeof charts)[number]) => {
    const result = insertNew(layout, 'CHART', target, undefined, {
      chartId: chart.chartId,
      sliceName: chart.sliceName,
    });
    if (result.ok) onChange(result.layout);
    else toastError(result.message);
  };
  if (charts.length === 0) return <Text fontSize="sm">No charts match.</Text>;
  return (
    <Box maxH="56" overflowY="auto">
      <Text fontSize="xs" color="fg.muted" mb="1">
        {charts.length} of {data.first.totalCount} charts
      </Text>
      <Stack gap="1" as="ul" listStyleType="none" aria-label="Saved charts">
        {charts.map((chart) => (
          <Flex as="li" key={chart.chartId} align="center" gap="2" fontSize="sm">
            <Text flex="1" lineClamp={1}>
              {chart.sliceName}{' '}
              <Text as="span" color="fg.muted">
                · {chart.vizType} · {chart.datasourceName ?? ''}
              </Text>
            </Text>
            {added.has(chart.chartId) ? <Badge colorPalette="green">Added</Badge> : null}
            <Button size="2xs" variant="outline" onClick={() => add(chart)} aria-label={`Add ${chart.sliceName}`}>
              Add
            </Button>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
