import type { DialectName } from '../connectors/connector.ts';

/** One statement of a SQL Lab text: its SQL (trimmed, without the `;`) and where it starts. */
export interface SqlStatement {
  sql: string;
  /** 1-based line of the statement's first character in the whole text. */
  line: number;
}

/** Length of a quoted run starting at `i` (string, identifier), closing quote included. */
function quotedEnd(text: string, i: number, dialect: DialectName): number {
  const open = text[i] as string;
  const close = open === '[' ? ']' : open;
  const backslash = dialect === 'mysql' && open !== '`';
  let j = i + 1;
  while (j < text.length) {
    const c = text[j];
    if (backslash && c === '\\') {
      j += 2;
      continue;
    }
    if (c === close) {
      if (text[j + 1] === close && close !== ']') {
        j += 2;
        continue;
      }
      return j + 1;
    }
    j++;
  }
  return text.length;
}

/** PostgreSQL dollar quoting: `$tag$ ... $tag$`; returns the end, or -1 when `i` opens none. */
function dollarEnd(text: string, i: number): number {
  const m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i, i + 66));
  if (!m) return -1;
  const tag = m[0];
  const end = text.indexOf(tag, i + tag.length);
  return end < 0 ? text.length : end + tag.length;
}

/**
 * Splits a SQL text into statements on `;` outside strings, quoted identifiers, comments and (in
 * PostgreSQL) dollar-quoted bodies. Empty statements (only spaces or comments) are dropped.
 */
export function splitStatements(text: string, dialect: DialectName): SqlStatement[] {
  const out: SqlStatement[] = [];
  let start = 0;
  let i = 0;
  let meaningful = false;
  const push = (end: number) => {
    const raw = text.slice(start, end);
    if (meaningful) {
      const lead = raw.length - raw.trimStart().length;
      const line = text.slice(0, start + lead).split('\n').length;
      out.push({ sql: raw.trim(), line });
    }
    meaningful = false;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    const next = text[i + 1];
    if ((ch === '-' && next === '-') || (ch === '#' && dialect === 'mysql')) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (ch === "'" || ch === '"' || ch === '`' || (ch === '[' && dialect === 'sqlite')) {
      meaningful = true;
      i = quotedEnd(text, i, dialect);
      continue;
    }
    if (ch === '$' && (dialect === 'postgresql' || dialect === 'duckdb')) {
      const end = dollarEnd(text, i);
      if (end > 0) {
        meaningful = true;
        i = end;
        continue;
      }
    }
    if (ch === ';') {
      push(i);
      start = i + 1;
      i++;
      continue;
    }
    if (!/\s/.test(ch)) meaningful = true;
    i++;
  }
  push(text.length);
  return out;
}

/** Comments and leading parentheses removed from the start: where the statement's first word is. */
export function firstWords(sql: string, count: number): string[] {
  const words: string[] = [];
  const re = /--[^\n]*|\/\*[\s\S]*?\*\/|#[^\n]*|[A-Za-z_][A-Za-z0-9_]*|'(?:[^']|'')*'|"(?:[^"]|"")*"|`[^`]*`|\S/g;
  for (const m of sql.matchAll(re)) {
    const token = m[0];
    if (token.startsWith('--') || token.startsWith('/*') || token.startsWith('#') || token === '(') continue;
    words.push(/^[A-Za-z_]/.test(token) ? token.toLowerCase() : token);
    if (words.length >= count) break;
  }
  return words;
}
