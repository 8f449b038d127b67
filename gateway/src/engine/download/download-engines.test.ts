import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Connector, RowBatches } from '../../connectors/connector.ts';
import { createConnector } from '../../connectors/create-connector.ts';
import { MySqlConnector } from '../../connectors/mysql.ts';
import { SqliteConnector } from '../../connectors/sqlite.ts';
import { createMemoryResultCache } from '../cache.ts';
import { parseQueryContext } from '../query-context.ts';
import { ENGINE_URIS, randomTableName } from '../test-fixtures/engines.ts';
import { runQueryContextDownload } from './download.ts';
import { bigDataset } from './test-dataset.ts';

// Large CSV downloads from MySQL/MariaDB and SQLite: the rows go from the database to the file a
// batch at a time. Checked three ways: every row arrives with its own content; the rows taken from
// the connector are never far ahead of the rows the reader received; the heap stays far below
// what the whole result costs when it is held.

const N = 200_000;
const BATCH = 2000;
const NOW = new Date(Date.UTC(2024, 2, 10, 12, 30, 5));
const dir = mkdtempSync(join(tmpdir(), 'chartroom-dl-engines-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapAfterGc(): number {
  gc();
  return process.memoryUsage().heapUsed;
}

const PADDING = 'x'.repeat(120);
const label = (i: number) => `label ${i} ${PADDING}`;
const timestamp = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** Rows i = 1..N: (i, 2020-01-01 + i seconds, label(i), i * 1.5). */
const FILL = {
  mysql: (
    t: string,
  ) => `INSERT INTO ${t} SELECT n, TIMESTAMP '2020-01-01 00:00:00' + INTERVAL n SECOND, CONCAT('label ', n, ' ${PADDING}'), n * 1.5 FROM (
    SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d + 10000 * f.d + 100000 * g.d AS n
    FROM ${digits} a, ${digits} b, ${digits} c, ${digits} e, ${digits} f, ${digits} g) s WHERE n <= ${N}`,
  sqlite: (
    t: string,
  ) => `INSERT INTO ${t} WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < ${N})
    SELECT n, strftime('%Y-%m-%d %H:%M:%S', '2020-01-01', '+' || n || ' seconds'), 'label ' || n || ' ${PADDING}', n * 1.5 FROM r`,
};
const digits = `(SELECT 0 AS d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)`;

/** A connector whose streamed batches are counted as the engine pulls them. */
function counting(connector: Connector): { connector: Connector; pulled: () => number } {
  let pulled = 0;
  const wrapped = Object.create(connector) as Connector;
  wrapped.stream = async (sql, parameters, options) => {
    const rs = await (connector.stream as NonNullable<Connector['stream']>).call(connector, sql, parameters, options);
    const inner = rs.batches;
    const batches: RowBatches = {
      async next() {
        const r = await inner.next();
        if (!r.done) pulled += r.value.length;
        return r;
      },
      return: () => inner.return(),
      [Symbol.asyncIterator]() {
        return batches;
      },
    };
    return { columns: rs.columns, batches };
  };
  return { connector: wrapped, pulled: () => pulled };
}

interface Drained {
  lines: number;
  maxAhead: number;
  maxHeapGrowth: number;
  seen: Uint8Array;
  bad: string[];
}

/**
 * Reads the CSV body slowly, line by line: each data line must be the row of its own `i`; every
 * 20th chunk the heap is measured after a full collection.
 */
async function drain(body: ReadableStream<Uint8Array>, pulled: () => number, heapBase: number): Promise<Drained> {
  const out: Drained = { lines: 0, maxAhead: 0, maxHeapGrowth: 0, seen: new Uint8Array(N + 1), bad: [] };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const parts = (rest + decoder.decode(value, { stream: true })).split('\n');
    rest = parts.pop() ?? '';
    for (const line of parts) {
      out.lines++;
      if (out.lines === 1) {
        if (line !== 'i,ts,label,amount') out.bad.push(`header ${line}`);
        continue;
      }
      const i = Number(line.slice(0, line.indexOf(',')));
      const expected = `${i},${timestamp(i)},${label(i)},${i * 1.5}`;
      if (line !== expected || i < 1 || i > N || out.seen[i]) out.bad.push(line.slice(0, 80));
      else out.seen[i] = 1;
    }
    out.maxAhead = Math.max(out.maxAhead, pulled() - (out.lines - 1));
    if (++chunks % 20 === 0) out.maxHeapGrowth = Math.max(out.maxHeapGrowth, heapAfterGc() - heapBase);
    await new Promise((r) => setImmediate(r));
  }
  if (rest) out.bad.push(`unterminated ${rest.slice(0, 80)}`);
  return out;
}

async function checkLargeDownload(connector: Connector, table: string): Promise<void> {
  // What holding the whole result costs: the bound the streamed download must stay far below.
  const heapBefore = heapAfterGc();
  const whole = await connector.query(`SELECT i, ts, label, amount FROM ${table}`, []);
  const heldBytes = heapAfterGc() - heapBefore;
  expect(whole.rows.length).toBe(N);
  whole.rows.length = 0;

  const heapBase = heapAfterGc();
  const { connector: counted, pulled } = counting(connector);
  const file = await runQueryContextDownload(
    parseQueryContext({
      datasource: { id: 900, type: 'table' },
      result_format: 'csv',
      queries: [{ columns: ['i', 'ts', 'label', 'amount'], row_limit: N }],
    }),
    {
      dataset: bigDataset(table),
      connector: counted,
      cache: createMemoryResultCache(),
      now: NOW,
      maxRows: N,
      batchRows: BATCH,
    },
  );
  const drained = await drain(file.body, pulled, heapBase);
  expect(drained.bad).toEqual([]);
  expect(drained.lines).toBe(N + 1);
  expect(drained.seen.reduce((a, b) => a + b, 0)).toBe(N);
  expect(pulled()).toBe(N);
  expect(drained.maxAhead).toBeLessThanOrEqual(4 * BATCH);
  // Measured: the held result takes ~60-80 MB, the streamed download a few MB.
  expect(heldBytes).toBeGreaterThan(40 * 1024 * 1024);
  expect(drained.maxHeapGrowth).toBeLessThan(heldBytes / 4);
  console.info(
    `${connector.dialect}: held result ${(heldBytes / 1048576).toFixed(1)} MB, streamed peak growth ${(drained.maxHeapGrowth / 1048576).toFixed(1)} MB`,
  );
}

describe('large CSV downloads stream from MySQL/MariaDB and SQLite', () => {
  it('MariaDB: the row stream of a prepared statement, read batch by batch', async () => {
    const mysql = new MySqlConnector(ENGINE_URIS.mysql, { maxConcurrent: 2 });
    const table = randomTableName('dl');
    try {
      await mysql.query(`CREATE TABLE ${table} (i BIGINT, ts DATETIME, label VARCHAR(200), amount DOUBLE)`, []);
      await mysql.query(FILL.mysql(table), []);
      await checkLargeDownload(mysql, table);
    } finally {
      await mysql.query(`DROP TABLE IF EXISTS ${table}`, []).catch(() => {});
      await mysql.close();
    }
  }, 120_000);

  it.each(['memory', 'file'] as const)(
    'SQLite (%s): Statement.iterate, a batch at a time',
    async (kind) => {
      const sqlite = new SqliteConnector(kind === 'memory' ? ':memory:' : join(dir, `big-${kind}.sqlite`));
      const table = randomTableName('dl');
      try {
        await sqlite.query(`CREATE TABLE ${table} (i INTEGER, ts TIMESTAMP, label VARCHAR(200), amount DOUBLE)`, []);
        await sqlite.query(FILL.sqlite(table), []);
        await checkLargeDownload(sqlite, table);
      } finally {
        await sqlite.close();
      }
    },
    120_000,
  );
});

describe('MySQL and SQLite row streams', () => {
  it('MariaDB hands out the first rows before the statement has finished', async () => {
    const mysql = createConnector(ENGINE_URIS.mysql);
    try {
      // The server sleeps 2 s at row 4000 of 5000: a driver that buffered the result would wait.
      const sql = `SELECT n, IF(n = 4000, SLEEP(2), 0) AS s FROM (SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d AS n FROM ${digits} a, ${digits} b, ${digits} c, ${digits} e) r WHERE n <= 5000`;
      const t0 = Date.now();
      const rs = await (mysql.stream as NonNullable<Connector['stream']>).call(mysql, sql, [], { batchRows: 500 });
      const first = await rs.batches.next();
      const firstAt = Date.now() - t0;
      let rows = first.done ? 0 : first.value.length;
      for await (const batch of rs.batches) rows += batch.length;
      expect(rows).toBe(5000);
      expect(firstAt).toBeLessThan(1500);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1900);
    } finally {
      await mysql.close();
    }
  }, 30_000);

  it.each(['mysql', 'sqlite-file', 'sqlite-memory'] as const)(
    '%s: a reader that stops early frees the connection; a timeout cancels the read',
    async (kind) => {
      const connector =
        kind === 'mysql'
          ? new MySqlConnector(ENGINE_URIS.mysql, { maxConcurrent: 1 })
          : new SqliteConnector(kind === 'sqlite-file' ? join(dir, 'early.sqlite') : ':memory:');
      const seq =
        kind === 'mysql'
          ? `SELECT 1 + a.d + 10 * b.d + 100 * c.d + 1000 * e.d AS n FROM ${digits} a, ${digits} b, ${digits} c, ${digits} e`
          : 'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 10000) SELECT n FROM r';
      const stream = connector.stream as NonNullable<Connector['stream']>;
      try {
        const rs = await stream.call(connector, seq, [], { batchRows: 100 });
        expect(rs.columns.map((c) => [c.name, c.generic])).toEqual([['n', 0]]);
        const first = await rs.batches.next();
        expect(first.done ? 0 : first.value.length).toBe(100);
        await rs.batches.return();
        // One slot (SQLite always has one): this waits forever if the stopped read still held it.
        expect((await connector.query('SELECT 1 AS one', [], { timeoutMs: 5000 })).rows).toEqual([{ one: 1 }]);

        const slow = await stream.call(connector, seq, [], { batchRows: 100, timeoutMs: 200 });
        await slow.batches.next();
        await new Promise((r) => setTimeout(r, 300));
        await expect(slow.batches.next()).rejects.toThrow('The query exceeded the 0.2 seconds timeout.');
        expect((await connector.query('SELECT 2 AS two', [], { timeoutMs: 5000 })).rows).toEqual([{ two: 2 }]);

        const empty = await stream.call(connector, `SELECT n FROM (${seq}) s WHERE n < ?`, [0]);
        expect(await empty.batches.next()).toEqual({ done: true, value: undefined });
        await expect(stream.call(connector, 'SELECT nope FROM nowhere', [])).rejects.toThrow();
        expect((await connector.query('SELECT 3 AS three', [])).rows).toEqual([{ three: 3 }]);
      } finally {
        await connector.close();
      }
    },
    30_000,
  );
});
