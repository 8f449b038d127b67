import { UTCDate } from '@date-fns/utc';
import * as chrono from 'chrono-node';
import { isValid, parse } from 'date-fns';
import { TimeRangeAmbiguousError, TimeRangeParseFailError } from './errors.ts';
import { checkRange, midnightOf, type Naive, naive } from './naive-datetime.ts';

/**
 * Free-form datetime text (reference: `parse_human_datetime`): first the strict formats dateutil
 * accepts (missing parts default to 1 January of the current year, month-first), then natural
 * language through chrono-node (standing in for parsedatetime).
 */

const BARE_PERIOD = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;

const DATE_PARTS = ['yyyy-M-d', 'yyyy/M/d', 'yyyy.M.d', 'M/d/yyyy', 'M/d/yy', 'M-d-yyyy', 'M.d.yyyy'];
const TIME_PARTS = ['H:mm', 'H:mm:ss', 'h:mm a', 'h:mm:ss a', 'h a'];
const DATE_ONLY = [
  'yyyy',
  'yyyy-M',
  'yyyy/M',
  'M/yyyy',
  'yyyyMMdd',
  "yyyyMMdd'T'HHmmss",
  'MMMM yyyy',
  'MMM yyyy',
  'MMMM d, yyyy',
  'MMM d, yyyy',
  'MMMM d yyyy',
  'MMM d yyyy',
  'd MMMM yyyy',
  'd MMM yyyy',
  'd MMMM, yyyy',
  'yyyy MMMM d',
  'yyyy MMM d',
  'EEEE, MMMM d, yyyy',
  'EEE, MMM d, yyyy',
  'EEE, d MMM yyyy',
  'MMMM d',
  'MMM d',
  'd MMMM',
  'd MMM',
];
const FORMATS: readonly string[] = [
  ...DATE_ONLY,
  ...DATE_PARTS,
  ...DATE_PARTS.flatMap((d) => TIME_PARTS.flatMap((t) => [`${d}'T'${t}`, `${d} ${t}`])),
  ...['MMMM d, yyyy', 'MMM d, yyyy', 'd MMMM yyyy', 'd MMM yyyy'].flatMap((d) => TIME_PARTS.map((t) => `${d} ${t}`)),
];

// A zone suffix after a clock time: dropped, the wall-clock value is kept (results are naive).
const ZONE_SUFFIX = /(\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?)\s*(?:Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)$/i;
const FRACTION = /(\d{1,2}:\d{2}:\d{2})[.,]\d+$/;

function parseStrict(text: string, now: Naive): Naive | null {
  const cleaned = text.replace(ZONE_SUFFIX, '$1').replace(FRACTION, '$1');
  const reference = new UTCDate(naive(now.getUTCFullYear(), 1, 1).getTime());
  for (const fmt of FORMATS) {
    const value = parse(cleaned, fmt, reference);
    // date-fns reads `yyyy` from any number of digits; dateutil would not take "5" or "20" for a year.
    const fourDigitYear = !fmt.includes('yyyy') || cleaned.includes(String(value.getFullYear()).padStart(4, '0'));
    if (isValid(value) && fourDigitYear) return new UTCDate(value.getTime());
  }
  return null;
}

const UNITS = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

function parseNatural(text: string, now: Naive): Naive | null {
  const results = chrono.parse(text, { instant: new Date(now.getTime()), timezone: 0 }, { forwardDate: false });
  const first = results[0];
  // Only a reading of the whole text counts: a partial one ("day before yesterday" read as
  // "yesterday") would silently answer another question.
  if (results.length !== 1 || !first || first.index !== 0 || first.text.length !== text.length || first.end) {
    return null;
  }
  const [year, month, day, hour, minute, second] = UNITS.map((u) => first.start.get(u) ?? 0) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const value = naive(year, month, day, hour, minute, second);
  // As the reference: a reading that carries no time of day is reset to midnight.
  return first.start.isCertain('hour') ? value : midnightOf(value);
}

export function parseHumanDatetime(text: string, now: Naive): Naive {
  if (BARE_PERIOD.test(text)) throw new TimeRangeAmbiguousError(text);
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  if (lower === 'now') return new UTCDate(now.getTime());
  if (lower === 'today') return midnightOf(now);
  const value = (trimmed && (parseStrict(trimmed, now) ?? parseNatural(trimmed, now))) || null;
  if (!value) throw new TimeRangeParseFailError(text);
  return checkRange(value);
}
