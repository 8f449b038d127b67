import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startUploadFixture, textOf, type UploadFixture } from './upload-fixture.ts';

describe("Superset's skip_blank_lines and skip_initial_space, and the rest of its CSV form", () => {
  let f: UploadFixture;
  beforeAll(async () => {
    f = await startUploadFixture();
  }, 120_000);
  afterAll(async () => {
    await f?.close();
  });

  describe.each(ENGINES)('%s', (engine) => {
    it('skip_initial_space drops the spaces fields start with (a quoted field after them stays one field)', async () => {
      const csv = 'id, name, amount\n1, "Smith, J", 2.5\n2,  Lee,  3\n';
      const table = f.tableName(engine, 'sp');
      const up = await f.upload(engine, new Blob([csv]), 's.csv', table, { skip_initial_space: 'true' });
      expect(up.status, up.text).toBe(201);
      const rows = await f.rowsOf(engine, table, `id, name, ${textOf(engine, 'amount')} AS amount`);
      expect(rows.map((r) => [Number(r.id), r.name, Number(r.amount)])).toEqual([
        [1, 'Smith, J', 2.5],
        [2, 'Lee', 3],
      ]);
      const cols = await f.conn(engine).listColumns({ schema: null, name: table });
      expect(cols.find((c) => c.name === 'amount')?.type.toUpperCase()).toMatch(/DOUBLE|REAL|FLOAT/);

      // Without it (pandas' default) the spaces are part of the values: the amounts are text.
      const plainCsv = 'id, name, amount\n1, Smith, 2.5\n2,  Lee,  3\n';
      const plain = f.tableName(engine, 'sp_plain');
      const kept = await f.upload(engine, new Blob([plainCsv]), 's.csv', plain);
      expect(kept.status, kept.text).toBe(201);
      expect((await f.rowsOf(engine, plain, 'id, name')).map((r) => r.name)).toEqual([' Smith', '  Lee']);
      const plainCols = await f.conn(engine).listColumns({ schema: null, name: plain });
      expect(plainCols.find((c) => c.name === 'amount')?.type.toUpperCase()).toMatch(/TEXT|VARCHAR|CHAR/);
    }, 60_000);

    it('skip_blank_lines false reads a blank line as a row of nulls (the final newline is no row)', async () => {
      const csv = 'a,b\n1,x\n\n2,y\n';
      const skipped = f.tableName(engine, 'bl');
      expect((await f.upload(engine, new Blob([csv]), 'b.csv', skipped)).status).toBe(201);
      expect((await f.rowsOf(engine, skipped, 'a, b')).length).toBe(2);
      const kept = f.tableName(engine, 'bl_kept');
      const up = await f.upload(engine, new Blob([csv]), 'b.csv', kept, { skip_blank_lines: 'false' });
      expect(up.status, up.text).toBe(201);
      expect(up.body.result.rows).toBe(3);
      const rows = await f.rowsOf(engine, kept, 'a, b');
      // Engines order nulls differently: the row of nulls is put first here.
      const read = rows.map((r) => [r.a === null ? null : Number(r.a), r.b]);
      read.sort((x, y) => (x[0] === null ? -1 : y[0] === null ? 1 : Number(x[0]) - Number(y[0])));
      expect(read).toEqual([
        [null, null],
        [1, 'x'],
        [2, 'y'],
      ]);
    }, 60_000);

    it('names repeated header names a, a.1, a.2 as pandas does, instead of refusing the file', async () => {
      const table = f.tableName(engine, 'dup');
      const up = await f.upload(engine, new Blob(['a,b,a,a\n1,2,3,4\n']), 'd.csv', table);
      expect(up.status, up.text).toBe(201);
      const cols = await f.conn(engine).listColumns({ schema: null, name: table });
      expect(cols.map((c) => c.name)).toEqual(['a', 'b', 'a.1', 'a.2']);
    }, 60_000);

    it('checks the new fields: booleans, rows_to_read of at least 1; infer_datetime_format is accepted', async () => {
      const bad = await f.upload(engine, new Blob(['a\n1\n']), 'u.csv', f.tableName(engine, 'chk'), {
        skip_blank_lines: 'maybe',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toEqual({ skip_blank_lines: ['Not a valid boolean.'] });
      const zero = await f.upload(engine, new Blob(['a\n1\n']), 'u.csv', f.tableName(engine, 'chk'), {
        rows_to_read: '0',
      });
      expect(zero.status).toBe(400);
      expect(await f.tableExists(engine, `chk_${f.tag}`)).toBe(false);
      const hint = await f.upload(engine, new Blob(['a,d\n1,2024-01-02\n']), 'u.csv', f.tableName(engine, 'chk'), {
        infer_datetime_format: 'true',
        column_dates: 'd',
      });
      expect(hint.status, hint.text).toBe(201);
    }, 60_000);
  });

  it("DuckDB's own CSV reader gives what the JS reader gives: options, quotes, short rows, exact values", async () => {
    const csv = [
      'id;big;note;ts;flag;skip',
      '1;9007199254740993;"two\nlines";2024-02-29 10:30:00.123456;true;x',
      '2;-9223372036854775808;NA;2024-01-01;FALSE;y',
      '3;7;"say ""hi""";2024-03-01T08:00;True',
      '4;8;not read;2024-03-02;false;z',
    ].join('\n');
    const options = { delimiter: ';', null_values: 'NA', columns_read: 'id,big,note,ts,flag', rows_to_read: '3' };
    const results = new Map<string, unknown>();
    for (const engine of ENGINES) {
      const table = f.tableName(engine, 'same');
      const up = await f.upload(engine, new Blob([csv]), 'same.csv', table, options);
      expect(up.status, up.text).toBe(201);
      const rows = await f.rowsOf(
        engine,
        table,
        `${textOf(engine, 'id')} AS id, ${textOf(engine, 'big')} AS big, note, ${textOf(engine, 'ts')} AS ts, flag`,
      );
      results.set(
        engine,
        rows.map((r) => [
          r.id,
          r.big,
          r.note,
          String(r.ts).replace('T', ' ').slice(0, 26).replace(/\.0+$/, ''),
          Boolean(Number(r.flag) || r.flag === true),
        ]),
      );
    }
    const duckdb = results.get('duckdb');
    expect(duckdb).toEqual([
      ['1', '9007199254740993', 'two\nlines', '2024-02-29 10:30:00.123456', true],
      ['2', '-9223372036854775808', null, '2024-01-01 00:00:00', false],
      ['3', '7', 'say "hi"', '2024-03-01 08:00:00', true],
    ]);
    for (const engine of ENGINES) expect(results.get(engine), engine).toEqual(duckdb);

    // A value that does not fit an existing column is named (the JS reader takes over to name it).
    const append = await f.upload('duckdb', new Blob(['id;big\n5;6\n6;oops\n']), 'a.csv', `same_${f.tag}`, {
      delimiter: ';',
      already_exists: 'append',
    });
    expect(append.status).toBe(422);
    expect(append.body.message).toMatch(/Row 2, column "big": 'oops' is not an integer/);
    expect((await f.rowsOf('duckdb', `same_${f.tag}`, 'id')).length).toBe(3);
  }, 120_000);
});
