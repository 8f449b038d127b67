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

/** Python's str() of a float edge: the shortest text that reads back, with ".0" on whole numbers. */
function floatText(v: number): string {
  return Number.isInteger(v) && Math.abs(v) < 1e16 ? `${v}.0` : String(v);
}

/** Bin labels as the reference prints them, `"<lower> - <upper>"` with float edges ("1.0 - 2.8"). */
function binLabels(edges: readonly number[]): string[] {
  return edges.slice(0, -1).map((e, i) => `${floatText(e)} - ${floatText(edges[i + 1]!)}`);
}

/** Counts of `column` in equal-width bins over its whole range, per group; optionally cumulative and normalised. */
export function histogram(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'histogram');
  requireFlat(frame, 'histogram');
  const target = flatColumn(frame, o.column);
  const all = valuesOf(frame, target.id).filter((v) => v !== null && v !== undefined);
  if (!all.every((v) => typeof v === 'number')) {
    throw new PostProcessingError(`The column '${o.column}' must be numeric.`);
  }
  const keys = (o.groupby ?? []).map((name) => flatColumn(frame, name));
  // Nothing to count: an empty frame, as the reference answers.
  if (all.length === 0) return { table: aq.table({}), index: [], columns: [] };
  const numbers = (all as number[]).filter((v) => !Number.isNaN(v));
  const edges = binEdges(numbers, o.bins ?? 5);
  const labels = binLabels(edges);
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
