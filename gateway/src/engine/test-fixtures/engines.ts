import { randomBytes } from 'node:crypto';
import type { Connector, DialectName } from '../../connectors/connector.ts';
import { createConnector } from '../../connectors/create-connector.ts';
import { getDialect } from '../dialects/index.ts';
import { createTableSql, rowValues, type SaleRow } from './sales.ts';

export const ENGINE_URIS: Record<DialectName, string> = {
  duckdb: 'duckdb:///:memory:',
  sqlite: 'sqlite:///:memory:',
  postgresql: 'postgresql://postgres@127.0.0.1:5432/test',
  mysql: 'mysql://root@127.0.0.1:3306/test',
};
export const ENGINES = Object.keys(ENGINE_URIS) as DialectName[];

export function randomTableName(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Creates the table and loads the rows in multi-row INSERTs with bound values. */
export async function loadSales(connector: Connector, table: string, rows: SaleRow[]): Promise<void> {
  const dialect = getDialect(connector.dialect);
  const q = (s: string) => dialect.quoteIdentifier(s);
  await connector.query(createTableSql(connector.dialect, table, q), []);
  const batch = 100;
  for (let start = 0; start < rows.length; start += batch) {
    const chunk = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const values = rowValues(row, connector.dialect);
      const ph = values.map((v, i) => {
        params.push(v);
        const p = dialect.placeholder(params.length);
        return i === 0 ? dialect.timestampParameter(p) : p;
      });
      return `(${ph.join(', ')})`;
    });
    await connector.query(`INSERT INTO ${q(table)} VALUES ${tuples.join(', ')}`, params);
  }
}

export async function dropTable(connector: Connector, table: string): Promise<void> {
  const dialect = getDialect(connector.dialect);
  await connector.query(`DROP TABLE IF EXISTS ${dialect.quoteIdentifier(table)}`, []);
}

export function openEngine(engine: DialectName): Connector {
  return createConnector(ENGINE_URIS[engine]);
}
