import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { BaseFormData, QueryFormColumn, QueryFormMetric } from '../form-data.ts';
import { ensureIsArray } from '../labels.ts';
import type { VizQueryObject } from '../query-object.ts';

/**
 * The query of charts that aggregate metrics by dimensions with no time axis (pie, funnel,
 * treemap, sunburst, gauge, radar, sankey, word cloud): the named form keys give columns and
 * metrics, and unless `sortByMetric` is off the rows come largest first.
 */
export function buildCategoryQuery(
  formData: BaseFormData,
  fields: { columns: readonly string[]; metrics: readonly string[] },
  options: {
    sortByMetric?: boolean | undefined;
    orderBy?: QueryFormMetric | null | undefined;
    ascending?: boolean;
  } = {},
): QueryContextInput {
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _unused, series_limit_metric: _unused2, order_desc: _order, ...query } = base;
      const metrics = ensureIsArray(query.metrics);
      const sortBy = options.orderBy ?? metrics[0];
      const sorted: VizQueryObject =
        options.sortByMetric === false || sortBy === undefined
          ? query
          : { ...query, orderby: [[sortBy, options.ascending ?? false]] };
      return [sorted];
    },
    fields,
  );
}

/** Form data keys holding one column or a list, as a list. */
export function columnsOf(value: QueryFormColumn | readonly QueryFormColumn[] | null | undefined): QueryFormColumn[] {
  return ensureIsArray(value as QueryFormColumn | QueryFormColumn[] | null | undefined).filter(
    (column) => column !== '' && column !== null,
  );
}
