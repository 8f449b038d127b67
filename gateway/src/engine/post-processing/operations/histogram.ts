import * as aq from 'arquero';
import { z } from 'zod';
import { PostProcessingError } from '../errors.ts';
import { type DataColumn, type Frame, flatColumn, freshId, requireFlat, valuesOf } from '../frame.ts';
import { columnList, parseOptions } from '../options.ts';
import { binEdges, histogramCounts } from '../stats.ts';
import { dropMissingKeys, orderByKeys } from './grouping.ts';

const { op } = aq;

const schema = z.strictObject({
  column: z.string(),
  groupby: columnList.nullish(),
  bins: z.number().int().min(1).nullish(),
  cumulative: z.boolean().nullish(),
  normalize: z.boolean().nullish(),
});

/**
 * Bin labels as the reference prints them, `"<int(lower)> - <int(upper)>"`. When truncation makes
 * two labels equal (a range narrower than the bin count) the edges keep two decimals instead, so
 * that no bin overwrites another.
 */
function binLabels(edges: readonly number[]): string[] {
  const make = (format: (v: number) => string) =>
    edges.slice(0, -1).map((e, i) => `${format(e)} - ${format(edges[i + 1]!)}`);
  const truncated = make((v) => String(Math.trunc(v)));
  if (new Set(truncated).size === truncated.length) return truncated;
  return make((v) => String(Number(v.toFixed(2))));
}

/** Counts of `column` in equal-width bins over its whole range, per group; optionally cumulative and normalised. */
export function histogram(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'histogram');
  requireFlat(frame, 'histogram');
  const target = flatColumn(frame, o.column);
  const all = valuesOf(frame, target.id).filter((v) => v !== null && v !== undefined);
  if (all.length === 0 || !all.every((v) => typeof v === 'number')) {
    throw new PostProcessingError(`The column '${o.column}' must be numeric.`);
  }
  const numbers = (all as number[]).filter((v) => !Number.isNaN(v));
  const edges = binEdges(numbers, o.bins ?? 5);
  const labels = binLabels(edges);
  const keys = (o.groupby ?? []).map((name) => flatColumn(frame, name));
  const list = freshId();
  const source = dropMissingKeys(frame.table, keys);
  const grouped = keys.length
    ? orderByKeys(
        source
          .groupby(keys.map((k) => k.id))
          .rollup({ [list]: op.array_agg(target.id) })
          .ungroup(),
        keys.map((k) => k.id),
      )
    : source.rollup({ [list]: op.array_agg(target.id) });

  const countsPerRow = (grouped.array(list) as unknown[][]).map((values) => {
    const counts = histogramCounts(
      values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)),
      edges,
    );
    if (o.cumulative) for (let i = 1; i < counts.length; i++) counts[i]! += counts[i - 1]!;
    return counts;
  });
  const total = countsPerRow.flat().reduce((s, v) => s + v, 0);
  const outputs: DataColumn[] = labels.map((label) => ({ id: freshId(), path: [label] }));
  const columnsData: Record<string, unknown[]> = Object.fromEntries(
    keys.map((k) => [k.id, valuesOf({ ...frame, table: grouped }, k.id)]),
  );
  outputs.forEach((out, b) => {
    columnsData[out.id] = countsPerRow.map((counts) => (o.normalize ? counts[b]! / total : counts[b]!));
  });
  return { table: aq.table(columnsData), index: [], columns: [...keys, ...outputs] };
}
