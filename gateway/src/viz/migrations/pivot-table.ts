import type { VizMigration } from './migrate-viz.ts';

/** The pandas aggregation names of the legacy pivot table, as pivot_table_v2 names them. */
const AGGREGATIONS: Readonly<Record<string, string>> = {
  sum: 'Sum',
  mean: 'Average',
  median: 'Median',
  min: 'Minimum',
  max: 'Maximum',
  std: 'Sample Standard Deviation',
  var: 'Sample Variance',
};

/** Legacy `pivot_table` -> `pivot_table_v2`. */
export const pivotTableMigration: VizMigration = {
  source: 'pivot_table',
  target: 'pivot_table_v2',
  renameKeys: {
    columns: 'groupbyColumns',
    combine_metric: 'combineMetric',
    groupby: 'groupbyRows',
    number_format: 'valueFormat',
    pandas_aggfunc: 'aggregateFunction',
    row_limit: 'series_limit',
    timeseries_limit_metric: 'series_limit_metric',
    transpose_pivot: 'transposePivot',
  },
  removeKeys: ['pivot_margins'],
  hasXAxisControl: false,
  preAction(data) {
    if (data.pivot_margins) {
      data.colTotals = data.pivot_margins;
      data.colSubTotals = data.pivot_margins;
    }
    const aggregation = data.pandas_aggfunc;
    // An aggregation the new table does not know is kept as is (it then falls back to its default).
    if (typeof aggregation === 'string' && Object.hasOwn(AGGREGATIONS, aggregation)) {
      data.pandas_aggfunc = AGGREGATIONS[aggregation];
    }
    data.rowOrder = 'value_z_to_a';
    return undefined;
  },
};
