import { z } from 'zod';
import { missingColumns } from '../errors.ts';
import { columnsNamed, type Frame } from '../frame.ts';
import { columnList, columnMap, parseOptions } from '../options.ts';

const schema = z.strictObject({
  columns: columnList.nullish(),
  exclude: columnList.nullish(),
  rename: columnMap.nullish(),
});

/** Keeps `columns` in that order, drops `exclude` (names after renaming, as the reference documents), then renames. */
export function select(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'select');
  let columns = o.columns?.length ? columnsNamed(frame, o.columns) : [...frame.columns];
  if (o.rename) columnsNamed(frame, Object.keys(o.rename));
  if (o.exclude?.length) {
    const missing = o.exclude.filter((n) => !columns.some((c) => c.path[0] === n));
    if (missing.length) throw missingColumns(missing);
    const excluded = new Set(o.exclude);
    columns = columns.filter((c) => !excluded.has(c.path[0] as string));
  }
  const renames = o.rename ?? {};
  columns = columns.map((c) => {
    const label = c.path[0];
    return typeof label === 'string' && Object.hasOwn(renames, label)
      ? { id: c.id, path: [renames[label]!, ...c.path.slice(1)] }
      : c;
  });
  return { ...frame, columns };
}
