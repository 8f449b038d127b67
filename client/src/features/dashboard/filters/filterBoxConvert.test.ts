import { describe, expect, it } from 'vitest';
import { convertedFilterId, convertFilterBoxes } from './filterBoxConvert.ts';

const box = (chartId: number, formData: Record<string, unknown>) => ({ chartId, datasetId: 7, formData });

describe('filter-box to native filters', () => {
  it('makes a Value filter per column, with its label, sort, metric and multiple flag', () => {
    const filters = convertFilterBoxes(
      [
        box(5, {
          filter_configs: [
            { column: 'region', label: 'Region', multiple: true, asc: false, metric: 'sum__revenue', clearable: true },
            { column: 'country', multiple: false, searchAllOptions: true, clearable: false },
            { label: 'no column' },
          ],
        }),
      ],
      { filterScopes: {}, defaultFilters: '{}' },
    );
    expect(filters).toEqual([
      {
        id: 'NATIVE_FILTER-filterbox-5-region',
        type: 'NATIVE_FILTER',
        name: 'Region',
        description: '',
        filterType: 'filter_select',
        cascadeParentIds: [],
        scope: { rootPath: ['ROOT_ID'], excluded: [5] },
        targets: [{ datasetId: 7, column: { name: 'region' } }],
        controlValues: {
          multiSelect: true,
          enableEmptyFilter: false,
          defaultToFirstItem: false,
          inverseSelection: false,
          searchAllOptions: false,
          sortAscending: false,
        },
        sortMetric: 'sum__revenue',
        defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
      },
      expect.objectContaining({
        id: 'NATIVE_FILTER-filterbox-5-country',
        name: 'country',
        controlValues: expect.objectContaining({ multiSelect: false, enableEmptyFilter: true, searchAllOptions: true }),
      }),
    ]);
  });

  it('keeps defaults from default_filters (JSON text), else the box default split on semicolons', () => {
    const [region, country] = convertFilterBoxes(
      [
        box(5, {
          filter_configs: [
            { column: 'region', defaultValue: 'EMEA;APAC' },
            { column: 'country', defaultValue: 'Spain' },
          ],
        }),
      ],
      { filterScopes: {}, defaultFilters: JSON.stringify({ 5: { country: ['France', 'Germany'] } }) },
    );
    expect(region?.defaultDataMask).toEqual({
      extraFormData: { filters: [{ col: 'region', op: 'IN', val: ['EMEA', 'APAC'] }] },
      filterState: { value: ['EMEA', 'APAC'] },
      ownState: {},
    });
    expect((country?.defaultDataMask as { filterState: unknown } | undefined)?.filterState).toEqual({
      value: ['France', 'Germany'],
    });
  });

  it('turns the date filter, time grain and time column into their native filters with defaults', () => {
    const filters = convertFilterBoxes(
      [
        box(5, {
          date_filter: true,
          time_range: 'Last year',
          show_sqla_time_granularity: true,
          show_sqla_time_column: true,
        }),
      ],
      { filterScopes: {}, defaultFilters: { 5: { __time_grain: 'P1M', __time_col: 'order_date' } } },
    );
    expect(filters.map((f) => [f.filterType, f.name, f.defaultDataMask])).toEqual([
      [
        'filter_time',
        'Time range',
        { extraFormData: { time_range: 'Last year' }, filterState: { value: 'Last year' }, ownState: {} },
      ],
      [
        'filter_timegrain',
        'Time grain',
        { extraFormData: { time_grain_sqla: 'P1M' }, filterState: { value: 'P1M' }, ownState: {} },
      ],
      [
        'filter_timecolumn',
        'Time column',
        { extraFormData: { granularity_sqla: 'order_date' }, filterState: { value: 'order_date' }, ownState: {} },
      ],
    ]);
    const noFilter = convertFilterBoxes([box(5, { date_filter: true, time_range: 'No filter' })], {
      filterScopes: {},
      defaultFilters: null,
    });
    expect(noFilter[0]?.defaultDataMask).toEqual({ extraFormData: {}, filterState: {}, ownState: {} });
  });

  it('reads scopes per column: the scope components as rootPath, immune charts and every filter box excluded', () => {
    const filters = convertFilterBoxes(
      [
        box(5, { date_filter: true, filter_configs: [{ column: 'region' }] }),
        box(6, { filter_configs: [{ column: 'channel' }] }),
      ],
      {
        filterScopes: {
          5: { region: { scope: ['TAB-a'], immune: [11, 12] }, __time_range: { scope: ['ROOT_ID'], immune: [] } },
        },
        defaultFilters: 'not json',
      },
    );
    expect(filters.map((f) => [f.id, f.scope])).toEqual([
      [convertedFilterId(5, '__time_range'), { rootPath: ['ROOT_ID'], excluded: [5, 6] }],
      [convertedFilterId(5, 'region'), { rootPath: ['TAB-a'], excluded: [5, 6, 11, 12] }],
      [convertedFilterId(6, 'channel'), { rootPath: ['ROOT_ID'], excluded: [5, 6] }],
    ]);
  });

  it('gives safe, stable ids for odd column names', () => {
    expect(convertedFilterId(3, 'order date (UTC)')).toBe('NATIVE_FILTER-filterbox-3-order_date__UTC_');
  });
});

describe('filter-box filters as the dashboard draws them', () => {
  it('reads converted filters back, per box, with their instant flag', async () => {
    const { filtersOfBox, isInstantFilterBox, storedToNativeFilter } = await import('./filterBoxConvert.ts');
    const boxes = [
      box(5, { filter_configs: [{ column: 'region' }], date_filter: true }),
      box(6, { filter_configs: [{ column: 'channel' }], instant_filtering: false }),
    ];
    const filters = convertFilterBoxes(boxes, { filterScopes: {}, defaultFilters: null }).map(storedToNativeFilter);
    expect(filters.map((f) => [f.id, f.filterType, f.targets])).toEqual([
      [convertedFilterId(5, '__time_range'), 'filter_time', [{ datasetId: null, column: null }]],
      [convertedFilterId(5, 'region'), 'filter_select', [{ datasetId: 7, column: 'region' }]],
      [convertedFilterId(6, 'channel'), 'filter_select', [{ datasetId: 7, column: 'channel' }]],
    ]);
    expect(filtersOfBox(filters, 6).map((f) => f.name)).toEqual(['channel']);
    expect(boxes.map(isInstantFilterBox)).toEqual([true, false]);
  });
});
