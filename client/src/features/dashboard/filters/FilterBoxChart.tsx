import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FilterField } from './FilterBar.tsx';
import type { FilterBoxView } from './filtersContext.ts';
import { type FilterValues, sameValues } from './nativeFilterState.ts';

/**
 * A legacy filter box on the dashboard: its column selects, date filter, time grain and time column,
 * applied at once (instant filtering) or with *Apply*, to the charts of each column's scope.
 */
export function FilterBoxChart({ view }: { view: FilterBoxView }) {
  const [pending, setPending] = useState<FilterValues>(view.values);
  const [base, setBase] = useState(view.values);
  if (base !== view.values) {
    setBase(view.values);
    setPending(view.values);
  }
  const change = (filterId: string, value: unknown) => {
    const next = { ...pending, [filterId]: value };
    setPending(next);
    if (view.instant) view.apply(next);
  };
  const changed = !sameValues(pending, view.values, view.filters);
  if (view.filters.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        This filter box has no filters.
      </Text>
    );
  }
  return (
    <Stack gap="3" h="full" overflow="auto" data-filter-box="">
      {view.filters.map((filter) => (
        <FilterField
          key={filter.id}
          filter={filter}
          value={pending[filter.id]}
          parents={{}}
          onChange={(value) => change(filter.id, value)}
          // A converted box never selects its first value by default.
          onFirstValue={(value) => change(filter.id, value)}
        />
      ))}
      {view.instant ? null : (
        <Button size="sm" disabled={!changed} onClick={() => view.apply(pending)}>
          Apply
        </Button>
      )}
    </Stack>
  );
}
