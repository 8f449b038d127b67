/**
 * `changed_on_delta_humanized` as Python's humanize.naturaltime writes it ("5 minutes ago",
 * "a day ago", "3 months ago"), so lists read the same as Superset's.
 */
export function naturalTime(then: Date, now: Date): string {
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  const future = seconds < 0;
  const phrase = naturalDelta(Math.abs(seconds));
  if (phrase === 'now') return phrase;
  return future ? `${phrase} from now` : `${phrase} ago`;
}

function naturalDelta(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  if (days === 0) {
    if (seconds === 0) return 'now';
    if (seconds === 1) return 'a second';
    if (seconds < 60) return `${seconds} seconds`;
    if (seconds < 120) return 'a minute';
    if (seconds < 3600) return `${Math.floor(seconds / 60)} minutes`;
    if (seconds < 7200) return 'an hour';
    return `${Math.floor(seconds / 3600)} hours`;
  }
  if (days === 1) return 'a day';
  const years = Math.floor(days / 365);
  if (years === 0) {
    const months = Math.round(days / 30.5);
    if (months <= 0 || days < 30) return `${days} days`;
    return months === 1 ? 'a month' : `${months} months`;
  }
  if (years === 1) {
    const months = Math.round((days % 365) / 30.5);
    if (months === 0) return 'a year';
    return months === 1 ? '1 year, 1 month' : `1 year, ${months} months`;
  }
  return `${years} years`;
}

/** Superset's `changed_on_utc`: ISO with microseconds and an explicit UTC offset. */
export function utcString(date: Date): string {
  return `${date.toISOString().slice(0, 19)}.${String(date.getUTCMilliseconds()).padStart(3, '0')}000+00:00`;
}

/** Naive ISO datetime as Superset's marshmallow DateTime writes model timestamps. */
export function isoNaive(date: Date | null | undefined): string | null {
  return date ? date.toISOString().replace('Z', '') : null;
}
