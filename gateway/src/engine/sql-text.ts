import type { Dialect } from './dialects/dialect.ts';

/** A value written as a SQL literal, for showing a query to people; never executed. */
export function displayLiteral(value: unknown, dialect: Dialect): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  let text = String(value).replaceAll("'", "''");
  if (dialect.backslashEscapes) text = text.replaceAll('\\', '\\\\');
  return `'${text}'`;
}

/**
 * SQL text with parameters held as markers until the whole statement is assembled, so that
 * fragments can be built in any order (a sub-query repeats the WHERE clause) and `$n` numbering
 * still follows the final text. The marker uses NUL, which the SQL guard refuses in user text.
 */
export class ParameterBag {
  private readonly values: unknown[] = [];

  add(value: unknown): string {
    const index = this.values.push(value) - 1;
    return `\u0000${index}\u0000`;
  }

  finalize(text: string, dialect: Dialect): { sql: string; parameters: unknown[]; displaySql: string } {
    const parameters: unknown[] = [];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the marker, by design.
    const marker = /\u0000(\d+)\u0000/g;
    const sql = text.replace(marker, (_m, index: string) => {
      parameters.push(dialect.bindValue(this.values[Number(index)]));
      return dialect.placeholder(parameters.length);
    });
    const displaySql = text.replace(marker, (_m, index: string) => displayLiteral(this.values[Number(index)], dialect));
    return { sql, parameters, displaySql };
  }
}
