import { dateAdd, toUnit, type Unit } from './calendar.ts';
import { TimeRangeParseFailError } from './errors.ts';
import { formatNaive, type Naive, parseNaiveIso } from './naive-datetime.ts';

/**
 * Time shifts ("1 day", "1 year ago", "52 weeks ago", "last month"): the `time_shift` of a query and
 * the `time_offsets` of time comparison. A shift is calendar-aware and computed from each end's own
 * date (2000-01-01 shifted by "1 month" is 1999-12-01; 2016-03-31 by "1 month" is 2016-02-29).
 */

export interface TimeShift {
  amount: number;
  unit: Unit;
  /** `past` unless the text says `later`, `after`, `from now` or `hence`. */
  direction: 'past' | 'future';
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

const DELTA =
  /^\s*[+-]?\s*(\d+|[a-z]+)?\s*(seconds?|minutes?|hours?|days?|weeks?|months?|quarters?|years?)\s*(ago|before|later|after|from now|hence)?\s*$/i;
const PREVIOUS = /^\s*(?:last|previous|prior)\s+(second|minute|hour|day|week|month|quarter|year)\s*$/i;

// Longer texts are no shift anyone writes; refusing them keeps the patterns below linear.
const MAX_SHIFT_LENGTH = 64;

export function parseTimeShift(text: string): TimeShift {
  if (text.length > MAX_SHIFT_LENGTH) throw new TimeRangeParseFailError(text.slice(0, MAX_SHIFT_LENGTH));
  const previous = PREVIOUS.exec(text);
  if (previous?.[1]) return { amount: 1, unit: toUnit(previous[1])!, direction: 'past' };
  const m = DELTA.exec(text);
  const count = m?.[1]?.toLowerCase();
  const amount = count === undefined ? 1 : /^\d+$/.test(count) ? Number(count) : NUMBER_WORDS[count];
  if (!m?.[2] || amount === undefined) throw new TimeRangeParseFailError(text);
  const forward = ['later', 'after', 'from now', 'hence'].includes((m[3] ?? '').toLowerCase());
  return { amount, unit: toUnit(m[2])!, direction: forward ? 'future' : 'past' };
}

export function applyShift(value: Naive, shift: TimeShift, invert = false): Naive {
  const sign = (shift.direction === 'past' ? -1 : 1) * (invert ? -1 : 1);
  return dateAdd(value, sign * shift.amount, shift.unit);
}

/** Moves a naive ISO datetime by a shift ("1 year ago" → one year earlier). */
export function shiftDatetime(datetime: string, shift: string): string {
  return formatNaive(applyShift(parseNaiveIso(datetime, 'datetime'), parseTimeShift(shift)));
}

/**
 * The inverse move, used to lay the rows of a time-offset query back onto the main query's
 * timeline ("1 year ago" → one year later).
 */
export function unshiftDatetime(datetime: string, shift: string): string {
  return formatNaive(applyShift(parseNaiveIso(datetime, 'datetime'), parseTimeShift(shift), true));
}

/** Shifts both ends of a range; open ends stay open. */
export function shiftTimeRange(
  range: { since: string | null; until: string | null },
  shift: string,
): { since: string | null; until: string | null } {
  const parsed = parseTimeShift(shift);
  const move = (end: string | null, what: string) =>
    end === null ? null : formatNaive(applyShift(parseNaiveIso(end, what), parsed));
  return { since: move(range.since, 'since'), until: move(range.until, 'until') };
}
