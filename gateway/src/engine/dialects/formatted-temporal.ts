import type { DialectName } from '../../connectors/connector.ts';
import { QueryCompileError } from '../errors.ts';

/**
 * Temporal columns stored as text or numbers in a `python_date_format` (`%Y` on an integer year,
 * `%Y-%m-%d`, `%Y%m%d`, `%d/%m/%Y %H:%M:%S`...) read as naive timestamps, so that time grains and
 * the x-axis work on every engine. Filters keep comparing the raw column with bounds written in
 * the same format (as Superset does), which this module does not touch.
 */

type Directive = 'Y' | 'y' | 'm' | 'd' | 'H' | 'M' | 'S' | 'f';
type Token = { kind: 'directive'; code: Directive } | { kind: 'literal'; text: string };

const DIRECTIVES = new Set<string>(['Y', 'y', 'm', 'd', 'H', 'M', 'S', 'f']);
// The format reaches SQL as a string literal: only characters a date format needs are allowed.
const SAFE_FORMAT = /^[A-Za-z0-9%\-/:.,_ T]*$/;

/** Characters each directive occupies when zero-padded (what SQLite reads by position). */
const WIDTH: Record<Directive, number> = { Y: 4, y: 2, m: 2, d: 2, H: 2, M: 2, S: 2, f: 6 };

export function parseDateFormat(format: string): Token[] {
  if (!SAFE_FORMAT.test(format)) {
    throw new QueryCompileError(`Unsupported python_date_format ${JSON.stringify(format)}`);
  }
  const tokens: Token[] = [];
  for (let i = 0; i < format.length; i++) {
    const ch = format[i] as string;
    if (ch !== '%') {
      const last = tokens[tokens.length - 1];
      if (last?.kind === 'literal') last.text += ch;
      else tokens.push({ kind: 'literal', text: ch });
      continue;
    }
    const code = format[i + 1];
    i++;
    if (code === '%') {
      tokens.push({ kind: 'literal', text: '%' });
      continue;
    }
    if (code === undefined || !DIRECTIVES.has(code)) {
      throw new QueryCompileError(
        `Unsupported directive %${code ?? ''} in python_date_format ${JSON.stringify(format)} (supported: %Y %y %m %d %H %M %S %f)`,
      );
    }
    tokens.push({ kind: 'directive', code: code as Directive });
  }
  if (!tokens.some((t) => t.kind === 'directive' && (t.code === 'Y' || t.code === 'y'))) {
    throw new QueryCompileError(`python_date_format ${JSON.stringify(format)} has no year (%Y or %y)`);
  }
  return tokens;
}

/**
 * A format without a month or a day (`%Y`, `%Y-%m`) reads as the first of the period: the text gets
 * `-01` per missing part, and the format the matching directives, so every engine parses a full date.
 */
function completed(tokens: Token[]): { tokens: Token[]; suffix: string } {
  const has = (code: Directive) => tokens.some((t) => t.kind === 'directive' && t.code === code);
  const out = [...tokens];
  let suffix = '';
  for (const code of ['m', 'd'] as const) {
    if (has(code)) continue;
    out.push({ kind: 'literal', text: '-' }, { kind: 'directive', code });
    suffix += '-01';
  }
  return { tokens: out, suffix };
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

function strptimeFormat(tokens: Token[], map: Record<Directive, string>): string {
  return tokens.map((t) => (t.kind === 'directive' ? map[t.code] : t.text.replaceAll('%', '%%'))).join('');
}

const DUCKDB_CODES: Record<Directive, string> = {
  Y: '%Y',
  y: '%y',
  m: '%m',
  d: '%d',
  H: '%H',
  M: '%M',
  S: '%S',
  f: '%f',
};
const MYSQL_CODES: Record<Directive, string> = { ...DUCKDB_CODES, M: '%i', S: '%s' };
const POSTGRES_CODES: Record<Directive, string> = {
  Y: 'YYYY',
  y: 'YY',
  m: 'MM',
  d: 'DD',
  H: 'HH24',
  M: 'MI',
  S: 'SS',
  f: 'US',
};

function postgresFormat(tokens: Token[]): string {
  // Letters outside a pattern are quoted, or TO_TIMESTAMP would read them as patterns ('T').
  return tokens
    .map((t) => (t.kind === 'directive' ? POSTGRES_CODES[t.code] : t.text.replace(/[A-Za-z]+/g, (w) => `"${w}"`)))
    .join('');
}

/** SQLite has no strptime: the zero-padded fields are read by position into ISO text. */
function sqlitePositional(expr: string, tokens: Token[]): string {
  const text = `CAST(${expr} AS TEXT)`;
  const fields: Partial<Record<Directive, string>> = {};
  let position = 1;
  for (const t of tokens) {
    if (t.kind === 'literal') {
      position += t.text.length;
      continue;
    }
    fields[t.code] = `SUBSTR(${text}, ${position}, ${WIDTH[t.code]})`;
    position += WIDTH[t.code];
  }
  // Python reads %y 69-99 as 19xx and 00-68 as 20xx.
  const year =
    fields.Y ?? `(CASE WHEN CAST(${fields.y} AS INTEGER) < 69 THEN '20' ELSE '19' END || ${fields.y as string})`;
  const part = (code: Directive, fallback: string) => fields[code] ?? `'${fallback}'`;
  const iso = [
    year,
    `'-'`,
    part('m', '01'),
    `'-'`,
    part('d', '01'),
    `' '`,
    part('H', '00'),
    `':'`,
    part('M', '00'),
    `':'`,
    part('S', '00'),
  ].join(' || ');
  return `DATETIME(${iso})`;
}

/** The SQL reading `expr`, text or a number written in the strftime `format`, as a naive timestamp. */
export function formattedToTimestamp(dialect: DialectName, expr: string, format: string): string {
  const parsed = parseDateFormat(format);
  if (dialect === 'sqlite') return sqlitePositional(expr, parsed);
  const { tokens, suffix } = completed(parsed);
  switch (dialect) {
    case 'duckdb': {
      const text = suffix ? `(CAST(${expr} AS VARCHAR) || ${sqlString(suffix)})` : `CAST(${expr} AS VARCHAR)`;
      return `STRPTIME(${text}, ${sqlString(strptimeFormat(tokens, DUCKDB_CODES))})`;
    }
    case 'postgresql': {
      const text = suffix ? `(CAST(${expr} AS TEXT) || ${sqlString(suffix)})` : `CAST(${expr} AS TEXT)`;
      return `CAST(TO_TIMESTAMP(${text}, ${sqlString(postgresFormat(tokens))}) AS TIMESTAMP)`;
    }
    case 'mysql': {
      const text = suffix ? `CONCAT(${expr}, ${sqlString(suffix)})` : `CONCAT(${expr})`;
      return `TIMESTAMP(STR_TO_DATE(${text}, ${sqlString(strptimeFormat(tokens, MYSQL_CODES))}))`;
    }
  }
}

/** Whether the bound of a filter written in `format` is a whole number (an integer column compares as one). */
export function numericFormatValue(value: string): number | null {
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}
