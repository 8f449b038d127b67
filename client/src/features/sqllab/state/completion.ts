import type { SQLNamespace } from '@codemirror/lang-sql';

export interface CatalogueTable {
  readonly schema: string;
  readonly name: string;
  /** Column names once known; tables still unread complete by name only. */
  readonly columns?: readonly string[];
}

/**
 * The namespace CodeMirror completes from: `schema -> table -> columns`, plus every schema name
 * (even one whose tables are not read yet) so that `sch` offers the schema itself.
 */
export function completionNamespace(schemas: readonly string[], tables: readonly CatalogueTable[]): SQLNamespace {
  const namespace: Record<string, Record<string, string[]>> = {};
  for (const schema of schemas) namespace[schema] = {};
  for (const table of tables) {
    const bySchema = namespace[table.schema] ?? {};
    bySchema[table.name] = [...(table.columns ?? [])];
    namespace[table.schema] = bySchema;
  }
  return namespace;
}

/**
 * The known tables the SQL names (as bare, quoted or schema-qualified words), in the order first
 * named: their columns are worth reading for completion.
 */
export function tablesMentioned(sql: string, tableNames: readonly string[]): string[] {
  const known = new Map(tableNames.map((name) => [name.toLowerCase(), name]));
  const found: string[] = [];
  for (const match of sql.matchAll(/[A-Za-z_][\w$]*|"((?:[^"]|"")+)"|`([^`]+)`/g)) {
    const word = (match[1] ?? match[2] ?? match[0]).toLowerCase();
    const name = known.get(word);
    if (name && !found.includes(name)) found.push(name);
  }
  return found;
}
