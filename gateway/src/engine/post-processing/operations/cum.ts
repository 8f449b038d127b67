import * as aq from 'arquero';
import { z } from 'zod';
import { asExpr } from '../aggregates.ts';
import { PostProcessingError } from '../errors.ts';
import type { Frame } from '../frame.ts';
import { columnMap, parseOptions } from '../options.ts';
import { deriveTargets, type Expr, isMissing, targetsOf } from './window.ts';

const { op } = aq;

const schema = z.strictObject({
  operator: z.string(),
  columns: columnMap.nullish(),
  is_pivot_df: z.boolean().nullish(),
});

const RUNNING: Record<string, (id: string) => Expr> = {
  sum: (id) => aq.rolling(asExpr(op.sum(id))),
  prod: (id) => aq.rolling(asExpr(op.product(id))),
  min: (id) => aq.rolling(asExpr(op.min(id))),
  max: (id) => aq.rolling(asExpr(op.max(id))),
};

/** pandas cumsum/cumprod/cummin/cummax: running value over the rows; a missing cell stays missing. */
export function cum(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'cum');
  const make = RUNNING[o.operator];
  if (!make) throw new PostProcessingError(`Invalid cumulative operator: ${o.operator}`);
  return deriveTargets(
    frame,
    targetsOf(frame, o.columns ?? {}),
    (id) => ({ value: make(id) }),
    (d, h, id) => (isMissing(d[id]) ? null : (d[h.value!] ?? null)),
  );
}
