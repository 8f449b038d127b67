/**
 * Post-processing of chart-data results (server-semantics.md §4, `post_processing`): the pandas
 * operations of the reference, on arquero. Pure: rows in, rows and column names out.
 *
 * The frame keeps what pandas keeps beside the values: a row index (set by pivot, reset by
 * flatten) and column label paths (pivot makes `[metric, series value, ...]`). Operations that
 * name columns match the first label, so after a pivot they apply to every series of a metric.
 *
 * Decisions where Chartroom departs from the reference (Apache Superset) — for the README:
 *
 * 1. The result is always flat: if the pipeline does not end with `flatten`, one is applied
 *    (labels joined with ", ", commas inside labels escaped as "\,", index reset). The reference
 *    would fail to serialise a multi-level frame.
 * 2. Unknown option keys are refused ("Invalid options for <operation>: ..."), where Python would
 *    raise a TypeError (a 500). Every failure is a PostProcessingError (a 400). The reference's
 *    "Referenced columns not available in DataFrame" also names the columns.
 * 3. pivot labels each metric by its aggregate name (pandas by the source column, which differs
 *    only when `column` is given). A missing index value is a "<NULL>" row and keys are sorted, as
 *    the reference does; missing series values are named "<NULL>" unless `column_fill_value` says
 *    otherwise (null drops them). Margins ("All") are the metric's own aggregate over the source
 *    rows: an "All" column closes each metric's block, an "All" row comes last.
 * 4. A group whose values are all missing sums to 0 and multiplies to 1 (pandas); a combination
 *    that does not occur stays missing. `count` counts rows, missing values included (numpy.ma.count,
 *    as the reference); `std`/`var` are population statistics (numpy) unless `options.ddof` is 1.
 * 5. rolling: `cumsum` (a rolling type of the chart controls, refused by the reference) is the
 *    running total; `win_type` is refused; with `min_periods` the first `min_periods - 1` rows
 *    are dropped (current reference).
 * 6. compare accepts `absolute` for `difference`; a division by zero gives null. diff supports
 *    `axis: 1` (along the selected columns).
 * 7. resample works on a temporal row index (after pivot) or, as an extension, on `time_column`
 *    of a flat frame. Naive datetimes are read as UTC; time values come back in the kind they came
 *    in (epoch ms, Date, or naive ISO text). Calendar rules take no multiple (1M, not 2M).
 * 8. Times are Dates inside the frame (the engine passes its temporal columns by name), so
 *    contribution and the other numeric operations never count them as values.
 * 9. sort accepts both option forms (`columns: {name: ascending}` and `by`/`ascending`/
 *    `is_sort_index`); missing values sort last, ties keep their order; no options, no change.
 * 10. rename without `level` renames matching labels on every level; a label renamed to null is
 *     left out of flattened names.
 * 11. boxplot counts numbers and numeric text (`__count`); histogram labels are float edges as
 *     Python prints them ("1.0 - 2.8").
 * 12. NaN and ±Infinity become null. Labels print as Python's str() would (True/False, dates as
 *     "YYYY-MM-DD HH:mm:ss").
 * 13. Not implemented (refused with a clear message): prophet, geohash_decode, geohash_encode,
 *     geodetic_parse, escape_separator, unescape_separator.
 */
import { PostProcessingError } from './errors.ts';
import { cleanValue, type Frame, frameFromRows, labelText, resetIndex } from './frame.ts';
import { aggregate } from './operations/aggregate.ts';
import { boxplot } from './operations/boxplot.ts';
import { compare } from './operations/compare.ts';
import { contribution } from './operations/contribution.ts';
import { cum } from './operations/cum.ts';
import { diff } from './operations/diff.ts';
import { flatten, flattenColumns } from './operations/flatten.ts';
import { histogram } from './operations/histogram.ts';
import { pivot } from './operations/pivot.ts';
import { rank } from './operations/rank.ts';
import { rename } from './operations/rename.ts';
import { resample } from './operations/resample.ts';
import { rolling } from './operations/rolling.ts';
import { select } from './operations/select.ts';
import { sort } from './operations/sort.ts';

export { PostProcessingError } from './errors.ts';

export interface PostProcessingOperation {
  operation: string;
  options?: Record<string, unknown>;
}

export interface PostProcessingResult {
  rows: Record<string, unknown>[];
  colnames: string[];
  /** Output columns that hold times (epoch ms in `rows`). */
  temporal: string[];
}

const OPERATIONS: Record<string, (frame: Frame, options: unknown) => Frame> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
  select,
  sort,
};

// Names the reference accepts that Chartroom does not implement: refused with a clear message.
const NOT_IMPLEMENTED = new Set([
  'geodetic_parse',
  'geohash_decode',
  'geohash_encode',
  'prophet',
  'escape_separator',
  'unescape_separator',
]);

function toResult(frame: Frame): PostProcessingResult {
  const flat = resetIndex(flattenColumns(frame));
  const colnames = flat.columns.map((c) => {
    const label = c.path[0];
    return typeof label === 'string' ? label : label === null ? '' : labelText(label);
  });
  const arrays = flat.columns.map((c) => Array.from(flat.table.array(c.id) as ArrayLike<unknown>));
  const temporal = colnames.filter((_name, i) => arrays[i]!.some((v) => v instanceof Date));
  const rows: Record<string, unknown>[] = [];
  for (let r = 0; r < flat.table.numRows(); r++) {
    const row: Record<string, unknown> = {};
    colnames.forEach((name, i) => {
      row[name] = cleanValue(arrays[i]![r]);
    });
    rows.push(row);
  }
  return { rows, colnames, temporal };
}

function operationOf(step: PostProcessingOperation, position: number): (frame: Frame, options: unknown) => Frame {
  const name = step?.operation;
  const run = typeof name === 'string' ? OPERATIONS[name] : undefined;
  if (run) return run;
  if (typeof name === 'string' && NOT_IMPLEMENTED.has(name)) {
    throw new PostProcessingError(`Post processing operation ${name} is not supported`);
  }
  throw new PostProcessingError(`Unsupported post processing operation: ${String(name)} (step ${position + 1})`);
}

/** Runs operations on a frame (the pipeline without the final flattening). */
export function runOperations(frame: Frame, operations: readonly PostProcessingOperation[]): Frame {
  const runs = operations.map(operationOf);
  return runs.reduce((current, run, position) => run(current, operations[position]?.options), frame);
}

/**
 * Runs the operations in order; an unknown operation or bad options throw a PostProcessingError.
 * An empty result stays empty with the query's columns: a chart whose filters match nothing shows
 * "No results" rather than an error from an operation that looks for a column pivot dropped.
 */
export function applyPostProcessing(
  rows: Record<string, unknown>[],
  operations: PostProcessingOperation[],
  colnames?: readonly string[],
  temporal: readonly string[] = [],
): PostProcessingResult {
  // An unknown operation fails even when there are no rows to run it on.
  operations.forEach(operationOf);
  if (rows.length === 0 && colnames !== undefined) {
    return { rows: [], colnames: [...colnames], temporal: temporal.filter((t) => colnames.includes(t)) };
  }
  return toResult(runOperations(frameFromRows(rows, colnames, new Set(temporal)), operations));
}
