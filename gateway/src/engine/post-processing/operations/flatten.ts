import { z } from 'zod';
import { PostProcessingError } from '../errors.ts';
import { type DataColumn, type Frame, labelText, levels, resetIndex } from '../frame.ts';
import { parseOptions } from '../options.ts';

const schema = z.strictObject({
  reset_index: z.boolean().nullish(),
  drop_levels: z.array(z.number().int()).nullish(),
});

export const FLAT_COLUMN_SEPARATOR = ', ';

/** A comma inside a label is escaped so that the flat name can be split again. */
function escapeSeparator(text: string): string {
  return text.replaceAll(',', '\\,');
}

/** Joins the non-missing cells of each label path with ", " (the reference's flatten). */
export function flattenColumns(frame: Frame, dropLevels: readonly number[] = []): Frame {
  const depth = levels(frame);
  if (depth <= 1) return frame;
  const dropped = new Set(dropLevels.map((l) => (l < 0 ? depth + l : l)));
  for (const level of dropped) {
    if (level < 0 || level >= depth) throw new PostProcessingError(`drop_levels: no column level ${level}`);
  }
  if (dropped.size >= depth) throw new PostProcessingError('drop_levels: cannot drop every column level');
  const flatten = (column: DataColumn): DataColumn => ({
    id: column.id,
    path: [
      column.path
        .filter((_, i) => !dropped.has(i))
        .filter((cell) => cell !== null)
        .map((cell) => escapeSeparator(labelText(cell)))
        .join(FLAT_COLUMN_SEPARATOR),
    ],
  });
  return { table: frame.table, index: frame.index, columns: frame.columns.map(flatten) };
}

export function flatten(frame: Frame, options: unknown): Frame {
  const { reset_index, drop_levels } = parseOptions(schema, options, 'flatten');
  const flat = flattenColumns(frame, drop_levels ?? []);
  return reset_index === false ? flat : resetIndex(flat);
}
