/**
 * The line of the whole SQL Lab text an error points at, when the database said where: PostgreSQL
 * gives a 1-based character `position` in the statement, MySQL/MariaDB write "at line N", DuckDB
 * "LINE N:". `statementLine` is the line the failing statement starts on.
 */
export function errorLine(error: unknown, statementSql: string, statementLine: number): number | null {
  if (!(error instanceof Error)) return null;
  const position = Number((error as { position?: unknown }).position);
  if (Number.isInteger(position) && position > 0) {
    return statementLine + statementSql.slice(0, position - 1).split('\n').length - 1;
  }
  const m = /\bat line (\d+)\b/i.exec(error.message) ?? /\bLINE (\d+):/.exec(error.message);
  if (m) return statementLine + Number(m[1]) - 1;
  return null;
}
