import type { ColumnInfo } from '../connectors/connector.ts';
import { createConnector } from '../connectors/create-connector.ts';

/** The columns of each table, read through the same connector the engine will query with. */
export async function introspectTables(
  uri: string,
  schema: string,
  tables: readonly string[],
): Promise<Map<string, ColumnInfo[]>> {
  // Read-only, as every later connection to the examples file is (DuckDB keeps one instance per file).
  const connector = createConnector(uri, { readOnly: true });
  try {
    const out = new Map<string, ColumnInfo[]>();
    for (const name of tables) {
      const columns = await connector.listColumns({ schema, name });
      if (!columns.length) throw new Error(`example table ${schema}.${name} has no columns (missing from ${uri}?)`);
      out.set(name, columns);
    }
    return out;
  } finally {
    await connector.close();
  }
}
