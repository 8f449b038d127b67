import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateExampleWarehouse } from './generate-warehouse.ts';
import { CHANNELS, COUNTRIES, PRODUCTS } from './warehouse-dimensions.ts';

const dir = mkdtempSync(join(tmpdir(), 'chartroom-warehouse-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withDb<T>(path: string, fn: (query: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>) {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return await fn(
      async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[],
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** Order-independent fingerprint of every table: row count and XOR of row hashes. */
async function checksum(path: string): Promise<string> {
  return withDb(path, async (query) => {
    const parts: string[] = [];
    for (const table of ['sales', 'customers', 'daily_metrics']) {
      const [row] = await query(`SELECT COUNT(*) AS n, bit_xor(hash(t)) AS h FROM ${table} AS t`);
      parts.push(`${table}:${row?.n}:${row?.h}`);
    }
    return parts.join('|');
  });
}

describe('generateExampleWarehouse: determinism', () => {
  it('gives the same tables for the same seed whatever the thread count, other tables for another seed', {
    timeout: 120_000,
  }, async () => {
    const a = join(dir, 'a.duckdb');
    const b = join(dir, 'b.duckdb');
    const c = join(dir, 'c.duckdb');
    await generateExampleWarehouse(a, 3000, 7, { threads: 1 });
    await generateExampleWarehouse(b, 3000, 7, { threads: 4 });
    await generateExampleWarehouse(c, 3000, 8);
    const [ca, cb, cc] = [await checksum(a), await checksum(b), await checksum(c)];
    expect(ca).toBe(cb);
    expect(cc).not.toBe(ca);
    expect(ca).toMatch(/^sales:3000:/);
  });

  it('replaces an existing file atomically and leaves no temporary files', { timeout: 120_000 }, async () => {
    const path = join(dir, 'replace.duckdb');
    await generateExampleWarehouse(path, 500, 1);
    await generateExampleWarehouse(path, 800, 1);
    expect(await checksum(path)).toMatch(/^sales:800:/);
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('refuses bad sizes and seeds before touching the disk', async () => {
    const path = join(dir, 'bad.duckdb');
    await expect(generateExampleWarehouse(path, 0)).rejects.toThrow('rows must be a positive integer');
    await expect(generateExampleWarehouse(path, 1.5)).rejects.toThrow('rows must be a positive integer');
    await expect(generateExampleWarehouse(path, 10, Number.NaN)).rejects.toThrow('seed must be an integer');
    expect(readdirSync(dir).filter((f) => f.startsWith('bad'))).toEqual([]);
  });
});

describe('generateExampleWarehouse: contents', () => {
  const rows = 250_000;
  const path = join(dir, 'contents.duckdb');

  beforeAll(async () => {
    const started = performance.now();
    await generateExampleWarehouse(path, rows);
    const seconds = (performance.now() - started) / 1000;
    console.info(`example warehouse: ${rows} sales rows generated in ${seconds.toFixed(2)} s`);
  }, 120_000);

  it('has the requested number of rows, a customer per 20 sales and one metrics row per day', async () => {
    await withDb(path, async (query) => {
      expect(await query('SELECT COUNT(*)::INTEGER AS n, COUNT(DISTINCT order_id)::INTEGER AS d FROM sales')).toEqual([
        { n: rows, d: rows },
      ]);
      expect(await query('SELECT COUNT(*)::INTEGER AS n FROM customers')).toEqual([{ n: rows / 20 }]);
      expect(
        await query(
          `SELECT COUNT(*)::INTEGER AS n, COUNT(DISTINCT ds)::INTEGER AS d, MIN(ds)::VARCHAR AS lo, MAX(ds)::VARCHAR AS hi,
             SUM(orders)::INTEGER AS orders FROM daily_metrics`,
        ),
      ).toEqual([{ n: 1096, d: 1096, lo: '2023-01-01', hi: '2025-12-31', orders: rows }]);
    });
  });

  it('keeps values in range and consistent with each other', async () => {
    await withDb(path, async (query) => {
      const [r] = await query(`SELECT
          MIN(order_date)::VARCHAR >= '2023-01-01' AND MAX(order_date)::VARCHAR < '2026-01-01' AS dates_ok,
          BOOL_AND(quantity BETWEEN 1 AND 500) AS quantity_ok,
          BOOL_AND(price > 0 AND cost > 0) AS positive,
          BOOL_AND(abs(revenue - round(quantity * price, 2)) < 0.005) AS revenue_ok,
          SUM(cost) < SUM(revenue) AS profitable,
          COUNT(*) FILTER (WHERE region IS NULL OR country IS NULL OR channel IS NULL OR product IS NULL) AS nulls
        FROM sales`);
      expect(r).toEqual({
        dates_ok: true,
        quantity_ok: true,
        positive: true,
        revenue_ok: true,
        profitable: true,
        nulls: 0n,
      });
      const orphans = await query(
        'SELECT COUNT(*)::INTEGER AS n FROM sales s LEFT JOIN customers c USING (customer_id) WHERE c.customer_id IS NULL OR c.country <> s.country',
      );
      expect(orphans).toEqual([{ n: 0 }]);
      const pairs = await query('SELECT DISTINCT region, country FROM sales');
      for (const pair of pairs) expect(COUNTRIES).toContainEqual(expect.objectContaining(pair));
      const products = await query('SELECT DISTINCT product_line, product FROM sales ORDER BY ALL');
      expect(products).toHaveLength(PRODUCTS.length);
      expect(new Set((await query('SELECT DISTINCT channel FROM sales')).map((c) => c.channel))).toEqual(
        new Set(CHANNELS.map((c) => c.channel)),
      );
    });
  });

  it('has the skews and seasonality of a real business', async () => {
    await withDb(path, async (query) => {
      const byYear = await query(
        'SELECT year(order_date)::INTEGER AS y, SUM(revenue) AS r FROM sales GROUP BY 1 ORDER BY 1',
      );
      expect(byYear.map((y) => y.y)).toEqual([2023, 2024, 2025]);
      expect(byYear[2]!.r as number).toBeGreaterThan((byYear[0]!.r as number) * 1.2);
      const [months] = await query(`SELECT COUNT(*) FILTER (WHERE month(order_date) = 12)::INTEGER AS dec,
          COUNT(*) FILTER (WHERE month(order_date) = 2)::INTEGER AS feb FROM sales`);
      expect(months!.dec as number).toBeGreaterThan((months!.feb as number) * 1.4);
      const [top] = await query(`SELECT country FROM sales GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`);
      expect(top).toEqual({ country: 'United States' });
      // Independent random streams: every hour sees orders, and quantities vary within each channel.
      const [hours] = await query('SELECT COUNT(DISTINCT hour(order_date))::INTEGER AS n FROM sales');
      expect(hours).toEqual({ n: 24 });
      const spread = await query('SELECT channel, stddev(quantity) AS sd FROM sales GROUP BY 1');
      for (const s of spread) expect(s.sd as number).toBeGreaterThan(0.3);
      const [buyers] = await query('SELECT AVG(buyers / orders) AS share FROM daily_metrics WHERE orders > 0');
      expect(buyers!.share as number).toBeGreaterThan(0.8);
      const [repeat] = await query(
        'SELECT MAX(n)::INTEGER AS most, MEDIAN(n) AS median FROM (SELECT customer_id, COUNT(*) AS n FROM sales GROUP BY 1)',
      );
      expect(repeat!.most as number).toBeGreaterThan((repeat!.median as number) * 5);
    });
  });
});
