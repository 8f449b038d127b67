import * as aq from 'arquero';
import { z } from 'zod';
import { asExpr } from '../aggregates.ts';
import { PostProcessingError } from '../errors.ts';
import { type Frame, freshId } from '../frame.ts';
import { columnMap, parseOptions } from '../options.ts';
import { deriveTargets, type Expr, isMissing, targetsOf } from './window.ts';

const { op } = aq;

const schema = z.strictObject({
  operator: z.string(),
  columns: columnMap.nullish(),
  is_pivot_df: z.boolean().nullish(),
});

type Row = Record<string, unknown>;

const RUNNING: Record<string, (id: string) => Expr> = {
  sum: (id) => aq.rolling(asExpr(op.sum(id))),
  prod: (id) => aq.rolling(asExpr(op.product(id))),
  min: (id) => aq.rolling(asExpr(op.min(id))),
  max: (id) => aq.rolling(asExpr(op.max(id))),
};

/**
 * pandas cumsum/cumprod/cummin/cummax over the rows, with missing cells read as 0 first as the
 * reference does: `[1, 2, null, 4]` sums to `[1, 3, 3, 7]`, multiplies to `[1, 2, 0, 0]`.
 */
export function cum(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'cum');
  const make = RUNNING[o.operator];
  if (!make) throw new PostProcessingError(`Invalid cumulative operator: ${o.operator}`);
  const targets = targetsOf(frame, o.columns ?? {});
  const filled = targets.map(() => freshId());
  const table = frame.table
    .derive(
      Object.fromEntries(
        targets.map((t, i) => [filled[i]!, aq.escape((d: Row) => (isMissing(d[t.source.id]) ? 0 : d[t.source.id]))]),
      ) as never,
    )
    .reify();
  const result = deriveTargets(
    { ...frame, table },
    targets.map((t, i) => ({ source: { id: filled[i]!, path: t.source.path }, output: t.output })),
    (id) => ({ value: make(id) }),
    (d, h) => d[h.value!] ?? null,
  );
  return { ...result, table: result.table.select(aq.not(filled)).reify() };
}
