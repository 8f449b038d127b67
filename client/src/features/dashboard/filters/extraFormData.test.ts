import { describe, expect, it } from 'vitest';
import type { Layout } from '../layout/layoutTypes.ts';
import {
  chartExtraFormData,
  chartsInScope,
  crossExtraFormData,
  crossFilterDataMask,
  crossFiltersFromDataMask,
  type DataMask,
  dataMaskFor,
  filterExtraFormData,
  filterStatuses,
  mergeExtraFormData,
  type NativeFilter,
  parentsExtraFormData,
  validChildValue,
} from './extraFormData.ts';

const chart = (id: string, chartId: number, parents: string[]) => ({
  id,
  type: 'CHART',
  children: [],
  parents,
  meta: { chartId },
});

/** ROOT > GRID > TABS > (TAB-a: charts 1, 2; TAB-b: chart 3). */
const layout: Layout = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['TABS-1'], meta: {} },
  'TABS-1': { id: 'TABS-1', type: 'TABS', children: ['TAB-a', 'TAB-b'], meta: {} },
  'TAB-a': { id: 'TAB-a', type: 'TAB', children: ['ROW-a'], meta: {} },
  'TAB-b': { id: 'TAB-b', type: 'TAB', children: ['ROW-b'], meta: {} },
  'ROW-a': { id: 'ROW-a', type: 'ROW', children: ['CHART-1', 'CHART-2'], meta: {} },
  'ROW-b': { id: 'ROW-b', type: 'ROW', children: ['CHART-3'], meta: {} },
  'CHART-1': chart('CHART-1', 1, []),
  'CHART-2': chart('CHART-2', 2, []),
  'CHART-3': chart('CHART-3', 3, []),
};

const filter = (over: Partial<NativeFilter> & { id: string }): NativeFilter => ({
  name: over.id,
  filterType: 'filter_select',
  targets: [{ datasetId: 10, column: 'region' }],
  controlValues: {},
  cascadeParentIds: [],
  scope: { rootPath: ['ROOT_ID'], excluded: [] },
  ...over,
});

describe('filterExtraFormData', () => {
  const region = filter({ id: 'F-region' });

  it('turns a select value into IN, or NOT IN with inverse selection', () => {
    expect(filterExtraFormData(region, ['EMEA', 'APAC'])).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['EMEA', 'APAC'] }],
    });
    const inverse = filter({ id: 'F', controlValues: { inverseSelection: true } });
    expect(filterExtraFormData(inverse, ['EMEA'])).toEqual({
      filters: [{ col: 'region', op: 'NOT IN', val: ['EMEA'] }],
    });
    expect(filterExtraFormData(region, 'EMEA')).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] });
  });

  it('leaves an unset select alone and applies the empty-filter rule only when asked', () => {
    expect(filterExtraFormData(region, undefined)).toEqual({});
    expect(filterExtraFormData(region, [])).toEqual({});
    const empty = filter({ id: 'F', controlValues: { enableEmptyFilter: true } });
    expect(filterExtraFormData(empty, [])).toEqual({
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
    });
    expect(filterExtraFormData(region, null)).toEqual({ filters: [{ col: 'region', op: 'IS NULL' }] });
  });

  it('turns range, time, grain and time column values into their fields', () => {
    const range = filter({ id: 'R', filterType: 'filter_range', targets: [{ datasetId: 10, column: 'price' }] });
    expect(filterExtraFormData(range, [1, 5])).toEqual({
      filters: [
        { col: 'price', op: '>=', val: 1 },
        { col: 'price', op: '<=', val: 5 },
      ],
    });
    expect(filterExtraFormData(range, [null, 5])).toEqual({ filters: [{ col: 'price', op: '<=', val: 5 }] });
    expect(filterExtraFormData(range, [null, null])).toEqual({});
    expect(filterExtraFormData(filter({ id: 'T', filterType: 'filter_time' }), 'Last year')).toEqual({
      time_range: 'Last year',
    });
    expect(filterExtraFormData(filter({ id: 'G', filterType: 'filter_timegrain' }), 'P1M')).toEqual({
      time_grain_sqla: 'P1M',
    });
    expect(filterExtraFormData(filter({ id: 'C', filterType: 'filter_timecolumn' }), 'ds')).toEqual({
      granularity_sqla: 'ds',
    });
    expect(filterExtraFormData(filter({ id: 'T', filterType: 'filter_time' }), '')).toEqual({});
  });
});

describe('mergeExtraFormData', () => {
  it('appends filters and overrides time range, grain and time column', () => {
    const a = {
      filters: [{ col: 'a', op: 'IN' as const, val: [1] }],
      time_range: 'Last week',
      time_grain_sqla: 'P1D' as const,
    };
    const b = {
      filters: [{ col: 'b', op: 'IN' as const, val: [2] }],
      adhoc_filters: [{ expressionType: 'SQL' as const, clause: 'WHERE' as const, sqlExpression: '1 = 0' }],
      time_range: 'Last year',
      granularity_sqla: 'ds',
    };
    expect(mergeExtraFormData(a, b)).toEqual({
      filters: [
        { col: 'a', op: 'IN', val: [1] },
        { col: 'b', op: 'IN', val: [2] },
      ],
      adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: '1 = 0' }],
      time_range: 'Last year',
      time_grain_sqla: 'P1D',
      granularity_sqla: 'ds',
    });
    expect(mergeExtraFormData(b, {})).toEqual(b);
  });
});

describe('scope', () => {
  it('holds the charts under rootPath minus the excluded ones', () => {
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [] })).toEqual([1, 2, 3]);
    expect(chartsInScope(layout, { rootPath: ['ROOT_ID'], excluded: [2] })).toEqual([1, 3]);
    expect(chartsInScope(layout, { rootPath: ['TAB-b'], excluded: [] })).toEqual([3]);
    expect(chartsInScope(layout, { rootPath: ['TAB-a'], excluded: [1] })).toEqual([2]);
    expect(chartsInScope(layout, null)).toEqual([1, 2, 3]);
  });
});

describe('chartExtraFormData', () => {
  const region = filter({ id: 'F-region', scope: { rootPath: ['ROOT_ID'], excluded: [3] } });
  const time = filter({ id: 'F-time', filterType: 'filter_time', scope: { rootPath: ['TAB-a'], excluded: [] } });
  const time2 = filter({ id: 'F-time2', filterType: 'filter_time' });
  const channel = filter({ id: 'F-channel', targets: [{ datasetId: 10, column: 'channel' }] });
  const filters = [region, time, time2, channel];
  const mask: DataMask = {
    'F-region': dataMaskFor(region, ['EMEA']),
    'F-time': dataMaskFor(time, 'Last year'),
    'F-time2': dataMaskFor(time2, 'Last quarter'),
    'F-channel': dataMaskFor(channel, undefined),
  };

  it('merges the filters in scope of each chart, later time ranges overriding earlier ones', () => {
    expect(chartExtraFormData(layout, filters, mask, 1)).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }],
      time_range: 'Last quarter',
    });
    expect(chartExtraFormData(layout, [region, time], mask, 1)).toEqual({
      filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }],
      time_range: 'Last year',
    });
  });

  it('gives a chart out of every scope no extra form data', () => {
    expect(chartExtraFormData(layout, [region, time], mask, 3)).toEqual({});
    expect(chartExtraFormData(layout, filters, {}, 1)).toEqual({});
  });

  it('appends two select filters on the same chart', () => {
    const both = { ...mask, 'F-channel': dataMaskFor(channel, ['Web']) };
    expect(chartExtraFormData(layout, [region, channel], both, 2).filters).toEqual([
      { col: 'region', op: 'IN', val: ['EMEA'] },
      { col: 'channel', op: 'IN', val: ['Web'] },
    ]);
  });

  it('reports each filter status on a chart', () => {
    const statuses = filterStatuses(layout, filters, mask, 3, 10).map((s) => [s.filter.id, s.status]);
    expect(statuses).toEqual([
      ['F-region', 'outOfScope'],
      ['F-time', 'outOfScope'],
      ['F-time2', 'applied'],
      ['F-channel', 'unset'],
    ]);
    expect(filterStatuses(layout, [region], mask, 1, 99)[0]?.status).toBe('incompatible');
  });
});

describe('cascading', () => {
  it("narrows a child's options by its parents and resets an invalid child value", () => {
    const parent = filter({ id: 'P' });
    const child = filter({ id: 'C', cascadeParentIds: ['P'], targets: [{ datasetId: 10, column: 'country' }] });
    const mask: DataMask = { P: dataMaskFor(parent, ['EMEA']) };
    expect(parentsExtraFormData(child, mask)).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] });
    expect(validChildValue(['France'], ['France', 'Germany'])).toEqual(['France']);
    expect(validChildValue(['Japan'], ['France', 'Germany'])).toBeUndefined();
    expect(validChildValue(undefined, [])).toBeUndefined();
  });
});

describe('cross filters', () => {
  const cross = { 1: { column: 'product_line', value: 'Apparel' } };

  it('reach every other chart by default, never the emitter', () => {
    expect(crossExtraFormData(layout, cross, {}, 2)).toEqual({
      filters: [{ col: 'product_line', op: 'IN', val: ['Apparel'] }],
    });
    expect(crossExtraFormData(layout, cross, {}, 1)).toEqual({});
  });

  it("follow the emitter's chart_configuration scope", () => {
    const config = { 1: { crossFilters: { scope: { rootPath: ['TAB-b'], excluded: [] } } } };
    expect(crossExtraFormData(layout, cross, config, 2)).toEqual({});
    expect(crossExtraFormData(layout, cross, config, 3).filters).toHaveLength(1);
  });

  it('round-trip through the stored data mask, beside native filters', () => {
    const mask = { 1: crossFilterDataMask(cross[1]), 'NATIVE_FILTER-x': { filterState: { value: ['a'] } } };
    expect(crossFiltersFromDataMask(JSON.parse(JSON.stringify(mask)))).toEqual(cross);
    expect(crossFiltersFromDataMask(null)).toEqual({});
  });
});
