import { normalizeTemporal } from './values.ts';

/** Day, month and year with an optional time: 31/01/2024, 01-31-2024 10:30, 31.01.2024 10:30:00.5 */
const DMY =
  /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:\s*([AaPp][Mm]))?)?$/;
/** Year first with slashes or dots: 2024/01/31, 2024.01.31 10:30 */
const YMD = /^(\d{4})([/.])(\d{1,2})\2(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

const pad = (n: string | number, w = 2) => String(n).padStart(w, '0');

function timeOf(h?: string, mi?: string, s?: string, f?: string, meridiem?: string): string | null {
  if (h === undefined) return '';
  let hour = Number(h);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    const pm = meridiem.toLowerCase() === 'pm';
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  return ` ${pad(hour)}:${mi}:${s ?? '00'}${f ? `.${f}` : ''}`;
}

/**
 * A date written by a person (column_dates) as naive ISO text, or null when it is not a real date.
 * ISO dates are read as such; `31/01/2024`-style dates are month first unless `dayFirst` (Superset's
 * day_first, pandas' dayfirst). A date that fits neither reading (13/31/2024) or does not exist
 * (31/02/2024) is refused, never rolled over or reinterpreted.
 */
export function parseUserDate(text: string, dayFirst: boolean): string | null {
  const t = text.trim();
  const iso = normalizeTemporal(t);
  if (iso) return iso.text;
  let m = DMY.exec(t);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    const [day, month] = dayFirst ? [a, b] : [b, a];
    const time = timeOf(m[5], m[6], m[7], m[8], m[9]);
    if (time === null) return null;
    return normalizeTemporal(`${m[4]}-${pad(month)}-${pad(day)}${time}`)?.text ?? null;
  }
  m = YMD.exec(t);
  if (m) {
    const time = timeOf(m[5], m[6], m[7], m[8]);
    if (time === null) return null;
    return normalizeTemporal(`${m[1]}-${pad(m[3] ?? '')}-${pad(m[4] ?? '')}${time}`)?.text ?? null;
  }
  return null;
}
