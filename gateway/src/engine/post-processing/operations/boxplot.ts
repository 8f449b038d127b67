import * as aq from 'arquero';
import { z } from 'zod';
import { PostProcessingError } from '../errors.ts';
import { type DataColumn, type Frame, flatColumn, freshId, requireFlat } from '../frame.ts';
import { columnList, parseOptions } from '../options.ts';
import { percentile } from '../stats.ts';
import { orderByKeysMissingLast } from './grouping.ts';

const { op } = aq;

const schema = z.strictObject({
  groupby: columnList.nullish(),
  metrics: columnList,
  whisker_type: z.string(),
  percentiles: z.unknown().optional(),
});

type Whiskers = (sorted: number[]) => { low: number | null; high: number | null };

function whiskersFor(type: string, percentiles: unknown): Whiskers {
  if (type === 'tukey') {
    // As the reference: each whisker is the extreme value inside its own fence, taken separately.
    return (sorted) => {
      const q1 = percentile(sorted, 25, 'midpoint');
      const q3 = percentile(sorted, 75, 'midpoint');
      if (q1 === null || q3 === null) return { low: null, high: null };
      const reach = 1.5 * (q3 - q1);
      const below = sorted.filter((v) => v <= q3 + reach);
      const above = sorted.filter((v) => v >= q1 - reach);
      return { low: above[0] ?? null, high: below[below.length - 1] ?? null };
    };
  }
  if (type === 'percentile') {
    const valid =
      Array.isArray(percentiles) &&
      percentiles.length === 2 &&
      typeof percentiles[0] === 'number' &&
      typeof percentiles[1] === 'number' &&
      percentiles[0] < percentiles[1];
    if (!valid) {
      throw new PostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
    const [low, high] = percentiles as [number, number];
    return (sorted) => ({ low: percentile(sorted, low, 'linear'), high: percentile(sorted, high, 'linear') });
  }
  if (type === 'min/max') return (sorted) => ({ low: sorted[0] ?? null, high: sorted[sorted.length - 1] ?? null });
  throw new PostProcessingError(`Invalid whisker_type: ${type} (use tukey, min/max or percentile)`);
}

const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

function statistics(values: readonly unknown[], whiskers: Whiskers): Record<(typeof STATISTICS)[number], unknown> {
  // Like pandas' to_numeric(errors="coerce"): numeric text counts as its number, anything else not at all.
  const numbers = values
    .map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v))
    .filter((v): v is number => typeof v === 'number' && !Number.isNaN(v));
  const sorted = [...numbers].sort((a, b) => a - b);
  const { low, high } = whiskers(sorted);
  const n = sorted.length;
  return {
    mean: n ? numbers.reduce((s, v) => s + v, 0) / n : null,
    median: percentile(sorted, 50, 'linear'),
    max: high,
    min: low,
    q1: percentile(sorted, 25, 'midpoint'),
    q3: percentile(sorted, 75, 'midpoint'),
    count: n,
    outliers:
      low === null || high === null ? [] : [...numbers.filter((v) => v > high), ...numbers.filter((v) => v < low)],
  };
}

/**
 * Box plot statistics per group: for each metric, `<metric>__mean`, `__median`, `__max`, `__min`
 * (the whiskers), `__q1`, `__q3` (numpy midpoint quartiles), `__count` and `__outliers` (a list).
 */
export function boxplot(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'boxplot');
  requireFlat(frame, 'boxplot');
  const whiskers = whiskersFor(o.whisker_type, o.percentiles);
  const keys = (o.groupby ?? []).map((name) => flatColumn(frame, name));
  const metrics = o.metrics.map((name) => flatColumn(frame, name));
  const lists = metrics.map(() => freshId());
  const source = frame.table;
  const values = Object.fromEntries(metrics.map((m, i) => [lists[i]!, op.array_agg(m.id)]));
  // Missing keys form a group of their own, last (the reference groups with dropna=False).
  const grouped = keys.length
    ? orderByKeysMissingLast(
        source
          .groupby(keys.map((k) => k.id))
          .rollup(values)
          .ungroup(),
        keys.map((k) => k.id),
      )
    : source.rollup(values);

  const outputs: DataColumn[] = [];
  const derived: Record<string, unknown> = {};
  for (const stat of STATISTICS) {
    o.metrics.forEach((name, i) => {
      const id = freshId();
      outputs.push({ id, path: [`${name}__${stat}`] });
      derived[id] = aq.escape(
        (d: Record<string, unknown>) => statistics((d[lists[i]!] as unknown[]) ?? [], whiskers)[stat],
      );
    });
  }
  const table = grouped
    .derive(derived as never)
    .select([...keys.map((k) => k.id), ...outputs.map((c) => c.id)])
    .reify();
  return { table, index: [], columns: [...keys, ...outputs] };
}
