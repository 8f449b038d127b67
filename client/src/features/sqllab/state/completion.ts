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
