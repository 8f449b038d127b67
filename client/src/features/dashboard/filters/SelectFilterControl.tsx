import { Box, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ExtraFormData } from '@chartroom/viz';
import { Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useChartJob } from '../../../charts/useChartJob.ts';
import type { SelectFilterControlQuery } from './__generated__/SelectFilterControlQuery.graphql.ts';
import { type NativeFilter, targetColumn, validChildValue } from './extraFormData.ts';
import {
  filterValuesQueryContext,
  localOptions,
  optionValues,
  preFilterWhere,
  searchesServer,
} from './filterValuesQuery.ts';

interface Props {
  readonly filter: NativeFilter;
  readonly value: unknown;
  readonly parents: ExtraFormData;
  readonly onChange: (value: unknown) => void;
  /** 'Select first value by default': the first option, applied as the filter's starting value. */
  readonly onFirstValue: (value: unknown) => void;
}

const asList = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** A select filter: its column's values through GraphQL (searchable), single or multiple choice. */
export function SelectFilterControl(props: Props) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const id = `filter-search-${props.filter.id}`;
  return (
    <Stack gap="1">
      <Input
        id={id}
        size="sm"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-label={`Search ${props.filter.name}`}
        placeholder="Search"
      />
      <Suspense fallback={<Spinner size="sm" role="status" aria-label={`Loading ${props.filter.name} values`} />}>
        <Options {...props} search={deferred} />
      </Suspense>
    </Stack>
  );
}

function Options(props: Props & { search: string }) {
  const { filter, parents, search } = props;
  const column = targetColumn(filter);
  const datasetId = filter.targets[0]?.datasetId ?? null;
  // Without 'search all options' the loaded values are searched in the browser (OptionList).
  const serverSearch = searchesServer(filter.controlValues) ? search : '';
  const preFilter = preFilterWhere(filter.adhocFilters);
  const queryContext = useMemo(
    () =>
      column && datasetId != null
        ? filterValuesQueryContext(
            datasetId,
            column,
            parents,
            serverSearch,
            {
              metric: filter.sortMetric,
              ascending: filter.controlValues.sortAscending !== false,
            },
            preFilter,
            { range: filter.timeRange ?? null, column: filter.timeColumn ?? null },
          )
        : null,
    [
      column,
      datasetId,
      parents,
      serverSearch,
      filter.sortMetric,
      filter.controlValues.sortAscending,
      preFilter,
      filter.timeRange,
      filter.timeColumn,
    ],
  );
  const answer = useLazyLoadQuery<SelectFilterControlQuery>(
    graphql`
      query SelectFilterControlQuery($queryContext: JSON!, $skip: Boolean!) {
        chartData(queryContext: $queryContext) @skip(if: $skip) @catch(to: RESULT) {
          job {
            jobId
          }
          results {
            data
          }
        }
      }
    `,
    { queryContext: queryContext ?? {}, skip: !queryContext },
    { fetchPolicy: 'store-or-network' },
  );
  const result = answer.chartData;
  if (!column || datasetId == null) return <Text color="fg.error">This filter has no dataset column.</Text>;
  if (result && !result.ok) return <OptionsError />;
  // GLOBAL_ASYNC_QUERIES: an uncached values query answers with a job, followed like a chart's.
  const jobId = result?.value?.job?.jobId;
  if (jobId) return <JobOptions key={jobId} jobId={jobId} column={column} {...props} />;
  return <OptionList {...props} column={column} rows={result?.value?.results[0]?.data} loaded={!!result} />;
}

function OptionsError({ message }: { message?: string }) {
  return (
    <Text color="fg.error" role="alert">
      {message ? `The values could not be loaded: ${message}` : 'The values could not be loaded.'}
    </Text>
  );
}

function JobOptions(props: Props & { search: string; jobId: string; column: string }) {
  const job = useChartJob(props.jobId);
  if (job.phase === 'failed') return <OptionsError message={job.message} />;
  if (job.phase === 'waiting') {
    return <Spinner size="sm" role="status" aria-label={`Loading ${props.filter.name} values`} />;
  }
  return <OptionList {...props} rows={job.result?.data} loaded />;
}

function OptionList({
  filter,
  value,
  onChange,
  onFirstValue,
  search,
  column,
  rows,
  loaded,
}: Props & { search: string; column: string; rows: unknown; loaded: boolean }) {
  const options = useMemo(
    () => optionValues(rows, column, filter.sortMetric ? null : filter.controlValues.sortAscending !== false),
    [rows, column, filter.sortMetric, filter.controlValues.sortAscending],
  );
  const multi = filter.controlValues.multiSelect !== false;
  const selected = asList(value);
  const searching = search.trim() !== '';

  // A cascading child whose value left its options (a parent changed) is reset. 'Select first value
  // by default' picks the first option when unset.
  useEffect(() => {
    if (!loaded || searching) return;
    if (value === undefined && filter.controlValues.defaultToFirstItem === true && options.length > 0) {
      onFirstValue(multi ? [options[0]] : options[0]);
      return;
    }
    if (filter.cascadeParentIds.length > 0 && validChildValue(value, options) === undefined && value !== undefined) {
      onChange(undefined);
    }
  }, [loaded, searching, value, options, filter, multi, onChange, onFirstValue]);

  const matching = searchesServer(filter.controlValues) ? options : localOptions(options, search);
  const shown = [...selected.filter((v) => !options.some((o) => String(o) === String(v))), ...matching];
  const toggle = (option: unknown, checked: boolean) => {
    if (!multi) {
      onChange(checked ? [option] : undefined);
      return;
    }
    const rest = selected.filter((v) => String(v) !== String(option));
    const next = checked ? [...rest, option] : rest;
    onChange(next.length ? next : undefined);
  };
  return (
    <Box
      as="fieldset"
      maxH="48"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="sm"
      px="2"
      py="1"
      data-filter-options={filter.id}
    >
      <legend className="sr-only" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
        {`${filter.name} values`}
      </legend>
      {shown.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No values
        </Text>
      ) : null}
      {shown.map((option) => {
        const label = option === null ? '<NULL>' : String(option);
        const checked = selected.some((v) => String(v) === String(option));
        return (
          <label key={label} style={{ display: 'flex', gap: 6, alignItems: 'center', fontSize: 14 }}>
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={`filter-${filter.id}`}
              checked={checked}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {label}
          </label>
        );
      })}
    </Box>
  );
}
