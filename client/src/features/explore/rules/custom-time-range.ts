import type { CustomRange, CustomRangeDecoded, DateTimeGrain, DateTimeMode } from './types.ts';

const SEPARATOR = ' : ';
const ISO8601 = String.raw`\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:(?:[+-]\d\d:\d\d)|Z)?`;
const DATETIME_CONSTANT = 'TODAY|NOW';
const GRAIN_VALUE = '[+-]?[1-9][0-9]*';
const GRAIN = 'YEAR|QUARTER|MONTH|WEEK|DAY|HOUR|MINUTE|SECOND';
const RELATIVE_EXPRESSION = new RegExp(
  String.raw`^DATEADD\(DATETIME\("(${ISO8601}|${DATETIME_CONSTANT})"\), (${GRAIN_VALUE}), (${GRAIN})\)$`,
  'i',
);
const ISO8601_OR_CONSTANT = new RegExp(`^(?:${ISO8601}|${DATETIME_CONSTANT})$`, 'i');

export const DATETIME_GRAINS: readonly DateTimeGrain[] = [
  'second',
  'minute',
  'hour',
  'day',
  'week',
  'month',
  'quarter',
  'year',
];
const SPECIFIC_MODES: ReadonlySet<DateTimeMode> = new Set(['specific', 'now', 'today']);

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `YYYY-MM-DDTHH:mm:ss` in UTC, the format the server's time-range grammar reads. */
export function formatDatetime(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

function midnight(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** A specific end as text: `now` and `today` resolved against `now`, a datetime cut to whole seconds. */
function datetimeText(value: string, now: Date): string {
  const lower = value.toLowerCase();
  if (lower === 'now') return formatDatetime(new Date(Math.floor(now.getTime() / 1000) * 1000));
  if (lower === 'today') return formatDatetime(midnight(now));
  const match = /^(\d{4}-\d\d-\d\d)(?:[T ](\d\d:\d\d)(:\d\d)?)?/.exec(value);
  if (!match) return value;
  return `${match[1]}T${match[2] ?? '00:00'}${match[3] ?? ':00'}`;
}

/** A new Custom range: 7 days before midnight (relative) until midnight today (specific), anchored at now. */
export function defaultCustomRange(now: Date = new Date()): CustomRange {
  const today = midnight(now);
  return {
    sinceDatetime: formatDatetime(new Date(today.getTime() - 7 * 86_400_000)),
    sinceMode: 'relative',
    sinceGrain: 'day',
    sinceGrainValue: -7,
    untilDatetime: formatDatetime(today),
    untilMode: 'specific',
    untilGrain: 'day',
    untilGrainValue: 7,
    anchorMode: 'now',
    anchorValue: 'now',
  };
}

/**
 * The Custom tab's range as one time-range string. Specific ends are dates (`now`/`today` kept as
 * words); a relative end is a DATEADD from the other end, or from the anchor when both are relative.
 */
export function customTimeRangeEncode(range: CustomRange, now: Date = new Date()): string {
  const { sinceMode, untilMode, sinceGrain, untilGrain, anchorValue } = range;
  const sinceShift = -Math.abs(range.sinceGrainValue);
  const untilShift = range.untilGrainValue;
  const specific = (mode: DateTimeMode, value: string) => (mode === 'specific' ? datetimeText(value, now) : mode);
  if (SPECIFIC_MODES.has(sinceMode) && SPECIFIC_MODES.has(untilMode)) {
    return `${specific(sinceMode, range.sinceDatetime)}${SEPARATOR}${specific(untilMode, range.untilDatetime)}`;
  }
  if (SPECIFIC_MODES.has(sinceMode)) {
    const since = specific(sinceMode, range.sinceDatetime);
    return `${since}${SEPARATOR}DATEADD(DATETIME("${since}"), ${untilShift}, ${untilGrain})`;
  }
  if (SPECIFIC_MODES.has(untilMode)) {
    const until = specific(untilMode, range.untilDatetime);
    return `DATEADD(DATETIME("${until}"), ${sinceShift}, ${sinceGrain})${SEPARATOR}${until}`;
  }
  const anchor = range.anchorMode === 'now' ? 'now' : datetimeText(anchorValue, now);
  return `DATEADD(DATETIME("${anchor}"), ${sinceShift}, ${sinceGrain})${SEPARATOR}DATEADD(DATETIME("${anchor}"), ${untilShift}, ${untilGrain})`;
}

function modeOf(value: string): DateTimeMode {
  const lower = value.toLowerCase();
  return lower === 'now' || lower === 'today' ? lower : 'specific';
}

function grainOf(value: string): DateTimeGrain {
  return value.toLowerCase() as DateTimeGrain;
}

/**
 * Reads a time-range string back into the Custom tab, when it has one of the shapes
 * `customTimeRangeEncode` writes; otherwise `matchedFlag` is false and the range is the default.
 */
export function customTimeRangeDecode(timeRange: string, now: Date = new Date()): CustomRangeDecoded {
  const fallback = defaultCustomRange(now);
  const parts = timeRange.split(SEPARATOR);
  if (parts.length !== 2) return { customRange: fallback, matchedFlag: false };
  const since = parts[0] ?? '';
  const until = parts[1] ?? '';
  if (ISO8601_OR_CONSTANT.test(since) && ISO8601_OR_CONSTANT.test(until)) {
    return {
      customRange: {
        ...fallback,
        sinceDatetime: since,
        untilDatetime: until,
        sinceMode: modeOf(since),
        untilMode: modeOf(until),
      },
      matchedFlag: true,
    };
  }
  const sinceMatch = RELATIVE_EXPRESSION.exec(since);
  const untilMatch = RELATIVE_EXPRESSION.exec(until);
  if (sinceMatch && ISO8601_OR_CONSTANT.test(until) && sinceMatch[1] === until) {
    const [, dttm = '', value = '0', grain = 'day'] = sinceMatch;
    return {
      customRange: {
        ...fallback,
        sinceGrain: grainOf(grain),
        sinceGrainValue: Number.parseInt(value, 10),
        sinceDatetime: dttm,
        untilDatetime: dttm,
        sinceMode: 'relative',
        untilMode: modeOf(until),
      },
      matchedFlag: true,
    };
  }
  if (untilMatch && ISO8601_OR_CONSTANT.test(since) && untilMatch[1] === since) {
    const [, dttm = '', value = '0', grain = 'day'] = untilMatch;
    return {
      customRange: {
        ...fallback,
        untilGrain: grainOf(grain),
        untilGrainValue: Number.parseInt(value, 10),
        sinceDatetime: dttm,
        untilDatetime: dttm,
        untilMode: 'relative',
        sinceMode: modeOf(since),
      },
      matchedFlag: true,
    };
  }
  if (sinceMatch && untilMatch && sinceMatch[1] === untilMatch[1]) {
    const [, anchor = 'now', sinceValue = '0', sinceGrain = 'day'] = sinceMatch;
    const [, , untilValue = '0', untilGrain = 'day'] = untilMatch;
    return {
      customRange: {
        ...fallback,
        sinceGrain: grainOf(sinceGrain),
        sinceGrainValue: Number.parseInt(sinceValue, 10),
        sinceDatetime: anchor,
        untilGrain: grainOf(untilGrain),
        untilGrainValue: Number.parseInt(untilValue, 10),
        untilDatetime: anchor,
        anchorValue: anchor,
        anchorMode: anchor.toLowerCase() === 'now' ? 'now' : 'specific',
        sinceMode: 'relative',
        untilMode: 'relative',
      },
      matchedFlag: true,
    };
  }
  return { customRange: fallback, matchedFlag: false };
}
