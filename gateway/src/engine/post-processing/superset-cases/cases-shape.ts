import { categoriesDf, type FrameSpec, productColumns, timeseriesDf } from './fixtures.ts';
import { type SupersetCase, t } from './harness.ts';

const DIR = 'tests/unit_tests/pandas_postprocessing';
const PIVOT = `${DIR}/test_pivot.py`;
const FLATTEN = `${DIR}/test_flatten.py`;
const RENAME = `${DIR}/test_rename.py`;
const SELECT = `${DIR}/test_select.py`;
const SORT = `${DIR}/test_sort.py`;
const AGGREGATE = `${DIR}/test_aggregate.py`;

/** The reference's AGGREGATES_SINGLE (tests/unit_tests/pandas_postprocessing/utils.py). */
const AGGREGATES_SINGLE = { idx_nulls: { operator: 'sum' } };
const flatten = { operation: 'flatten' };

/** `df.set_index(name)`. */
function withIndex(spec: FrameSpec, name: string): FrameSpec {
  const { [name]: values, ...columns } = spec.columns ?? {};
  return { index: { name, values: values ?? [] }, columns };
}

const showValuesFixture: FrameSpec = {
  columns: { row: ['r1', 'r1', 'r2', 'r2'], col: ['c1', 'c2', 'c1', 'c2'], v: [10, 20, 30, 40] },
};
const byRowAndCol = (options: Record<string, unknown>, input: FrameSpec = showValuesFixture) => ({
  input,
  operations: [
    {
      operation: 'pivot',
      options: { index: ['row'], columns: ['col'], aggregates: { v: { operator: 'sum' } }, ...options },
    },
  ],
});
const twoMetrics: FrameSpec = {
  columns: { row: ['r1', 'r1', 'r2', 'r2'], col: ['c1', 'c2', 'c1', 'c2'], a: [10, 20, 30, 40], b: [1, 3, 5, 7] },
};
const nullRow: FrameSpec = { columns: { row: ['r1', null, 'r2'], v: [10, 99, 30] } };
const nullTime: FrameSpec = {
  columns: { dttm: ['2019-01-01', null, '2019-01-03'], col: ['c1', 'c1', 'c2'], v: [10, 99, 30] },
  temporal: ['dttm'],
};
const sumV = { v: { operator: 'sum' } };

export const SHAPE_CASES: SupersetCase[] = [
  {
    upstream: PIVOT,
    test: 'test_pivot_without_columns',
    input: categoriesDf,
    operations: [{ operation: 'pivot', options: { index: ['name'], aggregates: AGGREGATES_SINGLE } }],
    expect: { columns: ['idx_nulls'], rows: 101, sums: { idx_nulls: 1050 } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_with_single_column',
    what: 'index name',
    input: categoriesDf,
    operations: [
      { operation: 'pivot', options: { index: ['name'], columns: ['category'], aggregates: AGGREGATES_SINGLE } },
    ],
    expect: {
      columns: ['idx_nulls, cat0', 'idx_nulls, cat1', 'idx_nulls, cat2'],
      rows: 101,
      sums: { 'idx_nulls, cat0': 315 },
    },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_with_single_column',
    what: 'index dept',
    input: categoriesDf,
    operations: [
      { operation: 'pivot', options: { index: ['dept'], columns: ['category'], aggregates: AGGREGATES_SINGLE } },
    ],
    expect: { columns: ['idx_nulls, cat0', 'idx_nulls, cat1', 'idx_nulls, cat2'], rows: 5 },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_with_multiple_columns',
    input: categoriesDf,
    operations: [
      {
        operation: 'pivot',
        options: { index: ['name'], columns: ['category', 'dept'], aggregates: AGGREGATES_SINGLE },
      },
      flatten,
    ],
    expect: { includes: ['name', 'idx_nulls, cat0, dept0'], rows: 101 },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_fill_values',
    input: categoriesDf,
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['name'],
          columns: ['category'],
          metric_fill_value: 1,
          aggregates: { idx_nulls: { operator: 'sum' } },
        },
      },
    ],
    expect: { sums: { 'idx_nulls, cat0': 382 } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_fill_column_values',
    input: { columns: { ...categoriesDf.columns, category: Array(101).fill(null) } },
    operations: [
      {
        operation: 'pivot',
        options: { index: ['name'], columns: ['category'], aggregates: { idx_nulls: { operator: 'sum' } } },
      },
    ],
    expect: { rows: 101, columns: ['idx_nulls, <NULL>'] },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_exceptions',
    what: 'missing index',
    input: categoriesDf,
    operations: [{ operation: 'pivot', options: { columns: ['dept'], aggregates: AGGREGATES_SINGLE } }],
    expect: { error: /requires at least one index/ },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_exceptions',
    what: 'invalid index reference',
    input: categoriesDf,
    operations: [{ operation: 'pivot', options: { index: ['abc'], columns: ['dept'], aggregates: AGGREGATES_SINGLE } }],
    expect: { error: /Referenced columns not available/ },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_exceptions',
    what: 'invalid column reference',
    input: categoriesDf,
    operations: [{ operation: 'pivot', options: { index: ['dept'], columns: ['abc'], aggregates: AGGREGATES_SINGLE } }],
    expect: { error: /Referenced columns not available/ },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_exceptions',
    what: 'invalid aggregate options',
    input: categoriesDf,
    operations: [
      { operation: 'pivot', options: { index: ['name'], columns: ['category'], aggregates: { idx_nulls: {} } } },
    ],
    expect: { error: /Operator undefined for aggregator/ },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_eliminate_cartesian_product_columns',
    what: 'single metric',
    input: {
      columns: { dttm: ['2019-01-01', '2019-01-01'], a: [0, 1], b: [0, 1], metric: [9, null] },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['a', 'b'],
          aggregates: { metric: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      flatten,
    ],
    expect: { columns: ['dttm', 'metric, 0, 0', 'metric, 1, 1'], values: { 'metric, 1, 1': [null] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_eliminate_cartesian_product_columns',
    what: 'multiple metrics',
    input: {
      columns: { dttm: ['2019-01-01', '2019-01-01'], a: [0, 1], b: [0, 1], metric: [9, null], metric2: [10, 11] },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['a', 'b'],
          aggregates: { metric: { operator: 'mean' }, metric2: { operator: 'mean' } },
          drop_missing_columns: false,
        },
      },
      flatten,
    ],
    expect: {
      columns: ['dttm', 'metric, 0, 0', 'metric, 1, 1', 'metric2, 0, 0', 'metric2, 1, 1'],
      values: { 'metric, 1, 1': [null] },
    },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_all_nan_metric_flat',
    input: {
      columns: { dttm: ['2019-01-01', '2019-01-02', '2019-01-03'], metric: [null, null, null] },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: { index: ['dttm'], aggregates: { metric: { operator: 'mean' } }, drop_missing_columns: true },
      },
    ],
    expect: { columns: ['metric'] },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_all_nan_metric_with_columns',
    input: {
      columns: { dttm: ['2019-01-01', '2019-01-01'], category: ['A', 'B'], metric: [null, null] },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['category'],
          aggregates: { metric: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      flatten,
    ],
    expect: { includes: ['metric, A', 'metric, B'] },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_all_nan_metric_multi_column',
    input: {
      columns: {
        dttm: ['2019-01-01', '2019-01-01', '2019-01-01', '2019-01-01'],
        country: ['US', 'US', 'EU', 'EU'],
        category: ['A', 'B', 'A', 'B'],
        metric: [null, null, null, null],
      },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['country', 'category'],
          aggregates: { metric: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      flatten,
    ],
    expect: { includes: ['metric, US, A', 'metric, US, B', 'metric, EU, A', 'metric, EU, B'] },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_restored_nan_metric_column_order_is_deterministic',
    input: {
      columns: {
        dttm: ['2019-01-01', '2019-01-01', '2019-01-01'],
        category: ['C', 'A', 'B'],
        metric: [null, null, null],
      },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['category'],
          aggregates: { metric: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
    ],
    expect: { columns: ['metric, C', 'metric, A', 'metric, B'] },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_all_nan_metric_combine_value_with_metric',
    input: {
      columns: { dttm: ['2019-01-01', '2019-01-01'], category: ['A', 'B'], metric: [null, null], metric2: [1, 2] },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['category'],
          aggregates: { metric: { operator: 'mean' }, metric2: { operator: 'mean' } },
          drop_missing_columns: true,
          combine_value_with_metric: true,
        },
      },
    ],
    expect: { includes: ['A, metric', 'A, metric2', 'B, metric', 'B, metric2'] },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_combine_sparse_metrics_no_spurious_extra_columns',
    input: {
      columns: { dttm: ['2019-01-01', '2019-01-01'], category: ['A', 'B'], metric1: [1, null], metric2: [null, 2] },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['category'],
          aggregates: { metric1: { operator: 'mean' }, metric2: { operator: 'mean' } },
          drop_missing_columns: true,
          combine_value_with_metric: true,
        },
      },
    ],
    expect: { columnSet: ['A, metric1', 'B, metric2'], values: { 'A, metric1': [1], 'B, metric2': [2] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_only_entirely_absent_metrics_are_restored',
    input: {
      columns: {
        dttm: ['2019-01-01', '2019-01-01'],
        category: ['A', 'B'],
        metric_all_nan: [null, null],
        metric_partial: [1, null],
      },
      temporal: ['dttm'],
    },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['dttm'],
          columns: ['category'],
          aggregates: { metric_all_nan: { operator: 'mean' }, metric_partial: { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
    ],
    expect: {
      includes: ['metric_all_nan, A', 'metric_all_nan, B', 'metric_partial, A'],
      excludes: ['metric_partial, B'],
      values: { 'metric_all_nan, A': [null], 'metric_partial, A': [1] },
    },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_actual_is_noop',
    ...byRowAndCol({ show_values_as: 'actual' }),
    expect: { values: { 'v, c1': [10, 30], 'v, c2': [20, 40] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_row',
    ...byRowAndCol({ show_values_as: 'percent_row' }),
    expect: { values: { 'v, c1': [10 / 30, 30 / 70], 'v, c2': [20 / 30, 40 / 70] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_col',
    ...byRowAndCol({ show_values_as: 'percent_col' }),
    expect: { values: { 'v, c1': [10 / 40, 30 / 40], 'v, c2': [20 / 60, 40 / 60] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_total',
    ...byRowAndCol({ show_values_as: 'percent_total' }),
    expect: { values: { 'v, c1': [0.1, 0.3], 'v, c2': [0.2, 0.4] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_preserves_nan_numerator',
    ...byRowAndCol(
      { show_values_as: 'percent_row' },
      { columns: { row: ['r1', 'r2', 'r2'], col: ['c1', 'c1', 'c2'], v: [10, 30, 40] } },
    ),
    expect: { index: ['r1', 'r2'], values: { 'v, c1': [1, 30 / 70], 'v, c2': [null, 40 / 70] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_total_zero_grand_total_yields_nan',
    ...byRowAndCol({ show_values_as: 'percent_total' }, { columns: { ...showValuesFixture.columns, v: [0, 0, 0, 0] } }),
    expect: { values: { 'v, c1': [null, null], 'v, c2': [null, null] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_row_multi_metric_keeps_metrics_separate',
    input: twoMetrics,
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['row'],
          columns: ['col'],
          aggregates: { a: { operator: 'sum' }, b: { operator: 'sum' } },
          show_values_as: 'percent_row',
        },
      },
    ],
    expect: { values: { 'a, c1': [10 / 30, 30 / 70], 'a, c2': [20 / 30, 40 / 70], 'b, c1': [1 / 4, 5 / 12] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_invalid_mode_raises',
    ...byRowAndCol({ show_values_as: 'percent_of_moon' }),
    expect: { error: /show_values_as must be one of/ },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_empty_string_is_noop',
    ...byRowAndCol({ show_values_as: '' }),
    expect: { values: { 'v, c1': [10, 30], 'v, c2': [20, 40] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_total_flat_multi_metric',
    input: { columns: { row: ['r1', 'r2'], a: [10, 30], b: [1, 3] } },
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['row'],
          aggregates: { a: { operator: 'sum' }, b: { operator: 'sum' } },
          show_values_as: 'percent_total',
        },
      },
    ],
    expect: { values: { a: [0.25, 0.75], b: [0.25, 0.75] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_row_zero_row_total_yields_nan',
    ...byRowAndCol({ show_values_as: 'percent_row' }, { columns: { ...showValuesFixture.columns, v: [0, 0, 30, 40] } }),
    expect: { values: { 'v, c1': [null, 30 / 70], 'v, c2': [null, 40 / 70] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_percent_col_zero_col_total_yields_nan',
    ...byRowAndCol({ show_values_as: 'percent_col' }, { columns: { ...showValuesFixture.columns, v: [0, 20, 0, 40] } }),
    expect: { values: { 'v, c1': [null, null], 'v, c2': [20 / 60, 40 / 60] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_with_marginal_distributions_raises',
    ...byRowAndCol({ show_values_as: 'percent_row', marginal_distributions: true }),
    expect: { error: /marginal_distributions/ },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_with_combine_value_with_metric_preserves_per_metric',
    input: twoMetrics,
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['row'],
          columns: ['col'],
          aggregates: { a: { operator: 'sum' }, b: { operator: 'sum' } },
          combine_value_with_metric: true,
          show_values_as: 'percent_row',
        },
      },
    ],
    expect: { values: { 'c1, a': [10 / 30, 30 / 70], 'c1, b': [1 / 4, 5 / 12], 'c2, a': [20 / 30, 40 / 70] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_rejects_non_additive_aggregate',
    input: showValuesFixture,
    operations: [
      {
        operation: 'pivot',
        options: {
          index: ['row'],
          columns: ['col'],
          aggregates: { v: { operator: 'mean' } },
          show_values_as: 'percent_row',
        },
      },
    ],
    expect: { error: /additive/ },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_on_empty_pivot_returns_empty_frame',
    ...byRowAndCol({ show_values_as: 'percent_row' }, { columns: { row: [], col: [], v: [] } }),
    expect: { rows: 0 },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_show_values_as_preserves_structural_nan',
    ...byRowAndCol(
      { show_values_as: 'percent_row' },
      { columns: { row: ['r1', 'r2', 'r2'], col: ['c1', 'c1', 'c2'], v: [10, 30, 40] } },
    ),
    expect: { values: { 'v, c1': [1, 30 / 70], 'v, c2': [null, 40 / 70] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_null_index_value',
    input: nullRow,
    operations: [{ operation: 'pivot', options: { index: ['row'], aggregates: sumV } }],
    // Index labels sort as text, where "<NULL>" comes before letters (as in pandas).
    expect: { index: ['<NULL>', 'r1', 'r2'], values: { v: [99, 10, 30] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_null_index_value_with_columns',
    input: { columns: { ...nullRow.columns, col: ['c1', 'c1', 'c1'] } },
    operations: [{ operation: 'pivot', options: { index: ['row'], columns: ['col'], aggregates: sumV } }],
    expect: { index: ['<NULL>', 'r1', 'r2'], values: { 'v, c1': [99, 10, 30] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_null_index_value_datetime',
    input: nullTime,
    operations: [{ operation: 'pivot', options: { index: ['dttm'], aggregates: sumV } }],
    expect: { index: [t('2019-01-01'), t('2019-01-03'), '<NULL>'], values: { v: [10, 30, 99] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_null_index_value_datetime_keeps_non_null_timestamps',
    input: nullTime,
    operations: [{ operation: 'pivot', options: { index: ['dttm'], aggregates: sumV } }],
    expect: { index: [t('2019-01-01'), t('2019-01-03'), '<NULL>'] },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_null_index_value_datetime_with_columns',
    input: nullTime,
    operations: [{ operation: 'pivot', options: { index: ['dttm'], columns: ['col'], aggregates: sumV } }],
    expect: { index: [t('2019-01-01'), t('2019-01-03'), '<NULL>'], values: { 'v, c1': [10, null, 99] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_null_index_value_datetime_timezone_aware',
    departure: 'times are naive (read as UTC), so a UTC index is the naive one',
    input: nullTime,
    operations: [{ operation: 'pivot', options: { index: ['dttm'], aggregates: sumV } }],
    expect: { index: [t('2019-01-01'), t('2019-01-03'), '<NULL>'], values: { v: [10, 30, 99] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_preserves_null_numeric_index_value',
    input: { columns: { num_idx: [1, null, 2], v: [10, 99, 30] } },
    operations: [{ operation: 'pivot', options: { index: ['num_idx'], aggregates: sumV } }],
    expect: { index: [1, 2, '<NULL>'], values: { v: [10, 30, 99] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_categorical_column_with_null',
    departure: 'frames have no categorical columns; a text column with a null stands in for one',
    input: { columns: { row: ['r1', 'r2', 'r3'], col: ['c1', null, 'c2'], v: [10, 99, 30] } },
    operations: [{ operation: 'pivot', options: { index: ['row'], columns: ['col'], aggregates: sumV } }],
    expect: { includes: ['v, <NULL>'], values: { 'v, <NULL>': [null, 99, null] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_categorical_column_already_in_categories',
    departure: 'frames have no categorical columns; a text column with a null stands in for one',
    input: { columns: { row: ['r1', 'r2', 'r3'], col: ['c1', null, 'c2'], v: [10, 99, 30] } },
    operations: [
      {
        operation: 'pivot',
        options: { index: ['row'], columns: ['col'], column_fill_value: 'CUSTOM_NULL', aggregates: sumV },
      },
    ],
    expect: { includes: ['v, CUSTOM_NULL'], values: { 'v, CUSTOM_NULL': [null, 99, null] } },
  },
  {
    upstream: PIVOT,
    test: 'test_pivot_categorical_index_without_null_omits_unobserved_bucket',
    departure: 'frames have no categorical columns; a text column stands in for one',
    input: { columns: { row: ['r1', 'r2', 'r1'], v: [10, 20, 30] } },
    operations: [{ operation: 'pivot', options: { index: ['row'], aggregates: sumV } }],
    expect: { index: ['r1', 'r2'], values: { v: [40, 20] } },
  },
  {
    upstream: FLATTEN,
    test: 'test_flat_should_not_change',
    input: { columns: { foo: [1, 2, 3], bar: [4, 5, 6] } },
    operations: [flatten],
    expect: { columns: ['foo', 'bar'], values: { foo: [1, 2, 3], bar: [4, 5, 6] } },
  },
  {
    upstream: FLATTEN,
    test: 'test_flat_should_not_reset_index',
    input: {
      index: { name: '__timestamp', values: ['2021-01-01', '2021-01-02', '2021-01-03'], temporal: true },
      columns: { foo: [1, 2, 3], bar: [4, 5, 6] },
    },
    operations: [{ operation: 'flatten', options: { reset_index: false } }],
    expect: { columns: ['foo', 'bar'], index: [t('2021-01-01'), t('2021-01-02'), t('2021-01-03')] },
  },
  {
    upstream: FLATTEN,
    test: 'test_flat_should_flat_datetime_index',
    input: {
      index: { name: '__timestamp', values: ['2021-01-01', '2021-01-02', '2021-01-03'], temporal: true },
      columns: { foo: [1, 2, 3], bar: [4, 5, 6] },
    },
    operations: [flatten],
    expect: {
      columns: ['__timestamp', 'foo', 'bar'],
      values: { __timestamp: [t('2021-01-01'), t('2021-01-02'), t('2021-01-03')], foo: [1, 2, 3] },
    },
  },
  {
    upstream: FLATTEN,
    test: 'test_flat_should_flat_multiple_index',
    input: {
      index: { name: '__timestamp', values: ['2021-01-01', '2021-01-02', '2021-01-03'], temporal: true },
      paths: productColumns(
        [
          ['foo', 'bar'],
          [1, 'two'],
        ],
        3,
        1,
      ),
    },
    operations: [flatten],
    expect: { columns: ['__timestamp', 'foo, 1', 'foo, two', 'bar, 1', 'bar, two'], values: { 'bar, two': [1, 1, 1] } },
  },
  {
    upstream: FLATTEN,
    test: 'test_flat_should_drop_index_level',
    what: 'levels by position',
    input: {
      index: { name: '__timestamp', values: ['2021-01-01', '2021-01-02', '2021-01-03'], temporal: true },
      paths: [
        { path: ['a', 'b', 'c', 'f'], values: [1, 1, 1] },
        { path: ['a', 'b', 'd', 'i'], values: [1, 1, 1] },
        { path: ['a', 'b', 'e', 'g'], values: [1, 1, 1] },
      ],
    },
    operations: [{ operation: 'flatten', options: { drop_levels: [0, 1] } }],
    expect: { columns: ['__timestamp', 'c, f', 'd, i', 'e, g'] },
  },
  {
    upstream: FLATTEN,
    test: 'test_flat_should_drop_index_level',
    what: 'levels by name',
    departure: 'column levels carry no names in a frame, so drop_levels takes positions only',
    input: {
      index: { name: '__timestamp', values: ['2021-01-01'], temporal: true },
      paths: [{ path: ['a', 'b', 'c', 'f'], values: [1] }],
    },
    operations: [{ operation: 'flatten', options: { drop_levels: ['level1', 'level2'] } }],
    expect: { error: /Invalid options for flatten/ },
  },
  {
    upstream: RENAME,
    test: 'test_rename_should_not_side_effect',
    input: categoriesDf,
    operations: [
      { operation: 'rename', options: { columns: { constant: 'constant_newname', category: 'category_namename' } } },
    ],
    expect: { unchanged: true },
  },
  {
    upstream: RENAME,
    test: 'test_rename',
    input: categoriesDf,
    operations: [
      { operation: 'rename', options: { columns: { constant: 'constant_newname', category: 'category_newname' } } },
    ],
    expect: { columns: ['constant_newname', 'category_newname', 'dept', 'name', 'asc_idx', 'desc_idx', 'idx_nulls'] },
  },
  {
    upstream: RENAME,
    test: 'test_should_inplace_rename',
    input: categoriesDf,
    operations: [
      {
        operation: 'rename',
        options: { columns: { constant: 'constant_newname', category: 'category_namename' }, inplace: true },
      },
    ],
    expect: { columns: ['constant_newname', 'category_namename', 'dept', 'name', 'asc_idx', 'desc_idx', 'idx_nulls'] },
  },
  {
    upstream: RENAME,
    test: 'test_should_rename_on_level',
    input: {
      paths: productColumns(
        [
          ['m1', 'm2'],
          ['a', 'b'],
          ['x', 'y'],
        ],
        3,
        1,
      ),
    },
    operations: [{ operation: 'rename', options: { columns: { m1: 'new_m1' }, level: 0 } }],
    expect: {
      columns: [
        'new_m1, a, x',
        'new_m1, a, y',
        'new_m1, b, x',
        'new_m1, b, y',
        'm2, a, x',
        'm2, a, y',
        'm2, b, x',
        'm2, b, y',
      ],
    },
  },
  {
    upstream: RENAME,
    test: 'test_should_raise_exception_no_column',
    input: categoriesDf,
    operations: [{ operation: 'rename', options: { columns: { foobar: 'foobar2' } } }],
    expect: { error: /Referenced columns not available/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_raise_exception_duplication',
    input: categoriesDf,
    operations: [{ operation: 'rename', options: { columns: { constant: 'category' } } }],
    expect: { error: /Label already exists/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_raise_exception_duplication_on_multiindex',
    input: {
      paths: productColumns(
        [
          ['m1', 'm2'],
          ['a', 'b'],
          ['x', 'y'],
        ],
        3,
        1,
      ),
    },
    operations: [{ operation: 'rename', options: { columns: { m1: 'm2' }, level: 0 } }],
    expect: { error: /Label already exists/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_raise_exception_partial_duplication',
    input: categoriesDf,
    operations: [{ operation: 'rename', options: { columns: { constant: 'category', dept: 'department' } } }],
    expect: { error: /Label already exists/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_raise_exception_partial_duplication_on_multiindex',
    input: {
      paths: productColumns(
        [
          ['m1', 'm2', 'm3'],
          ['a', 'b'],
        ],
        2,
        1,
      ),
    },
    operations: [{ operation: 'rename', options: { columns: { m1: 'm2', m3: 'm4' }, level: 0 } }],
    expect: { error: /Label already exists/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_raise_exception_two_sources_one_new_label',
    input: categoriesDf,
    operations: [{ operation: 'rename', options: { columns: { category: 'cat_or_dept', dept: 'cat_or_dept' } } }],
    expect: { error: /Label already exists/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_rename_onto_a_label_the_same_mapping_vacates',
    input: categoriesDf,
    operations: [{ operation: 'rename', options: { columns: { category: 'grouping', constant: 'category' } } }],
    expect: { columns: ['category', 'grouping', 'dept', 'name', 'asc_idx', 'desc_idx', 'idx_nulls'] },
  },
  {
    upstream: RENAME,
    test: 'test_should_rename_a_frame_that_already_holds_duplicate_labels',
    what: 'an unrelated column',
    input: {
      paths: [
        { path: ['b'], values: [1] },
        { path: ['b'], values: [2] },
        { path: ['z'], values: [3] },
      ],
    },
    operations: [{ operation: 'rename', options: { columns: { z: 'w' } } }],
    expect: { columns: ['b', 'b', 'w'] },
  },
  {
    upstream: RENAME,
    test: 'test_should_rename_a_frame_that_already_holds_duplicate_labels',
    what: 'onto the repeated label',
    input: {
      paths: [
        { path: ['b'], values: [1] },
        { path: ['b'], values: [2] },
        { path: ['z'], values: [3] },
      ],
    },
    operations: [{ operation: 'rename', options: { columns: { z: 'b' } } }],
    expect: { error: /Label already exists/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_raise_exception_invalid_level',
    input: categoriesDf,
    operations: [{ operation: 'rename', options: { columns: { constant: 'new_constant' }, level: 100 } }],
    expect: { error: /no column level 100/ },
  },
  {
    upstream: RENAME,
    test: 'test_should_return_df_empty_columns',
    input: categoriesDf,
    operations: [{ operation: 'rename', options: { columns: {} } }],
    expect: { columns: ['constant', 'category', 'dept', 'name', 'asc_idx', 'desc_idx', 'idx_nulls'], rows: 101 },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'reorder',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { columns: ['y', 'label'] } }],
    expect: { columns: ['y', 'label'] },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'one column',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { columns: ['label'] } }],
    expect: { columns: ['label'] },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'rename and select one column',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { columns: ['y'], rename: { y: 'y1' } } }],
    expect: { columns: ['y1'] },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'rename one, keep one',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { rename: { y: 'y1' } } }],
    expect: { columns: ['label', 'y1'] },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'drop one',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { exclude: ['label'] } }],
    expect: { columns: ['y'] },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'rename and drop',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { rename: { y: 'y1' }, exclude: ['label'] } }],
    expect: { columns: ['y1'] },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'invalid columns',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { columns: ['abc'], rename: { abc: 'qwerty' } } }],
    expect: { error: /Referenced columns not available/ },
  },
  {
    upstream: SELECT,
    test: 'test_select',
    what: 'a renamed column by its new name',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { columns: ['label_new'], rename: { label: 'label_new' } } }],
    expect: { error: /Referenced columns not available/ },
  },
  {
    upstream: SELECT,
    test: 'test_select_invalid_exclude',
    what: 'unknown column',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { exclude: ['abc'] } }],
    expect: { error: /abc/ },
  },
  {
    upstream: SELECT,
    test: 'test_select_invalid_exclude',
    what: 'a column columns removed',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { columns: ['y'], exclude: ['label'] } }],
    expect: { error: /label/ },
  },
  {
    upstream: SELECT,
    test: 'test_select_invalid_exclude',
    what: 'a kept column',
    input: timeseriesDf,
    operations: [{ operation: 'select', options: { columns: ['y', 'label'], exclude: ['label'] } }],
    expect: { columns: ['y'] },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'by two columns',
    input: categoriesDf,
    operations: [{ operation: 'sort', options: { by: ['category', 'asc_idx'], ascending: [true, false] } }],
    expect: { at: { asc_idx: { 1: 96 } } },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'index ascending',
    input: withIndex(categoriesDf, 'name'),
    operations: [{ operation: 'sort', options: { is_sort_index: true } }],
    expect: { at: { name: { 0: 'person0' } } },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'index descending',
    input: withIndex(categoriesDf, 'name'),
    operations: [{ operation: 'sort', options: { is_sort_index: true, ascending: false } }],
    expect: { at: { name: { 0: 'person99' } } },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'by a column, indexed frame',
    input: withIndex(categoriesDf, 'name'),
    operations: [{ operation: 'sort', options: { by: 'asc_idx' } }],
    expect: { at: { asc_idx: { 0: 0 } } },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'by a column descending',
    input: withIndex(categoriesDf, 'name'),
    operations: [{ operation: 'sort', options: { by: 'asc_idx', ascending: false } }],
    expect: { at: { asc_idx: { 0: 100 } } },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'time index ascending',
    input: timeseriesDf,
    operations: [{ operation: 'sort', options: { is_sort_index: true } }],
    expect: { index: [t('2019-01-01'), t('2019-01-02'), t('2019-01-05'), t('2019-01-07')] },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'time index descending',
    input: timeseriesDf,
    operations: [{ operation: 'sort', options: { is_sort_index: true, ascending: false } }],
    expect: { at: {}, index: [t('2019-01-07'), t('2019-01-05'), t('2019-01-02'), t('2019-01-01')] },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'no options',
    input: timeseriesDf,
    operations: [{ operation: 'sort' }],
    expect: {
      index: [t('2019-01-01'), t('2019-01-02'), t('2019-01-05'), t('2019-01-07')],
      values: { label: ['x', 'y', 'z', 'q'], y: [1, 2, 3, 4] },
    },
  },
  {
    upstream: SORT,
    test: 'test_sort',
    what: 'unknown column',
    input: timeseriesDf,
    operations: [{ operation: 'sort', options: { by: 'abc', ascending: false } }],
    expect: { error: /Referenced columns not available/ },
  },
  {
    upstream: AGGREGATE,
    test: 'test_aggregate',
    input: categoriesDf,
    operations: [
      {
        operation: 'aggregate',
        options: {
          groupby: ['constant'],
          aggregates: {
            'asc sum': { column: 'asc_idx', operator: 'sum' },
            'asc q2': { column: 'asc_idx', operator: 'percentile', options: { q: 75 } },
            'desc q1': { column: 'desc_idx', operator: 'percentile', options: { q: 25 } },
          },
        },
      },
    ],
    expect: {
      columns: ['constant', 'asc sum', 'asc q2', 'desc q1'],
      values: { 'asc sum': [5050], 'asc q2': [75], 'desc q1': [25] },
    },
  },
  {
    upstream: AGGREGATE,
    test: 'test_aggregate_string_operators',
    input: categoriesDf,
    operations: [
      {
        operation: 'aggregate',
        options: {
          groupby: ['constant'],
          aggregates: {
            'asc mean': { column: 'asc_idx', operator: 'mean' },
            'asc median': { column: 'asc_idx', operator: 'median' },
            'asc max': { column: 'asc_idx', operator: 'max' },
            'asc min': { column: 'asc_idx', operator: 'min' },
          },
        },
      },
    ],
    expect: { values: { 'asc mean': [50], 'asc median': [50], 'asc max': [100], 'asc min': [0] } },
  },
  {
    upstream: AGGREGATE,
    test: 'test_aggregate_count_includes_nulls',
    input: categoriesDf,
    operations: [
      {
        operation: 'aggregate',
        options: { groupby: ['constant'], aggregates: { null_count: { column: 'idx_nulls', operator: 'count' } } },
      },
    ],
    expect: { values: { null_count: [101] } },
  },
  {
    upstream: AGGREGATE,
    test: 'test_aggregate_preserves_null_groups',
    input: { columns: { category: ['alpha', null, null, null, 'beta'], value: [1, 2, 3, null, 5] } },
    operations: [
      {
        operation: 'aggregate',
        options: {
          groupby: ['category'],
          aggregates: {
            total: { column: 'value', operator: 'sum' },
            mean: { column: 'value', operator: 'mean' },
            count: { column: 'value', operator: 'count' },
          },
        },
      },
    ],
    expect: {
      columns: ['category', 'total', 'mean', 'count'],
      values: { category: ['alpha', 'beta', null], total: [1, 5, 5], mean: [1, 5, 2.5], count: [1, 1, 3] },
    },
  },
  {
    upstream: AGGREGATE,
    test: 'test_aggregate_preserves_null_keys_in_multiple_grouping_columns',
    input: {
      columns: {
        category: ['alpha', 'alpha', null, null, 'alpha', null],
        region: ['east', null, 'east', null, null, null],
        value: [1, 2, 3, 4, null, 6],
      },
    },
    operations: [
      {
        operation: 'aggregate',
        options: { groupby: ['category', 'region'], aggregates: { total: { column: 'value', operator: 'sum' } } },
      },
    ],
    expect: {
      values: { category: ['alpha', 'alpha', null, null], region: ['east', null, 'east', null], total: [1, 2, 3, 10] },
    },
  },
  {
    upstream: AGGREGATE,
    test: 'test_aggregate_with_only_null_group_keys',
    input: { columns: { category: [null, null, null], value: [1, null, 3] } },
    operations: [
      {
        operation: 'aggregate',
        options: { groupby: ['category'], aggregates: { mean: { column: 'value', operator: 'mean' } } },
      },
    ],
    expect: { rows: 1, values: { category: [null], mean: [2] } },
  },
  {
    upstream: AGGREGATE,
    test: 'test_aggregate_without_grouping_columns',
    input: { columns: { category: ['alpha', null], value: [1, 3] } },
    operations: [
      { operation: 'aggregate', options: { groupby: [], aggregates: { total: { column: 'value', operator: 'sum' } } } },
    ],
    expect: { columns: ['total'], values: { total: [4] } },
  },
];
