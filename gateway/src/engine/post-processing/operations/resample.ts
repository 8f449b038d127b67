import * as aq from 'arquero';
import { z } from 'zod';
import { asExpr } from '../aggregates.ts';
import { PostProcessingError } from '../errors.ts';
import { type DataColumn, type Frame, flatColumn, freshId, valuesOf } from '../frame.ts';
import { label, parseOptions } from '../options.ts';
import { labelGrid, parseRule } from '../resample-rules.ts';

const { op } = aq;

const schema = z.strictObject({
  rule: z.string(),
  method: z.string(),
  fill_value: label.optional(),
  time_column: z.string().nullish(),
  time_range_start: z.union([z.string(), z.number()]).nullish(),
  time_range_end: z.union([z.string(), z.number()]).nullish(),
});

const METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'];
const MAX_BINS = 1_000_000;

type Row = Record<string, unknown>;
type TimeKind = 'number' | 'date' | 'string';

function toEpoch(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') {
    // Naive datetimes are read as UTC, like every datetime of the engine.
    const text = /[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}Z`;
    const t = Date.parse(text);
    return Number.isNaN(t) ? null : t;
  }
  return null;
}

function fromEpoch(t: number, kind: TimeKind): unknown {
  if (kind === 'number') return t;
  if (kind === 'date') return new Date(t);
  return new Date(t).toISOString().slice(0, 19);
}

/**
 * pandas `interpolate()` (method linear) on a column: a missing value between two known ones is
 * placed on the straight line by position, one after the last known value repeats it, one before
 * the first stays missing. A column that holds anything but numbers is left as it is.
 */
function interpolate(values: readonly unknown[]): unknown[] {
  const known = values.flatMap((v, i) => (typeof v === 'number' && !Number.isNaN(v) ? [i] : []));
  if (known.length === 0 || values.some((v) => v !== null && v !== undefined && typeof v !== 'number')) {
    return [...values];
  }
  const out = [...values];
  let k = 0;
  for (let i = known[0]! + 1; i < values.length; i++) {
    while (k + 1 < known.length && known[k + 1]! <= i) k++;
    if (known[k] === i) continue;
    const before = known[k]!;
    const after = known[k + 1];
    const from = values[before] as number;
    out[i] = after === undefined ? from : from + (((values[after] as number) - from) * (i - before)) / (after - before);
  }
  return out;
}

/**
 * pandas `resample(rule).<method>()` over the temporal row index (the x-axis a pivot made the
 * index), or over `time_column` in a flat frame. Methods: asfreq (values at the labels; with
 * `fill_value`, every gap filled), linear (values at the labels, numeric gaps interpolated), ffill / bfill (the last value at or before, or the first at or
 * after, each label), and sum / mean / median of each bin (an empty bin sums to 0).
 */
export function resample(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'resample');
  let timeColumn: DataColumn;
  if (frame.index.length === 1) timeColumn = frame.index[0]!;
  else if (o.time_column && frame.index.length === 0) timeColumn = flatColumn(frame, o.time_column);
  else throw new PostProcessingError('Resample operation requires DatetimeIndex');
  if (!METHODS.includes(o.method)) {
    throw new PostProcessingError(`Resample method should be in ${METHODS.join(', ')}.`);
  }
  const rule = parseRule(o.rule);

  const raw = valuesOf(frame, timeColumn.id);
  const times = raw.map(toEpoch);
  if (times.some((t) => t === null)) throw new PostProcessingError('Resample operation requires DatetimeIndex');
  const kind: TimeKind = raw.some((v) => v instanceof Date)
    ? 'date'
    : raw.some((v) => typeof v === 'string')
      ? 'string'
      : 'number';
  const data = frame.columns.filter((c) => c.id !== timeColumn.id);
  if (times.length === 0) return frame;

  // With a fill value and the query's range, zero-filling covers the whole range.
  const start = toEpoch(o.time_range_start ?? null);
  const end = toEpoch(o.time_range_end ?? null);
  const fills = o.method === 'asfreq' && o.fill_value !== undefined && o.fill_value !== null;
  if ((o.time_range_start != null && start === null) || (o.time_range_end != null && end === null)) {
    throw new PostProcessingError('time_range_start and time_range_end must be datetimes');
  }
  const range = fills && start !== null && end !== null ? { start, end } : undefined;
  const { labelOf, grid } = labelGrid(rule, times as number[], range);
  if (grid.length > MAX_BINS) throw new PostProcessingError(`Resample would create more than ${MAX_BINS} rows`);
  const T = freshId();
  const FLAG = freshId();
  const timed = frame.table.assign(aq.table({ [T]: times }));
  const gridTable = aq.table({ [T]: grid });
  const ids = data.map((c) => c.id);

  let result: ReturnType<typeof aq.table>;
  switch (o.method) {
    case 'asfreq':
      result = gridTable.join_left(timed.select([T, ...ids]), T);
      break;
    case 'linear': {
      // pandas resample().interpolate(): the values at the labels, then numeric gaps interpolated.
      const atLabels = gridTable
        .join_left(timed.select([T, ...ids]), T)
        .orderby(T)
        .reify();
      const columns: Record<string, unknown[]> = { [T]: valuesOf({ ...frame, table: atLabels }, T) };
      for (const id of ids) columns[id] = interpolate(valuesOf({ ...frame, table: atLabels }, id));
      result = aq.table(columns);
      break;
    }
    case 'ffill':
    case 'bfill': {
      // Labels and rows in one timeline: a label takes the nearest row value before (ffill) or
      // after (bfill) it; at an equal time the row wins.
      const forward = o.method === 'ffill';
      const rows = timed.select([T, ...ids]).derive({ [FLAG]: () => 0 } as never);
      const labels = gridTable.derive({ [FLAG]: () => 1 } as never);
      const carry = (id: string) => (forward ? op.fill_down(id) : op.fill_up(id));
      result = rows
        .concat(labels)
        .orderby(T, forward ? FLAG : aq.desc(FLAG))
        .derive(Object.fromEntries(ids.map((id) => [id, asExpr(carry(id))])) as never)
        .filter(aq.escape((d: Row) => d[FLAG] === 1))
        .select([T, ...ids]);
      break;
    }
    default: {
      const reduce = (id: string) =>
        asExpr(o.method === 'sum' ? op.sum(id) : o.method === 'mean' ? op.mean(id) : op.median(id));
      const binned = timed
        .derive({ [T]: aq.escape((d: Row) => labelOf(d[T] as number)) } as never)
        .groupby(T)
        .rollup(Object.fromEntries(ids.map((id) => [id, reduce(id)])));
      result = gridTable.join_left(binned, T);
      if (o.method === 'sum') {
        result = result.derive(Object.fromEntries(ids.map((id) => [id, aq.escape((d: Row) => d[id] ?? 0)])) as never);
      }
    }
  }
  const fill = o.fill_value;
  if (o.method === 'asfreq' && fill !== undefined && fill !== null) {
    result = result.derive(Object.fromEntries(ids.map((id) => [id, aq.escape((d: Row) => d[id] ?? fill)])) as never);
  }
  const table = result
    .orderby(T)
    .derive({ [timeColumn.id]: aq.escape((d: Row) => fromEpoch(d[T] as number, kind)) } as never)
    .select([timeColumn.id, ...ids])
    .reify();
  return { table, index: frame.index, columns: frame.index.length ? frame.columns : [timeColumn, ...data] };
}
