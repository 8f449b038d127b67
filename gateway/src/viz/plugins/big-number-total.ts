import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { BigNumberTotalFormData } from '../form-data.ts';

/** Big number: one metric over the whole filtered dataset, no dimensions. */
export function buildBigNumberTotalQuery(formData: BigNumberTotalFormData): QueryContextInput {
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _unused, series_limit_metric: _unused2, order_desc: _unused3, ...query } = base;
      return [{ ...query, columns: [] }];
    },
    { columns: [], metrics: ['metric'] },
  );
}
