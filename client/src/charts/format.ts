import { format as d3Format } from 'd3-format';

const siFormatter = d3Format('.3~s');
const float2Formatter = d3Format('.2~f');
const float4Formatter = d3Format('.4~f');

/** Superset's SMART_NUMBER: SI prefixes above 1000 (B, not G, for billions), few decimals below. */
function smartNumber(value: number): string {
  if (value === 0) return '0';
  const absolute = Math.abs(value);
  if (absolute >= 1000) return siFormatter(value).replace('G', 'B');
  if (absolute >= 1) return float2Formatter(value);
  if (absolute >= 0.001) return float4Formatter(value);
  if (absolute > 0.000001) return `${siFormatter(value * 1_000_000)}µ`;
  return siFormatter(value);
}

const cache = new Map<string, (value: number) => string>();

function formatterFor(format: string): (value: number) => string {
  const cached = cache.get(format);
  if (cached) return cached;
  let formatter: (value: number) => string;
  if (format === 'SMART_NUMBER') formatter = smartNumber;
  else if (format === 'SMART_NUMBER_SIGNED')
    formatter = (value) => (value > 0 ? `+${smartNumber(value)}` : smartNumber(value));
  else {
    try {
      formatter = d3Format(format);
    } catch {
      // Saved charts can carry formats we do not know; showing the number beats failing the chart.
      formatter = smartNumber;
    }
  }
  cache.set(format, formatter);
  return formatter;
}

/** Formats a number with a d3-format string or Superset's SMART_NUMBER names (the default). */
export function formatNumber(value: number, format?: unknown): string {
  const spec = typeof format === 'string' && format !== '' ? format : 'SMART_NUMBER';
  return formatterFor(spec)(value);
}

function isMidnightUtc(date: Date): boolean {
  return date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0;
}

/** A UTC date, with the time of day only when it is not midnight (Superset's smart_date idea). */
export function formatTime(date: Date): string {
  const iso = date.toISOString();
  return isMidnightUtc(date) ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Superset's `currency_format` control value: an ISO code and where its symbol goes. */
export interface CurrencyFormat {
  readonly symbol?: unknown;
  readonly symbolPosition?: unknown;
}

const currencySymbols = new Map<string, string>();

function currencySymbol(code: string): string {
  const known = currencySymbols.get(code);
  if (known !== undefined) return known;
  let symbol = code;
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0);
    symbol = parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    // Not an ISO 4217 code: show the text as given.
  }
  currencySymbols.set(code, symbol);
  return symbol;
}

/**
 * A number with a d3 / SMART_NUMBER format, and the currency symbol before or after it when the
 * chart sets `currency_format` (Superset's CurrencyFormatter).
 */
export function formatValue(value: number, format?: unknown, currency?: unknown): string {
  const text = formatNumber(value, format);
  if (currency === null || typeof currency !== 'object') return text;
  const { symbol, symbolPosition } = currency as CurrencyFormat;
  if (typeof symbol !== 'string' || symbol === '') return text;
  const sign = currencySymbol(symbol);
  return symbolPosition === 'suffix' ? `${text} ${sign}` : `${sign}${text}`;
}
