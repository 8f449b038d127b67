import Holidays from 'date-holidays';
import { TimeRangeValueError } from './errors.ts';
import { type Naive, naive } from './naive-datetime.ts';

/**
 * HOLIDAY('name', year, 'CC') over date-holidays (the reference uses Python's `holidays`).
 * Only official days count (types public and bank): date-holidays also lists observances such as
 * Valentine's Day or Christmas Eve that the reference does not know and that would otherwise win
 * a prefix match ("Christmas" must be 25 December). Substitute days are left out (observed=False).
 */

// Python's `holidays` accepts these aliases for ISO codes.
const COUNTRY_ALIASES: Record<string, string> = { UK: 'GB' };
const OFFICIAL = new Set(['public', 'bank']);

let knownCountries: Set<string> | null = null;
function isKnownCountry(code: string): boolean {
  knownCountries ??= new Set(Object.keys(new Holidays().getCountries('en')));
  return knownCountries.has(code);
}

// date-holidays writes British English ("Labour Day") where US users type "Labor Day".
function normalise(text: string): string {
  return text.toLowerCase().replace(/labour/g, 'labor');
}

/** Names a holiday answers to: its own, and an alias in brackets ("End of Ramadan (Eid al-Fitr)"). */
function namesOf(name: string): string[] {
  const bracket = /\(([^)]+)\)/.exec(name);
  return bracket?.[1] ? [name, bracket[1]] : [name];
}

export function holidayDate(name: string, year: number, country: string): Naive {
  const code = COUNTRY_ALIASES[country.toUpperCase()] ?? country.toUpperCase();
  if (!isKnownCountry(code)) throw new TimeRangeValueError(`Unknown country for HOLIDAY: [${country}]`);
  const wanted = normalise(name);
  const match = new Holidays(code)
    .getHolidays(year, 'en')
    .filter((h) => OFFICIAL.has(h.type) && !h.substitute)
    .find((h) => namesOf(h.name).some((n) => normalise(n).startsWith(wanted)));
  if (!match) throw new TimeRangeValueError(`Unable to find such a holiday: [${name}]`);
  const [y, m, d] = match.date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return naive(y, m, d);
}
