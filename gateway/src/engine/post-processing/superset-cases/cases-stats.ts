import { categoriesDf, type FrameSpec, namesDf } from './fixtures.ts';
import type { SupersetCase } from './harness.ts';

const DIR = 'tests/unit_tests/pandas_postprocessing';
const CONTRIBUTION = `${DIR}/test_contribution.py`;
const HISTOGRAM = `${DIR}/test_histogram.py`;
const BOXPLOT = `${DIR}/test_boxplot.py`;
const RANK = `${DIR}/test_rank.py`;

const dfTemplate: FrameSpec = {
  columns: {
    __timestamp: ['2020-07-16 14:49:00', '2020-07-16 14:50:00', '2020-07-16 14:51:00'],
    a: [1, 3, null],
    b: [1, 9, null],
    c: [null, null, null],
  },
  temporal: ['__timestamp'],
};
const withoutTime: FrameSpec = { columns: { a: [1, 3, null], b: [1, 9, null], c: [null, null, null] } };
const twoTimes = ['2020-07-16 14:49:00', '2020-07-16 14:50:00'];

const groups = ['A', 'A', 'B', 'B', 'A', 'A', 'B', 'B', 'A', 'A'];
const oneToTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const histogramData: FrameSpec = { columns: { group: groups, a: oneToTen, b: oneToTen } };
const BIN_LABELS = ['1.0 - 2.8', '2.8 - 4.6', '4.6 - 6.4', '6.4 - 8.2', '8.2 - 10.0'];
const byBin = (rows: number[][]) => Object.fromEntries(BIN_LABELS.map((label, i) => [label, rows.map((r) => r[i]!)]));

const BOX_COLUMNS = [
  'region',
  'cars__mean',
  'cars__median',
  'cars__max',
  'cars__min',
  'cars__q1',
  'cars__q3',
  'cars__count',
  'cars__outliers',
];
// names_df's regions sorted, the missing region last (pandas groupby(dropna=False)).
const REGIONS = ['Asia', 'EU', 'North America', 'Oceania', null];

/** pandas rank(pct=True) of distinct values: position / count. */
const linspace = (n: number) => Array.from({ length: n }, (_, i) => (i + 1) / n);
const dept0 = categoriesDf.columns!.asc_idx!.filter((_, i) => i % 5 === 0);

export const STATS_CASES: SupersetCase[] = [
  {
    upstream: CONTRIBUTION,
    test: 'test_non_numeric_columns',
    input: dfTemplate,
    operations: [{ operation: 'contribution', options: { columns: ['__timestamp'] } }],
    expect: { error: /not numeric/ },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_rename_should_have_same_length',
    input: dfTemplate,
    operations: [{ operation: 'contribution', options: { columns: ['a'], rename_columns: ['aa', 'bb'] } }],
    expect: { error: /same length/ },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_cell_contribution_across_row',
    input: dfTemplate,
    operations: [{ operation: 'contribution', options: { orientation: 'row' } }],
    expect: {
      columns: ['__timestamp', 'a', 'b', 'c'],
      values: { a: [0.5, 0.25, null], b: [0.5, 0.75, null], c: [null, null, null] },
    },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_cell_contribution_across_column_without_temporal_column',
    input: withoutTime,
    operations: [{ operation: 'contribution', options: { orientation: 'column' } }],
    expect: { columns: ['a', 'b', 'c'], values: { a: [0.25, 0.75, 0], b: [0.1, 0.9, 0], c: [null, null, null] } },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_on_selected_columns',
    input: withoutTime,
    operations: [
      { operation: 'contribution', options: { orientation: 'column', columns: ['a'], rename_columns: ['pct_a'] } },
    ],
    expect: {
      columns: ['a', 'b', 'c', 'pct_a'],
      values: { a: [1, 3, null], b: [1, 9, null], c: [null, null, null], pct_a: [0.25, 0.75, 0] },
    },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_with_time_shift_columns',
    input: {
      columns: {
        __timestamp: twoTimes,
        a: [3, 6],
        b: [3, 3],
        c: [6, 3],
        'a__1 week ago': [2, 2],
        'b__1 week ago': [1, 1],
        'c__1 week ago': [1, 1],
      },
      temporal: ['__timestamp'],
    },
    operations: [{ operation: 'contribution', options: { orientation: 'row', time_shifts: ['1 week ago'] } }],
    expect: {
      columns: ['__timestamp', 'a', 'b', 'c', 'a__1 week ago', 'b__1 week ago', 'c__1 week ago'],
      values: {
        a: [0.25, 0.5],
        b: [0.25, 0.25],
        c: [0.5, 0.25],
        'a__1 week ago': [0.5, 0.5],
        'b__1 week ago': [0.25, 0.25],
        'c__1 week ago': [0.25, 0.25],
      },
    },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_with_numeric_prefix_time_shifts',
    input: {
      columns: {
        __timestamp: twoTimes,
        a: [3, 6],
        b: [6, 3],
        'a__2 weeks ago': [1, 1],
        'b__2 weeks ago': [1, 1],
        'a__22 weeks ago': [2, 4],
        'b__22 weeks ago': [4, 2],
      },
      temporal: ['__timestamp'],
    },
    operations: [
      { operation: 'contribution', options: { orientation: 'row', time_shifts: ['2 weeks ago', '22 weeks ago'] } },
    ],
    expect: {
      values: {
        a: [1 / 3, 2 / 3],
        b: [2 / 3, 1 / 3],
        'a__2 weeks ago': [0.5, 0.5],
        'b__2 weeks ago': [0.5, 0.5],
        'a__22 weeks ago': [1 / 3, 2 / 3],
        'b__22 weeks ago': [2 / 3, 1 / 3],
      },
    },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_leaves_string_columns_untouched',
    input: { columns: { label: ['x', 'y'], a: [1, 3] } },
    operations: [{ operation: 'contribution', options: { orientation: 'column' } }],
    expect: { columns: ['label', 'a'], values: { label: ['x', 'y'], a: [0.25, 0.75] } },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_across_row_leaves_string_columns_untouched',
    input: { columns: { label: ['x', 'y'], a: [1, 3], b: [3, 1] } },
    operations: [{ operation: 'contribution', options: { orientation: 'row' } }],
    expect: { values: { label: ['x', 'y'], a: [0.25, 0.75], b: [0.75, 0.25] } },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_rejects_selected_string_column',
    input: { columns: { label: ['x', 'y'], a: [1, 3] } },
    operations: [{ operation: 'contribution', options: { columns: ['label'] } }],
    expect: { error: /not numeric/ },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_on_decimal_columns',
    departure:
      'results hold no Decimal objects (every driver answers NUMERIC as a number), so the case runs on numbers',
    input: { columns: { label: ['x', 'y'], a: [1, 3] } },
    operations: [{ operation: 'contribution', options: { orientation: 'column' } }],
    expect: { values: { label: ['x', 'y'], a: [0.25, 0.75] } },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_ignores_columns_of_unsupported_objects',
    input: { columns: { payload: [{ k: 1 }, { k: 2 }], a: [1, 3] } },
    operations: [{ operation: 'contribution', options: { orientation: 'column' } }],
    expect: { values: { payload: [{ k: 1 }, { k: 2 }].map((o) => o), a: [0.25, 0.75] } },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_keeps_all_null_object_columns',
    input: { columns: { a: [1, 3], empty: [null, null] } },
    operations: [{ operation: 'contribution', options: { orientation: 'column' } }],
    expect: { columns: ['a', 'empty'], values: { a: [0.25, 0.75], empty: [null, null] } },
  },
  {
    upstream: CONTRIBUTION,
    test: 'test_contribution_on_decimal_columns_with_nulls',
    input: { columns: { label: ['x', 'y', 'z'], a: [1, null, 3] } },
    operations: [{ operation: 'contribution', options: { orientation: 'column' } }],
    expect: { values: { label: ['x', 'y', 'z'], a: [0.25, 0, 0.75] } },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_no_groupby',
    input: { columns: { a: oneToTen, b: oneToTen } },
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: [], bins: 5 } }],
    expect: { columns: BIN_LABELS, rows: 1, values: byBin([[2, 2, 2, 2, 2]]) },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_groupby',
    input: histogramData,
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: ['group'], bins: 5 } }],
    expect: {
      columns: ['group', ...BIN_LABELS],
      values: {
        group: ['A', 'B'],
        ...byBin([
          [2, 0, 2, 0, 2],
          [0, 2, 0, 2, 0],
        ]),
      },
    },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_groupby_and_normalize',
    input: histogramData,
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: ['group'], bins: 5, normalize: true } }],
    expect: {
      values: byBin([
        [0.2, 0, 0.2, 0, 0.2],
        [0, 0.2, 0, 0.2, 0],
      ]),
    },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_groupby_and_cumulative',
    input: histogramData,
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: ['group'], bins: 5, cumulative: true } }],
    expect: {
      values: byBin([
        [2, 2, 4, 4, 6],
        [0, 2, 2, 4, 4],
      ]),
    },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_groupby_and_cumulative_and_normalize',
    input: histogramData,
    operations: [
      {
        operation: 'histogram',
        options: { column: 'a', groupby: ['group'], bins: 5, cumulative: true, normalize: true },
      },
    ],
    expect: {
      values: byBin([
        [1 / 15, 1 / 15, 2 / 15, 2 / 15, 0.2],
        [0, 1 / 15, 1 / 15, 2 / 15, 2 / 15],
      ]),
    },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_non_numeric_column',
    input: histogramData,
    operations: [{ operation: 'histogram', options: { column: 'group', bins: 5 } }],
    expect: { error: /must be numeric/ },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_some_non_numeric_values',
    departure: 'a column mixing numbers and text is refused (the reference reads "10" as 10)',
    input: { columns: { group: groups, a: [1, 2, 3, 4, 5, 6, 7, 8, 9, '10'] } },
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: ['group'], bins: 5 } }],
    expect: { error: /must be numeric/ },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_groupby_and_some_null_values',
    input: { columns: { group: groups, a: [1, 2, 3, 4, 5, null, 7, 8, 9, 10] } },
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: ['group'], bins: 5 } }],
    expect: {
      columns: ['group', ...BIN_LABELS],
      values: byBin([
        [2, 0, 1, 0, 2],
        [0, 2, 0, 2, 0],
      ]),
    },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_no_groupby_and_some_null_values',
    input: { columns: { a: [1, 2, 3, 4, 5, null, 7, 8, 9, 10] } },
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: [], bins: 5 } }],
    expect: { columns: BIN_LABELS, values: byBin([[2, 2, 1, 2, 2]]) },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_groupby_and_all_null_values',
    input: { columns: { group: groups, a: Array(10).fill(null) } },
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: ['group'], bins: 5 } }],
    expect: { rows: 0 },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_with_no_groupby_and_all_null_values',
    input: { columns: { a: Array(10).fill(null) } },
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: [], bins: 5 } }],
    expect: { rows: 0 },
  },
  {
    upstream: HISTOGRAM,
    test: 'test_histogram_no_settingwithcopywarning_on_sliced_dataframe',
    input: { columns: { group: groups, a: oneToTen } },
    operations: [{ operation: 'histogram', options: { column: 'a', groupby: [], bins: 5 } }],
    expect: { rows: 1, columns: BIN_LABELS },
  },
  {
    upstream: BOXPLOT,
    test: 'test_boxplot_tukey',
    input: namesDf,
    operations: [{ operation: 'boxplot', options: { groupby: ['region'], whisker_type: 'tukey', metrics: ['cars'] } }],
    expect: { columnSet: BOX_COLUMNS, rows: 5 },
  },
  {
    upstream: BOXPLOT,
    test: 'test_boxplot_mean_median_no_future_warning',
    input: namesDf,
    operations: [{ operation: 'boxplot', options: { groupby: ['region'], whisker_type: 'tukey', metrics: ['cars'] } }],
    expect: { values: { region: REGIONS, cars__mean: [6, 4.75, 1, 6, 9], cars__median: [6, 4.5, 1, 6, 9] } },
  },
  {
    upstream: BOXPLOT,
    test: 'test_boxplot_minmax_no_future_warning',
    input: namesDf,
    operations: [
      { operation: 'boxplot', options: { groupby: ['region'], whisker_type: 'min/max', metrics: ['cars'] } },
    ],
    expect: { values: { region: REGIONS, cars__max: [6, 7, 1, 10, 9], cars__min: [6, 3, 1, 2, 9] } },
  },
  {
    upstream: BOXPLOT,
    test: 'test_boxplot_min_max',
    input: namesDf,
    operations: [
      { operation: 'boxplot', options: { groupby: ['region'], whisker_type: 'min/max', metrics: ['cars'] } },
    ],
    expect: { columnSet: BOX_COLUMNS, rows: 5 },
  },
  {
    upstream: BOXPLOT,
    test: 'test_boxplot_percentile',
    input: namesDf,
    operations: [
      {
        operation: 'boxplot',
        options: { groupby: ['region'], whisker_type: 'percentile', metrics: ['cars'], percentiles: [1, 99] },
      },
    ],
    expect: { columnSet: BOX_COLUMNS, rows: 5 },
  },
  ...[undefined, [10], [90, 10], [10, 90, 10]].map(
    (percentiles): SupersetCase => ({
      upstream: BOXPLOT,
      test: 'test_boxplot_percentile_incorrect_params',
      what: `percentiles ${JSON.stringify(percentiles ?? null)}`,
      input: namesDf,
      operations: [
        {
          operation: 'boxplot',
          options: {
            groupby: ['region'],
            whisker_type: 'percentile',
            metrics: ['cars'],
            ...(percentiles ? { percentiles } : {}),
          },
        },
      ],
      expect: { error: /percentiles must be a list or tuple with two numeric values/ },
    }),
  ),
  {
    upstream: BOXPLOT,
    test: 'test_boxplot_type_coercion',
    input: {
      columns: {
        ...namesDf.columns,
        cars: ['3.0', '4.0', '5.0', '6.0', '7.0', 'nan', '9.0', '10.0', '1.0', '2.0'],
      },
    },
    operations: [{ operation: 'boxplot', options: { groupby: ['region'], whisker_type: 'tukey', metrics: ['cars'] } }],
    expect: { columnSet: BOX_COLUMNS, rows: 5, values: { cars__mean: [6, 4.75, 1, 6, 9] } },
  },
  {
    upstream: RANK,
    test: 'test_rank_should_rank',
    what: 'plain',
    input: categoriesDf,
    operations: [{ operation: 'rank', options: { metric: 'asc_idx' } }],
    expect: { values: { rank: linspace(101) } },
  },
  {
    upstream: RANK,
    test: 'test_rank_should_rank',
    what: 'grouped',
    input: categoriesDf,
    operations: [{ operation: 'rank', options: { metric: 'asc_idx', group_by: 'dept' } }],
    // asc_idx i is in dept i % 5, where it is value number floor(i / 5) + 1 of 21 (dept0) or 20.
    expect: {
      values: {
        rank: (categoriesDf.columns!.asc_idx as number[]).map((i) => (Math.floor(i / 5) + 1) / (i % 5 === 0 ? 21 : 20)),
      },
    },
  },
  {
    upstream: RANK,
    test: 'test_rank_single_cat',
    input: { columns: { dept: dept0.map(() => 'dept0'), asc_idx: dept0 } },
    operations: [{ operation: 'rank', options: { metric: 'asc_idx', group_by: 'dept' } }],
    expect: { values: { rank: linspace(dept0.length) } },
  },
];
