import { UTCDate } from '@date-fns/utc';
import { format, isValid } from 'date-fns';
import { TimeRangeValueError } from './errors.ts';

/**
 * Naive datetimes (no zone) are carried as UTCDate so that date-fns does its calendar arithmetic on
 * the wall-clock fields whatever TZ the process runs in: no DST gaps, no shifted midnights.
 */
export type Naive = UTCDate;

const ISO_NAIVE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

export function naive(year: number, month: number, day = 1, hour = 0, minute = 0, second = 0): Naive {
  const d = new UTCDate(Date.UTC(2000, 0, 1));
  // setUTCFullYear keeps years 0-99 literal (Date.UTC would map them to 1900-1999).
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d;
}

/** Parses the exact `YYYY-MM-DDTHH:mm:ss` form used at this module's boundary. */
export function parseNaiveIso(text: string, what: string): Naive {
  const m = ISO_NAIVE.exec(text);
  if (!m) throw new TimeRangeValueError(`${what} must be a naive ISO datetime YYYY-MM-DDTHH:mm:ss, got [${text}]`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const value = naive(y, mo, d, h, mi, s);
  if (value.getUTCMonth() !== mo - 1 || value.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    throw new TimeRangeValueError(`${what} is not a valid datetime: [${text}]`);
  }
  return value;
}

/** Python's datetime only spans years 1..9999; outside it the reference overflows. */
export function checkRange(value: Naive): Naive {
  if (!isValid(value)) throw new TimeRangeValueError('Invalid date');
  const year = value.getUTCFullYear();
  if (year < 1 || year > 9999) throw new TimeRangeValueError('Date out of range: year must be in 1..9999');
  return value;
}

export function formatNaive(value: Naive): string {
  checkRange(value);
  return format(value, "yyyy-MM-dd'T'HH:mm:ss");
}

/** `today` of the reference: the current date at 00:00:00. */
export function midnightOf(value: Naive): Naive {
  return naive(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
}
