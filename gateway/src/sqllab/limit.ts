/** Superset's LimitingFactor: what decided how many rows a query returned. */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

export interface LimitedSql {
  sql: string;
  /** Rows the caller keeps (the smaller of the query's own limit and the requested one), or null. */
  limit: number | null;
  /**
   * Whether the SQL asks for one row more than `limit`, so that more rows than kept means "limit
   * reached". Not when the query's own LIMIT decides: its rows are all the user asked for.
   */
  probesBeyond: boolean;
  limitingFactor: LimitingFactor;
}

interface Token {
  text: string;
  start: number;
  end: number;
  depth: number;
}

/** Words, numbers and punctuation of a statement with their offsets, outside comments and quotes. */
function tokens(sql: string): Token[] {
  const out: Token[] = [];
  const re = /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\]|''|\\.)*'|"(?:[^"]|"")*"|`[^`]*`|[A-Za-z_][A-Za-z0-9_$]*|\d+|\S/g;
  let depth = 0;
  for (const m of sql.matchAll(re)) {
    const text = m[0];
    if (text.startsWith('--') || text.startsWith('/*')) continue;
    if (text === ')') depth--;
    out.push({ text: text.toLowerCase(), start: m.index, end: m.index + text.length, depth });
    if (text === '(') depth++;
  }
  return out;
}

const isInt = (t: Token | undefined): t is Token => t !== undefined && /^\d+$/.test(t.text);

function factor(queryLimit: number | null, requested: number | null): LimitingFactor {
  if (queryLimit === null) return requested === null ? 'NOT_LIMITED' : 'DROPDOWN';
  if (requested === null || queryLimit < requested) return 'QUERY';
  return queryLimit === requested ? 'QUERY_AND_DROPDOWN' : 'DROPDOWN';
}

/**
 * Applies SQL Lab's row limit to a SELECT as Superset does: a trailing `LIMIT n` of the query is
 * lowered to the requested limit when that is smaller, a query without one gets `LIMIT n` appended
 * (on its own line, so a trailing comment cannot swallow it), and a limit written in a form we do
 * not rewrite (`LIMIT ALL`, `FETCH FIRST`, an `OFFSET` alone) is kept by wrapping the query. When
 * the requested limit decides, the SQL asks for one row more, so "limit reached" is known without a count.
 */
export function applyLimit(sql: string, requested: number | null): LimitedSql {
  const toks = tokens(sql);
  const top = toks.filter((t) => t.depth === 0);
  const limitAt = top.findLastIndex((t) => t.text === 'limit');
  let queryLimit: number | null = null;
  let replace: Token | null = null;
  let simple = limitAt < 0;
  if (limitAt >= 0) {
    const a = top[limitAt + 1];
    const b = top[limitAt + 2];
    const c = top[limitAt + 3];
    const rest = top.slice(limitAt + 1);
    if (isInt(a) && rest.length === 1) {
      [queryLimit, replace, simple] = [Number(a.text), a, true];
    } else if (isInt(a) && b?.text === 'offset' && isInt(c) && rest.length === 3) {
      [queryLimit, replace, simple] = [Number(a.text), a, true];
    } else if (isInt(a) && b?.text === ',' && isInt(c) && rest.length === 3) {
      [queryLimit, replace, simple] = [Number(c.text), c, true];
    }
  }
  const hasOffsetOrFetch = top.some((t) => t.text === 'offset' || t.text === 'fetch');
  const limit = queryLimit === null ? requested : requested === null ? queryLimit : Math.min(queryLimit, requested);
  const limitingFactor = factor(queryLimit, requested);
  if (limit === null) return { sql, limit: null, limitingFactor, probesBeyond: false };
  if (queryLimit !== null && limit === queryLimit) return { sql, limit, limitingFactor, probesBeyond: false };
  const asked = limit + 1;
  const out = { limit, limitingFactor, probesBeyond: true };
  if (replace) return { ...out, sql: `${sql.slice(0, replace.start)}${asked}${sql.slice(replace.end)}` };
  if (simple && !hasOffsetOrFetch) return { ...out, sql: `${sql}\nLIMIT ${asked}` };
  return { ...out, sql: `SELECT * FROM (\n${sql}\n) AS sqllab_limited\nLIMIT ${asked}` };
}
