import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../gateway/src/connectors/connector.ts';
import { createConnector } from '../../gateway/src/connectors/create-connector.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { suffix } from './fixtures.ts';

// biome-ignore lint/suspicious/noExplicitAny: response bodies differ per call
type Body = Record<string, any>;

const ENGINES = ['duckdb', 'sqlite', 'postgresql', 'mysql'] as const;
type Engine = (typeof ENGINES)[number];

describe('uploads are all or nothing and keep values exactly', () => {
  let app: TestApp;
  let scratch: string;
  const tag = suffix();
  const pgDb = `upl_${tag}`;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
  const ids = new Map<Engine, number>();
  const conns = new Map<Engine, Connector>();
  const mysqlTables: string[] = [];

  const uriOf = (engine: Engine) =>
    engine === 'duckdb'
      ? `duckdb://${join(scratch, 'w.duckdb')}`
      : engine === 'sqlite'
        ? `sqlite://${join(scratch, 'w.db')}`
        : engine === 'postgresql'
          ? `postgresql://postgres@127.0.0.1:5432/${pgDb}`
          : 'mysql://root@127.0.0.1:3306/test';

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200 });
    scratch = await mkdtemp(join(tmpdir(), 'chartroom-upload-'));
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgDb}`);
    for (const engine of ENGINES) {
      const res = await app.request('/api/v1/database/', {
        method: 'POST',
        json: { database_name: `upl ${engine} ${tag}`, sqlalchemy_uri: uriOf(engine), allow_file_upload: true },
      });
      const body = (await res.json()) as Body;
      expect(res.status, JSON.stringify(body)).toBe(201);
      ids.set(engine, body.id);
      conns.set(engine, createConnector(uriOf(engine)));
    }
  }, 120_000);

  afterAll(async () => {
    const maria = conns.get('mysql');
    for (const t of mysqlTables) await maria?.query(`DROP TABLE IF EXISTS \`${t}\``, []).catch(() => undefined);
    for (const c of conns.values()) await c.close().catch(() => undefined);
    await app?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${pgDb} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    await rm(scratch, { recursive: true, force: true });
  });

  const tableName = (engine: Engine, base: string) => {
    const name = `${base}_${tag}`;
    if (engine === 'mysql') mysqlTables.push(name);
    return name;
  };

  const upload = async (
    engine: Engine,
    file: Blob,
    fileName: string,
    table: string,
    extra: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.set('file', file, fileName);
    form.set('table_name', table);
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    const res = await app.request(`/api/v1/database/${ids.get(engine)}/csv_upload/`, { method: 'POST', body: form });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Body };
  };

  const q = (engine: Engine) => (engine === 'mysql' ? '`' : '"');
  const rowsOf = async (engine: Engine, table: string, select = '*') => {
    const c = conns.get(engine) as Connector;
    const r = await c.query(`SELECT ${select} FROM ${q(engine)}${table}${q(engine)} ORDER BY 1`, []);
    return r.rows;
  };
  const tableExists = async (engine: Engine, table: string) =>
    (await (conns.get(engine) as Connector).listTables(null)).some((t) => t.name === table);
  const textOf = (engine: Engine, col: string) =>
    engine === 'mysql' ? `CAST(${col} AS CHAR)` : `CAST(${col} AS ${engine === 'duckdb' ? 'VARCHAR' : 'TEXT'})`;

  describe.each(ENGINES)('%s', (engine) => {
    it('refuses a bad append with row and column, leaving the table exactly as it was', async () => {
      const table = tableName(engine, 'acc');
      const head = ['id,name'];
      const base = head.concat(Array.from({ length: 100 }, (_, i) => `${i + 1},n${i + 1}`)).join('\n');
      const first = await upload(engine, new Blob([base]), 'a.csv', table);
      expect(first.status, first.text).toBe(201);
      const before = await rowsOf(engine, table);
      expect(before).toHaveLength(100);

      const lines = Array.from({ length: 10_000 }, (_, i) => `${i === 8999 ? 'oops' : 1000 + i},m${i}`);
      const bad = await upload(engine, new Blob([head.concat(lines).join('\n')]), 'b.csv', table, {
        already_exists: 'append',
      });
      expect(bad.status, bad.text).toBe(422);
      expect(bad.body.message).toMatch(/Row 9000, column "id": 'oops' is not an integer/);
      expect(await rowsOf(engine, table)).toEqual(before);

      // A refused replace keeps the old table; a refused create leaves no table.
      const badReplace = await upload(engine, new Blob(['id,name\n1,a\n2020-02-30,b\n']), 'c.csv', table, {
        already_exists: 'replace',
      });
      expect(badReplace.status, badReplace.text).toBe(201); // a text column: the file is consistent
      const restored = await upload(engine, new Blob([base]), 'a.csv', table, { already_exists: 'replace' });
      expect(restored.status, restored.text).toBe(201);
      expect(await rowsOf(engine, table)).toEqual(before);

      const appendBadDate = await upload(engine, new Blob(['id,name\nx,y\n']), 'd.csv', table, {
        already_exists: 'append',
      });
      expect(appendBadDate.status).toBe(422);
      expect(await rowsOf(engine, table)).toEqual(before);

      const good = await upload(engine, new Blob(['id,name\n500,z\n']), 'e.csv', table, { already_exists: 'append' });
      expect(good.status, good.text).toBe(201);
      expect(await rowsOf(engine, table)).toHaveLength(101);
      const tables = (await (conns.get(engine) as Connector).listTables(null)).map((t) => t.name);
      expect(tables.filter((t) => t.includes('__upl_') || t.includes('__old_'))).toEqual([]);

      const missing = tableName(engine, 'never');
      const refused = await upload(engine, new Blob(['d\n2024-01-01\n2024-02-30\n']), 'f.csv', missing);
      expect(refused.status, refused.text).toBe(201); // inferred as text: not a date column
      const dated = tableName(engine, 'dated');
      const created = await upload(engine, new Blob(['d,n\n2024-01-01,1\n2024-02-29,x\n']), 'g.csv', dated);
      expect(created.status, created.text).toBe(201);
      const wrongDate = await upload(engine, new Blob(['d,n\n2024-02-30,1\n']), 'h.csv', dated, {
        already_exists: 'append',
      });
      expect(wrongDate.status).toBe(422);
      expect(wrongDate.body.message).toMatch(/Row 1, column "d": '2024-02-30' is not a valid date/);
      const none = tableName(engine, 'none');
      const bin = await upload(engine, new Blob([new Uint8Array([0x61, 0x0a, 0x00, 0xff, 0x0a])]), 'x.csv', none);
      expect(bin.status).toBe(422);
      expect(bin.text).not.toMatch(/\ufffd|\/tmp|INSERT|CREATE/);
      expect(bin.text.includes(String.fromCharCode(0))).toBe(false);
      expect(await tableExists(engine, none)).toBe(false);
    }, 60_000);

    it('keeps values exactly: encoding, milliseconds, big integers, year 0001', async () => {
      const table = tableName(engine, 'vals');
      const csv = 'city,ts,big\nZürich,2024-01-02 10:30:00.123,9007199254740993\nBern,0001-01-01 00:00:00,-5\n';
      const latin1 = new Uint8Array([...csv].map((ch) => ch.charCodeAt(0)));
      const wrong = await upload(engine, new Blob([latin1]), 'v.csv', table);
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toMatch(/not valid utf-8/);
      const up = await upload(engine, new Blob([latin1]), 'v.csv', table, { encoding: 'latin1' });
      expect(up.status, up.text).toBe(201);
      const rows = await rowsOf(engine, table, `city, ${textOf(engine, 'big')} AS big, ${textOf(engine, 'ts')} AS ts`);
      expect(rows.map((r) => r.city).sort()).toEqual(['Bern', 'Zürich']);
      const byCity = new Map(rows.map((r) => [r.city, r]));
      expect(byCity.get('Zürich')?.big).toBe('9007199254740993');
      expect(String(byCity.get('Zürich')?.ts)).toMatch(/^2024-01-02[ T]10:30:00\.123/);
      expect(String(byCity.get('Bern')?.ts)).toMatch(/^0001-01-01[ T]00:00:00/);
    }, 60_000);

    it('accepts a one-column CSV and a gzip-compressed CSV; refuses a wrong extension', async () => {
      const one = tableName(engine, 'one');
      const res = await upload(engine, new Blob(['word\nalpha\nbeta\n']), 'one.csv', one);
      expect(res.status, res.text).toBe(201);
      expect((await rowsOf(engine, one)).map((r) => r.word)).toEqual(['alpha', 'beta']);
      const gz = tableName(engine, 'gz');
      const zipped = gzipSync(Buffer.from('k,v\na,1\nb,2\n'));
      const up = await upload(engine, new Blob([new Uint8Array(zipped)]), 'data.csv.gz', gz);
      expect(up.status, up.text).toBe(201);
      expect((await rowsOf(engine, gz)).map((r) => Number(r.v))).toEqual([1, 2]);
      const exe = await upload(engine, new Blob(['k\n1\n']), 'data.exe', tableName(engine, 'exe'));
      expect(exe.status).toBe(422);
      expect(exe.body.message).toMatch(/not \.exe/);
    }, 60_000);

    it("honours Superset's CSV options and refuses unknown ones with a 400", async () => {
      const table = tableName(engine, 'opts');
      const csv = 'title line\nid;amount;note;skip\n1;1.234,5;n/a;x\n2;7,25;kept;y\n3;9;z;w\n';
      const up = await upload(engine, new Blob([csv]), 'o.csv', table, {
        delimiter: ';',
        skip_rows: '1',
        rows_to_read: '2',
        null_values: '["n/a"]',
        columns_read: 'id,amount,note',
        decimal: ',',
        thousands: '.',
      });
      expect(up.status, up.text).toBe(201);
      const rows = await rowsOf(engine, table);
      expect(rows.map((r) => [Number(r.id), Number(r.amount), r.note])).toEqual([
        [1, 1234.5, null],
        [2, 7.25, 'kept'],
      ]);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['amount', 'id', 'note']);
      const unknown = await upload(engine, new Blob(['a\n1\n']), 'u.csv', tableName(engine, 'unk'), { colour: 'red' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toEqual({ colour: ['Unknown field.'] });
      const badCount = await upload(engine, new Blob(['a\n1\n']), 'u.csv', tableName(engine, 'unk'), {
        skip_rows: '-1',
      });
      expect(badCount.status).toBe(400);
      const badColumn = await upload(engine, new Blob(['a\n1\n']), 'u.csv', tableName(engine, 'unk'), {
        columns_read: 'b',
      });
      expect(badColumn.status).toBe(422);
      expect(await tableExists(engine, `unk_${tag}`)).toBe(false);
    }, 60_000);
  });
});
