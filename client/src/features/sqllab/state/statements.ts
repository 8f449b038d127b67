/** One statement of the editor's text: its trimmed SQL and where it sits. */
export interface Statement {
  readonly sql: string;
  /** Offsets into the whole text, of the trimmed statement. */
  readonly from: number;
  readonly to: number;
}

/** End of a quoted run starting at `start` (the quote), or the text's end when unclosed. */
function skipQuoted(text: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] === quote) {
      // A doubled quote is an escaped quote inside the literal.
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i += 1;
  }
  return text.length;
}

/** PostgreSQL dollar quoting: `$$ ... $$` or `$tag$ ... $tag$`. */
function skipDollar(text: string, start: number): number | null {
  const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(start))?.[0];
  if (!tag) return null;
  const end = text.indexOf(tag, start + tag.length);
  return end < 0 ? text.length : end + tag.length;
}

function trimmed(text: string, from: number, to: number): Statement | null {
  let a = from;
  let b = to;
  while (a < b && /\s/.test(text[a] ?? '')) a += 1;
  while (b > a && /\s/.test(text[b - 1] ?? '')) b -= 1;
  return a < b ? { sql: text.slice(a, b), from: a, to: b } : null;
}

/** The statements of a SQL text, split on semicolons outside literals, identifiers and comments. */
export function splitStatements(text: string): Statement[] {
  const out: Statement[] = [];
  let start = 0;
  let i = 0;
  let meaningful = false;
  const push = (end: number) => {
    const statement = trimmed(text, start, end);
    if (statement && meaningful) out.push(statement);
    meaningful = false;
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      i = skipQuoted(text, i, ch);
      meaningful = true;
    } else if (ch === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
    } else if (ch === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (ch === '$') {
      const end = skipDollar(text, i);
      i = end ?? i + 1;
      meaningful = true;
    } else if (ch === ';') {
      push(i);
      i += 1;
      start = i;
    } else {
      if (!/\s/.test(ch ?? '')) meaningful = true;
      i += 1;
    }
  }
  push(text.length);
  return out;
}

/**
 * The statement the cursor is in: the one spanning it, else the nearest one before it (a cursor
 * just after `;` or on a blank line below runs the statement above), else the first.
 */
export function statementAt(text: string, cursor: number): Statement | null {
  const statements = splitStatements(text);
  if (statements.length === 0) return null;
  const inside = statements.find((s) => cursor >= s.from && cursor <= s.to);
  if (inside) return inside;
  const before = statements.filter((s) => s.to <= cursor).at(-1);
  return before ?? statements[0] ?? null;
}

/** 1-based line of an offset, to shift a database's error line to the editor's line. */
export function lineOfOffset(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i += 1) if (text[i] === '\n') line += 1;
  return line;
}
