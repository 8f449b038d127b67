import { createHash } from 'node:crypto';
import { type Connector, GenericDataType, type QueryResult } from '../connectors/connector.ts';
import { type AnnotationChartRunner, annotationData } from './annotations.ts';
import type { NativeAnnotationLoader } from './annotations-native.ts';
import type { CacheEntry, ResultCache } from './cache.ts';
import { type CompiledQuery, compileQuery } from './compile-query.ts';
import { databaseGate, databaseLimits } from './database-limits.ts';
import type { DatasetDescriptor } from './dataset.ts';
import { getDialect } from './dialects/index.ts';
import { QueryCompileError, QueryExecutionError } from './errors.ts';
import { InFlight } from './in-flight.ts';
import { applyClientProcessing } from './post-processed.ts';
import { applyPostProcessing, PostProcessingError } from './post-processing/index.ts';
import { type QueryContext, type QueryObject, type ResultType, TIME_GRAINS } from './query-context.ts';
import { datasetColumnsPayload, timeGrainsPayload, toResultData } from './result-data.ts';
import { joinTimeOffsets } from './time-offsets.ts';

/** Superset's SAMPLES_ROW_LIMIT. */
export const SAMPLES_ROW_LIMIT = 1000;
/** Superset's CACHE_DEFAULT_TIMEOUT: one day. */
export const DEFAULT_CACHE_TIMEOUT_SECONDS = 86_400;
export const DEFAULT_QUERY_TIMEOUT_MS = 60_000;

export interface RunQueryContextDeps {
  dataset: DatasetDescriptor;
  connector: Connector;
  cache: ResultCache;
  /** The clock relative time ranges resolve against (a function, or the instant itself). */
  now: (() => Date) | Date;
  signal?: AbortSignal;
  cacheTimeoutSeconds?: number;
  /** Cancel a query on the database after this many ms (default: the database's, else 60 s). */
  queryTimeoutMs?: number;
  /** The dataset's database: its `extra` JSON sets max_concurrent_queries and query_timeout (s). */
  database?: { id: number; extra: string | Record<string, unknown> | null };
  /** Runs another chart for TIME_SERIES / EVENT / INTERVAL annotation layers (REST resolves it). */
  runAnnotationChart?: AnnotationChartRunner;
  /** Reads the stored annotations of NATIVE annotation layers (REST resolves them). */
  loadNativeAnnotations?: NativeAnnotationLoader;
  /** Run leading window post-processing (cum, rolling, diff) in SQL where it can (default true). */
  postProcessingPushdown?: boolean;
  /** Compiles a query object to SQL (default compileQuery); a caller may memoise it per dataset version. */
  compile?: typeof compileQuery;
}

/** The timeout and concurrency gate a query of these deps runs under. */
export function runLimits(deps: RunQueryContextDeps): {
  timeoutMs: number;
  gate: ReturnType<typeof databaseGate> | null;
} {
  const limits = databaseLimits(deps.database?.extra ?? null);
  return {
    timeoutMs: deps.queryTimeoutMs ?? limits.queryTimeoutMs,
    gate: deps.database ? databaseGate(deps.database.id, limits.maxConcurrentQueries) : null,
  };
}

/** One entry of `result`: Superset's keys, plus `language` for result_type `query`. */
export type QueryResultPayload = Record<string, unknown>;

export interface ChartDataResponse {
  result: QueryResultPayload[];
}

// Shared executions are scoped to a cache: one process, one cache, one set of running queries.
const inFlightByCache = new WeakMap<ResultCache, InFlight<CacheEntry>>();
function inFlightFor(cache: ResultCache): InFlight<CacheEntry> {
  let f = inFlightByCache.get(cache);
  if (!f) {
    f = new InFlight<CacheEntry>();
    inFlightByCache.set(cache, f);
  }
  return f;
}

export function naiveNow(now: RunQueryContextDeps['now']): string {
  const d = typeof now === 'function' ? now() : now;
  return d.toISOString().slice(0, 19);
}

function naiveToEpochMs(naive: string | null): number | null {
  if (!naive) return null;
  const ms = Date.parse(`${naive.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/** `YYYY-MM-DDTHH:mm:ss` as Superset prints `cached_dttm`. */
function isoSeconds(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

function cacheKeyOf(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/** The query object that `samples` / `drill_detail` run: every dataset column, no metrics. */
function rowsQuery(q: QueryObject, dataset: DatasetDescriptor, keepTime: boolean): QueryObject {
  return {
    ...q,
    columns: dataset.columns.map((c) => c.columnName),
    metrics: null,
    orderby: [],
    series_columns: [],
    series_limit: 0,
    series_limit_metric: null,
    is_timeseries: false,
    post_processing: [],
    time_offsets: [],
    extras: { ...q.extras, having: undefined, time_grain_sqla: null },
    filters: keepTime ? q.filters : q.filters.filter((f) => f.op !== 'TEMPORAL_RANGE'),
    time_range: keepTime ? q.time_range : null,
    row_limit: Math.min(q.row_limit || SAMPLES_ROW_LIMIT, SAMPLES_ROW_LIMIT),
  };
}

/** The query a result type really runs (samples and drill detail read rows, not the chart's aggregates). */
export function effectiveQuery(q: QueryObject, resultType: ResultType, dataset: DatasetDescriptor): QueryObject {
  if (resultType === 'samples') return rowsQuery(q, dataset, false);
  if (resultType === 'drill_detail') return rowsQuery(q, dataset, true);
  return q;
}

function genericOfValues(data: Record<string, unknown>[], name: string): number {
  for (const row of data) {
    const v = row[name];
    if (v === null || v === undefined) continue;
    if (typeof v === 'boolean') return GenericDataType.BOOLEAN;
    return typeof v === 'number' ? GenericDataType.NUMERIC : GenericDataType.STRING;
  }
  return GenericDataType.NUMERIC;
}

function postProcess(
  shaped: { data: Record<string, unknown>[]; colnames: string[]; coltypes: number[] },
  operations: QueryObject['post_processing'],
): { data: Record<string, unknown>[]; colnames: string[]; coltypes: number[] } {
  let out: { rows: Record<string, unknown>[]; colnames: string[]; temporal: string[] };
  // Times enter post-processing as times (not epoch numbers), as pandas holds datetimes.
  const temporal = shaped.colnames.filter((_name, i) => shaped.coltypes[i] === GenericDataType.TEMPORAL);
  try {
    out = applyPostProcessing(shaped.data, operations, shaped.colnames, temporal);
  } catch (e) {
    if (e instanceof PostProcessingError) throw new QueryCompileError(e.message);
    throw e;
  }
  const coltypes = out.colnames.map((name) => {
    if (out.temporal.includes(name)) return GenericDataType.TEMPORAL;
    const i = shaped.colnames.indexOf(name);
    return i >= 0 ? (shaped.coltypes[i] as number) : genericOfValues(out.rows, name);
  });
  return { data: out.rows, colnames: out.colnames, coltypes };
}

async function runOne(
  ctx: QueryContext,
  q: QueryObject,
  deps: RunQueryContextDeps,
  cacheTimeout: number,
): Promise<QueryResultPayload> {
  const dialect = getDialect(deps.connector.dialect);
  const resultType: ResultType = q.result_type ?? ctx.result_type;
  const compile = deps.compile ?? compileQuery;

  if (resultType === 'columns') return { ...datasetColumnsPayload(deps.dataset), status: 'success', error: null };
  if (resultType === 'timegrains') {
    return { ...timeGrainsPayload(dialect, TIME_GRAINS), status: 'success', error: null };
  }

  const effective = effectiveQuery(q, resultType, deps.dataset);
  const now = naiveNow(deps.now);

  // Legacy `time_shift`: the whole query reads an earlier period (Superset shifts since/until).
  const pushdown = deps.postProcessingPushdown === false ? { postProcessingPushdown: false } : {};
  const options = effective.time_shift ? { now, timeShift: effective.time_shift, ...pushdown } : { now, ...pushdown };
  if (resultType === 'query') {
    try {
      const compiled = compile(effective, deps.dataset, dialect, options);
      return { query: compiled.displaySql, language: 'sql', error: null };
    } catch (e) {
      return { query: null, language: 'sql', error: e instanceof Error ? e.message : String(e) };
    }
  }

  const compiled: CompiledQuery = compile(effective, deps.dataset, dialect, options);
  // What the SQL did not run (sql-pushdown.ts); the cache key holds both.
  const postProcessing = compiled.postProcessing;
  const withOffsets =
    ['full', 'results', 'post_processed'].includes(resultType) && compiled.columns.some((c) => c.kind === 'metric');
  const offsets = withOffsets
    ? effective.time_offsets.map((offset) => ({
        offset,
        compiled: compile(effective, deps.dataset, dialect, { now, timeShift: offset }),
      }))
    : [];
  const cacheKey = cacheKeyOf({
    v: 1,
    dataset: deps.dataset.id,
    version: deps.dataset.version,
    dialect: dialect.name,
    sql: compiled.sql,
    parameters: compiled.parameters,
    columns: compiled.columns,
    offsets: offsets.map((o) => [o.offset, o.compiled.sql, o.compiled.parameters]),
    postProcessing,
  });

  let entry: CacheEntry | undefined;
  let isCached = false;
  if (!ctx.force) {
    entry = await deps.cache.get(cacheKey);
    isCached = entry !== undefined;
  }
  if (!entry) {
    const compute = async (signal: AbortSignal): Promise<CacheEntry> => {
      const { timeoutMs, gate } = runLimits(deps);
      const fetch = async (c: CompiledQuery) => {
        let raw: QueryResult;
        const release = gate ? await gate.acquire(signal) : null;
        try {
          raw = await deps.connector.query(c.sql, c.parameters, { signal, timeoutMs });
        } catch (e) {
          throw new QueryExecutionError(e instanceof Error ? e.message : String(e), { cause: e });
        } finally {
          release?.();
        }
        return { shaped: toResultData(raw, c.columns), sqlRowcount: raw.rows.length };
      };
      const [main, ...shifted] = await Promise.all([fetch(compiled), ...offsets.map((o) => fetch(o.compiled))]);
      if (!main) throw new QueryExecutionError('No result');
      const joined = offsets.length
        ? joinTimeOffsets(
            main.shaped,
            compiled,
            offsets.map((o, i) => ({ offset: o.offset, result: (shifted[i] as typeof main).shaped })),
          )
        : main.shaped;
      const { data, colnames, coltypes } = postProcessing.length ? postProcess(joined, postProcessing) : joined;
      const payload = {
        colnames,
        coltypes,
        data,
        rowcount: data.length,
        sql_rowcount: main.sqlRowcount,
        indexnames: data.map((_r, i) => i),
      };
      const fresh: CacheEntry = { payload, cachedAt: Date.now() };
      await deps.cache.set(cacheKey, fresh, cacheTimeout);
      return fresh;
    };
    // Once per process, and once across processes when the cache is shared (Redis).
    const { cache } = deps;
    entry = await inFlightFor(cache).run(cacheKey, deps.signal, (signal) =>
      cache.runOnce ? cache.runOnce(cacheKey, signal, compute) : compute(signal),
    );
  }

  let p = entry.payload;
  if (resultType === 'post_processed') {
    const colnames = p.colnames as string[];
    const shaped = {
      data: p.data as Record<string, unknown>[],
      colnames,
      temporal: colnames.filter((_n, i) => (p.coltypes as number[])[i] === GenericDataType.TEMPORAL),
    };
    const processed = applyClientProcessing(shaped, ctx.form_data);
    if (processed !== shaped) {
      const types = p.coltypes as number[];
      const coltypes = processed.colnames.map((name) => {
        const i = shaped.colnames.indexOf(name);
        return i >= 0 ? (types[i] as number) : genericOfValues(processed.data, name);
      });
      p = {
        ...p,
        data: processed.data,
        colnames: processed.colnames,
        coltypes,
        rowcount: processed.data.length,
        indexnames: processed.data.map((_r, i) => i),
      };
    }
  }
  const fromMs = naiveToEpochMs(compiled.fromDttm);
  const toMs = naiveToEpochMs(compiled.toDttm);
  const annotations =
    effective.annotation_layers.length && ['full', 'post_processed'].includes(resultType)
      ? await annotationData(
          effective,
          { data: p.data as Record<string, unknown>[], label: compiled.xAxisLabel, from: fromMs, to: toMs },
          {
            timeoutMs: runLimits(deps).timeoutMs,
            force: ctx.force,
            ...(deps.signal ? { signal: deps.signal } : {}),
            ...(deps.runAnnotationChart ? { runChart: deps.runAnnotationChart } : {}),
            ...(deps.loadNativeAnnotations ? { loadNative: deps.loadNativeAnnotations } : {}),
          },
        )
      : {};
  const base = {
    cache_key: cacheKey,
    cached_dttm: isCached ? isoSeconds(entry.cachedAt) : null,
    cache_timeout: cacheTimeout,
    applied_template_filters: [],
    annotation_data: annotations,
    error: null,
    is_cached: isCached,
    query: compiled.displaySql,
    status: 'success',
    stacktrace: null,
    rowcount: p.rowcount,
    sql_rowcount: p.sql_rowcount,
    from_dttm: fromMs,
    to_dttm: toMs,
    label_map: compiled.labelMap,
    colnames: p.colnames,
    indexnames: p.indexnames,
    coltypes: p.coltypes,
    data: p.data,
    result_format: ctx.result_format,
    applied_filters: compiled.appliedFilters,
    rejected_filters: compiled.rejectedFilters,
  };
  if (resultType === 'results') {
    return {
      data: base.data,
      colnames: base.colnames,
      coltypes: base.coltypes,
      rowcount: base.rowcount,
      sql_rowcount: base.sql_rowcount,
    };
  }
  return base;
}

/**
 * Runs every query of a chart-data request against one dataset. Expected failures throw
 * QueryContextError / QueryCompileError / UnsafeSqlError / QueryExecutionError (all 400s).
 */
export async function runQueryContext(ctx: QueryContext, deps: RunQueryContextDeps): Promise<ChartDataResponse> {
  const cacheTimeout = deps.cacheTimeoutSeconds ?? deps.dataset.cacheTimeout ?? DEFAULT_CACHE_TIMEOUT_SECONDS;
  const result = await Promise.all(ctx.queries.map((q) => runOne(ctx, q, deps, cacheTimeout)));
  return { result };
}
