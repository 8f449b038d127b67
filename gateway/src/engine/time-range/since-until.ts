import { dateAdd, dateTrunc, dayDiff, lastDay, toUnit, type Unit } from './calendar.ts';
import { TimeRangeValueError } from './errors.ts';
import { evaluateExpression } from './expression.ts';
import { parseHumanDatetime } from './human-datetime.ts';
import { formatNaive, type Naive, parseNaiveIso } from './naive-datetime.ts';
import { applyShift, parseTimeShift } from './time-shift.ts';

export type RelativeAnchor = 'today' | 'now';

export interface TimeRangeOptions {
  /** The injected clock, naive ISO `YYYY-MM-DDTHH:mm:ss`. */
  now: string;
  /**
   * Anchor of the phrase patterns ("last 2 weeks", "start of this month") on both sides and of the
   * implicit start of a `Next ...` shorthand. Omitted: `now` for second/minute/hour, `today` for
   * longer units.
   */
  relativeStart?: RelativeAnchor;
  /** Implicit end of a `Last ...` shorthand. Omitted: `now` for sub-day units, `today` otherwise. */
  relativeEnd?: RelativeAnchor;
  /** Moves both ends into the past ("1 day", "1 year ago"); `... later` moves them forward. */
  timeShift?: string;
  /** Instant time comparison: `y`, `m`, `w` shift both ends back one unit; `r` by the range length in days. */
  instantTimeComparisonRange?: string;
}

export interface SinceUntil {
  since: string | null;
  until: string | null;
}

const SEPARATOR = ' : ';
const NO_TIME_RANGE = 'No filter';
// Bounds the work of the free-form parser on hostile input.
const MAX_LENGTH = 1000;
const SUB_DAY = new Set<Unit>(['second', 'minute', 'hour']);

const SHORTHAND = /^(?:Last|Next)\s{1,5}(?:[0-9]+\s{0,5})?(second|minute|hour|day|week|month|quarter|year)s?$/i;
const PREVIOUS_CALENDAR = /^previous calendar (week|month|quarter|year)/;
const CURRENT = /^Current (day|week|month|quarter|year)/;
const EDGE_OF =
  /^(start of|beginning of|end of)\s{1,5}(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(day|week|month|quarter|year)s?$/i;
const SCOPE = /^(this|last|next|prior)\s{1,5}([0-9]+)?\s{0,5}(second|minute|hour|day|week|month|quarter|year)s?$/i;
const EXPRESSION = /^(DATETIME|DATEADD|DATETRUNC|LASTDAY|HOLIDAY)/i;

function validateAnchor(value: unknown, what: string): RelativeAnchor | undefined {
  // null arrives from JSON clients that send the key empty: the same as leaving it out.
  if (value === undefined || value === null) return undefined;
  if (value === 'today' || value === 'now') return value;
  throw new TimeRangeValueError(`${what} must be "today" or "now"`);
}

/** Anchor the reference picks for a unit when the caller named none. */
function defaultAnchor(unit: Unit): RelativeAnchor {
  return SUB_DAY.has(unit) ? 'now' : 'today';
}

function shorthandAnchor(timeRange: string): RelativeAnchor {
  const unit = SHORTHAND.exec(timeRange)?.[1];
  return unit ? defaultAnchor(toUnit(unit)!) : 'today';
}

interface Context {
  now: Naive;
  relativeStart: RelativeAnchor | undefined;
}

function anchorValue(anchor: RelativeAnchor, ctx: Context): Naive {
  return parseHumanDatetime(anchor, ctx.now);
}

/** `this` = the anchor itself; `last`/`prior` = N units before; `next` = N units after. */
function scoped(scope: string, delta: string | undefined, unit: Unit, ctx: Context): Naive {
  const base = anchorValue(ctx.relativeStart ?? defaultAnchor(unit), ctx);
  const n = delta ? Number(delta) : 1;
  switch (scope.toLowerCase()) {
    case 'this':
      return base;
    case 'next':
      return dateAdd(base, n, unit);
    default:
      return dateAdd(base, -n, unit);
  }
}

function evaluateSide(side: string, ctx: Context): Naive | null {
  if (!side) return null;
  const edge = EDGE_OF.exec(side);
  if (edge) {
    const [, modifier, scope, delta, unitWord] = edge as unknown as [
      string,
      string,
      string,
      string | undefined,
      string,
    ];
    const unit = toUnit(unitWord)!;
    const base = scoped(scope, delta, unit, ctx);
    return modifier.toLowerCase() === 'end of' ? lastDay(base, unit) : dateTrunc(base, unit);
  }
  const scope = SCOPE.exec(side);
  if (scope) {
    const [, word, delta, unitWord] = scope as unknown as [string, string, string | undefined, string];
    return scoped(word, delta, toUnit(unitWord)!, ctx);
  }
  if (EXPRESSION.test(side)) return evaluateExpression(side, ctx.now);
  return parseHumanDatetime(side, ctx.now);
}

/** Rewrites the separator-less shorthands of the time range popover into `since : until`. */
function expandShorthand(timeRange: string, relativeStart?: RelativeAnchor, relativeEnd?: RelativeAnchor): string {
  if (timeRange.includes(SEPARATOR)) return timeRange;
  if (timeRange.startsWith('Last')) return `${timeRange}${SEPARATOR}${relativeEnd ?? shorthandAnchor(timeRange)}`;
  if (timeRange.startsWith('Next')) return `${relativeStart ?? shorthandAnchor(timeRange)}${SEPARATOR}${timeRange}`;
  const previous = PREVIOUS_CALENDAR.exec(timeRange)?.[1];
  if (previous) {
    return `DATETRUNC(DATEADD(DATETIME('today'), -1, ${previous}), ${previous})${SEPARATOR}DATETRUNC(DATETIME('today'), ${previous})`;
  }
  const current = CURRENT.exec(timeRange)?.[1];
  if (current) {
    return `DATETRUNC(DATEADD(DATETIME('today'), 0, ${current}), ${current})${SEPARATOR}DATETRUNC(DATEADD(DATETIME('today'), 1, ${current}), ${current})`;
  }
  return timeRange;
}

function instantComparison(
  since: Naive | null,
  until: Naive | null,
  kind: string,
  ctx: Context,
  relativeEnd: RelativeAnchor | undefined,
): [Naive | null, Naive | null] {
  const units: Record<string, Unit> = { y: 'year', m: 'month', w: 'week', r: 'day' };
  const unit = units[kind];
  if (!unit) return [since, until];
  // For "inherited" the shift is the range length in whole days; a shorter range moves by one day.
  const days = kind === 'r' && since && until ? dayDiff(since, until) : 0;
  const amount = days || 1;
  const start = since ?? anchorValue(ctx.relativeStart ?? 'today', ctx);
  const end = until ?? anchorValue(relativeEnd ?? 'today', ctx);
  return [dateAdd(start, -amount, unit), dateAdd(end, -amount, unit)];
}

/** Naive datetimes of a time range, before formatting (shared with callers that need Date arithmetic). */
export function resolveSinceUntil(timeRange: string, options: TimeRangeOptions): [Naive | null, Naive | null] {
  const now = parseNaiveIso(options.now, 'now');
  const relativeStart = validateAnchor(options.relativeStart, 'relativeStart');
  const relativeEnd = validateAnchor(options.relativeEnd, 'relativeEnd');
  const ctx: Context = { now, relativeStart };

  if (timeRange === NO_TIME_RANGE) return [null, null];
  if (timeRange.length > MAX_LENGTH) {
    throw new TimeRangeValueError(`Time range is too long (at most ${MAX_LENGTH} characters)`);
  }

  const expanded = expandShorthand(timeRange, relativeStart, relativeEnd);
  let since: Naive | null;
  let until: Naive | null;
  if (expanded.includes(SEPARATOR)) {
    const cut = expanded.indexOf(SEPARATOR);
    since = evaluateSide(expanded.slice(0, cut).trim(), ctx);
    until = evaluateSide(expanded.slice(cut + SEPARATOR.length).trim(), ctx);
  } else {
    // Legacy path of the reference: a string without separator names no range at all.
    since = null;
    until = anchorValue(relativeEnd ?? 'today', ctx);
  }

  if (options.timeShift) {
    const shift = parseTimeShift(options.timeShift);
    since = since && applyShift(since, shift);
    until = until && applyShift(until, shift);
  }

  if (options.instantTimeComparisonRange) {
    [since, until] = instantComparison(since, until, options.instantTimeComparisonRange, ctx, relativeEnd);
  }

  if (since && until && since.getTime() > until.getTime()) {
    throw new TimeRangeValueError('From date cannot be larger than to date');
  }
  return [since, until];
}

export function getSinceUntil(timeRange: string, options: TimeRangeOptions): SinceUntil {
  const [since, until] = resolveSinceUntil(timeRange, options);
  return { since: since && formatNaive(since), until: until && formatNaive(until) };
}
