import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type { Parser } from 'node-sql-parser';
import type { Dialect, ParserDatabase } from './dialects/dialect.ts';
import { externalAccessReason } from './sql-guard-access.ts';

// The per-grammar builds are a tenth of the all-dialects bundle; each loads on first use.
const require = createRequire(import.meta.url);
const parsers = new Map<ParserDatabase, Parser>();
export function parserFor(database: ParserDatabase): Parser {
  let parser = parsers.get(database);
  if (!parser) {
    const mod = require(`node-sql-parser/build/${database}`) as { Parser: new () => Parser };
    parser = new mod.Parser();
    parsers.set(database, parser);
  }
  return parser;
}

/** A user SQL fragment that is not a single expression; the REST layer answers 400 with the message. */
export class UnsafeSqlError extends Error {
  readonly where: string;
  readonly reason: string;
  constructor(where: string, reason: string) {
    super(`Invalid SQL in ${where}: ${reason}`);
    this.name = 'UnsafeSqlError';
    this.where = where;
    this.reason = reason;
  }
}

/**
 * Lexical pass, tuned per dialect: the parser below cannot be trusted alone to see every way a
 * database splits statements or ends a fragment early, so these tokens are refused outright
 * outside quoted text: `;`, comments (they would swallow the SQL we append after the fragment),
 * bind placeholders (they would shift our parameters), `$` (dollar quoting) and NUL.
 */
interface ScanRules {
  /** A full statement may carry comments; they must be closed so they cannot swallow our SQL. */
  allowComments: boolean;
}

function scan(sql: string, dialect: Dialect, where: string, rules: ScanRules = { allowComments: false }): void {
  let i = 0;
  let depth = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i] as string;
    const next = sql[i + 1];
    if (ch === '\u0000') throw new UnsafeSqlError(where, 'NUL characters are not allowed');
    const isString = ch === "'" || (ch === '"' && dialect.doubleQuoteIsString);
    const isIdent =
      (ch === '"' && !dialect.doubleQuoteIsString) || ch === '`' || (ch === '[' && dialect.name === 'sqlite');
    if (isString || isIdent) {
      const close = ch === '[' ? ']' : ch;
      const prev = sql[i - 1];
      const backslash = isString && (dialect.backslashEscapes || prev === 'E' || prev === 'e');
      i++;
      let closed = false;
      while (i < n) {
        const c = sql[i] as string;
        if (c === '\u0000') throw new UnsafeSqlError(where, 'NUL characters are not allowed');
        if (backslash && c === '\\') {
          i += 2;
          continue;
        }
        if (c === close) {
          if (sql[i + 1] === close && close !== ']') {
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        i++;
      }
      if (!closed) throw new UnsafeSqlError(where, 'unterminated quoted text');
      continue;
    }
    if (ch === ';') throw new UnsafeSqlError(where, 'a single expression is expected, ";" is not allowed');
    // Balanced parentheses keep the fragment inside the parentheses we wrap it in.
    if (ch === '(') depth++;
    if (ch === ')' && --depth < 0) throw new UnsafeSqlError(where, 'unbalanced parentheses');
    const lineComment = (ch === '-' && next === '-') || (ch === '#' && dialect.name === 'mysql');
    if (lineComment || (ch === '/' && next === '*')) {
      if (!rules.allowComments) throw new UnsafeSqlError(where, 'comments are not allowed');
      const end = lineComment ? sql.indexOf('\n', i) : sql.indexOf('*/', i + 2);
      if (end < 0 && !lineComment) throw new UnsafeSqlError(where, 'unterminated comment');
      i = end < 0 ? n : end + (lineComment ? 1 : 2);
      continue;
    }
    if (ch === '?' || ch === '$') throw new UnsafeSqlError(where, `"${ch}" is not allowed outside quoted text`);
    if (ch === ':' && next !== undefined && /[A-Za-z_]/.test(next) && sql[i - 1] !== ':') {
      throw new UnsafeSqlError(where, 'named parameters are not allowed');
    }
    i++;
  }
  if (depth !== 0) throw new UnsafeSqlError(where, 'unbalanced parentheses');
}

function containsSubquery(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsSubquery);
  if (node === null || typeof node !== 'object') return false;
  const obj = node as Record<string, unknown>;
  if (obj.type === 'select' || 'ast' in obj) return true;
  return Object.values(obj).some(containsSubquery);
}

// Verdicts on fragments already seen (per dialect): true, or the reason for refusing.
const verdicts = new LRUCache<string, true | string>({ max: 5000 });

/**
 * Refuses a user SQL fragment (adhoc metric or column, custom WHERE/HAVING, calculated column)
 * unless it is exactly one scalar or boolean expression without sub-queries, and one that reads no
 * file, setting or network resource (sql-guard-access.ts). Returns it trimmed.
 */
export function assertSqlExpression(sql: string, dialect: Dialect, where: string): string {
  // Parsing costs milliseconds and charts repeat the same fragments on every request.
  const key = `${dialect.name}\u0000${sql}`;
  const known = verdicts.get(key);
  if (known === true) return sql.trim();
  if (known !== undefined) throw new UnsafeSqlError(where, known);
  try {
    const text = checkExpression(sql, dialect, where);
    verdicts.set(key, true);
    return text;
  } catch (e) {
    if (e instanceof UnsafeSqlError) verdicts.set(key, e.reason);
    throw e;
  }
}

function checkExpression(sql: string, dialect: Dialect, where: string): string {
  const text = sql.trim();
  if (text === '') throw new UnsafeSqlError(where, 'the expression is empty');
  scan(text, dialect, where);
  const outside = externalAccessReason(text, dialect, false);
  if (outside) throw new UnsafeSqlError(where, outside);
  let ast: unknown;
  try {
    ast = parserFor(dialect.parserDatabase).astify(`SELECT ${text}`, { database: dialect.parserDatabase });
  } catch (e) {
    const detail = e instanceof Error ? e.message.split('\n')[0]?.slice(0, 200) : String(e);
    throw new UnsafeSqlError(where, `not a valid SQL expression (${detail})`);
  }
  if (Array.isArray(ast)) throw new UnsafeSqlError(where, 'a single expression is expected, not several statements');
  const select = ast as Record<string, unknown>;
  const columns = select.columns;
  const extraClauses = ['from', 'where', 'groupby', 'having', 'orderby', 'limit', 'with', '_next', 'set_op', 'into'];
  for (const clause of extraClauses) {
    const v = select[clause];
    if (clause === 'into' && v && typeof v === 'object' && (v as { position?: unknown }).position == null) continue;
    if (clause === 'limit' && v && typeof v === 'object' && !((v as { value?: unknown[] }).value ?? []).length)
      continue;
    if (v !== null && v !== undefined) throw new UnsafeSqlError(where, 'a single expression is expected, not a query');
  }
  if (!Array.isArray(columns) || columns.length !== 1) {
    throw new UnsafeSqlError(where, 'a single expression is expected');
  }
  const column = columns[0] as { as?: unknown };
  if (column.as) throw new UnsafeSqlError(where, 'aliases are not allowed in an expression');
  if (containsSubquery(columns)) throw new UnsafeSqlError(where, 'custom SQL cannot contain sub-queries');
  return text;
}

/**
 * Checks a virtual dataset's SQL: one statement (a trailing `;` is dropped), no bind placeholders,
 * no file, setting or network access (sql-guard-access.ts).
 * When node-sql-parser understands it, it must be a SELECT; SQL the parser does not know (DuckDB
 * extensions) is left to the database, which runs prepared statements one at a time anyway.
 */
export function assertSelectStatement(sql: string, dialect: Dialect, where: string): string {
  const text = sql.trim().replace(/;\s*$/, '').trim();
  if (text === '') throw new UnsafeSqlError(where, 'the query is empty');
  scan(text, dialect, where, { allowComments: true });
  const outside = externalAccessReason(text, dialect, true);
  if (outside) throw new UnsafeSqlError(where, outside);
  let ast: unknown;
  try {
    ast = parserFor(dialect.parserDatabase).astify(text, { database: dialect.parserDatabase });
  } catch {
    return text;
  }
  const statements = Array.isArray(ast) ? ast : [ast];
  if (statements.length !== 1) throw new UnsafeSqlError(where, 'a single SELECT statement is expected');
  const type = (statements[0] as { type?: unknown }).type;
  if (type !== 'select') throw new UnsafeSqlError(where, 'only SELECT statements can define a dataset');
  return text;
}
