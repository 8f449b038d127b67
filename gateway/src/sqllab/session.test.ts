import { describe, expect, it } from 'vitest';
import type { Connector, QueryResult } from '../connectors/connector.ts';
import { DuckDBConnector } from '../connectors/duckdb.ts';
import { withSession } from './session.ts';

/** A connector without sessions: every statement through query(), recorded. */
function plainConnector(seen: string[]): Connector {
  const empty: QueryResult = { columns: [], rows: [] };
  return {
    dialect: 'postgresql',
    query: async (sql) => {
      seen.push(sql);
      return empty;
    },
    testConnection: async () => {},
    listSchemas: async () => [],
    listTables: async () => [],
    listColumns: async () => [],
    close: async () => {},
  };
}

describe('withSession', () => {
  it('runs statements one by one on a connector without sessions when no schema is chosen', async () => {
    const seen: string[] = [];
    await withSession(plainConnector(seen), {}, async (s) => {
      await s.query('SELECT 1', []);
      await s.query('SELECT 2', []);
    });
    expect(seen).toEqual(['SELECT 1', 'SELECT 2']);
  });

  it('refuses a chosen schema it could not apply, before running anything', async () => {
    const seen: string[] = [];
    await expect(
      withSession(plainConnector(seen), { defaultSchema: 'sales' }, async (s) => s.query('SELECT 1', [])),
    ).rejects.toThrow('The postgresql connector cannot run queries in a chosen schema.');
    expect(seen).toEqual([]);
  });

  it("uses the connector's session when it has one", async () => {
    const duck = new DuckDBConnector(':memory:');
    try {
      await duck.query('CREATE SCHEMA "odd ""name"""', []);
      const r = await withSession(duck, { defaultSchema: 'odd "name"' }, (s) =>
        s.query('SELECT current_schema() AS s', []),
      );
      expect(r.rows).toEqual([{ s: 'odd "name"' }]);
    } finally {
      await duck.close();
    }
  });
});
