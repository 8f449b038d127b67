/**
 * `crontab_humanized` in the wording of cron_descriptor (which Superset uses) for the schedules
 * the report modal produces: fixed or every minute/hour, a day-of-week or day-of-month list, a
 * month list. Anything richer is described field by field in the same style.
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

const isNum = (s: string) => /^\d+$/.test(s);

function clock(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(h12).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function named(field: string, names: string[], offset: number): string | null {
  const parts = field.split(',');
  const out: string[] = [];
  for (const part of parts) {
    const range = part.split('-');
    if (!range.every(isNum) || range.length > 2) return null;
    const label = (v: string) => names[(Number(v) - offset + names.length) % names.length] ?? v;
    out.push(range.length === 2 ? `${label(range[0] as string)} through ${label(range[1] as string)}` : label(part));
  }
  return listOf(out);
}

export function humanizeCrontab(expression: string): string {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return expression;
  const [minute, hour, dom, month, dow] = fields as [string, string, string, string, string];
  let text: string;
  if (isNum(minute) && isNum(hour)) text = `At ${clock(Number(hour), Number(minute))}`;
  else if (minute === '*' && hour === '*') text = 'Every minute';
  else if (/^\*\/\d+$/.test(minute) && hour === '*') text = `Every ${minute.slice(2)} minutes`;
  else if (isNum(minute) && hour === '*')
    text = Number(minute) === 0 ? 'Every hour' : `At ${minute} minutes past the hour`;
  else if (isNum(minute) && /^\*\/\d+$/.test(hour))
    text = `At ${minute} minutes past the hour, every ${hour.slice(2)} hours`;
  else text = `At minute ${minute} past hour ${hour}`;
  if (dom !== '*')
    text += dom.includes(',') ? `, on day ${dom.split(',').join(', ')} of the month` : `, on day ${dom} of the month`;
  if (dow !== '*') {
    const days = named(dow, DAYS, 0);
    text += days ? `, only on ${days}` : `, day of week ${dow}`;
  }
  if (month !== '*') {
    const months = named(month, MONTHS, 1);
    text += months ? `, only in ${months}` : `, month ${month}`;
  }
  return text;
}
