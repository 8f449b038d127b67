import { customTimeRangeDecode } from './custom-time-range.ts';
import type { TimeRangeFrame } from './types.ts';

export const SEPARATOR = ' : ';
export const NO_TIME_RANGE = 'No filter';

/** The Last frame (rolling windows ending today at midnight), by label and value. */
export const COMMON_RANGE_OPTIONS = [
  { value: 'Last day', label: 'last day' },
  { value: 'Last week', label: 'last week' },
  { value: 'Last month', label: 'last month' },
  { value: 'Last quarter', label: 'last quarter' },
  { value: 'Last year', label: 'last year' },
] as const;

/** The Previous frame: the last complete calendar unit. */
export const CALENDAR_RANGE_OPTIONS = [
  { value: 'previous calendar week', label: 'previous calendar week' },
  { value: 'previous calendar month', label: 'previous calendar month' },
  { value: 'previous calendar year', label: 'previous calendar year' },
] as const;

const COMMON_VALUES: ReadonlySet<string> = new Set(COMMON_RANGE_OPTIONS.map((o) => o.value));
const CALENDAR_VALUES: ReadonlySet<string> = new Set(CALENDAR_RANGE_OPTIONS.map((o) => o.value));

/** `since : until`, the one string a time range is stored as. */
export function buildTimeRangeString(since: string, until: string): string {
  return `${since}${SEPARATOR}${until}`;
}

function endpoint(value: string, isStart: boolean): string {
  return value.replace('T00:00:00', '') || (isStart ? '-∞' : '∞');
}

/**
 * An evaluated range as the pill and the 'Actual time range' show it: `2024-01-01 ≤ col < 2024-02-01`,
 * midnights without their time, open ends as -∞ / ∞. A string without separator is returned as is.
 */
export function formatTimeRange(timeRange: string, columnPlaceholder = 'col'): string {
  const parts = timeRange.split(SEPARATOR);
  if (parts.length === 1) return timeRange;
  return `${endpoint(parts[0] ?? '', true)} ≤ ${columnPlaceholder} < ${endpoint(parts[1] ?? '', false)}`;
}

/** Which tab of the time-range popover a value belongs to; anything the Custom tab cannot read is Advanced. */
export function guessTimeRangeFrame(timeRange: string): TimeRangeFrame {
  if (COMMON_VALUES.has(timeRange)) return 'Common';
  if (CALENDAR_VALUES.has(timeRange)) return 'Calendar';
  if (timeRange === NO_TIME_RANGE) return 'No filter';
  if (customTimeRangeDecode(timeRange).matchedFlag) return 'Custom';
  return 'Advanced';
}

/**
 * The Advanced tab's value: kept when it has a separator; a `Last ...` value becomes the start of an
 * open range and a `Next ...` value its end; anything else an empty range to fill in.
 */
export function advancedTimeRange(timeRange: string): string {
  if (timeRange.includes(SEPARATOR)) return timeRange;
  if (timeRange.startsWith('Last')) return buildTimeRangeString(timeRange, '');
  if (timeRange.startsWith('Next')) return buildTimeRangeString('', timeRange);
  return SEPARATOR;
}
