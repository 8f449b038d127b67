import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import type { OrderByClause, PivotTableFormData, QueryFormColumn } from '../form-data.ts';
import { ensureIsArray, getColumnLabel, isPhysicalColumn } from '../labels.ts';
import { baseAxisColumn } from '../query-object.ts';
import { checkbox, control, customizeSection, heading, querySection, select } from './sections.ts';

/**
 * Pivot table (Superset's pivot_table_v2 buildQuery): the metrics grouped by the column and row
 * dimensions together (columns first, duplicates once), temporal dimensions truncated to the time
 * grain, ordered by the series limit metric (else the first metric). The chart pivots and
 * aggregates the rows itself, so totals and subtotals need no second query.
 */
export function buildPivotTableQuery(formData: PivotTableFormData): QueryContextInput {
  return wrapQueryContext(
    formData,
    (base) => {
      const grain = formData.extra_form_data?.time_grain_sqla ?? base.extras?.time_grain_sqla;
      const lookup = formData.temporal_columns_lookup ?? {};
      const seen = new Set<string>();
      const columns: QueryFormColumn[] = [
        ...ensureIsArray(formData.groupbyColumns),
        ...ensureIsArray(formData.groupbyRows),
      ]
        .filter((col) => {
          const key = getColumnLabel(col);
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .map((col) =>
          isPhysicalColumn(col) && grain && (lookup[col] || formData.granularity_sqla === col)
            ? baseAxisColumn(col, grain)
            : col,
        );
      const { series_limit_metric, order_desc, series_limit: _limit, ...rest } = base;
      const sortBy = series_limit_metric ?? rest.metrics?.[0];
      const orderby: OrderByClause[] | undefined = sortBy === undefined ? undefined : [[sortBy, order_desc === false]];
      return [{ ...rest, columns, ...(orderby ? { orderby } : {}) }];
    },
    { columns: ['groupbyColumns', 'groupbyRows'], metrics: ['metrics'] },
  );
}

const SORT_ORDERS = [
  ['key_a_to_z', 'key a-z'],
  ['key_z_to_a', 'key z-a'],
  ['value_a_to_z', 'value ascending'],
  ['value_z_to_a', 'value descending'],
] as const;

export const PIVOT_AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

const dimensions = (name: string, label: string, description: string) =>
  control(name, { type: 'DndColumnSelect', label, multi: true, default: [], description });

/** Superset's pivot table panel: rows, columns, metrics and their layout; aggregation, totals and order. */
export const pivotTableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [dimensions('groupbyColumns', 'Columns', 'Columns to group by on the columns')],
      [dimensions('groupbyRows', 'Rows', 'Columns to group by on the rows')],
      [
        select(
          'metricsLayout',
          'Apply metrics on',
          [
            ['COLUMNS', 'Columns'],
            ['ROWS', 'Rows'],
          ],
          'COLUMNS',
          { description: 'Use metrics as a top level group for columns or for rows' },
        ),
      ],
      ['metrics'],
      ['adhoc_filters'],
      ['series_limit'],
      ['row_limit'],
      ['series_limit_metric'],
      ['order_desc'],
    ]),
    customizeSection('Options', [
      heading('Pivot'),
      [
        select(
          'aggregateFunction',
          'Aggregation function',
          PIVOT_AGGREGATE_FUNCTIONS.map((f) => [f, f] as const),
          'Sum',
          {
            description: 'Aggregate function to apply when pivoting and computing the total rows and columns',
          },
        ),
      ],
      [checkbox('rowTotals', 'Show rows total', false, 'Display row level total')],
      [checkbox('rowSubTotals', 'Show rows subtotal', false, 'Display row level subtotal')],
      [checkbox('colTotals', 'Show columns total', false, 'Display column level total')],
      [checkbox('colSubTotals', 'Show columns subtotal', false, 'Display column level subtotal')],
      [checkbox('transposePivot', 'Transpose pivot', false, 'Swap rows and columns')],
      [checkbox('combineMetric', 'Combine metrics', false, 'Display metrics side by side within each column')],
      [
        control('valueFormat', {
          type: 'SelectControl',
          label: 'Value format',
          freeForm: true,
          default: 'SMART_NUMBER',
          renderTrigger: true,
        }),
      ],
      ['currency_format'],
      ['date_format'],
      [select('rowOrder', 'Rows sort by', SORT_ORDERS, 'key_a_to_z')],
      [select('colOrder', 'Cols sort by', SORT_ORDERS, 'key_a_to_z')],
      ['conditional_formatting'],
    ]),
  ],
};
