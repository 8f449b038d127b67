import type { Dialect } from './dialects/dialect.ts';
import { assertSqlExpression, parserFor } from './sql-guard.ts';

/** A table named in a FROM clause: schema as written (null when unqualified) and name. */
export interface TableRef {
  schema: string | null;
  table: string;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;

/** Names the statement's WITH clauses define: a FROM naming one of them reads no table. */
function cteNames(node: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) cteNames(item, into);
  else if (isNode(node)) {
    if (Array.isArray(node.with)) {
      for (const cte of node.with) {
        const name = isNode(cte) && isNode(cte.name) ? cte.name.value : isNode(cte) ? cte.name : null;
        if (typeof name === 'string') into.add(name.toLowerCase());
      }
    }
    for (const value of Object.values(node)) cteNames(value, into);
  }
  return into;
}

/**
 * Superset's RLS on virtual datasets (RLSMethod.AS_SUBQUERY): every table of a virtual dataset's
 * SQL that has row level security for the user is replaced, wherever it appears (joins, sub-queries,
 * unions, CTE bodies), by `(SELECT * FROM table WHERE clause) AS alias`. `clauseFor` answers the
 * combined clause of a table or null. Returns the SQL unchanged when no table has a clause, the
 * rewritten SQL otherwise, and null when the parser cannot read the SQL (the caller must refuse it,
 * since the tables it reads are unknown).
 */
export function applyTableRowLevelFilters(
  sql: string,
  dialect: Dialect,
  clauseFor: (ref: TableRef) => string | null,
): string | null {
  const parser = parserFor(dialect.parserDatabase);
  const options = { database: dialect.parserDatabase };
  let ast: unknown;
  try {
    ast = parser.astify(sql, options);
  } catch {
    return null;
  }
  const ctes = cteNames(ast, new Set());
  let changed = false;
  // The inserted sub-selects name the table again: they are not walked into.
  const inserted = new WeakSet<object>();
  const rewriteFrom = (entry: Node): Node => {
    if (typeof entry.table !== 'string' || entry.expr) return entry;
    const schema = typeof entry.db === 'string' && entry.db ? entry.db : null;
    if (!schema && ctes.has(entry.table.toLowerCase())) return entry;
    const clause = clauseFor({ schema, table: entry.table });
    if (!clause) return entry;
    const guarded = assertSqlExpression(clause, dialect, 'row level security filter');
    const name = `${schema ? `${dialect.quoteIdentifier(schema)}.` : ''}${dialect.quoteIdentifier(entry.table)}`;
    const inner = parser.astify(`SELECT * FROM ${name} WHERE (${guarded})`, options);
    changed = true;
    const { db: _db, table: _table, ...rest } = entry;
    const expr = { ast: Array.isArray(inner) ? inner[0] : inner, parentheses: true };
    inserted.add(expr);
    return { ...rest, expr, as: entry.as ?? entry.table };
  };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) for (const item of node) walk(item);
    else if (isNode(node) && !inserted.has(node)) {
      if (Array.isArray(node.from)) node.from = node.from.map((entry) => (isNode(entry) ? rewriteFrom(entry) : entry));
      for (const value of Object.values(node)) walk(value);
    }
  };
  walk(ast);
  if (!changed) return sql;
  return parser.sqlify(ast as Parameters<typeof parser.sqlify>[0], options);
}
