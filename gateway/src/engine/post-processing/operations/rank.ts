import * as aq from 'arquero';
import { z } from 'zod';
import { asExpr } from '../aggregates.ts';
import { type Frame, flatColumn, freshId, requireFlat, withColumns } from '../frame.ts';
import { parseOptions } from '../options.ts';

const { op } = aq;

const schema = z.strictObject({
  metric: z.string(),
  group_by: z.string().nullish(),
});

type Row = Record<string, unknown>;

/**
 * pandas `rank(pct=True)` of `metric`, within each `group_by` value: the average rank of ties over
 * the number of values, in a new column `rank`. Missing values (and missing groups) get no rank.
 */
export function rank(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'rank');
  requireFlat(frame, 'rank');
  const metric = flatColumn(frame, o.metric);
  const group = o.group_by ? flatColumn(frame, o.group_by) : null;
  const row = freshId();
  const rankId = freshId();
  const present = (d: Row) =>
    d[metric.id] !== null && d[metric.id] !== undefined && (group === null || d[group.id] != null);
  const numbered = frame.table.derive({ [row]: op.row_number() } as never);
  let ranked = numbered.filter(aq.escape(present)).select([row, metric.id, ...(group ? [group.id] : [])]);
  if (group) ranked = ranked.groupby(group.id);
  ranked = ranked
    .orderby(metric.id)
    .derive({ [rankId]: asExpr(op.avg_rank()), __n: asExpr(op.count()) } as never)
    .derive({ [rankId]: aq.escape((d: Row) => (d[rankId] as number) / (d.__n as number)) } as never)
    .ungroup()
    .select([row, rankId]);
  const table = numbered.join_left(ranked, row).orderby(row).select(aq.not(row)).reify();
  const output = { id: rankId, path: ['rank'] };
  return withColumns(frame, table, [output]);
}
