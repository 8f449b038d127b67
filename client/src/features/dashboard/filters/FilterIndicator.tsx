import { Badge, Box, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { FilterStatus } from './extraFormData.ts';
import { useChartFilters } from './filtersContext.ts';

const valueText = (value: unknown): string =>
  Array.isArray(value) ? value.map((v) => (v === null ? '<NULL>' : String(v))).join(', ') : String(value ?? '');

const GROUPS: readonly [FilterStatus['status'], string][] = [
  ['applied', 'Applied filters'],
  ['incompatible', 'Incompatible filters'],
  ['unset', 'Unset filters'],
  ['outOfScope', 'Filters out of scope'],
];

/** The filter indicator of a chart card: how many filters apply, and for each filter why (or why not). */
export function FilterIndicator({ chartId, datasetId, title }: { chartId: number; datasetId: number; title: string }) {
  const filters = useChartFilters();
  const statuses = filters?.statusesFor(chartId, datasetId) ?? [];
  const cross = filters?.crossFilterOf(chartId) ?? null;
  const chip = cross ? (
    <Badge asChild variant="subtle" colorPalette="purple">
      <button
        type="button"
        data-cross-filter={chartId}
        aria-label={`Clear the cross-filter ${cross.column} = ${cross.value}`}
        onClick={() => filters?.clearCrossFilter(chartId)}
      >
        {`${cross.column}: ${cross.value}`}
        <span aria-hidden="true"> ×</span>
      </button>
    </Badge>
  ) : null;
  if (statuses.length === 0) return chip;
  const applied = statuses.filter((s) => s.status === 'applied').length;
  return (
    <>
      {chip}
      <Indicator statuses={statuses} applied={applied} chartId={chartId} title={title} />
    </>
  );
}

function Indicator({
  statuses,
  applied,
  chartId,
  title,
}: {
  statuses: FilterStatus[];
  applied: number;
  chartId: number;
  title: string;
}) {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Box
          as="button"
          aria-label={`Filters on ${title}: ${applied} applied`}
          data-filter-indicator={chartId}
          data-applied={applied}
          cursor="pointer"
        >
          <Badge variant={applied ? 'solid' : 'outline'} colorPalette={applied ? 'blue' : 'gray'}>
            <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10">
              <path d="M0 0h10L6 5v5L4 9V5z" fill="currentColor" />
            </svg>
            {applied}
          </Badge>
        </Box>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="xs">
            <Popover.Body>
              <Stack gap="2" fontSize="sm">
                {GROUPS.map(([status, heading]) => {
                  const items = statuses.filter((s) => s.status === status);
                  if (items.length === 0) return null;
                  return (
                    <Box key={status}>
                      <Text fontWeight="medium">{`${heading} (${items.length})`}</Text>
                      {items.map((item) => (
                        <Text key={item.filter.id} color={status === 'applied' ? undefined : 'fg.muted'}>
                          {item.status === 'applied'
                            ? `${item.filter.name}: ${valueText(item.value)}`
                            : item.status === 'incompatible'
                              ? `${item.filter.name}: ${item.reason}`
                              : item.status === 'outOfScope'
                                ? `${item.filter.name}: this chart is not in the filter's scope`
                                : `${item.filter.name}: no value`}
                        </Text>
                      ))}
                    </Box>
                  );
                })}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
