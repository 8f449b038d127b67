import {
  addDays,
  addHours,
  addMinutes,
  addMonths,
  addQuarters,
  addSeconds,
  addWeeks,
  addYears,
  differenceInCalendarYears,
  lastDayOfMonth,
  lastDayOfQuarter,
  lastDayOfWeek,
  lastDayOfYear,
  startOfDay,
  startOfHour,
  startOfMinute,
  startOfMonth,
  startOfQuarter,
  startOfSecond,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import { TimeRangeValueError } from './errors.ts';
import type { Naive } from './naive-datetime.ts';

/** Units of the expression grammar, in the reference's spelling. */
export const UNITS = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'] as const;
export type Unit = (typeof UNITS)[number];

export function toUnit(word: string): Unit | null {
  const lower = word.toLowerCase();
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  return (UNITS as readonly string[]).includes(singular) ? (singular as Unit) : null;
}

const ADDERS: Record<Unit, (d: Naive, n: number) => Naive> = {
  year: addYears,
  quarter: addQuarters,
  month: addMonths,
  week: addWeeks,
  day: addDays,
  hour: addHours,
  minute: addMinutes,
  second: addSeconds,
};

/** Calendar-aware: month ends clamp (2020-02-29 + 1 year = 2021-02-28). */
export function dateAdd(value: Naive, amount: number, unit: Unit): Naive {
  return ADDERS[unit](value, amount);
}

// Weeks start on Monday, as Python's weekday() does.
const MONDAY = { weekStartsOn: 1 } as const;

const TRUNCATORS: Record<Unit, (d: Naive) => Naive> = {
  year: startOfYear,
  quarter: startOfQuarter,
  month: startOfMonth,
  week: (d) => startOfWeek(d, MONDAY),
  day: startOfDay,
  hour: startOfHour,
  minute: startOfMinute,
  second: startOfSecond,
};

export function dateTrunc(value: Naive, unit: Unit): Naive {
  return TRUNCATORS[unit](value);
}

const LAST_DAYS: Partial<Record<Unit, (d: Naive) => Naive>> = {
  year: lastDayOfYear,
  quarter: lastDayOfQuarter,
  month: lastDayOfMonth,
  week: (d) => lastDayOfWeek(d, MONDAY),
  day: (d) => d,
};

/** Last day of the unit at 00:00 (not 23:59:59), as the reference. */
export function lastDay(value: Naive, unit: Unit): Naive {
  const fn = LAST_DAYS[unit];
  if (!fn)
    throw new TimeRangeValueError(`LASTDAY does not support the unit ${unit}: use year, quarter, month, week or day`);
  return startOfDay(fn(value));
}

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to`, floored like Python's timedelta.days. */
export function dayDiff(from: Naive, to: Naive): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}

export function yearDiff(from: Naive, to: Naive): number {
  return differenceInCalendarYears(to, from);
}
