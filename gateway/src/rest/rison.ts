import { BadRequestError } from './errors.ts';

/**
 * A strict rison decoder. rison-node's decoder is not safe on hostile input (it overflows the
 * stack on `((`, dereferences null on `(a:` and prints to the console), so query parameters go
 * through this one: every failure is a RisonError naming the problem and its position.
 */
export class RisonError extends Error {
  constructor(message: string, position: number) {
    super(`${message} at position ${position}`);
    this.name = 'RisonError';
  }
}

const NOT_ID_CHAR = " '!:(),*@$";
const NOT_ID_START = `${NOT_ID_CHAR}-0123456789`;
const MAX_DEPTH = 64;

export function decodeRison(text: string): unknown {
  const parser = new Parser(text);
  const value = parser.readValue(0);
  if (parser.index < text.length) parser.fail(`unexpected '${text[parser.index]}'`);
  return value;
}

class Parser {
  index = 0;
  constructor(private readonly text: string) {}

  fail(message: string): never {
    throw new RisonError(message, this.index);
  }

  readValue(depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail('nesting too deep');
    const c = this.text[this.index];
    if (c === undefined) this.fail('unexpected end of input');
    if (c === '(') return this.readObject(depth);
    if (c === "'") return this.readString();
    if (c === '-' || (c >= '0' && c <= '9')) return this.readNumber();
    if (c === '!') {
      const next = this.text[this.index + 1];
      if (next === 't' || next === 'f' || next === 'n') {
        this.index += 2;
        return next === 't' ? true : next === 'f' ? false : null;
      }
      if (next === '(') return this.readArray(depth);
      this.fail(next === undefined ? "'!' at end of input" : `unknown literal '!${next}'`);
    }
    return this.readId();
  }

  private readObject(depth: number): Record<string, unknown> {
    this.index++; // (
    const out: Record<string, unknown> = {};
    if (this.text[this.index] === ')') {
      this.index++;
      return out;
    }
    for (;;) {
      const c = this.text[this.index];
      const key = c === "'" ? this.readString() : this.readId();
      if (this.text[this.index] !== ':') this.fail(`missing ':' after key '${key}'`);
      this.index++;
      out[key] = this.readValue(depth + 1);
      const sep = this.text[this.index];
      if (sep === ')') {
        this.index++;
        return out;
      }
      if (sep !== ',') this.fail(sep === undefined ? "unmatched '('" : `expected ',' or ')' but found '${sep}'`);
      this.index++;
    }
  }

  private readArray(depth: number): unknown[] {
    this.index += 2; // !(
    const out: unknown[] = [];
    if (this.text[this.index] === ')') {
      this.index++;
      return out;
    }
    for (;;) {
      out.push(this.readValue(depth + 1));
      const sep = this.text[this.index];
      if (sep === ')') {
        this.index++;
        return out;
      }
      if (sep !== ',') this.fail(sep === undefined ? "unmatched '!('" : `expected ',' or ')' but found '${sep}'`);
      this.index++;
    }
  }

  private readString(): string {
    this.index++; // '
    let out = '';
    for (;;) {
      const c = this.text[this.index];
      if (c === undefined) this.fail("unterminated string (missing closing ')");
      this.index++;
      if (c === "'") return out;
      if (c === '!') {
        const escaped = this.text[this.index];
        if (escaped !== '!' && escaped !== "'") this.fail(`invalid string escape '!${escaped ?? ''}'`);
        out += escaped;
        this.index++;
      } else {
        out += c;
      }
    }
  }

  private readNumber(): number {
    const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE]-?[0-9]+)?/.exec(this.text.slice(this.index));
    if (!match) this.fail('invalid number');
    this.index += match[0].length;
    return Number(match[0]);
  }

  private readId(): string {
    const start = this.index;
    const first = this.text[start];
    if (first === undefined) this.fail('unexpected end of input');
    if (NOT_ID_START.includes(first)) this.fail(`unexpected '${first}'`);
    while (this.index < this.text.length && !NOT_ID_CHAR.includes(this.text[this.index] as string)) this.index++;
    return this.text.slice(start, this.index);
  }
}

/** Decodes a rison query parameter; a malformed one is a 400 that names the problem. */
export function parseRisonParam(raw: string | undefined | null, name = 'q'): unknown {
  if (raw === undefined || raw === null || raw === '') return undefined;
  try {
    return decodeRison(raw);
  } catch (error) {
    if (error instanceof RisonError)
      throw new BadRequestError(`Not a valid rison argument (${name}): ${error.message}`);
    throw error;
  }
}
