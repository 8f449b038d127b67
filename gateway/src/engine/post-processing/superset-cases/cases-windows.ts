import {
  type FrameSpec,
  multipleMetricsDf,
  productColumns,
  singleMetricDf,
  timeseriesDf,
  timeseriesDf2,
  timeseriesWithGapDf,
} from './fixtures.ts';
import { type SupersetCase, t } from './harness.ts';

const DIR = 'tests/unit_tests/pandas_postprocessing';
const CUM = `${DIR}/test_cum.py`;
const ROLLING = `${DIR}/test_rolling.py`;
const DIFF = `${DIR}/test_diff.py`;
const COMPARE = `${DIR}/test_compare.py`;
const RESAMPLE = `${DIR}/test_resample.py`;

const pivotByCountry = (metrics: string[]) => ({
  operation: 'pivot',
  options: {
    index: ['dttm'],
    columns: ['country'],
    aggregates: Object.fromEntries(metrics.map((m) => [m, { operator: 'sum' }])),
  },
});
const flatten = { operation: 'flatten' };
const TWO_DAYS = [t('2019-01-01'), t('2019-01-02')];
const SEVEN_DAYS = ['01', '02', '03', '04', '05', '06', '07'].map((d) => t(`2019-01-${d}`));

const hourly = (times: string[], y: number[]): FrameSpec => ({
  index: { name: null, values: times, temporal: true },
  columns: { y },
});
const zeroFillDay = { rule: '1h', method: 'asfreq', fill_value: 0 };
const july1 = { time_range_start: '2026-07-01 00:00:00', time_range_end: '2026-07-02 00:00:00' };
const zeros = (n: number, set: Record<number, number>) => Array.from({ length: n }, (_, i) => set[i] ?? 0);

export const WINDOW_CASES: SupersetCase[] = [
  {
    upstream: CUM,
    test: 'test_cum_should_not_side_effect',
    input: timeseriesDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y2' }, operator: 'sum' } }],
    expect: { unchanged: true },
  },
  {
    upstream: CUM,
    test: 'test_cum',
    what: 'new column, sum',
    input: timeseriesDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y2' }, operator: 'sum' } }],
    expect: {
      columns: ['label', 'y', 'y2'],
      values: { label: ['x', 'y', 'z', 'q'], y: [1, 2, 3, 4], y2: [1, 3, 6, 10] },
    },
  },
  {
    upstream: CUM,
    test: 'test_cum',
    what: 'in place, prod',
    input: timeseriesDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y' }, operator: 'prod' } }],
    expect: { columns: ['label', 'y'], values: { y: [1, 2, 6, 24] } },
  },
  {
    upstream: CUM,
    test: 'test_cum',
    what: 'in place, min',
    input: timeseriesDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y' }, operator: 'min' } }],
    expect: { columns: ['label', 'y'], values: { y: [1, 1, 1, 1] } },
  },
  {
    upstream: CUM,
    test: 'test_cum',
    what: 'invalid operator',
    input: timeseriesDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y' }, operator: 'abc' } }],
    expect: { error: /Invalid cumulative operator/ },
  },
  {
    upstream: CUM,
    test: 'test_cum_with_gap',
    what: 'sum',
    input: timeseriesWithGapDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y2' }, operator: 'sum' } }],
    expect: { columns: ['label', 'y', 'y2'], values: { y: [1, 2, null, 4], y2: [1, 3, 3, 7] } },
  },
  {
    upstream: CUM,
    test: 'test_cum_with_gap',
    what: 'prod',
    input: timeseriesWithGapDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y' }, operator: 'prod' } }],
    expect: { columns: ['label', 'y'], values: { y: [1, 2, 0, 0] } },
  },
  {
    upstream: CUM,
    test: 'test_cum_with_gap',
    what: 'min',
    input: timeseriesWithGapDf,
    operations: [{ operation: 'cum', options: { columns: { y: 'y' }, operator: 'min' } }],
    expect: { columns: ['label', 'y'], values: { y: [1, 1, 0, 0] } },
  },
  {
    upstream: CUM,
    test: 'test_cum_after_pivot_with_single_metric',
    input: singleMetricDf,
    operations: [
      pivotByCountry(['sum_metric']),
      { operation: 'cum', options: { operator: 'sum', columns: { sum_metric: 'sum_metric' } } },
      flatten,
    ],
    expect: {
      columns: ['dttm', 'sum_metric, UK', 'sum_metric, US'],
      values: { dttm: TWO_DAYS, 'sum_metric, UK': [5, 12], 'sum_metric, US': [6, 14] },
    },
  },
  {
    upstream: CUM,
    test: 'test_cum_after_pivot_with_multiple_metrics',
    input: multipleMetricsDf,
    operations: [
      pivotByCountry(['sum_metric', 'count_metric']),
      {
        operation: 'cum',
        options: { operator: 'sum', columns: { sum_metric: 'sum_metric', count_metric: 'count_metric' } },
      },
      flatten,
    ],
    expect: {
      columns: ['dttm', 'count_metric, UK', 'count_metric, US', 'sum_metric, UK', 'sum_metric, US'],
      values: {
        dttm: TWO_DAYS,
        'count_metric, UK': [1, 4],
        'count_metric, US': [2, 6],
        'sum_metric, UK': [5, 12],
        'sum_metric, US': [6, 14],
      },
    },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling_should_not_side_effect',
    input: timeseriesDf,
    operations: [
      { operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 0 } },
    ],
    expect: { unchanged: true },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling',
    what: 'sum',
    input: timeseriesDf,
    operations: [
      { operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 0 } },
    ],
    expect: { columns: ['label', 'y'], values: { y: [1, 3, 5, 7] } },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling',
    what: 'mean with alias',
    input: timeseriesDf,
    operations: [
      { operation: 'rolling', options: { columns: { y: 'y_mean' }, rolling_type: 'mean', window: 10, min_periods: 0 } },
    ],
    expect: { columns: ['label', 'y', 'y_mean'], values: { y_mean: [1, 1.5, 2, 2.5] } },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling',
    what: 'count',
    input: timeseriesDf,
    operations: [
      { operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'count', window: 10, min_periods: 0 } },
    ],
    expect: { columns: ['label', 'y'], values: { y: [1, 2, 3, 4] } },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling',
    what: 'quantile',
    input: timeseriesDf,
    operations: [
      {
        operation: 'rolling',
        options: {
          columns: { y: 'q1' },
          rolling_type: 'quantile',
          rolling_type_options: { quantile: 0.25 },
          window: 10,
          min_periods: 0,
        },
      },
    ],
    expect: { columns: ['label', 'y', 'q1'], values: { q1: [1, 1.25, 1.5, 1.75] } },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling',
    what: 'incorrect rolling type',
    input: timeseriesDf,
    operations: [{ operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'abc', window: 2 } }],
    expect: { error: /Invalid rolling_type/ },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling',
    what: 'incorrect rolling type options',
    input: timeseriesDf,
    operations: [
      {
        operation: 'rolling',
        options: { columns: { y: 'y' }, rolling_type: 'quantile', rolling_type_options: { abc: 123 }, window: 2 },
      },
    ],
    expect: { error: /Invalid options for quantile/ },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling_rejects_window_over_max',
    input: timeseriesDf,
    operations: [
      { operation: 'rolling', options: { columns: { y: 'y' }, rolling_type: 'sum', window: 10001, min_periods: 0 } },
    ],
    expect: { error: /must not exceed/ },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling_min_periods_trims_correctly',
    input: singleMetricDf,
    operations: [
      pivotByCountry(['sum_metric']),
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 2, columns: { sum_metric: 'sum_metric' } },
      },
    ],
    expect: { rows: 1 },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling_after_pivot_with_single_metric',
    input: singleMetricDf,
    operations: [
      pivotByCountry(['sum_metric']),
      {
        operation: 'rolling',
        options: { columns: { sum_metric: 'sum_metric' }, rolling_type: 'sum', window: 2, min_periods: 0 },
      },
      flatten,
    ],
    expect: {
      columns: ['dttm', 'sum_metric, UK', 'sum_metric, US'],
      values: { dttm: TWO_DAYS, 'sum_metric, UK': [5, 12], 'sum_metric, US': [6, 14] },
    },
  },
  {
    upstream: ROLLING,
    test: 'test_rolling_after_pivot_with_multiple_metrics',
    input: multipleMetricsDf,
    operations: [
      pivotByCountry(['sum_metric', 'count_metric']),
      {
        operation: 'rolling',
        options: {
          columns: { count_metric: 'count_metric', sum_metric: 'sum_metric' },
          rolling_type: 'sum',
          window: 2,
          min_periods: 0,
        },
      },
      flatten,
    ],
    expect: {
      columns: ['dttm', 'count_metric, UK', 'count_metric, US', 'sum_metric, UK', 'sum_metric, US'],
      values: {
        'count_metric, UK': [1, 4],
        'count_metric, US': [2, 6],
        'sum_metric, UK': [5, 12],
        'sum_metric, US': [6, 14],
      },
    },
  },
  {
    upstream: DIFF,
    test: 'test_diff',
    what: 'in place',
    input: timeseriesDf,
    operations: [{ operation: 'diff', options: { columns: { y: 'y' } } }],
    expect: { columns: ['label', 'y'], values: { y: [null, 1, 1, 1] } },
  },
  {
    upstream: DIFF,
    test: 'test_diff',
    what: 'new column',
    input: timeseriesDf,
    operations: [{ operation: 'diff', options: { columns: { y: 'y1' } } }],
    expect: { columns: ['label', 'y', 'y1'], values: { y: [1, 2, 3, 4], y1: [null, 1, 1, 1] } },
  },
  {
    upstream: DIFF,
    test: 'test_diff',
    what: 'look ahead',
    input: timeseriesDf,
    operations: [{ operation: 'diff', options: { columns: { y: 'y1' }, periods: -1 } }],
    expect: { values: { y1: [-1, -1, -1, null] } },
  },
  {
    upstream: DIFF,
    test: 'test_diff',
    what: 'invalid column',
    input: timeseriesDf,
    operations: [{ operation: 'diff', options: { columns: { abc: 'abc' } } }],
    expect: { error: /Referenced columns not available/ },
  },
  {
    upstream: DIFF,
    test: 'test_diff',
    what: 'along the columns',
    input: timeseriesDf2,
    operations: [{ operation: 'diff', options: { columns: { y: 'y', z: 'z' }, axis: 1 } }],
    expect: { columns: ['label', 'y', 'z'], values: { z: [0, 2, 8, 6] } },
  },
  {
    upstream: COMPARE,
    test: 'test_compare_should_not_side_effect',
    input: timeseriesDf2,
    operations: [
      { operation: 'compare', options: { source_columns: ['y'], compare_columns: ['z'], compare_type: 'difference' } },
    ],
    expect: { unchanged: true },
  },
  {
    upstream: COMPARE,
    test: 'test_compare_diff',
    input: timeseriesDf2,
    operations: [
      { operation: 'compare', options: { source_columns: ['y'], compare_columns: ['z'], compare_type: 'difference' } },
    ],
    expect: {
      columns: ['label', 'y', 'z', 'difference__y__z'],
      values: { y: [2, 2, 2, 2], z: [2, 4, 10, 8], difference__y__z: [0, -2, -8, -6] },
    },
  },
  {
    upstream: COMPARE,
    test: 'test_compare_diff',
    what: 'drop original columns',
    input: timeseriesDf2,
    operations: [
      {
        operation: 'compare',
        options: {
          source_columns: ['y'],
          compare_columns: ['z'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
    ],
    expect: { columns: ['label', 'difference__y__z'], values: { difference__y__z: [0, -2, -8, -6] } },
  },
  {
    upstream: COMPARE,
    test: 'test_compare_percentage',
    input: timeseriesDf2,
    operations: [
      { operation: 'compare', options: { source_columns: ['y'], compare_columns: ['z'], compare_type: 'percentage' } },
    ],
    expect: { columns: ['label', 'y', 'z', 'percentage__y__z'], values: { percentage__y__z: [0, -0.5, -0.8, -0.75] } },
  },
  {
    upstream: COMPARE,
    test: 'test_compare_ratio',
    input: timeseriesDf2,
    operations: [
      { operation: 'compare', options: { source_columns: ['y'], compare_columns: ['z'], compare_type: 'ratio' } },
    ],
    expect: { columns: ['label', 'y', 'z', 'ratio__y__z'], values: { ratio__y__z: [1, 0.5, 0.2, 0.25] } },
  },
  {
    upstream: COMPARE,
    test: 'test_compare_multi_index_column',
    input: {
      index: { name: '__timestamp', values: ['2021-01-01', '2021-01-02', '2021-01-03'], temporal: true },
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
    operations: [
      {
        operation: 'compare',
        options: {
          source_columns: ['m1'],
          compare_columns: ['m2'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      flatten,
    ],
    expect: {
      columns: [
        '__timestamp',
        'difference__m1__m2, a, x',
        'difference__m1__m2, a, y',
        'difference__m1__m2, b, x',
        'difference__m1__m2, b, y',
      ],
      values: {
        __timestamp: [t('2021-01-01'), t('2021-01-02'), t('2021-01-03')],
        'difference__m1__m2, a, x': [0, 0, 0],
        'difference__m1__m2, b, y': [0, 0, 0],
      },
    },
  },
  {
    upstream: COMPARE,
    test: 'test_compare_after_pivot',
    input: multipleMetricsDf,
    operations: [
      pivotByCountry(['sum_metric', 'count_metric']),
      {
        operation: 'compare',
        options: {
          source_columns: ['count_metric'],
          compare_columns: ['sum_metric'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      flatten,
    ],
    expect: {
      columns: ['dttm', 'difference__count_metric__sum_metric, UK', 'difference__count_metric__sum_metric, US'],
      values: {
        dttm: TWO_DAYS,
        'difference__count_metric__sum_metric, UK': [-4, -4],
        'difference__count_metric__sum_metric, US': [-4, -4],
      },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_should_not_side_effect',
    input: timeseriesDf,
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'ffill' } }],
    expect: { unchanged: true },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample',
    input: timeseriesDf,
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'ffill' } }],
    expect: {
      index: SEVEN_DAYS,
      values: { label: ['x', 'y', 'y', 'y', 'z', 'z', 'q'], y: [1, 2, 2, 2, 3, 3, 4] },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_ffill_with_gaps',
    input: timeseriesWithGapDf,
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'ffill' } }],
    expect: {
      index: SEVEN_DAYS,
      values: { label: ['x', 'y', 'y', 'y', 'z', 'z', 'q'], y: [1, 2, 2, 2, 2, 2, 4] },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill',
    input: timeseriesDf,
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } }],
    expect: {
      index: SEVEN_DAYS,
      values: { label: ['x', 'y', 0, 0, 'z', 0, 'q'], y: [1, 2, 0, 0, 3, 0, 4] },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_with_gaps',
    input: timeseriesWithGapDf,
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } }],
    expect: { index: SEVEN_DAYS, values: { label: ['x', 'y', 0, 0, 'z', 0, 'q'], y: [1, 2, 0, 0, 0, 0, 4] } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_after_pivot',
    input: {
      columns: {
        __timestamp: ['2022-01-13', '2022-01-13', '2022-01-13', '2022-01-11', '2022-01-11', '2022-01-11'],
        city: ['Chicago', 'LA', 'NY', 'Chicago', 'LA', 'NY'],
        val: [6, 5, 4, 3, 2, 1],
      },
      temporal: ['__timestamp'],
    },
    operations: [
      {
        operation: 'pivot',
        options: { index: ['__timestamp'], columns: ['city'], aggregates: { val: { operator: 'sum' } } },
      },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      flatten,
    ],
    expect: {
      columns: ['__timestamp', 'val, Chicago', 'val, LA', 'val, NY'],
      values: {
        __timestamp: [t('2022-01-11'), t('2022-01-12'), t('2022-01-13')],
        'val, Chicago': [3, 0, 6],
        'val, LA': [2, 0, 5],
        'val, NY': [1, 0, 4],
      },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_should_raise_ex',
    what: 'no time index',
    input: { columns: { a: [1, 2] } },
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'asfreq' } }],
    expect: { error: /requires DatetimeIndex/ },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_should_raise_ex',
    what: 'unknown method',
    input: timeseriesDf,
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'foobar' } }],
    expect: { error: /Resample method should be in/ },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_full_time_range_single_point',
    input: hourly(['2026-07-01 05:00:00'], [7]),
    operations: [{ operation: 'resample', options: { ...zeroFillDay, ...july1 } }],
    expect: { rows: 24, values: { y: zeros(24, { 5: 7 }) }, at: {} },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_full_time_range_missing_at_start',
    input: hourly(['2026-07-01 10:00:00', '2026-07-01 15:00:00'], [1, 2]),
    operations: [{ operation: 'resample', options: { ...zeroFillDay, ...july1 } }],
    expect: { rows: 24, values: { y: zeros(24, { 10: 1, 15: 2 }) } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_full_time_range_missing_at_end',
    input: hourly(['2026-07-01 02:00:00', '2026-07-01 08:00:00'], [1, 2]),
    operations: [{ operation: 'resample', options: { ...zeroFillDay, ...july1 } }],
    expect: { rows: 24, values: { y: zeros(24, { 2: 1, 8: 2 }) } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_full_time_range_missing_throughout',
    input: hourly(['2026-07-01 01:00:00', '2026-07-01 11:00:00', '2026-07-01 22:00:00'], [1, 2, 3]),
    operations: [{ operation: 'resample', options: { ...zeroFillDay, ...july1 } }],
    expect: { rows: 24, values: { y: zeros(24, { 1: 1, 11: 2, 22: 3 }) } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_without_time_range_keeps_existing_behavior',
    input: timeseriesDf,
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } }],
    expect: { index: SEVEN_DAYS, values: { y: [1, 2, 0, 0, 3, 0, 4] } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_tz_naive_index_and_time_range',
    input: hourly(['2026-07-01 05:00:00'], [7]),
    operations: [{ operation: 'resample', options: { ...zeroFillDay, ...july1 } }],
    expect: { rows: 24, values: { y: zeros(24, { 5: 7 }) } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_tz_aware_index_naive_time_range',
    departure:
      'times are naive (read as UTC); a zone-aware index is not kept, so the hours are those of the naive times',
    input: hourly(['2026-07-01 05:00:00'], [7]),
    operations: [{ operation: 'resample', options: { ...zeroFillDay, ...july1 } }],
    expect: { rows: 24, values: { y: zeros(24, { 5: 7 }) } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_dst_spring_forward',
    departure: 'times are naive (read as UTC): a day has 24 hourly buckets even when a zone skips an hour',
    input: hourly(['2026-03-08 01:00:00'], [3]),
    operations: [
      {
        operation: 'resample',
        options: { ...zeroFillDay, time_range_start: '2026-03-08 00:00:00', time_range_end: '2026-03-09 00:00:00' },
      },
    ],
    expect: { rows: 24, at: { y: { 0: 0, 1: 3 } } },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_month_start_rule_preserves_out_of_range_bucket',
    input: hourly(['2026-07-01', '2026-08-01'], [9, 4]),
    operations: [
      {
        operation: 'resample',
        options: {
          rule: 'MS',
          method: 'asfreq',
          fill_value: 0,
          time_range_start: '2026-07-15',
          time_range_end: '2026-10-15',
        },
      },
    ],
    expect: {
      index: [t('2026-07-01'), t('2026-08-01'), t('2026-09-01'), t('2026-10-01')],
      values: { y: [9, 4, 0, 0] },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_quarter_start_rule',
    input: hourly(['2026-01-01', '2026-04-01'], [1, 2]),
    operations: [
      {
        operation: 'resample',
        options: {
          rule: 'QS',
          method: 'asfreq',
          fill_value: 0,
          time_range_start: '2026-02-15',
          time_range_end: '2026-11-01',
        },
      },
    ],
    expect: {
      index: [t('2026-01-01'), t('2026-04-01'), t('2026-07-01'), t('2026-10-01')],
      values: { y: [1, 2, 0, 0] },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_zero_fill_year_start_rule',
    input: hourly(['2026-01-01'], [5]),
    operations: [
      {
        operation: 'resample',
        options: {
          rule: 'YS',
          method: 'asfreq',
          fill_value: 0,
          time_range_start: '2026-06-01',
          time_range_end: '2029-06-01',
        },
      },
    ],
    expect: {
      index: [t('2026-01-01'), t('2027-01-01'), t('2028-01-01'), t('2029-01-01')],
      values: { y: [5, 0, 0, 0] },
    },
  },
  {
    upstream: RESAMPLE,
    test: 'test_resample_linear',
    input: {
      index: { name: null, values: ['2019-01-01', '2019-01-05', '2019-01-08'], temporal: true },
      columns: { label: ['a', 'e', 'j'], y: [1, 5, 8] },
    },
    operations: [{ operation: 'resample', options: { rule: '1D', method: 'linear' } }],
    expect: {
      index: [...SEVEN_DAYS, t('2019-01-08')],
      values: { label: ['a', null, null, null, 'e', null, null, 'j'], y: [1, 2, 3, 4, 5, 6, 7, 8] },
    },
  },
];
