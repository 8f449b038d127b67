import * as aq from 'arquero';
import { z } from 'zod';
import { fillEmptyGroups, resolveAggregates, sourceId } from '../aggregates.ts';
import { type Frame, flatColumn, freshId, requireFlat } from '../frame.ts';
import { columnList, parseOptions } from '../options.ts';
import { orderByKeysMissingLast } from './grouping.ts';

const schema = z.strictObject({
  groupby: columnList.nullish(),
  aggregates: z.record(z.string(), z.record(z.string(), z.unknown())).nullish(),
});

/** Groups by `groupby` (sorted, missing keys as one group last) and computes named aggregates. */
export function aggregate(frame: Frame, options: unknown): Frame {
  const { groupby, aggregates } = parseOptions(schema, options, 'aggregate');
  requireFlat(frame, 'aggregate');
  const keys = (groupby ?? []).map((name) => flatColumn(frame, name));
  const resolved = resolveAggregates(frame, aggregates ?? {});
  const outputs = resolved.map((a) => ({ id: freshId(), path: [a.name], source: sourceId(frame, a), aggregate: a }));
  const values = Object.fromEntries(outputs.map((o) => [o.id, o.aggregate.make(o.source)]));
  // Missing keys form their own group, sorted last (the reference groups with dropna=False).
  const table = keys.length
    ? orderByKeysMissingLast(
        frame.table.groupby(keys.map((k) => k.id)).rollup(values),
        keys.map((k) => k.id),
      )
    : frame.table.rollup(values);
  return {
    table: keys.length || resolved.length ? fillEmptyGroups(table, outputs) : aq.table({}),
    index: [],
    columns: [...keys, ...outputs.map(({ id, path }) => ({ id, path }))],
  };
}
