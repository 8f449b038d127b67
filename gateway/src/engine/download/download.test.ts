import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, RowBatches } from '../../connectors/connector.ts';
import { DuckDBConnector } from '../../connectors/duckdb.ts';
import { PostgresConnector } from '../../connectors/postgresql.ts';
import { createMemoryResultCache } from '../cache.ts';
import { QueryExecutionError } from '../errors.ts';
import { parseQueryContext, type QueryContextInput } from '../query-context.ts';
import { runQueryContextDownload } from './download.ts';
import { bigDataset } from './test-dataset.ts';

const NOW = new Date(Date.UTC(2024, 2, 10, 12, 30, 5));
const ROWS = 1_000;

function ctx(
  queries: QueryContextInput['queries'],
  format: 'csv' | 'xlsx' = 'csv',
): ReturnType<typeof parseQueryContext> {
  return parseQueryContext({ datasource: { id: 900, type: 'table' }, result_format: format, queries });
}

async function text(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

// Quotes, commas, a newline and formula-looking text, every 100th label null.
const FILL = `SELECT i, TIMESTAMP '2024-01-01' + i * INTERVAL 1 HOUR AS ts,
  CASE WHEN i % 100 = 0 THEN NULL WHEN i % 7 = 0 THEN '=cmd|x' WHEN i % 5 = 0 THEN 'say "hi", ok' ELSE 'row ' || i END AS label,
  i / 4.0 AS amount FROM range(1, ${ROWS + 1}) r(i)`;

describe('runQueryContextDownload on DuckDB', () => {
  const connector = new DuckDBConnector(':memory:');
  const deps = { dataset: bigDataset('big'), connector, cache: createMemoryResultCache(), now: NOW };

  beforeAll(async () => {
    await connector.query(`CREATE TABLE big AS ${FILL}`, []);
  });
  afterAll(() => connector.close());

  it('streams one query as CSV with quoting, formula escaping, datetimes and nulls', async () => {
    const file = await runQueryContextDownload(
      ctx([{ columns: ['i', 'ts', 'label', 'amount'], orderby: [['i', true]], row_limit: 2000 }]),
      deps,
    );
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect(file.filename).toBe('20240310_123005.csv');
    const lines = (await text(file.body)).split('\n');
    expect(lines[0]).toBe('i,ts,label,amount');
    expect(lines.length).toBe(ROWS + 2); // header + rows + final empty string
    expect(lines[1]).toBe('1,2024-01-01 01:00:00,row 1,0.25');
    expect(lines[5]).toBe('5,2024-01-01 05:00:00,"say ""hi"", ok",1.25');
    expect(lines[7]).toBe("7,2024-01-01 07:00:00,'=cmd\\|x,1.75");
    expect(lines[100]).toBe('100,2024-01-05 04:00:00,,25');
  });

  it('aggregates with metrics and honours the row limit', async () => {
    const file = await runQueryContextDownload(
      ctx([
        { columns: [], metrics: ['count'], row_limit: 5 },
        { columns: ['i'], orderby: [['i', false]], row_limit: 3 },
      ]),
      deps,
    );
    expect(file.contentType).toBe('application/zip');
    expect(file.filename).toBe('20240310_123005.zip');
    const zip = await JSZip.loadAsync(Buffer.from(await new Response(file.body).arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(['query_1.csv', 'query_2.csv']);
    expect(await zip.file('query_1.csv')?.async('string')).toBe(`count\n${ROWS}\n`);
    expect(await zip.file('query_2.csv')?.async('string')).toBe(`i\n${ROWS}\n${ROWS - 1}\n${ROWS - 2}\n`);
  });

  it('writes XLSX with typed cells', async () => {
    const file = await runQueryContextDownload(
      ctx([{ columns: ['i', 'ts', 'label'], orderby: [['i', true]], row_limit: 10 }], 'xlsx'),
      deps,
    );
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await new Response(file.body).arrayBuffer());
    const sheet = wb.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(11);
    expect(sheet.getRow(1).values).toEqual([undefined, 'i', 'ts', 'label']);
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
    expect((sheet.getRow(2).getCell(2).value as Date).toISOString()).toBe('2024-01-01T01:00:00.000Z');
    expect(sheet.getRow(8).getCell(3).value).toBe('=cmd|x');
  });

  it('serialises computed results (post-processing) from the payload', async () => {
    const file = await runQueryContextDownload(
      ctx([
        {
          columns: [],
          metrics: ['count'],
          post_processing: [{ operation: 'rename', options: { columns: { count: 'rows' } } }],
        },
      ]),
      deps,
    );
    expect(await text(file.body)).toBe(`rows\n${ROWS}\n`);
  });

  it('fails before sending anything when the query fails', async () => {
    await expect(
      runQueryContextDownload(
        ctx([{ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(nope)', label: 'x' }] }]),
        deps,
      ),
    ).rejects.toBeInstanceOf(QueryExecutionError);
  });

  it('refuses json as a file format', async () => {
    await expect(
      runQueryContextDownload(
        parseQueryContext({ datasource: { id: 1, type: 'table' }, queries: [{ columns: ['i'] }] }),
        deps,
      ),
    ).rejects.toThrow(/not a file format/);
  });
});

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

/**
 * Reads the body slowly, checking after every chunk that the rows taken from the database are never
 * far ahead of the rows the reader has received: the download holds a few batches, not the result.
 */
async function drainBounded(
  body: ReadableStream<Uint8Array>,
  pulled: () => number,
): Promise<{ rows: number; maxAhead: number }> {
  let rows = 0;
  let maxAhead = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let at = value.indexOf(10);
    while (at >= 0) {
      rows++;
      at = value.indexOf(10, at + 1);
    }
    maxAhead = Math.max(maxAhead, pulled() - (rows - 1));
    await new Promise((r) => setImmediate(r));
  }
  return { rows, maxAhead };
}

const BIG = 200_000;
const BATCH = 2000;
const BIG_FILL = (n: number) =>
  `SELECT i, TIMESTAMP '2020-01-01' + i * INTERVAL 1 SECOND AS ts, 'label number ' || i || ' with some padding text' AS label, i * 1.5 AS amount FROM range(1, ${n + 1}) r(i)`;

describe('a large CSV download holds a few batches at a time', () => {
  it('DuckDB: rows read from the database stay within a few batches of the rows sent', async () => {
    const duck = new DuckDBConnector(':memory:');
    try {
      await duck.query(`CREATE TABLE big AS ${BIG_FILL(BIG)}`, []);
      const { connector, pulled } = counting(duck);
      const file = await runQueryContextDownload(ctx([{ columns: ['i', 'ts', 'label', 'amount'], row_limit: BIG }]), {
        dataset: bigDataset('big'),
        connector,
        cache: createMemoryResultCache(),
        now: NOW,
        maxRows: BIG,
      });
      const { rows, maxAhead } = await drainBounded(file.body, pulled);
      expect(rows).toBe(BIG + 1);
      expect(pulled()).toBe(BIG);
      // DuckDB hands out 2048-row vectors.
      expect(maxAhead).toBeLessThanOrEqual(4 * 2048);
    } finally {
      await duck.close();
    }
  }, 60_000);

  it('PostgreSQL: a server-side cursor, fetched batch by batch', async () => {
    const schema = `dl_${randomBytes(4).toString('hex')}`;
    const pg = new PostgresConnector('postgresql://postgres@127.0.0.1:5432/test');
    try {
      await pg.query(`CREATE SCHEMA ${schema}`, []);
      await pg.query(
        `CREATE TABLE ${schema}.big AS SELECT i::bigint AS i, TIMESTAMP '2020-01-01' + i * INTERVAL '1 second' AS ts, 'label number ' || i || ' with some padding text' AS label, (i * 1.5)::double precision AS amount FROM generate_series(1, ${BIG}) i`,
        [],
      );
      const { connector, pulled } = counting(pg);
      const file = await runQueryContextDownload(
        ctx([{ columns: ['i', 'ts', 'label', 'amount'], filters: [{ col: 'i', op: '>', val: 0 }], row_limit: BIG }]),
        {
          dataset: bigDataset('big', schema),
          connector,
          cache: createMemoryResultCache(),
          now: NOW,
          maxRows: BIG,
          batchRows: BATCH,
        },
      );
      const { rows, maxAhead } = await drainBounded(file.body, pulled);
      expect(rows).toBe(BIG + 1);
      expect(pulled()).toBe(BIG);
      expect(maxAhead).toBeLessThanOrEqual(4 * BATCH);
      const lines = (
        await text(
          (
            await runQueryContextDownload(ctx([{ columns: ['i', 'ts'], orderby: [['i', true]], row_limit: 2 }]), {
              dataset: bigDataset('big', schema),
              connector: pg,
              cache: createMemoryResultCache(),
              now: NOW,
            })
          ).body,
        )
      ).split('\n');
      expect(lines.slice(0, 3)).toEqual(['i,ts', '1,2020-01-01 00:00:01', '2,2020-01-01 00:00:02']);
    } finally {
      await pg.query(`DROP SCHEMA ${schema} CASCADE`, []).catch(() => {});
      await pg.close();
    }
  }, 60_000);

  it('a reader that stops early releases the connection', async () => {
    const connector = new DuckDBConnector(':memory:', { maxConcurrent: 1 });
    try {
      await connector.query(`CREATE TABLE big AS ${BIG_FILL(200_000)}`, []);
      const deps = {
        dataset: bigDataset('big'),
        connector,
        cache: createMemoryResultCache(),
        now: NOW,
        maxRows: 200_000,
      };
      const file = await runQueryContextDownload(ctx([{ columns: ['i'], row_limit: 200_000 }]), deps);
      const reader = file.body.getReader();
      await reader.read();
      await reader.cancel();
      // With one slot, this would wait forever if the cancelled download still held it.
      const again = await connector.query('SELECT 1 AS one', [], { timeoutMs: 5000 });
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await connector.close();
    }
  });
});
