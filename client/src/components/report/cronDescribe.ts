/**
 * A readable preview of a five-field crontab ("Every day at 09:00"), for the report modal. The
 * server keeps the schedule and answers its own `crontabHumanized`; this preview follows the input
 * as it is typed. Expressions outside the common shapes are described field by field.
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const DAY_NAMES: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };
const MONTH_NAMES: Record<string, number> = Object.fromEntries(
  MONTHS.map((m, i) => [m.slice(0, 3).toLowerCase(), i + 1]),
);

interface FieldSpec {
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly names?: Record<string, number>;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12, names: MONTH_NAMES },
  { name: 'day of week', min: 0, max: 7, names: DAY_NAMES },
];

export type CronDescription =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly error: string };

/** The values a field matches (null: every value), or an error naming the field. */
function expand(raw: string, spec: FieldSpec): number[] | null | string {
  if (raw === '*' || raw === '?') return null;
  const values = new Set<number>();
  const number = (text: string): number | undefined => {
    const named = spec.names?.[text.toLowerCase()];
    if (named !== undefined) return named;
    return /^\d+$/.test(text) ? Number(text) : undefined;
  };
  for (const part of raw.split(',')) {
    const [range = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) return `Invalid step in the ${spec.name} field`;
    let from: number | undefined;
    let to: number | undefined;
    if (range === '*') {
      from = spec.min;
      to = spec.max;
    } else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-');
      from = number(a);
      to = number(b);
    } else {
      from = number(range);
      to = stepText === undefined ? from : spec.max;
    }
    if (from === undefined || to === undefined || from < spec.min || to > spec.max || from > to) {
      return `Invalid value in the ${spec.name} field`;
    }
    for (let v = from; v <= to; v += step) values.add(spec.name === 'day of week' && v === 7 ? 0 : v);
  }
  return [...values].sort((a, b) => a - b);
}

const pad = (n: number) => String(n).padStart(2, '0');

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Consecutive numbers as a step (`*\/n` or `a-b/n`), for "every n minutes". */
function everyStep(raw: string): number | null {
  const match = /^(?:\*|0)\/(\d+)$/.exec(raw);
  return match ? Number(match[1]) : null;
}

function timeOfDay(minutes: number[] | null, hours: number[] | null, rawMinute: string, rawHour: string): string {
  if (minutes === null && hours === null) return 'every minute';
  if (hours === null) {
    const step = everyStep(rawMinute);
    if (step) return step === 1 ? 'every minute' : `every ${step} minutes`;
    return minutes?.length === 1
      ? `every hour at minute ${minutes[0]}`
      : `every hour at minutes ${minutes?.join(', ')}`;
  }
  if (minutes === null) return `every minute of hour ${joinWords(hours.map(pad))}`;
  const hourStep = everyStep(rawHour);
  if (hourStep && hourStep > 1 && minutes.length === 1) {
    return `every ${hourStep} hours at minute ${minutes[0]}`;
  }
  const times = hours.flatMap((h) => minutes.map((m) => `${pad(h)}:${pad(m)}`));
  if (times.length > 6) return `at ${times.length} times a day`;
  return `at ${joinWords(times)}`;
}

function daysPart(days: number[] | null, dates: number[] | null, months: number[] | null): string {
  const monthText = months ? ` in ${joinWords(months.map((m) => MONTHS[m - 1] ?? String(m)))}` : '';
  if (dates === null && days === null) return months ? `Every day${monthText}` : 'Every day';
  const dateText = dates ? `on day ${joinWords(dates.map(String))} of the month` : '';
  let dayText = '';
  if (days) {
    if (days.join() === '1,2,3,4,5') dayText = 'every weekday (Monday to Friday)';
    else if (days.join() === '0,6') dayText = 'every weekend day';
    else dayText = `every ${joinWords(days.map((d) => DAYS[d] ?? String(d)))}`;
  }
  if (dates && days) return `${capitalise(dateText)} and ${dayText}${monthText}`;
  if (days) return `${capitalise(dayText)}${monthText}`;
  if (months && dates?.length === 1 && months.length === 1) {
    return `Every year on ${dates[0]} ${MONTHS[(months[0] ?? 1) - 1]}`;
  }
  return `Every month ${dateText}${monthText}`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function describeCron(expression: string): CronDescription {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5 || parts[0] === '') {
    return { ok: false, error: 'A crontab has five fields: minute, hour, day of month, month, day of week' };
  }
  const expanded: (number[] | null)[] = [];
  for (const [index, spec] of FIELDS.entries()) {
    const result = expand(parts[index] ?? '', spec);
    if (typeof result === 'string') return { ok: false, error: result };
    expanded.push(result);
  }
  const [minutes = null, hours = null, dates = null, months = null, days = null] = expanded;
  const time = timeOfDay(minutes, hours, parts[0] ?? '', parts[1] ?? '');
  const every = daysPart(days, dates, months);
  if (time.startsWith('every') && every === 'Every day') return { ok: true, text: capitalise(time) };
  return { ok: true, text: `${every}, ${time}`.replace(/, at /, ' at ') };
}
