/** Statements that only read: everything else changes data or schema (DML/DDL). */
const READ_STARTS = new Set([
  'select',
  'with',
  'values',
  'table',
  'show',
  'describe',
  'desc',
  'explain',
  'from',
  'summarize',
]);
/**
 * Words that make a statement starting like a read one change something (`WITH x AS (...) DELETE`,
 * `SELECT ... INTO new_table`, `EXPLAIN ANALYZE DELETE`, which runs the delete). Words that are also
 * common column names (comment, replace, lock) are left out: a bare one of these words cannot start
 * a write inside a read without one of the listed words.
 */
const WRITE_WORDS = new Set([
  'insert',
  'update',
  'delete',
  'merge',
  'upsert',
  'create',
  'drop',
  'alter',
  'truncate',
  'grant',
  'revoke',
  'into',
  'vacuum',
  'reindex',
]);

/** The words of a statement outside comments, strings and quoted identifiers, lower-cased. */
export function bareWords(sql: string): string[] {
  const re =
    /--[^\n]*|\/\*[\s\S]*?\*\/|'(?:[^'\\]|''|\\.)*'|"(?:[^"]|"")*"|`[^`]*`|\$\$[\s\S]*?\$\$|[A-Za-z_][A-Za-z0-9_$]*/g;
  const words: string[] = [];
  for (const m of sql.matchAll(re)) {
    const t = m[0];
    if (/^[A-Za-z_]/.test(t)) words.push(t.toLowerCase());
  }
  return words;
}

/**
 * Whether a statement may change data or schema (Superset's `is_mutating`): anything that does not
 * start as a read, and reads that carry a writing clause. Refusing a read by mistake is safer than
 * running a write.
 */
export function isMutating(sql: string): boolean {
  const words = bareWords(sql);
  const first = words[0];
  if (first === undefined) return false;
  if (!READ_STARTS.has(first)) return true;
  if (first === 'show' || first === 'describe' || first === 'desc') return false;
  return words.slice(1).some((w) => WRITE_WORDS.has(w));
}

/** Whether a statement returns rows SQL Lab may limit (a SELECT-like query). */
export function isLimitable(sql: string): boolean {
  const first = bareWords(sql)[0];
  return first === 'select' || first === 'with' || first === 'values' || first === 'table' || first === 'from';
}
