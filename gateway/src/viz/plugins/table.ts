import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import { FormDataError } from '../errors.ts';
import type { OrderByClause, QueryFormColumn, QueryFormMetric, TableFormData } from '../form-data.ts';
import { ensureIsArray, getMetricLabel, isPhysicalColumn } from '../labels.ts';
import type { PostProcessingRule } from '../operators.ts';
import { baseAxisColumn, type VizQueryObject } from '../query-object.ts';

/** Superset's rule: raw when asked, or when there are columns to list and nothing to aggregate. */
export function tableQueryMode(formData: TableFormData): 'raw' | 'aggregate' {
  if (formData.query_mode) return formData.query_mode;
  const hasAggregates = ensureIsArray(formData.metrics).length > 0 || ensureIsArray(formData.groupby).length > 0;
  return !hasAggregates && ensureIsArray(formData.all_columns).length > 0 ? 'raw' : 'aggregate';
}

function parseOrderByCols(entries: readonly string[] | undefined): OrderByClause[] {
  return ensureIsArray(entries).map((entry) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(entry);
    } catch {
      throw new FormDataError(`order_by_cols entry is not JSON: ${entry}`);
    }
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      typeof parsed[0] !== 'string' ||
      typeof parsed[1] !== 'boolean'
    ) {
      throw new FormDataError(`order_by_cols entry must be ["<column>", <ascending>], got ${entry}`);
    }
    return [parsed[0], parsed[1]];
  });
}

function uniqueMetrics(metrics: QueryFormMetric[]): QueryFormMetric[] {
  const seen = new Set<string>();
  return metrics.filter((m) => {
    const label = getMetricLabel(m);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/**
 * Table (Superset's Table buildQuery, server pagination off). Raw mode lists `all_columns` as they
 * are; aggregate mode groups by `groupby`, orders by the sort metric (else the first metric,
 * descending), adds percent metrics through a contribution step and, with show_totals, a second
 * query without dimensions for the totals row.
 */
export function buildTableQuery(formData: TableFormData): QueryContextInput {
  const mode = tableQueryMode(formData);
  return wrapQueryContext(formData, (base) => {
    const { series_limit: _unused, series_limit_metric: _unused2, ...rest } = base;
    if (mode === 'raw') {
      const orderby = parseOrderByCols(formData.order_by_cols);
      return [
        {
          ...rest,
          columns: ensureIsArray(formData.all_columns),
          // null, not []: the engine groups by the columns when metrics is a list, and raw rows must stay apart.
          metrics: null,
          ...(orderby.length ? { orderby } : {}),
        },
      ];
    }

    const grain = rest.extras?.time_grain_sqla;
    const lookup = formData.temporal_columns_lookup ?? {};
    const columns: QueryFormColumn[] = ensureIsArray(formData.groupby).map((col) =>
      isPhysicalColumn(col) && grain && lookup[col] ? baseAxisColumn(col, grain) : col,
    );
    const percentMetrics = ensureIsArray(formData.percent_metrics);
    const metrics = uniqueMetrics([...ensureIsArray(formData.metrics), ...percentMetrics]);
    const sortBy = formData.timeseries_limit_metric ?? undefined;
    const first = metrics[0];
    let orderby: OrderByClause[] | undefined;
    if (sortBy !== undefined) orderby = [[sortBy, formData.order_desc === false]];
    else if (first !== undefined) orderby = [[first, false]];

    const postProcessing: PostProcessingRule[] = percentMetrics.length
      ? [
          {
            operation: 'contribution',
            options: {
              orientation: 'column',
              columns: percentMetrics.map(getMetricLabel),
              rename_columns: percentMetrics.map((m) => `%${getMetricLabel(m)}`),
            },
          },
        ]
      : [];

    const { order_desc: _order, ...withoutOrder } = rest;
    const main: VizQueryObject = {
      ...withoutOrder,
      columns,
      metrics,
      ...(orderby ? { orderby } : {}),
      post_processing: postProcessing,
    };
    if (!formData.show_totals || !metrics.length) return [main];
    const { orderby: _o, ...totalsBase } = main;
    return [main, { ...totalsBase, columns: [], row_limit: 0, row_offset: 0, post_processing: [] }];
  });
}
