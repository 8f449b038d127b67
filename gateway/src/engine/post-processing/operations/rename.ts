import { z } from 'zod';
import { missingColumns, PostProcessingError } from '../errors.ts';
import { type Frame, levels } from '../frame.ts';
import { parseOptions } from '../options.ts';

const schema = z.strictObject({
  columns: z.record(z.string(), z.string().nullable()),
  inplace: z.boolean().nullish(),
  level: z.number().int().nullish(),
});

/**
 * Renames column labels: on one level of a pivoted frame when `level` is given, on every level
 * otherwise. Renaming to null removes the label from the flattened name (the chart controls use
 * it to leave a single metric's name out of series names).
 */
export function rename(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'rename');
  const names = Object.keys(o.columns);
  if (names.length === 0) return frame;
  const depth = levels(frame);
  if (o.level !== null && o.level !== undefined && (o.level < -depth || o.level >= depth)) {
    throw new PostProcessingError(`rename: no column level ${o.level}`);
  }
  const level = o.level === null || o.level === undefined ? null : o.level < 0 ? depth + o.level : o.level;
  const missing = names.filter((n) => !frame.columns.some((c) => c.path[0] === n));
  if (missing.length) throw missingColumns(missing);
  const existing = new Set(frame.columns.map((c) => c.path[level ?? 0]));
  if (Object.values(o.columns).every((n) => existing.has(n))) throw new PostProcessingError('Label already exists');
  const columns = frame.columns.map((c) => ({
    id: c.id,
    path: c.path.map((cell, i) =>
      (level === null || level === i) && typeof cell === 'string' && Object.hasOwn(o.columns, cell)
        ? (o.columns[cell] ?? null)
        : cell,
    ),
  }));
  return { ...frame, columns };
}
