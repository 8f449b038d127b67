import { UTCDate } from '@date-fns/utc';
import {
  addMonths,
  addQuarters,
  addWeeks,
  addYears,
  type Day,
  lastDayOfMonth,
  lastDayOfQuarter,
  lastDayOfYear,
  nextDay,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfYear,
} from 'date-fns';
import { PostProcessingError } from './errors.ts';

/**
 * pandas offset aliases for `resample(rule)`, as bin functions over epoch milliseconds (naive
 * datetimes read as UTC). Fixed-width rules (S, T/min, H, D and multiples) bin from midnight of
 * the first timestamp's day (pandas' origin "start_day") and are labelled by their left edge;
 * start-anchored rules (MS, QS, AS/YS) by the first day of the period; end-anchored rules (M, Q,
 * A/Y, W) by the last day of the period that holds the timestamp's date, as pandas labels them.
 */
export interface ResampleRule {
  /** Label (bin) of a timestamp. */
  label: (t: number, origin: number) => number;
  /** The label after `label`. */
  next: (label: number) => number;
}

const MS = { S: 1000, T: 60_000, min: 60_000, H: 3_600_000, h: 3_600_000, D: 86_400_000 } as const;
const WEEKDAYS: Record<string, Day> = { SUN: 0, MON: 1, TUE: 2, WED: 3, THU: 4, FRI: 5, SAT: 6 };

const at = (t: number) => new UTCDate(t);
const ms = (d: Date) => d.getTime();

function fixed(width: number): ResampleRule {
  return {
    label: (t, origin) => origin + Math.floor((t - origin) / width) * width,
    next: (label) => label + width,
  };
}

function startAnchored(start: (d: UTCDate) => Date, add: (d: UTCDate, n: number) => Date): ResampleRule {
  return { label: (t) => ms(start(at(t))), next: (label) => ms(add(at(label), 1)) };
}

function endAnchored(end: (d: UTCDate) => Date): ResampleRule {
  return {
    label: (t) => ms(startOfDay(end(startOfDay(at(t))))),
    // One day past a period's last day lies in the next period.
    next: (label) => ms(startOfDay(end(at(label + MS.D)))),
  };
}

function weekly(weekday: Day): ResampleRule {
  const onOrAfter = (d: UTCDate) => (d.getUTCDay() === weekday ? d : nextDay(d, weekday));
  return { label: (t) => ms(onOrAfter(startOfDay(at(t)))), next: (label) => ms(addWeeks(at(label), 1)) };
}

const RULE = /^(\d*)\s*([A-Za-z]+(?:-[A-Z]{3})?)$/;

export function parseRule(rule: string): ResampleRule {
  const m = RULE.exec(rule.trim());
  if (!m) throw new PostProcessingError(`Invalid resample rule: ${rule}`);
  const count = m[1] ? Number(m[1]) : 1;
  const unit = m[2]!;
  if (count < 1) throw new PostProcessingError(`Invalid resample rule: ${rule}`);
  if (unit in MS) return fixed(count * MS[unit as keyof typeof MS]);
  if (count !== 1)
    throw new PostProcessingError(`Unsupported resample rule: ${rule} (calendar rules take no multiple)`);
  switch (unit) {
    case 'MS':
      return startAnchored(startOfMonth, addMonths);
    case 'QS':
      return startAnchored(startOfQuarter, addQuarters);
    case 'AS':
    case 'YS':
      return startAnchored(startOfYear, addYears);
    case 'M':
    case 'ME':
      return endAnchored(lastDayOfMonth);
    case 'Q':
    case 'QE':
      return endAnchored(lastDayOfQuarter);
    case 'A':
    case 'Y':
    case 'YE':
      return endAnchored(lastDayOfYear);
    case 'W':
      return weekly(0);
    default: {
      const weekday = unit.startsWith('W-') ? WEEKDAYS[unit.slice(2)] : undefined;
      if (weekday !== undefined) return weekly(weekday);
      throw new PostProcessingError(`Unsupported resample rule: ${rule}`);
    }
  }
}

/**
 * Every label from the first timestamp's bin to the last one's. `range` ([start, end) of the
 * query) makes fixed-width bins start at `start` and adds every label from the first one at or
 * after `start` to the last one before `end` (pandas `date_range(start, end, inclusive="left")`).
 */
export function labelGrid(
  rule: ResampleRule,
  times: readonly number[],
  range?: { start: number; end: number },
): { labelOf: (t: number) => number; grid: number[] } {
  const first = Math.min(...times);
  const origin = range ? range.start : ms(startOfDay(at(first)));
  const labelOf = (t: number) => rule.label(t, origin);
  const labels = new Set<number>();
  const last = labelOf(Math.max(...times));
  for (let label = labelOf(first); label <= last; label = rule.next(label)) labels.add(label);
  if (range) {
    let label = labelOf(range.start);
    if (label < range.start) label = rule.next(label);
    for (; label < range.end; label = rule.next(label)) {
      labels.add(label);
      if (labels.size > MAX_LABELS) break;
    }
  }
  return { labelOf, grid: [...labels].sort((a, b) => a - b) };
}

/** More labels than any chart shows; the caller refuses a grid this large. */
const MAX_LABELS = 1_000_001;
