import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, DialectName } from '../connectors/connector.ts';
import { createConnector } from '../connectors/create-connector.ts';
import { createMemoryResultCache } from './cache.ts';
import type { DatasetDescriptor } from './dataset.ts';
import { getDialect } from './dialects/index.ts';
import { QueryExecutionError } from './errors.ts';
import { runQueryContext } from './execute.ts';
import { parseQueryContext } from './query-context.ts';
import { ENGINE_URIS, ENGINES, loadSales, randomTableName } from './test-fixtures/engines.ts';
import { generateSales, salesDataset } from './test-fixtures/sales.ts';

// The database's `extra` limits as the engine applies them, on the real databases:
// `query_timeout` (seconds) cancels the statement on the database itself, and
// `max_concurrent_queries` makes further chart queries on that database wait their turn.

const ROWS = generateSales(50, 5);
const dir = mkdtempSync(join(tmpdir(), 'chartroom-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A virtual dataset over `table` that takes far longer than any timeout here. */
const SLOW: Record<DialectName, (table: string) => string> = {
  duckdb: (t) => `SELECT s.* FROM ${t} s, range(200000) r1, range(20000) r2`,
  postgresql: (t) => `SELECT s.* FROM ${t} s, (SELECT pg_sleep(20) AS z) z`,
  mysql: (t) => `SELECT s.* FROM ${t} s, (SELECT SLEEP(20) AS z) z`,
  // A file database: its statements run in a child process that a cancellation kills.
  sqlite: () =>
    'WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r WHERE i < 2000000000) SELECT i AS qty FROM r',
};

/** Statements still running on the server that came from the slow dataset. */
const LEFT_RUNNING: Partial<Record<DialectName, string>> = {
  postgresql:
    "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE query LIKE '%pg_sleep(20)%' AND state = 'active' AND pid <> pg_backend_pid()",
  mysql:
    "SELECT COUNT(*) AS n FROM information_schema.processlist WHERE info LIKE '%SLEEP(20)%' AND id <> CONNECTION_ID()",
};

let nextDatabaseId = 900_000 + Math.floor(Math.random() * 1000) * 100;

function context(metrics: unknown[]) {
  return parseQueryContext({ datasource: { id: 7, type: 'table' }, queries: [{ metrics }], force: true });
}

describe.each(ENGINES)('database limits on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('lim');
  const uri = engine === 'sqlite' ? `sqlite://${join(dir, 'limits.sqlite')}` : ENGINE_URIS[engine];

  beforeAll(async () => {
    connector = createConnector(uri);
    await loadSales(connector, table, ROWS);
  });
  afterAll(async () => {
    await connector.query(`DROP TABLE IF EXISTS ${getDialect(engine).quoteIdentifier(table)}`, []);
    await connector.close();
  });

  it('query_timeout from the database extra cancels the statement on the database', async () => {
    const slow: DatasetDescriptor = salesDataset('slow', { sql: SLOW[engine](table) });
    if (engine === 'sqlite') slow.columns = slow.columns.filter((c) => c.columnName === 'qty');
    const database = { id: nextDatabaseId++, extra: JSON.stringify({ query_timeout: 0.3 }) };
    const t0 = Date.now();
    const error = await runQueryContext(context(['count']), {
      dataset: slow,
      connector,
      cache: createMemoryResultCache(),
      now: new Date(),
      database,
    }).catch((e) => e);
    expect(error).toBeInstanceOf(QueryExecutionError);
    expect(error.message).toBe('The query exceeded the 0.3 seconds timeout.');
    expect(Date.now() - t0).toBeLessThan(5000);
    const left = LEFT_RUNNING[engine];
    if (left) {
      await new Promise((r) => setTimeout(r, 200));
      expect(Number((await connector.query(left, [])).rows[0]?.n)).toBe(0);
    }
    // The database answers the next chart at once.
    const ok = await runQueryContext(context(['count']), {
      dataset: salesDataset(table),
      connector,
      cache: createMemoryResultCache(),
      now: new Date(),
      database,
    });
    expect(ok.result[0]?.data).toEqual([{ count: ROWS.length }]);
  }, 20_000);
});

describe.each(['postgresql', 'mysql'] as const)('max_concurrent_queries on %s', (engine) => {
  // The connector's own pool allows 8 at once: only the engine's per-database gate can serialise.
  const connector = createConnector(ENGINE_URIS[engine]);
  afterAll(() => connector.close());
  const sleep = engine === 'postgresql' ? 'SELECT pg_sleep(0.3) AS z' : 'SELECT SLEEP(0.3) AS z';
  const dataset: DatasetDescriptor = { ...salesDataset('sleepy', { sql: sleep }), mainDttmCol: null };

  const three = async (max: number): Promise<number> => {
    const database = { id: nextDatabaseId++, extra: { max_concurrent_queries: max } };
    const t0 = Date.now();
    // Three different queries (labels differ), so that no two share one execution.
    await Promise.all(
      ['a', 'b', 'c'].map((label) =>
        runQueryContext(context([{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }]), {
          dataset,
          connector,
          cache: createMemoryResultCache(),
          now: new Date(),
          database,
        }),
      ),
    );
    return Date.now() - t0;
  };

  it('one at a time with a cap of 1, side by side with a cap of 3', async () => {
    expect(await three(1)).toBeGreaterThanOrEqual(880);
    expect(await three(3)).toBeLessThan(880);
  }, 20_000);
});
