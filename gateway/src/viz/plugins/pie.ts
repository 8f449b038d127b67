import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { PieFormData } from '../form-data.ts';

/** Pie (Superset's ECharts Pie buildQuery): dimensions and one metric, largest slices first. */
export function buildPieQuery(formData: PieFormData): QueryContextInput {
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _unused, series_limit_metric: _unused2, ...query } = base;
      return [{ ...query, ...(formData.sort_by_metric === false ? {} : { orderby: [[formData.metric, false]] }) }];
    },
    { columns: ['groupby'], metrics: ['metric'] },
  );
}
