import * as aq from 'arquero';
import { PostProcessingError } from '../errors.ts';
import { columnsNamed, type DataColumn, type Frame, freshId, withColumns } from '../frame.ts';

type Row = Record<string, unknown>;
export type Expr = Parameters<typeof aq.rolling>[0];

/** A computed column for each source column named in `{src: dst}` (all its sub-columns in a pivoted frame). */
export interface Target {
  source: DataColumn;
  output: DataColumn;
}

export function targetsOf(frame: Frame, columns: Record<string, string>): Target[] {
  return Object.entries(columns).flatMap(([src, dst]) =>
    columnsNamed(frame, [src]).map((source) => ({
      source,
      // Same label: the column is replaced in place, as the reference's _append_columns does.
      output: { id: dst === src ? source.id : freshId(), path: [dst, ...source.path.slice(1)] },
    })),
  );
}

/**
 * Derives each target with `build(sourceId)` and a temporary helper column, then keeps only the
 * outputs. `finish` turns the helper values into the final value of each row.
 */
export function deriveTargets(
  frame: Frame,
  targets: readonly Target[],
  build: (sourceId: string) => Record<string, Expr>,
  finish: (row: Row, helpers: Record<string, string>, source: string) => unknown,
): Frame {
  // All targets in two derive steps: arquero compiles each verb's expressions, so fewer verbs is faster.
  const helperIds = targets.map((target) =>
    Object.fromEntries(Object.keys(build(target.source.id)).map((key) => [key, freshId()])),
  );
  const derived: Record<string, Expr> = {};
  targets.forEach((target, i) => {
    for (const [key, expr] of Object.entries(build(target.source.id))) derived[helperIds[i]![key]!] = expr;
  });
  const outputs: Record<string, Expr> = {};
  targets.forEach((target, i) => {
    outputs[target.output.id] = aq.escape((d: Row) => finish(d, helperIds[i]!, target.source.id));
  });
  const table = frame.table
    .derive(derived as never)
    .derive(outputs as never)
    .select(aq.not(helperIds.flatMap((h) => Object.values(h))))
    .reify();
  return withColumns(
    frame,
    table,
    targets.map((t) => t.output),
  );
}

export function requireInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new PostProcessingError(`${what} must be an integer`);
  return value;
}

export const isMissing = (v: unknown) => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));
