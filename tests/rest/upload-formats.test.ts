import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, ENGINES, type Engine, startUploadFixture, textOf, type UploadFixture } from './upload-fixture.ts';

describe('Excel, zipped CSV and Parquet (several files, zipped) uploads', () => {
  let f: UploadFixture;
  let scratch: string;
  let xlsx: Buffer;
  let parquetA: Buffer;
  let parquetB: Buffer;
  let parquetList: Buffer;

  beforeAll(async () => {
    f = await startUploadFixture();
    scratch = await mkdtemp(join(tmpdir(), 'chartroom-upload-formats-'));
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['not this sheet']);
    const sheet = workbook.addWorksheet('Data');
    sheet.addRow(['Exported 2024-03-01']);
    sheet.addRow(['id', 'name', 'day', 'amount', 'total']);
    sheet.addRow([1, 'Zürich', new Date(Date.UTC(2024, 0, 31)), 2.5, { formula: 'A3*10', result: 10 }]);
    sheet.addRow([
      2,
      { richText: [{ text: 'Bern' }, { text: ' Ost' }] },
      new Date(Date.UTC(2024, 1, 29, 10, 30)),
      null,
      20,
    ]);
    xlsx = Buffer.from(await workbook.xlsx.writeBuffer());

    const duck = await DuckDBInstance.create(':memory:');
    const conn = await duck.connect();
    const write = async (select: string, name: string) => {
      const path = join(scratch, name);
      await conn.run(`COPY (${select}) TO '${path}' (FORMAT parquet)`);
      return readFile(path);
    };
    parquetA = await write(
      "SELECT 9007199254740993::BIGINT AS big, TIMESTAMP '2024-01-02 10:30:00.123456' AS ts, 'a' AS k",
      'a.parquet',
    );
    parquetB = await write("SELECT -5::BIGINT AS big, TIMESTAMP '0001-01-01 00:00:00' AS ts, 'b' AS k", 'b.parquet');
    parquetList = await write('SELECT [1, 2]::BIGINT[] AS xs, 1 AS k', 'list.parquet');
    conn.closeSync();
    duck.closeSync();
  }, 120_000);

  afterAll(async () => {
    await f?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  const post = async (
    engine: Engine,
    files: { bytes: Uint8Array; name: string }[],
    fields: Record<string, string>,
  ): Promise<{ status: number; text: string; body: Body }> => {
    const form = new FormData();
    for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const res = await f.app.request(`/api/v1/database/${f.ids.get(engine)}/upload/`, { method: 'POST', body: form });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Body };
  };
  const zip = async (entries: Record<string, Uint8Array | string>) => {
    const z = new JSZip();
    for (const [name, content] of Object.entries(entries)) z.file(name, content);
    return new Uint8Array(await z.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
  };

  describe.each(ENGINES)('%s', (engine) => {
    it('loads a named sheet of an .xlsx from its header row; refuses .xls and unknown sheets', async () => {
      const table = f.tableName(engine, 'xl');
      const up = await post(engine, [{ bytes: xlsx, name: 'book.xlsx' }], {
        type: 'excel',
        table_name: table,
        sheet_name: 'Data',
        header_row: '1',
      });
      expect(up.status, up.text).toBe(201);
      const rows = await f.rowsOf(engine, table, `id, name, ${textOf(engine, 'day')} AS day, amount, total`);
      expect(
        rows.map((r) => [
          Number(r.id),
          r.name,
          String(r.day).replace('T', ' ').slice(0, 16),
          r.amount === null ? null : Number(r.amount),
          Number(r.total),
        ]),
      ).toEqual([
        [1, 'Zürich', '2024-01-31 00:00', 2.5, 10],
        [2, 'Bern Ost', '2024-02-29 10:30', null, 20],
      ]);
      const xls = await post(engine, [{ bytes: new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), name: 'old.xls' }], {
        type: 'excel',
        table_name: f.tableName(engine, 'xls'),
      });
      expect(xls.status).toBe(422);
      expect(xls.body.message).toMatch(/\.xls\) cannot be read here; save the sheet as \.xlsx or CSV/);
      const sheet = await post(engine, [{ bytes: xlsx, name: 'book.xlsx' }], {
        type: 'excel',
        table_name: f.tableName(engine, 'xls'),
        sheet_name: 'Nope',
      });
      expect(sheet.status).toBe(422);
      expect(sheet.body.message).toBe('The workbook has no sheet "Nope" (it has "Notes", "Data").');
      expect(await f.tableExists(engine, `xls_${f.tag}`)).toBe(false);
    }, 60_000);

    it('loads a zipped CSV; refuses a ZIP with two', async () => {
      const table = f.tableName(engine, 'zc');
      const one = await zip({ 'export/data.csv': 'k,v\na,1\nb,2\n', '__MACOSX/._data.csv': 'x' });
      const up = await f.upload(engine, new Blob([one]), 'data.zip', table);
      expect(up.status, up.text).toBe(201);
      expect((await f.rowsOf(engine, table)).map((r) => [r.k, Number(r.v)])).toEqual([
        ['a', 1],
        ['b', 2],
      ]);
      const two = await zip({ 'a.csv': 'k\n1\n', 'b.csv': 'k\n2\n' });
      const refused = await f.upload(engine, new Blob([two]), 'two.csv.zip', f.tableName(engine, 'zc2'));
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/exactly one \.csv, \.tsv or \.txt file \(this one holds 2\)/);
    }, 60_000);

    it('loads several Parquet files at once and zipped, 64-bit integers and microseconds exact', async () => {
      const table = f.tableName(engine, 'pq');
      const up = await post(
        engine,
        [
          { bytes: parquetA, name: 'a.parquet' },
          { bytes: parquetB, name: 'b.parquet' },
        ],
        { type: 'columnar', table_name: table },
      );
      expect(up.status, up.text).toBe(201);
      expect(up.body.result.rows).toBe(2);
      const read = async (t: string) =>
        (await f.rowsOf(engine, t, `k, ${textOf(engine, 'big')} AS big, ${textOf(engine, 'ts')} AS ts`)).map((r) => [
          r.k,
          r.big,
          String(r.ts).replace('T', ' ').replace(/\.0+$/, ''), // MariaDB shows DATETIME(6) zeros
        ]);
      expect(await read(table)).toEqual([
        ['a', '9007199254740993', '2024-01-02 10:30:00.123456'],
        ['b', '-5', '0001-01-01 00:00:00'],
      ]);
      const zipped = f.tableName(engine, 'pqz');
      const z = await zip({ 'a.parquet': parquetA, 'nested/b.parquet': parquetB });
      const upZip = await post(engine, [{ bytes: z, name: 'parts.zip' }], { type: 'columnar', table_name: zipped });
      expect(upZip.status, upZip.text).toBe(201);
      expect(await read(zipped)).toEqual(await read(table));

      const list = await post(engine, [{ bytes: parquetList, name: 'l.parquet' }], {
        type: 'columnar',
        table_name: f.tableName(engine, 'pql'),
      });
      expect(list.status).toBe(422);
      expect(list.body.message).toMatch(/Column "xs" has type BIGINT\[\]/);
      expect(list.text).not.toMatch(/\/tmp/);
      expect(await f.tableExists(engine, `pql_${f.tag}`)).toBe(false);
    }, 60_000);

    it("applies Superset's columnar options: columns_read, dataframe_index and index_label", async () => {
      const table = f.tableName(engine, 'pqo');
      const files = [
        { bytes: parquetA, name: 'a.parquet' },
        { bytes: parquetB, name: 'b.parquet' },
      ];
      const up = await post(engine, files, {
        type: 'columnar',
        table_name: table,
        columns_read: 'k,big',
        dataframe_index: 'true',
        index_label: 'n',
      });
      expect(up.status, up.text).toBe(201);
      const rows = await f.rowsOf(engine, table, `${textOf(engine, 'n')} AS n, k, ${textOf(engine, 'big')} AS big`);
      expect(rows.map((r) => [r.n, r.k, r.big])).toEqual([
        ['0', 'a', '9007199254740993'],
        ['1', 'b', '-5'],
      ]);
      const cols = await f.conn(engine).listColumns({ schema: null, name: table });
      expect(cols.map((c) => c.name)).toEqual(['n', 'k', 'big']);
      const unknown = await post(engine, files, {
        type: 'columnar',
        table_name: f.tableName(engine, 'pqo_bad'),
        columns_read: 'k,nope',
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toMatch(/columns_read names columns the file does not have: "nope"/);
      expect(await f.tableExists(engine, `pqo_bad_${f.tag}`)).toBe(false);
    }, 60_000);
  });
});
