import { z } from 'zod';
import { missingColumns, PostProcessingError } from '../errors.ts';
import { type Frame, type Label, levels } from '../frame.ts';
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
  const columns = frame.columns.map((c) => ({
    id: c.id,
    path: c.path.map((cell, i) =>
      (level === null || level === i) && typeof cell === 'string' && Object.hasOwn(o.columns, cell)
        ? (o.columns[cell] ?? null)
        : cell,
    ),
  }));
  // A rename may not add a duplicate column (a frame that already repeats a label may keep it).
  const count = (paths: readonly (readonly Label[])[]) => {
    const counts = new Map<string, number>();
    for (const p of paths) counts.set(JSON.stringify(p), (counts.get(JSON.stringify(p)) ?? 0) + 1);
    return counts;
  };
  const before = count(frame.columns.map((c) => c.path));
  for (const [key, n] of count(columns.map((c) => c.path))) {
    if (n > 1 && n > (before.get(key) ?? 0)) throw new PostProcessingError('Label already exists');
  }
  return { ...frame, columns };
}
