import { QueryCompileError } from './errors.ts';
import { applyPostProcessing, PostProcessingError } from './post-processing/index.ts';

interface Table {
  data: Record<string, unknown>[];
  colnames: string[];
  /** Columns holding times (epoch ms): pivoted as times, so their labels read as datetimes. */
  temporal?: string[];
}

// pivot_table_v2's aggregateFunction names to the pivot operation's operators.
const AGGREGATES: Record<string, string> = {
  Sum: 'sum',
  Average: 'mean',
  Median: 'median',
  Count: 'count',
  Minimum: 'min',
  Maximum: 'max',
  'Sample Variance': 'var',
  'Sample Standard Deviation': 'std',
};

const TOTAL_INDEX = '__pivot_total__';

function labelOf(item: unknown): string | null {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    if (typeof o.label === 'string') return o.label;
    if (typeof o.sqlExpression === 'string') return o.sqlExpression;
  }
  return null;
}

function labels(value: unknown): string[] {
  return Array.isArray(value) ? value.map(labelOf).filter((s): s is string => s !== null) : [];
}

/**
 * result_type `post_processed` (reports): the chart's client-side processing done on the server.
 * pivot_table_v2 is pivoted (rows x columns, the chosen aggregate, totals as marginal
 * distributions) and flattened; a table and every other chart keep their rows.
 */
export function applyClientProcessing(table: Table, formData: Record<string, unknown> | null): Table {
  if (formData?.viz_type !== 'pivot_table_v2') return table;
  const rows = labels(formData.groupbyRows);
  const columns = labels(formData.groupbyColumns);
  const metrics = labels(formData.metrics);
  const aggregate = AGGREGATES[String(formData.aggregateFunction ?? 'Sum')];
  if (!aggregate) throw new QueryCompileError(`Unsupported aggregateFunction: ${String(formData.aggregateFunction)}`);
  if (!metrics.length) return table;
  const transpose = formData.transposePivot === true;
  let index = transpose ? columns : rows;
  const pivotColumns = transpose ? rows : columns;
  let data = table.data;
  // No row grouping: one row of totals (the pivot operation needs an index to group on).
  const synthetic = index.length === 0;
  if (synthetic) {
    data = data.map((r) => ({ ...r, [TOTAL_INDEX]: 'Total' }));
    index = [TOTAL_INDEX];
  }
  try {
    const out = applyPostProcessing(
      data,
      [
        {
          operation: 'pivot',
          options: {
            index,
            columns: pivotColumns,
            aggregates: Object.fromEntries(metrics.map((m) => [m, { operator: aggregate }])),
            drop_missing_columns: false,
            combine_value_with_metric: formData.combineMetric === true,
            marginal_distributions: formData.rowTotals === true || formData.colTotals === true,
            marginal_distribution_name: 'Total (Sum)',
          },
        },
        { operation: 'flatten', options: {} },
      ],
      undefined,
      table.temporal ?? [],
    );
    if (!synthetic) return { data: out.rows, colnames: out.colnames };
    return {
      data: out.rows.map(({ [TOTAL_INDEX]: _drop, ...rest }) => rest),
      colnames: out.colnames.filter((c) => c !== TOTAL_INDEX),
    };
  } catch (e) {
    if (e instanceof PostProcessingError) throw new QueryCompileError(e.message);
    throw e;
  }
}
