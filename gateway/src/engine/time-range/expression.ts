import { dateAdd, dateTrunc, dayDiff, lastDay, toUnit, type Unit, yearDiff } from './calendar.ts';
import { TimeRangeValueError } from './errors.ts';
import { holidayDate } from './holidays.ts';
import { parseHumanDatetime } from './human-datetime.ts';
import type { Naive } from './naive-datetime.ts';

/**
 * The datetime expression language of time-range-semantics.md §3, as a small recursive-descent
 * parser evaluated on the fly:
 *
 *   date  := DATETIME(text) | DATEADD(date, int, unit) | DATETRUNC(date, unit)
 *          | LASTDAY(date, unit) | HOLIDAY(text [, date] [, text])
 *   int   := [+-]digits | DATEDIFF(date, date [, day|year])
 *
 * Keywords are case-insensitive, a trailing comma inside a call is allowed, text is single- or
 * double-quoted.
 */

type Token =
  | { kind: 'word'; text: string; at: number }
  | { kind: 'int'; value: number; text: string; at: number }
  | { kind: 'text'; value: string; text: string; at: number }
  | { kind: 'punct'; text: '(' | ')' | ','; at: number }
  | { kind: 'end'; text: ''; at: number };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:([A-Za-z_]+)|([+-]?\d+)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|([(),]))/y;
  let at = 0;
  while (true) {
    while (at < source.length && /\s/.test(source[at]!)) at++;
    if (at >= source.length) break;
    re.lastIndex = at;
    const m = re.exec(source);
    if (!m) throw new TimeRangeValueError(`Unexpected character '${source[at]}' (at char ${at}) in [${source}]`);
    const start = m.index + m[0].length - m[0].trimStart().length;
    if (m[1] !== undefined) tokens.push({ kind: 'word', text: m[1], at: start });
    else if (m[2] !== undefined) tokens.push({ kind: 'int', value: Number(m[2]), text: m[2], at: start });
    // As the reference, the text is the raw content between the quotes.
    else if (m[3] !== undefined) tokens.push({ kind: 'text', value: m[3].slice(1, -1), text: m[3], at: start });
    else tokens.push({ kind: 'punct', text: m[4] as '(' | ')' | ',', at: start });
    at = re.lastIndex;
  }
  tokens.push({ kind: 'end', text: '', at: source.length });
  return tokens;
}

class ExpressionParser {
  private pos = 0;
  private readonly tokens: Token[];

  constructor(
    private readonly source: string,
    private readonly now: Naive,
  ) {
    this.tokens = tokenize(source);
  }

  parse(): Naive {
    const value = this.date();
    this.expectEnd();
    return value;
  }

  private peek(): Token {
    return this.tokens[this.pos] ?? this.tokens[this.tokens.length - 1]!;
  }

  private fail(expected: string): never {
    const token = this.peek();
    const found = token.kind === 'end' ? 'end of text' : `'${token.text}'`;
    throw new TimeRangeValueError(`Expected ${expected}, found ${found} (at char ${token.at}) in [${this.source}]`);
  }

  private punct(p: '(' | ')' | ','): void {
    const token = this.peek();
    if (token.kind !== 'punct' || token.text !== p) this.fail(`'${p}'`);
    this.pos++;
  }

  private optionalComma(): boolean {
    const token = this.peek();
    if (token.kind === 'punct' && token.text === ',') {
      this.pos++;
      return true;
    }
    return false;
  }

  private expectEnd(): void {
    if (this.peek().kind !== 'end') this.fail('end of text');
  }

  private keyword(): string | null {
    const token = this.peek();
    return token.kind === 'word' ? token.text.toLowerCase() : null;
  }

  private text(): string {
    const token = this.peek();
    if (token.kind !== 'text') this.fail('a quoted string');
    this.pos++;
    return token.value;
  }

  private unit(allowed: readonly Unit[]): Unit {
    const token = this.peek();
    const unit = token.kind === 'word' ? toUnit(token.text) : null;
    if (!unit || !allowed.includes(unit)) this.fail(`one of ${allowed.join(', ')}`);
    this.pos++;
    return unit;
  }

  private closeCall(): void {
    this.optionalComma();
    this.punct(')');
  }

  private date(): Naive {
    const name = this.keyword();
    switch (name) {
      case 'datetime': {
        this.pos++;
        this.punct('(');
        const text = this.text();
        this.punct(')');
        return parseHumanDatetime(text, this.now);
      }
      case 'dateadd': {
        this.pos++;
        this.punct('(');
        const base = this.date();
        this.punct(',');
        const amount = this.int();
        this.punct(',');
        const unit = this.unit(ALL_UNITS);
        this.closeCall();
        return dateAdd(base, amount, unit);
      }
      case 'datetrunc': {
        this.pos++;
        this.punct('(');
        const base = this.date();
        this.punct(',');
        const unit = this.unit(ALL_UNITS);
        this.closeCall();
        return dateTrunc(base, unit);
      }
      case 'lastday': {
        this.pos++;
        this.punct('(');
        const base = this.date();
        this.punct(',');
        const unit = this.unit(LASTDAY_UNITS);
        this.closeCall();
        return lastDay(base, unit);
      }
      case 'holiday':
        return this.holiday();
      default:
        return this.fail('a date expression (DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY)');
    }
  }

  private holiday(): Naive {
    this.pos++;
    this.punct('(');
    const name = this.text();
    let base: Naive | null = null;
    let country: string | null = null;
    while (this.optionalComma()) {
      const token = this.peek();
      if (token.kind === 'text' && country === null) country = this.text();
      else if (token.kind === 'word' && base === null && country === null) base = this.date();
      else if (!(token.kind === 'punct' && token.text === ')')) this.fail('a date expression or a country code');
    }
    this.punct(')');
    const year = (base ?? this.now).getUTCFullYear();
    return holidayDate(name, year, country ?? 'US');
  }

  private int(): number {
    const token = this.peek();
    if (token.kind === 'int') {
      this.pos++;
      return token.value;
    }
    if (this.keyword() === 'datediff') return this.dateDiff();
    return this.fail('an integer or DATEDIFF(...)');
  }

  private dateDiff(): number {
    this.pos++;
    this.punct('(');
    const from = this.date();
    this.punct(',');
    const to = this.date();
    let unit: Unit = 'day';
    if (this.optionalComma() && this.peek().kind === 'word') {
      unit = this.unit(ALL_UNITS);
      this.optionalComma();
    }
    this.punct(')');
    if (unit === 'day') return dayDiff(from, to);
    if (unit === 'year') return yearDiff(from, to);
    throw new TimeRangeValueError('Unable to calculate such a date delta');
  }
}

const ALL_UNITS: readonly Unit[] = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];
const LASTDAY_UNITS: readonly Unit[] = ['year', 'quarter', 'month', 'week', 'day'];

/** Evaluates one DATETIME/DATEADD/DATETRUNC/LASTDAY/HOLIDAY expression against the injected clock. */
export function evaluateExpression(source: string, now: Naive): Naive {
  return new ExpressionParser(source, now).parse();
}
