/**
 * Post-processing of chart-data results (server-semantics.md §4, `post_processing`): the pandas
 * operations of the reference, on arquero. Pure: rows in, rows and column names out.
 *
 * The frame keeps what pandas keeps beside the values: a row index (set by pivot, reset by
 * flatten) and column label paths (pivot makes `[metric, series value, ...]`). The result is
 * always flat: if the pipeline does not end with `flatten`, one is applied (the reference would
 * fail to serialise a multi-level frame).
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
  const rows: Record<string, unknown>[] = [];
  for (let r = 0; r < flat.table.numRows(); r++) {
    const row: Record<string, unknown> = {};
    colnames.forEach((name, i) => {
      row[name] = cleanValue(arrays[i]![r]);
    });
    rows.push(row);
  }
  return { rows, colnames };
}

/** Runs the operations in order; an unknown operation or bad options throw a PostProcessingError. */
export function applyPostProcessing(
  rows: Record<string, unknown>[],
  operations: PostProcessingOperation[],
): PostProcessingResult {
  let frame = frameFromRows(rows);
  operations.forEach((step, position) => {
    const name = step?.operation;
    const run = typeof name === 'string' ? OPERATIONS[name] : undefined;
    if (!run) {
      if (typeof name === 'string' && NOT_IMPLEMENTED.has(name)) {
        throw new PostProcessingError(`Post processing operation ${name} is not supported`);
      }
      throw new PostProcessingError(`Unsupported post processing operation: ${String(name)} (step ${position + 1})`);
    }
    frame = run(frame, step.options);
  });
  return toResult(frame);
}
