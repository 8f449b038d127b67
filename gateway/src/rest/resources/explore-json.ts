import type { QueryContextInput } from '../../engine/query-context.ts';
import {
  type ChartFormData,
  FormDataError,
  isVizType,
  buildQueryContext as vizQueryContext,
  wrapQueryContext,
} from '../../viz/index.ts';

type Json = Record<string, unknown>;

/**
 * `?<option>=true` flags of the legacy explore_json call, in Superset's order of precedence
 * (ChartDataResultFormat, then ChartDataResultType): the first flag set wins.
 */
const RESPONSE_OPTIONS = [
  'csv',
  'json',
  'xlsx',
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
export type ExploreResponseType = (typeof RESPONSE_OPTIONS)[number];

export function responseTypeOf(flags: (name: string) => string | undefined): ExploreResponseType {
  return RESPONSE_OPTIONS.find((option) => flags(option) === 'true') ?? 'json';
}

/** Superset's REJECTED_FORM_DATA_KEYS: a request never sets these through form data. */
const REJECTED_KEYS = ['js_tooltip', 'js_onclick_href', 'js_data_mutator'];
/** Form data made only of these keys is completed from the saved chart (Superset's get_form_data). */
const SLICE_ONLY_KEYS = new Set(['slice_id', 'extra_filters', 'adhoc_filters', 'viz_type']);

export class ExploreJsonError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExploreJsonError';
  }
}

function parseObject(raw: string, where: string): Json {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new ExploreJsonError(`form_data in the ${where} is not valid JSON: ${(error as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ExploreJsonError(`form_data in the ${where} must be a JSON object`);
  }
  return value as Json;
}

/**
 * The request's form data as Superset's get_form_data reads it: the first query of a JSON body,
 * then the `form_data` form field (or its first query), then the `form_data` query argument,
 * each overriding the one before.
 */
export function requestFormData(sources: { jsonBody?: unknown; formField?: string; queryArg?: string }): Json {
  const out: Json = {};
  const body = sources.jsonBody;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const queries = (body as Json).queries;
    if (Array.isArray(queries) && queries[0] && typeof queries[0] === 'object') Object.assign(out, queries[0]);
    else if ((body as Json).form_data && typeof (body as Json).form_data === 'object') {
      Object.assign(out, (body as Json).form_data);
    } else if (typeof (body as Json).form_data === 'string') {
      Object.assign(out, parseObject((body as Json).form_data as string, 'body'));
    }
  }
  if (sources.formField) {
    const parsed = parseObject(sources.formField, 'body');
    const queries = parsed.queries;
    Object.assign(out, Array.isArray(queries) && queries[0] && typeof queries[0] === 'object' ? queries[0] : parsed);
  }
  if (sources.queryArg) Object.assign(out, parseObject(sources.queryArg, 'query string'));
  for (const key of REJECTED_KEYS) delete out[key];
  return out;
}

/** A positive integer slice id from the form data, or null. */
export function sliceIdOf(formData: Json): number | null {
  const raw = formData.slice_id;
  const id = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Whether the saved chart's params complete this form data (only slice id and extra filters given). */
export function needsSliceData(formData: Json): boolean {
  return Object.keys(formData).every((key) => SLICE_ONLY_KEYS.has(key));
}

/** The saved chart's params under the request's own keys. */
export function mergeSliceParams(sliceParams: Json, formData: Json): Json {
  return { ...sliceParams, ...formData };
}

/**
 * Superset's get_datasource_info: `/explore_json/<type>/<id>/` or form data `datasource` "<id>__<type>".
 */
export function datasourceOf(
  formData: Json,
  path: { type?: string; id?: string },
): { id: number; type: string; key: string } {
  let id: string | undefined = path.id;
  let type: string | undefined = path.type;
  const ds = formData.datasource;
  if (typeof ds === 'string' && ds.includes('__')) {
    const [rawId, rawType] = ds.split('__');
    id = rawId === 'None' ? undefined : rawId;
    type = rawType;
  }
  if (!id) throw new ExploreJsonError('The dataset associated with this chart no longer exists');
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) throw new ExploreJsonError(`Invalid datasource id: ${id}`);
  if (!type) throw new ExploreJsonError('Could not determine datasource type');
  return { id: n, type, key: `${n}__${type}` };
}

/**
 * The query context the legacy call runs: the viz plugin's own query for the viz types Chartroom
 * draws, and the base query of the form data (columns, metrics, filters, time range, limits) for
 * any other viz type, as Superset's default buildQuery does.
 */
export function exploreQueryContext(
  formData: Json,
  datasourceKey: string,
  responseType: ExploreResponseType,
  force: boolean,
): QueryContextInput {
  const fd = { ...formData, datasource: datasourceKey } as unknown as ChartFormData;
  let ctx: QueryContextInput;
  try {
    ctx = isVizType(fd.viz_type) ? vizQueryContext(fd) : wrapQueryContext(fd, (base) => [base]);
  } catch (error) {
    if (error instanceof FormDataError) throw new ExploreJsonError(error.message);
    throw error;
  }
  const resultType =
    responseType === 'query' || responseType === 'results' || responseType === 'samples' ? responseType : 'full';
  return {
    ...ctx,
    force: force || ctx.force === true,
    result_type: resultType,
    result_format: responseType === 'csv' ? 'csv' : 'json',
  };
}

/**
 * Shapes the first query's chart-data result as the legacy viz payload (get_payload) or, for the
 * query / results / samples flags, as Superset's get_query_string_response, get_raw_results and
 * get_samples answer them.
 */
export function legacyPayload(result: Json | undefined, responseType: ExploreResponseType, formData: Json): Json {
  const r = result ?? {};
  if (responseType === 'query') {
    return r.error ? { query: r.query ?? null, error: r.error } : { query: r.query, language: r.language ?? 'sql' };
  }
  if (responseType === 'results' || responseType === 'samples') {
    return { data: r.data ?? [], colnames: r.colnames ?? [], coltypes: r.coltypes ?? [], rowcount: r.rowcount ?? 0 };
  }
  const error = typeof r.error === 'string' && r.error ? r.error : null;
  return {
    cache_key: r.cache_key ?? null,
    cached_dttm: r.cached_dttm ?? null,
    cache_timeout: r.cache_timeout ?? null,
    data: r.data ?? [],
    errors: error ? [{ message: error }] : [],
    form_data: formData,
    is_cached: r.is_cached ?? false,
    query: r.query ?? '',
    from_dttm: r.from_dttm ?? null,
    to_dttm: r.to_dttm ?? null,
    status: r.status ?? 'success',
    stacktrace: r.stacktrace ?? null,
    rowcount: r.rowcount ?? 0,
    colnames: r.colnames ?? [],
    coltypes: r.coltypes ?? [],
    annotation_data: r.annotation_data ?? {},
  };
}
