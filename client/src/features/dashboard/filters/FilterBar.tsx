import { Box, Button, Flex, Heading, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ExtraFormData } from '@chartroom/viz';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Layout } from '../layout/layoutTypes.ts';
import type { NativeFiltersArea_dashboard$data } from './__generated__/NativeFiltersArea_dashboard.graphql.ts';
import { type NativeFilter, parentsExtraFormData } from './extraFormData.ts';
import { FilterConfigModal } from './FilterConfigModal.tsx';
import { FilterSetsPanel } from './FilterSetsPanel.tsx';
import { dataMaskOf, type FilterValues, missingRequired, sameValues } from './nativeFilterState.ts';
import { SelectFilterControl } from './SelectFilterControl.tsx';
import { TimeRangeInput } from './TimeRangeInput.tsx';

export const TIME_GRAINS: readonly [string, string][] = [
  ['PT1H', 'Hour'],
  ['P1D', 'Day'],
  ['P1W', 'Week'],
  ['P1M', 'Month'],
  ['P3M', 'Quarter'],
  ['P1Y', 'Year'],
];

interface Props {
  readonly dashboard: NativeFiltersArea_dashboard$data;
  readonly filters: readonly NativeFilter[];
  readonly applied: FilterValues;
  readonly onApply: (values: FilterValues) => void;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly canEdit: boolean;
  readonly editing: boolean;
  readonly layout: Layout;
  /** DASHBOARD_NATIVE_FILTERS_SET: named sets of applied values under the filters. */
  readonly filterSetsEnabled?: boolean;
}

/** The native filter bar: a collapsible side bar with each filter, Apply and Clear all. */
export function FilterBar({
  dashboard,
  filters,
  applied,
  onApply,
  open,
  onOpenChange,
  canEdit,
  layout,
  filterSetsEnabled = false,
}: Props) {
  const [pending, setPending] = useState<FilterValues>(applied);
  const [base, setBase] = useState(applied);
  // Inputs that keep a draft of their own (a custom time range) start again after Clear all or a new
  // applied state.
  const [generation, setGeneration] = useState(0);
  if (base !== applied) {
    setBase(applied);
    setPending(applied);
    setGeneration((g) => g + 1);
  }
  const [configOpen, setConfigOpen] = useState(false);
  const pendingMask = useMemo(() => dataMaskOf(filters, pending), [filters, pending]);
  const setValue = useCallback(
    (filterId: string, value: unknown) => setPending((current) => ({ ...current, [filterId]: value })),
    [],
  );
  const missing = missingRequired(filters, pending);
  const changed = !sameValues(pending, applied, filters);

  if (!open) {
    return (
      <Box as="aside" aria-label="Filters" pt="1">
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Expand filter bar"
          aria-expanded={false}
          onClick={() => onOpenChange(true)}
        >
          <span aria-hidden="true">»</span>
        </IconButton>
      </Box>
    );
  }
  return (
    <Box
      as="aside"
      aria-label="Filters"
      w="260px"
      flexShrink={0}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      p="3"
      data-filter-bar=""
    >
      <Flex align="center" mb="3" gap="2">
        <Heading as="h2" size="sm" flex="1">
          Filters
        </Heading>
        <IconButton
          size="xs"
          variant="ghost"
          aria-label="Collapse filter bar"
          aria-expanded={true}
          onClick={() => onOpenChange(false)}
        >
          <span aria-hidden="true">«</span>
        </IconButton>
      </Flex>
      {canEdit ? (
        <Button size="sm" variant="outline" w="full" mb="3" onClick={() => setConfigOpen(true)}>
          + Add/Edit filters
        </Button>
      ) : null}
      <Stack gap="4">
        {filters.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No filters are currently added to this dashboard.
          </Text>
        ) : null}
        {filters.map((filter) => (
          <FilterField
            key={`${filter.id}:${generation}`}
            filter={filter}
            value={pending[filter.id]}
            parents={parentsExtraFormData(filter, pendingMask)}
            onChange={(value) => setValue(filter.id, value)}
            onFirstValue={(value) => {
              setValue(filter.id, value);
              if (applied[filter.id] === undefined) onApply({ ...applied, [filter.id]: value });
            }}
          />
        ))}
      </Stack>
      {filters.length > 0 ? (
        <Stack gap="2" mt="4">
          {missing.length ? (
            <Text fontSize="sm" color="fg.error" role="alert">
              {`Please choose a value: ${missing.join(', ')}`}
            </Text>
          ) : null}
          <Flex gap="2">
            <Button size="sm" flex="1" disabled={!changed || missing.length > 0} onClick={() => onApply(pending)}>
              Apply filters
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setPending({});
                setGeneration((g) => g + 1);
              }}
            >
              Clear all
            </Button>
          </Flex>
        </Stack>
      ) : null}
      {filterSetsEnabled && filters.length > 0 ? (
        <FilterSetsPanel
          dashboardGlobalId={dashboard.id}
          filters={filters}
          applied={applied}
          pendingChanges={changed}
          onApply={onApply}
          canEdit={canEdit}
        />
      ) : null}
      {configOpen ? (
        <FilterConfigModal
          dashboard={dashboard}
          layout={layout}
          filters={filters}
          onClose={() => setConfigOpen(false)}
        />
      ) : null}
    </Box>
  );
}

export function FilterField({
  filter,
  value,
  parents,
  onChange,
  onFirstValue,
}: {
  filter: NativeFilter;
  value: unknown;
  parents: ExtraFormData;
  onChange: (value: unknown) => void;
  onFirstValue: (value: unknown) => void;
}) {
  const labelId = `filter-label-${filter.id}`;
  const required = filter.controlValues.enableEmptyFilter === true;
  return (
    <Box role="group" aria-labelledby={labelId} data-filter-id={filter.id}>
      <Text id={labelId} fontWeight="medium" fontSize="sm" mb="1">
        {filter.name}
        {required ? (
          <Text as="span" color="fg.error" title="Required">
            <span aria-hidden="true"> *</span>
            <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              (required)
            </span>
          </Text>
        ) : null}
      </Text>
      {filter.description ? (
        <Text fontSize="xs" color="fg.muted" mb="1">
          {filter.description}
        </Text>
      ) : null}
      <FilterInput filter={filter} value={value} parents={parents} onChange={onChange} onFirstValue={onFirstValue} />
    </Box>
  );
}

function FilterInput({
  filter,
  value,
  parents,
  onChange,
  onFirstValue,
}: {
  filter: NativeFilter;
  value: unknown;
  parents: ExtraFormData;
  onChange: (value: unknown) => void;
  onFirstValue: (value: unknown) => void;
}) {
  switch (filter.filterType) {
    case 'filter_select':
      return (
        <SelectFilterControl
          filter={filter}
          value={value}
          parents={parents}
          onChange={onChange}
          onFirstValue={onFirstValue}
        />
      );
    case 'filter_range':
      return <RangeInput filter={filter} value={value} onChange={onChange} />;
    case 'filter_time':
      return <TimeRangeInput label={filter.name} value={value} onChange={onChange} />;
    case 'filter_timegrain':
      return (
        <ChoiceSelect
          label={filter.name}
          value={typeof value === 'string' ? value : ''}
          options={TIME_GRAINS}
          onChange={onChange}
        />
      );
    case 'filter_timecolumn':
      return <TimeColumnInput filter={filter} value={value} onChange={onChange} />;
    default:
      return <Text fontSize="sm">{`Unknown filter type: ${filter.filterType}`}</Text>;
  }
}

function ChoiceSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: unknown) => void;
}) {
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">Choose…</option>
        {options.map(([key, name]) => (
          <option key={key} value={key}>
            {name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function RangeInput({
  filter,
  value,
  onChange,
}: {
  filter: NativeFilter;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const [min, max] = Array.isArray(value) ? (value as unknown[]) : [null, null];
  const [error, setError] = useState<string | null>(null);
  const change = (index: 0 | 1, text: string) => {
    const parsed = text.trim() === '' ? null : Number(text);
    if (parsed !== null && Number.isNaN(parsed)) {
      setError('Numbers only');
      return;
    }
    setError(null);
    const next: [unknown, unknown] = [min ?? null, max ?? null];
    next[index] = parsed;
    onChange(next[0] === null && next[1] === null ? undefined : next);
  };
  const invalid = typeof min === 'number' && typeof max === 'number' && min > max;
  return (
    <Stack gap="1">
      <Flex gap="2">
        <Input
          size="sm"
          inputMode="decimal"
          aria-label={`${filter.name} minimum`}
          placeholder="Min"
          defaultValue={typeof min === 'number' ? String(min) : ''}
          onChange={(event) => change(0, event.target.value)}
        />
        <Input
          size="sm"
          inputMode="decimal"
          aria-label={`${filter.name} maximum`}
          placeholder="Max"
          defaultValue={typeof max === 'number' ? String(max) : ''}
          onChange={(event) => change(1, event.target.value)}
        />
      </Flex>
      {error || invalid ? (
        <Text fontSize="xs" color="fg.error" role="alert">
          {error ?? 'The minimum is above the maximum'}
        </Text>
      ) : null}
    </Stack>
  );
}

function TimeColumnInput({
  filter,
  value,
  onChange,
}: {
  filter: NativeFilter;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  // The time columns to choose from are the filter's target column list (controlValues.timeColumns),
  // or its single target column.
  const fromControls = Array.isArray(filter.controlValues.timeColumns)
    ? (filter.controlValues.timeColumns as unknown[]).filter((c): c is string => typeof c === 'string')
    : [];
  const columns = fromControls.length
    ? fromControls
    : filter.targets.map((t) => t.column).filter((c): c is string => !!c);
  useEffect(() => {
    if (typeof value === 'string' && !columns.includes(value)) onChange(undefined);
  }, [value, columns, onChange]);
  return (
    <ChoiceSelect
      label={filter.name}
      value={typeof value === 'string' ? value : ''}
      options={columns.map((c) => [c, c])}
      onChange={onChange}
    />
  );
}
