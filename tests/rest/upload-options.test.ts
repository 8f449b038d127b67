import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, quoteOf, startUploadFixture, textOf, type UploadFixture } from './upload-fixture.ts';

describe("Superset's dtype, column_dates/day_first and index options", () => {
  let f: UploadFixture;
  beforeAll(async () => {
    f = await startUploadFixture();
  }, 120_000);
  afterAll(async () => {
    await f?.close();
  });

  const csv = 'id,zip,when,amount\n7,00501,05/01/2024,3\n8,02134,06/01/2024 13:45,4\n';

  describe.each(ENGINES)('%s', (engine) => {
    it('column_data_types keeps text as text and refuses a misfit with row and column', async () => {
      const table = f.tableName(engine, 'dt');
      const up = await f.upload(engine, new Blob([csv]), 'd.csv', table, {
        column_data_types: '{"zip": "str", "amount": "float64"}',
      });
      expect(up.status, up.text).toBe(201);
      const rows = await f.rowsOf(engine, table, `id, zip, ${textOf(engine, 'amount')} AS amount`);
      expect(rows.map((r) => r.zip)).toEqual(['00501', '02134']);
      const cols = await f.conn(engine).listColumns({ schema: null, name: table });
      expect(cols.find((c) => c.name === 'amount')?.type.toUpperCase()).toMatch(/DOUBLE|REAL|FLOAT/);
      const plain = await f.upload(engine, new Blob([csv]), 'd.csv', f.tableName(engine, 'dt_plain'));
      expect(plain.status).toBe(201);
      expect((await f.rowsOf(engine, `dt_plain_${f.tag}`)).map((r) => String(r.zip))).toEqual(['501', '2134']);

      const bad = await f.upload(engine, new Blob(['a,b\n1,x\n2,y\n']), 'b.csv', f.tableName(engine, 'dt_bad'), {
        column_data_types: '{"b": "int"}',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toMatch(/Row 1, column "b": 'x' is not an integer/);
      expect(await f.tableExists(engine, `dt_bad_${f.tag}`)).toBe(false);
      const unknownType = await f.upload(engine, new Blob(['a\n1\n']), 'b.csv', f.tableName(engine, 'dt_bad'), {
        column_data_types: '{"a": "complex128"}',
      });
      expect(unknownType.status).toBe(400);
      const notJson = await f.upload(engine, new Blob(['a\n1\n']), 'b.csv', f.tableName(engine, 'dt_bad'), {
        column_data_types: '{a',
      });
      expect(notJson.status).toBe(400);
      expect(JSON.stringify(notJson.body)).toMatch(/Invalid JSON format for column_data_types/);
    }, 60_000);

    it('column_dates reads dates month first, or day first with day_first', async () => {
      const monthFirst = f.tableName(engine, 'mf');
      const a = await f.upload(engine, new Blob([csv]), 'd.csv', monthFirst, { column_dates: 'when' });
      expect(a.status, a.text).toBe(201);
      const dayFirst = f.tableName(engine, 'df');
      const b = await f.upload(engine, new Blob([csv]), 'd.csv', dayFirst, { column_dates: 'when', day_first: 'true' });
      expect(b.status, b.text).toBe(201);
      const read = async (t: string) =>
        (await f.rowsOf(engine, t, `id, ${textOf(engine, `${quoteOf(engine)}when${quoteOf(engine)}`)} AS w`)).map((r) =>
          String(r.w).replace('T', ' ').slice(0, 16),
        );
      expect(await read(monthFirst)).toEqual(['2024-05-01 00:00', '2024-06-01 13:45']);
      expect(await read(dayFirst)).toEqual(['2024-01-05 00:00', '2024-01-06 13:45']);
      const cols = await f.conn(engine).listColumns({ schema: null, name: dayFirst });
      expect(cols.find((c) => c.name === 'when')?.generic).toBe(2); // temporal
      const bad = await f.upload(engine, new Blob(['when\n25/12/2024\n']), 'd.csv', f.tableName(engine, 'df_bad'), {
        column_dates: 'when',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toMatch(/Row 1, column "when": '25\/12\/2024' is not a valid date \(read month first\)/);
      expect(await f.tableExists(engine, `df_bad_${f.tag}`)).toBe(false);
    }, 60_000);

    it('index_column is dropped unless dataframe_index writes it, under index_label', async () => {
      const dropped = f.tableName(engine, 'ix');
      const a = await f.upload(engine, new Blob([csv]), 'd.csv', dropped, { index_column: 'id' });
      expect(a.status, a.text).toBe(201);
      expect((await f.conn(engine).listColumns({ schema: null, name: dropped })).map((c) => c.name)).toEqual([
        'zip',
        'when',
        'amount',
      ]);
      const labelled = f.tableName(engine, 'ixl');
      const b = await f.upload(engine, new Blob([csv]), 'd.csv', labelled, {
        index_column: 'id',
        dataframe_index: 'true',
        index_label: 'row_id',
      });
      expect(b.status, b.text).toBe(201);
      expect((await f.rowsOf(engine, labelled, 'row_id')).map((r) => Number(r.row_id))).toEqual([7, 8]);
      const numbered = f.tableName(engine, 'ixn');
      const c = await f.upload(engine, new Blob([csv]), 'd.csv', numbered, { dataframe_index: 'true' });
      expect(c.status, c.text).toBe(201);
      expect(
        (await f.rowsOf(engine, numbered, `${quoteOf(engine)}index${quoteOf(engine)} AS i`)).map((r) => Number(r.i)),
      ).toEqual([0, 1]);
      const missing = await f.upload(engine, new Blob([csv]), 'd.csv', f.tableName(engine, 'ixm'), {
        index_column: 'nope',
      });
      expect(missing.status).toBe(422);
      expect(missing.body.message).toMatch(/index_column names a column the file does not have: "nope"/);
    }, 60_000);
  });
});
