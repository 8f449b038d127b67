import type { QueryContextInput } from '../engine/query-context.ts';
import { parseDatasourceKey } from './datasource-key.ts';
import type { BaseFormData } from './form-data.ts';
import { buildQueryObject, type QueryFields, type VizQueryObject } from './query-object.ts';

/**
 * Wraps the queries a viz builds from the base query object into a query context
 * (Superset's buildQueryContext). The form data travels along for post-processed results.
 */
export function wrapQueryContext(
  formData: BaseFormData,
  buildQueries: (base: VizQueryObject) => VizQueryObject[],
  fields?: QueryFields,
): QueryContextInput {
  const queries = buildQueries(buildQueryObject(formData, fields));
  return {
    datasource: parseDatasourceKey(formData.datasource),
    force: formData.force ?? false,
    queries,
    form_data: formData as unknown as Record<string, unknown>,
    result_format: formData.result_format ?? 'json',
    result_type: formData.result_type ?? 'full',
  };
}
