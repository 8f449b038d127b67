import * as aq from 'arquero';
import { z } from 'zod';
import { missingColumns, PostProcessingError } from '../errors.ts';
import { type DataColumn, type Frame, freshId } from '../frame.ts';
import { parseOptions } from '../options.ts';

const schema = z.strictObject({
  columns: z.record(z.string(), z.boolean()).nullish(),
  is_sort_index: z.boolean().nullish(),
  by: z.union([z.string(), z.array(z.string())]).nullish(),
  ascending: z.union([z.boolean(), z.array(z.boolean())]).nullish(),
});

type Row = Record<string, unknown>;

function findColumn(frame: Frame, name: string): DataColumn {
  const found = [...frame.index, ...frame.columns].filter((c) => c.path[0] === name);
  if (found.length === 0) throw missingColumns([name]);
  if (found.length > 1)
    throw new PostProcessingError(`Cannot sort by ${name}: it names several columns of a pivoted frame`);
  return found[0]!;
}

/** Stable sort with missing values last in both directions, as pandas sorts. */
function sortBy(frame: Frame, keys: readonly { id: string; ascending: boolean }[]): Frame {
  const flags = keys.map(() => freshId());
  const criteria = keys.flatMap((k, i) => [flags[i]!, k.ascending ? k.id : aq.desc(k.id)]);
  const table = frame.table
    .derive(
      Object.fromEntries(
        keys.map((k, i) => [flags[i]!, aq.escape((d: Row) => (d[k.id] === null || d[k.id] === undefined ? 1 : 0))]),
      ) as never,
    )
    .orderby(...(criteria as string[]))
    .select(aq.not(flags))
    .reify();
  return { ...frame, table };
}

/**
 * Either the older form `columns: {name: ascending}` or the newer `by` / `ascending`, or
 * `is_sort_index` to sort by the row index; none of them leaves the frame unchanged.
 */
export function sort(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'sort');
  if (o.columns && Object.keys(o.columns).length) {
    return sortBy(
      frame,
      Object.entries(o.columns).map(([name, ascending]) => ({ id: findColumn(frame, name).id, ascending })),
    );
  }
  if (o.is_sort_index) {
    const ascending = Array.isArray(o.ascending) ? (o.ascending[0] ?? true) : (o.ascending ?? true);
    if (frame.index.length === 0) {
      // A plain row index: its order is the row order.
      if (ascending) return frame;
      const row = freshId();
      const table = frame.table
        .derive({ [row]: aq.op.row_number() } as never)
        .orderby(aq.desc(row))
        .select(aq.not(row))
        .reify();
      return { ...frame, table };
    }
    return sortBy(
      frame,
      frame.index.map((c) => ({ id: c.id, ascending })),
    );
  }
  // Nothing to sort by: the frame as it is, as the reference answers.
  if (!o.by || (Array.isArray(o.by) && o.by.length === 0)) return frame;
  const by = Array.isArray(o.by) ? o.by : [o.by];
  const direction = o.ascending;
  const ascending: boolean[] = Array.isArray(direction) ? direction : by.map(() => direction ?? true);
  if (ascending.length !== by.length) {
    throw new PostProcessingError('Length of ascending must equal length of by');
  }
  return sortBy(
    frame,
    by.map((name, i) => ({ id: findColumn(frame, name).id, ascending: ascending[i]! })),
  );
}
