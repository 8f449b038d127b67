import * as aq from 'arquero';
import { z } from 'zod';
import type { Frame } from '../frame.ts';
import { freshId, withColumns } from '../frame.ts';
import { columnMap, parseOptions } from '../options.ts';
import { deriveTargets, isMissing, targetsOf } from './window.ts';

const { op } = aq;

const schema = z.strictObject({
  columns: columnMap.nullish(),
  periods: z.number().int().nullish(),
  axis: z.union([z.literal(0), z.literal(1), z.literal('index'), z.literal('columns')]).nullish(),
});

const subtract = (a: unknown, b: unknown) =>
  isMissing(a) || isMissing(b) || typeof a !== 'number' || typeof b !== 'number' ? null : a - b;

/** pandas `diff(periods, axis)`: the change from `periods` rows (or selected columns) before. */
export function diff(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'diff');
  const periods = o.periods ?? 1;
  const targets = targetsOf(frame, o.columns ?? {});
  if (o.axis === 1 || o.axis === 'columns') {
    // Along the selected columns, in their order; written under fresh names first so that every
    // difference reads the original values.
    const ids = targets.map((t) => t.source.id);
    const fresh = targets.map(() => freshId());
    const computed = frame.table.derive(
      Object.fromEntries(
        fresh.map((id, i) => [
          id,
          aq.escape((d: Record<string, unknown>) => {
            const before = ids[i - periods];
            return before === undefined ? null : subtract(d[ids[i]!], d[before]);
          }),
        ]),
      ) as never,
    );
    const replaced = targets.filter((t) => t.output.id === t.source.id).map((t) => t.output.id);
    const table = computed
      .select(aq.not(replaced))
      .rename(Object.fromEntries(targets.map((t, i) => [fresh[i]!, t.output.id])))
      .reify();
    return withColumns(
      frame,
      table,
      targets.map((t) => t.output),
    );
  }
  return deriveTargets(
    frame,
    targets,
    (id) => ({ before: periods >= 0 ? op.lag(id, periods) : op.lead(id, -periods) }),
    (d, h, id) => subtract(d[id], d[h.before!]),
  );
}
