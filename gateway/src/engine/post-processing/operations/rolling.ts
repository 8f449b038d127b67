import * as aq from 'arquero';
import { z } from 'zod';
import { asExpr } from '../aggregates.ts';
import { PostProcessingError } from '../errors.ts';
import type { Frame } from '../frame.ts';
import { columnMap, parseOptions } from '../options.ts';
import { deriveTargets, type Expr, isMissing, targetsOf } from './window.ts';

const { op } = aq;

const schema = z.strictObject({
  rolling_type: z.string(),
  columns: columnMap.nullish(),
  window: z.number().int().nullish(),
  rolling_type_options: z.record(z.string(), z.unknown()).nullish(),
  center: z.boolean().nullish(),
  win_type: z.string().nullish(),
  min_periods: z.number().int().min(0).nullish(),
  is_pivot_df: z.boolean().nullish(),
});

/** The reference's bound on `window`. */
const MAX_WINDOW = 10_000;

const AGGREGATES: Record<string, (id: string, options: Record<string, unknown>) => Expr> = {
  mean: (id) => asExpr(op.mean(id)),
  sum: (id) => asExpr(op.sum(id)),
  std: (id) => asExpr(op.stdev(id)),
  var: (id) => asExpr(op.variance(id)),
  min: (id) => asExpr(op.min(id)),
  max: (id) => asExpr(op.max(id)),
  median: (id) => asExpr(op.median(id)),
  count: (id) => asExpr(op.valid(id)),
  quantile: (id, options) => {
    const q = options.quantile;
    if (typeof q !== 'number' || q < 0 || q > 1) {
      throw new PostProcessingError(`Invalid options for quantile: ${JSON.stringify(options)}`);
    }
    return asExpr(op.quantile(id, q));
  },
};

/**
 * pandas `rolling(window, min_periods, center).<type>()` over the named columns. `cumsum` (a
 * rolling type of the chart controls) is the running total. A window needs `min_periods` values
 * (default: the whole window); the first `min_periods - 1` rows are then dropped, as the reference does.
 */
export function rolling(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'rolling');
  if (o.window === null || o.window === undefined)
    throw new PostProcessingError('Undefined window for rolling operation');
  if (o.window <= 0) throw new PostProcessingError('Window must be > 0');
  if (o.window > MAX_WINDOW) throw new PostProcessingError(`Window must not exceed ${MAX_WINDOW}`);
  if (o.win_type) throw new PostProcessingError(`Unsupported win_type for rolling operation: ${o.win_type}`);
  const window = o.window;
  const typeOptions = o.rolling_type_options ?? {};
  const targets = targetsOf(frame, o.columns ?? {});
  let result: Frame;
  if (o.rolling_type === 'cumsum') {
    result = deriveTargets(
      frame,
      targets,
      (id) => ({ value: aq.rolling(asExpr(op.sum(id))) }),
      (d, h, id) => (isMissing(d[id]) ? null : (d[h.value!] ?? null)),
    );
  } else {
    const make = AGGREGATES[o.rolling_type];
    if (!make) throw new PostProcessingError(`Invalid rolling_type: ${o.rolling_type}`);
    // pandas centres a window of n on the row with offset floor((n - 1) / 2) rows after it.
    const offset = o.center ? Math.floor((window - 1) / 2) : 0;
    const frameRange: [number, number] = [offset - window + 1, offset];
    const minPeriods = o.min_periods ?? window;
    result = deriveTargets(
      frame,
      targets,
      (id) => ({
        value: aq.rolling(make(id, typeOptions), frameRange),
        count: aq.rolling(asExpr(op.valid(id)), frameRange),
      }),
      (d, h) => ((d[h.count!] as number) >= minPeriods ? (d[h.value!] ?? null) : null),
    );
  }
  if (o.min_periods) result = { ...result, table: result.table.slice(o.min_periods - 1).reify() };
  return result;
}
