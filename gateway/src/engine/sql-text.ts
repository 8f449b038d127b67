import type { Dialect } from './dialects/dialect.ts';

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

  finalize(text: string, dialect: Dialect): { sql: string; parameters: unknown[] } {
    const parameters: unknown[] = [];
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the marker, by design.
    const sql = text.replace(/\u0000(\d+)\u0000/g, (_m, index: string) => {
      parameters.push(dialect.bindValue(this.values[Number(index)]));
      return dialect.placeholder(parameters.length);
    });
    return { sql, parameters };
  }
}
