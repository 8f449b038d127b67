import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startUploadFixture, textOf, type UploadFixture } from './upload-fixture.ts';

describe('uploads stream to disk under a configurable size limit, loaded by each warehouse bulk path', () => {
  let f: UploadFixture;
  beforeAll(async () => {
    f = await startUploadFixture({ CHARTROOM_UPLOAD_MAX_MB: '2' });
  }, 120_000);
  afterAll(async () => {
    await f?.close();
  });

  // About 1.5 MB: many parser chunks and writer batches, under the 2 MB limit.
  const rows = 30_000;
  const csv = `id,name,amount,ts\n${Array.from(
    { length: rows },
    (_, i) =>
      `${i},"name, ${i}",${i / 4},2024-01-${String(1 + (i % 28)).padStart(2, '0')} 10:00:00.${String(i % 1000).padStart(3, '0')}`,
  ).join('\n')}\n`;

  describe.each(ENGINES)('%s', (engine) => {
    it('loads a file of many batches exactly, and refuses one over the limit with a 413, leaving nothing', async () => {
      const table = f.tableName(engine, 'big');
      const up = await f.upload(engine, new Blob([csv]), 'big.csv', table);
      expect(up.status, up.text).toBe(201);
      expect(up.body.result.rows).toBe(rows);
      const [summary] = await f.rowsOf(
        engine,
        table,
        `COUNT(*) AS n, SUM(amount) AS total, MAX(name) AS top, ${textOf(engine, 'MAX(ts)')} AS last`,
      );
      expect(Number(summary?.n)).toBe(rows);
      expect(Number(summary?.total)).toBe((rows * (rows - 1)) / 2 / 4);
      expect(summary?.top).toBe('name, 9999');
      expect(String(summary?.last)).toMatch(/^2024-01-28[ T]10:00:00\.99/);

      // A late bad value in an append: refused with its row, the table unchanged.
      const bad = csv.replace('\n29998,', '\noops,');
      const refused = await f.upload(engine, new Blob([bad]), 'bad.csv', table, { already_exists: 'append' });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/Row 29999, column "id": 'oops' is not an integer/);
      const [after] = await f.rowsOf(engine, table, 'COUNT(*) AS n');
      expect(Number(after?.n)).toBe(rows);

      const tooBig = `${csv}${csv.slice(csv.indexOf('\n') + 1)}`;
      expect(tooBig.length).toBeGreaterThan(2 * 1024 * 1024);
      const over = await f.upload(engine, new Blob([tooBig]), 'big.csv', f.tableName(engine, 'over'));
      expect(over.status).toBe(413);
      expect(over.body.message).toMatch(/larger than the limit \(2 MB\)/);
      expect(await f.tableExists(engine, `over_${f.tag}`)).toBe(false);
      const tables = (await f.conn(engine).listTables(null)).map((t) => t.name);
      expect(tables.filter((t) => t.includes('__upl_'))).toEqual([]);
    }, 90_000);
  });
});
