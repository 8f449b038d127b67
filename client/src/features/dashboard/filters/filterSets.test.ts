import { describe, expect, it } from 'vitest';
import type { NativeFilter } from './extraFormData.ts';
import {
  defaultSetName,
  filterSetMetadata,
  filterSetValues,
  identicalSet,
  isOutdated,
  nameProblem,
  type StoredFilterSet,
  setSummary,
} from './filterSets.ts';

const select = (id: string, name: string, column: string): NativeFilter => ({
  id,
  name,
  filterType: 'filter_select',
  targets: [{ datasetId: 1, column }],
  controlValues: { multiSelect: true },
  cascadeParentIds: [],
  scope: null,
});
const region = select('NATIVE_FILTER-r', 'Region', 'region');
const country = select('NATIVE_FILTER-c', 'Country', 'country');
const time: NativeFilter = { ...select('NATIVE_FILTER-t', 'Period', ''), filterType: 'filter_time', targets: [] };
const filters = [region, country, time];

const stored = (id: number, name: string, values: Record<string, unknown>, withFilters = filters): StoredFilterSet => ({
  filterSetId: id,
  name,
  ownerType: 'Dashboard',
  jsonMetadata: filterSetMetadata(withFilters, values),
});

describe('filter sets', () => {
  it('stores the filters and their data mask, and reads the values back', () => {
    const values = { [region.id]: ['EMEA'], [time.id]: 'Last week' };
    const meta = filterSetMetadata(filters, values);
    expect(meta.nativeFilters[region.id]).toEqual({
      id: region.id,
      name: 'Region',
      filterType: 'filter_select',
      column: 'region',
    });
    expect(meta.dataMask[region.id]?.filterState).toEqual({ value: ['EMEA'] });
    expect(filterSetValues(filters, stored(1, 'a', values))).toMatchObject(values);
  });

  it('finds the set holding exactly the applied values (an empty list counts as no value)', () => {
    const sets = [
      stored(1, 'Europe', { [region.id]: ['EMEA'] }),
      stored(2, 'Both', { [region.id]: ['EMEA'], [country.id]: ['FR'] }),
    ];
    expect(identicalSet(sets, filters, { [region.id]: ['EMEA'], [country.id]: [] })?.name).toBe('Europe');
    expect(identicalSet(sets, filters, { [region.id]: ['EMEA'], [country.id]: ['FR'] })?.name).toBe('Both');
    expect(identicalSet(sets, filters, { [region.id]: ['LATAM'] })).toBeUndefined();
  });

  it('is outdated when a filter was added, removed or retargeted since', () => {
    const set = stored(1, 'x', {});
    expect(isOutdated(filters, set)).toBe(false);
    expect(isOutdated([region, country], set)).toBe(true);
    expect(isOutdated([...filters, select('NATIVE_FILTER-n', 'New', 'channel')], set)).toBe(true);
    expect(isOutdated([select(region.id, 'Region', 'channel'), country, time], set)).toBe(true);
    expect(isOutdated(filters, { ...set, jsonMetadata: 'not json' })).toBe(true);
  });

  it('refuses empty, too long and taken names (any case), but not the set its own name', () => {
    const sets = [stored(1, 'Europe', {})];
    expect(nameProblem('  ', sets)).toBe('Name is required');
    expect(nameProblem('x'.repeat(501), sets)).toBe('Name must be at most 500 characters');
    expect(nameProblem('europe ', sets)).toBe('A filter set with this name already exists');
    expect(nameProblem('Europe', sets, 1)).toBeNull();
  });

  it('names and summarises a set by its values', () => {
    const values = { [region.id]: ['EMEA', 'LATAM'], [time.id]: 'Last week' };
    expect(defaultSetName(filters, values)).toBe('EMEA, LATAM · Last week');
    expect(defaultSetName(filters, {})).toBe('New filter set');
    expect(setSummary(filters, stored(1, 'x', values))).toEqual(['Region: EMEA, LATAM', 'Period: Last week']);
  });
});
