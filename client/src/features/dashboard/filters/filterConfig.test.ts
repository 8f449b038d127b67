import { describe, expect, it } from 'vitest';
import { dataMaskFor } from './extraFormData.ts';
import { draftErrors, emptyDraft, type FilterDraft, nativeFilterOf, storedFilter } from './filterDrafts.ts';
import { filterValuesQueryContext, optionValues } from './filterValuesQuery.ts';
import { dataMaskOf, missingRequired, valuesFromDataMask } from './nativeFilterState.ts';

const draft = (over: Partial<FilterDraft>): FilterDraft => ({ ...emptyDraft(), ...over });

describe('filter drafts', () => {
  it('asks for a name, a dataset and a column', () => {
    expect(draftErrors(draft({}), [])).toEqual({ name: 'Name is required', dataset: 'Dataset is required' });
    expect(draftErrors(draft({ name: 'Region', datasetId: 3 }), [])).toEqual({ column: 'Column is required' });
    expect(draftErrors(draft({ name: 'Period', filterType: 'filter_time' }), [])).toEqual({});
  });

  it('refuses a parent chain that comes back to the filter, and a removed parent', () => {
    const a = draft({ id: 'A', name: 'A', datasetId: 1, column: 'x', parentId: 'B' });
    const b = draft({ id: 'B', name: 'B', datasetId: 1, column: 'y', parentId: 'A' });
    expect(draftErrors(a, [a, b]).parent).toBe('Cannot create cyclic hierarchy');
    const removed = { ...b, parentId: null, removed: true };
    expect(draftErrors(a, [a, removed]).parent).toBe('The parent filter is removed');
  });

  it('asks a required select for a default value unless it takes the first one', () => {
    const required = draft({
      name: 'R',
      datasetId: 1,
      column: 'x',
      controlValues: { enableEmptyFilter: true, multiSelect: true },
    });
    expect(draftErrors(required, []).defaultValue).toBe('Please choose a valid value');
    expect(draftErrors({ ...required, defaultValue: ['a'] }, []).defaultValue).toBeUndefined();
  });

  it('stores the filter as Superset does: column as {name}, scope, parents, default data mask', () => {
    const d = draft({ id: 'F', name: ' Region ', datasetId: 4, column: 'region', parentId: 'P', excluded: [7] });
    const mask = dataMaskFor(nativeFilterOf(d), ['EMEA']);
    expect(storedFilter(d, mask)).toMatchObject({
      id: 'F',
      type: 'NATIVE_FILTER',
      name: 'Region',
      filterType: 'filter_select',
      targets: [{ datasetId: 4, column: { name: 'region' } }],
      cascadeParentIds: ['P'],
      scope: { rootPath: ['ROOT_ID'], excluded: [7] },
      defaultDataMask: {
        extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
        filterState: { value: ['EMEA'] },
      },
    });
  });
});

describe('filter state', () => {
  const region = nativeFilterOf(
    draft({ id: 'R', name: 'Region', datasetId: 1, column: 'region', controlValues: { enableEmptyFilter: true } }),
  );
  const period = nativeFilterOf(draft({ id: 'T', name: 'Period', filterType: 'filter_time' }));

  it('reads the values of a stored data mask back, for filters that still exist', () => {
    const stored = dataMaskOf([region, period], { R: ['EMEA'], T: 'Last year' });
    expect(valuesFromDataMask([region, period], JSON.parse(JSON.stringify(stored)))).toEqual({
      R: ['EMEA'],
      T: 'Last year',
    });
    expect(valuesFromDataMask([period], { gone: { filterState: { value: 1 } } })).toEqual({});
    expect(valuesFromDataMask([period], 'not a mask')).toEqual({});
  });

  it('names the required filters without a value', () => {
    expect(missingRequired([region, period], {})).toEqual(['Region']);
    expect(missingRequired([region, period], { R: [] })).toEqual(['Region']);
    expect(missingRequired([region, period], { R: ['EMEA'] })).toEqual([]);
  });

  it('asks for the distinct values, narrowed by the parents and the search, sorted by a metric when set', () => {
    const parents = { filters: [{ col: 'region', op: 'IN' as const, val: ['EMEA'] }], time_range: 'Last year' };
    const context = filterValuesQueryContext(3, 'country', parents, ' fr ', {
      metric: 'sum__revenue',
      ascending: false,
    });
    expect(context).toMatchObject({
      datasource: { id: 3, type: 'table' },
      queries: [
        {
          columns: ['country'],
          metrics: ['sum__revenue'],
          orderby: [['sum__revenue', false]],
          time_range: 'Last year',
          filters: [
            { col: 'region', op: 'IN', val: ['EMEA'] },
            { col: 'country', op: 'ILIKE', val: '%fr%' },
          ],
        },
      ],
    });
    const plain = filterValuesQueryContext(3, 'country', {}, '') as { queries: Record<string, unknown>[] };
    expect(plain.queries[0]).toMatchObject({ metrics: [], filters: [], time_range: 'No filter' });
    expect(plain.queries[0]).not.toHaveProperty('orderby');
    expect(optionValues([{ c: 'z' }, { c: 'a' }], 'c', null)).toEqual(['z', 'a']);
  });

  it('lists distinct options in order, NULL last', () => {
    const rows = [{ c: 'b' }, { c: null }, { c: 'a' }, { c: 'b' }];
    expect(optionValues(rows, 'c')).toEqual(['a', 'b', null]);
    expect(optionValues(rows, 'c', false)).toEqual(['b', 'a', null]);
    expect(optionValues([{ n: 10 }, { n: 9 }], 'n')).toEqual([9, 10]);
  });
});
