import { QueryCompileError } from './errors.ts';

/** One stored annotation as the REST layer reads it for the engine (times in epoch ms, UTC). */
export interface NativeAnnotation {
  start_dttm: number;
  end_dttm: number;
  short_descr: string | null;
  long_descr: string | null;
  json_metadata: string | null;
}

/**
 * Reads the annotations of one native layer (`sourceType: "NATIVE"`, `value` its id) that touch
 * [from, to); null ends are open. Answers null when the layer does not exist. The REST layer
 * implements it on the metadata store and checks the user's access.
 */
export type NativeAnnotationLoader = (
  request: { layerId: number; from: number | null; to: number | null },
  signal: AbortSignal,
) => Promise<NativeAnnotation[] | null>;

/** The columns Superset answers for a native layer, in its order. */
export const NATIVE_ANNOTATION_COLUMNS = [
  'start_dttm',
  'end_dttm',
  'short_descr',
  'long_descr',
  'json_metadata',
] as const;

export interface NativeAnnotationData {
  columns: string[];
  records: Record<string, unknown>[];
}

/** A native layer's `value`: the layer id, as a number or a numeric string. */
export function nativeLayerId(layerName: string, value: unknown): number {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) {
    throw new QueryCompileError(`Annotation layer "${layerName}": value must be the id of an annotation layer`);
  }
  return id;
}

/**
 * Whether an annotation is drawn on a chart of [from, to): it overlaps the range. Superset's
 * chart data answers every annotation of the layer and its legacy endpoint only those wholly
 * inside; an interval that starts before the range and ends in it is still on the chart, so
 * overlap is what a reader expects.
 */
export function overlapsRange(
  a: Pick<NativeAnnotation, 'start_dttm' | 'end_dttm'>,
  from: number | null,
  to: number | null,
) {
  if (from !== null && a.end_dttm < from) return false;
  if (to !== null && a.start_dttm >= to) return false;
  return true;
}

/** `annotation_data[layer name]` of a native layer: its overlapping annotations, oldest first. */
export function nativeAnnotationData(
  rows: NativeAnnotation[],
  from: number | null,
  to: number | null,
): NativeAnnotationData {
  const records = rows
    .filter((r) => overlapsRange(r, from, to))
    .sort((a, b) => a.start_dttm - b.start_dttm || a.end_dttm - b.end_dttm)
    .map((r) => Object.fromEntries(NATIVE_ANNOTATION_COLUMNS.map((c) => [c, r[c]])));
  return { columns: [...NATIVE_ANNOTATION_COLUMNS], records };
}
