import { QueryCancelledError } from '../connectors/errors.ts';
import { type NativeAnnotationLoader, nativeAnnotationData, nativeLayerId } from './annotations-native.ts';
import { QueryCompileError, QueryExecutionError } from './errors.ts';
import { compileFormula } from './formula.ts';
import type { QueryObject } from './query-context.ts';

export type AnnotationLayer = QueryObject['annotation_layers'][number];

/** Time settings of the chart a layer is drawn on, which a layer's null overrides inherit. */
export interface AnnotationOverrides {
  time_range?: string | null;
  granularity?: string | null;
  time_grain_sqla?: string | null;
  time_shift?: string | null;
}

/**
 * Runs another chart's query for an annotation layer (TIME_SERIES, EVENT, INTERVAL from a chart):
 * the REST layer finds the chart (layer.value is its id), checks access, applies `overrides` to its
 * query context and answers its first query's data rows.
 */
export type AnnotationChartRunner = (
  request: { chartId: number; layer: AnnotationLayer; overrides: AnnotationOverrides; force: boolean },
  signal: AbortSignal,
) => Promise<Record<string, unknown>[]>;

export interface AnnotationDeps {
  runChart?: AnnotationChartRunner;
  /** Reads the annotations of a native layer (REST resolves it on the metadata store). */
  loadNative?: NativeAnnotationLoader;
  timeoutMs: number;
  force: boolean;
  signal?: AbortSignal;
}

/** Superset's overrides: a key set to null takes the current chart's value; a value replaces it. */
export function layerOverrides(layer: AnnotationLayer, q: QueryObject): AnnotationOverrides {
  const current: AnnotationOverrides = {
    time_range: q.time_range ?? timeRangeOfFilters(q),
    granularity: q.granularity,
    time_grain_sqla: q.extras.time_grain_sqla ?? null,
    time_shift: q.time_shift,
  };
  const out: AnnotationOverrides = {};
  for (const [key, value] of Object.entries(layer.overrides ?? {})) {
    if (!(key in current)) continue;
    const k = key as keyof AnnotationOverrides;
    out[k] = value === null ? (current[k] ?? null) : typeof value === 'string' ? value : null;
  }
  return out;
}

function timeRangeOfFilters(q: QueryObject): string | null {
  const f = q.filters.find((x) => x.op === 'TEMPORAL_RANGE' && typeof x.val === 'string');
  return typeof f?.val === 'string' ? f.val : null;
}

/** Resolves with the work, or rejects with 'Query timeout' and aborts it after `ms`. */
async function withTimeout<T>(
  ms: number,
  outer: AbortSignal | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      // Rejected before the abort, so that work which settles on abort does not win the race.
      reject(new QueryExecutionError('Query timeout'));
      controller.abort(new Error('Query timeout'));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), timeout]);
  } catch (e) {
    if (e instanceof QueryCancelledError && e.reason === 'timeout') throw new QueryExecutionError('Query timeout');
    throw e;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

function formulaRecords(layer: AnnotationLayer, xs: number[]): Record<string, unknown>[] {
  const f = compileFormula(String(layer.value ?? ''), layer.name);
  return xs.map((x) => ({ x, y: f(x) }));
}

/** The x values a formula is drawn at: the chart's own x-axis values, else the ends of its time range. */
export function axisValues(
  data: Record<string, unknown>[],
  axis: string | null,
  from: number | null,
  to: number | null,
): number[] {
  const seen = new Set<number>();
  if (axis) {
    for (const row of data) {
      const v = row[axis];
      if (typeof v === 'number' && Number.isFinite(v)) seen.add(v);
    }
  }
  if (!seen.size) {
    if (from !== null) seen.add(from);
    if (to !== null) seen.add(to);
  }
  return [...seen].sort((a, b) => a - b);
}

/** What `annotation_data` holds per layer: its records (and, for native layers, their columns). */
export type AnnotationLayerData = { columns?: string[]; records: Record<string, unknown>[] };

async function nativeLayerData(
  layer: AnnotationLayer,
  axis: { from: number | null; to: number | null },
  deps: AnnotationDeps,
): Promise<AnnotationLayerData> {
  const layerId = nativeLayerId(layer.name, layer.value);
  const load = deps.loadNative;
  if (!load)
    throw new QueryCompileError(`Annotation layer "${layer.name}": native annotation layers are not available here`);
  const rows = await withTimeout(deps.timeoutMs, deps.signal, (signal) =>
    load({ layerId, from: axis.from, to: axis.to }, signal),
  );
  if (rows === null) throw new QueryCompileError(`Annotation layer "${layer.name}": Annotation layer not found.`);
  return nativeAnnotationData(rows, axis.from, axis.to);
}

/**
 * `annotation_data` of a query result: `{ [layer name]: { records } }` for every shown layer that
 * the server computes. FORMULA is evaluated at the x values; NATIVE layers read their stored
 * annotations that overlap the query's time range (`{ columns, records }`, times in epoch ms);
 * chart layers run through the REST callback. Native and chart layers have a timeout (default
 * 60 s, 'Query timeout'). A failing layer fails the query, as in Superset.
 */
export async function annotationData(
  q: QueryObject,
  axis: { data: Record<string, unknown>[]; label: string | null; from: number | null; to: number | null },
  deps: AnnotationDeps,
): Promise<Record<string, AnnotationLayerData>> {
  const out: Record<string, AnnotationLayerData> = {};
  const layers = q.annotation_layers.filter((l) => l.show !== false);
  await Promise.all(
    layers.map(async (layer) => {
      if (layer.annotationType === 'FORMULA') {
        out[layer.name] = { records: formulaRecords(layer, axisValues(axis.data, axis.label, axis.from, axis.to)) };
        return;
      }
      if (layer.sourceType === 'NATIVE') {
        out[layer.name] = await nativeLayerData(layer, axis, deps);
        return;
      }
      const chartId = typeof layer.value === 'string' ? Number(layer.value) : layer.value;
      if (typeof chartId !== 'number' || !Number.isInteger(chartId) || chartId <= 0) {
        throw new QueryCompileError(`Annotation layer "${layer.name}": value must be the id of a chart`);
      }
      const runChart = deps.runChart;
      if (!runChart)
        throw new QueryCompileError(`Annotation layer "${layer.name}": chart annotations are not available here`);
      const overrides = layerOverrides(layer, q);
      try {
        const records = await withTimeout(deps.timeoutMs, deps.signal, (signal) =>
          runChart({ chartId, layer, overrides, force: deps.force }, signal),
        );
        out[layer.name] = { records };
      } catch (e) {
        if (e instanceof QueryExecutionError && e.message === 'Query timeout') throw e;
        if (e instanceof QueryCompileError || e instanceof QueryExecutionError) {
          throw new QueryExecutionError(`Annotation layer "${layer.name}": ${e.message}`, { cause: e });
        }
        throw e;
      }
    }),
  );
  return out;
}
