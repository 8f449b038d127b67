import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../gateway/src/connectors/connector.ts';
import { createConnector } from '../../gateway/src/connectors/create-connector.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json, q, suffix } from '../rest/fixtures.ts';
import { type FullDir, incompressibleCsv, makeFullDir } from './faults-disk-full.ts';

const ENGINES = ['duckdb', 'sqlite'] as const;
type Engine = (typeof ENGINES)[number];
/** About 2.8 MB of CSV: more than the 2 MB the full directory holds. */
const BIG_ROWS = 40_000;

/**
 * Uploads into database files whose directory runs out of space (a 2 MB tmpfs; without the right
 * to mount, a directory made read-only, which fails the same writes), and uploads staged in a full
 * temporary directory: a 4xx/5xx with a message, no dataset registered, no table half written, the
 * existing table unchanged, and the gateway keeps serving.
 */
describe('faults: disk full under uploads', () => {
  let app: TestApp;
  let full: FullDir;
  let staging: FullDir;
  const tag = suffix();
  const ids = new Map<Engine, number>();
  const conns = new Map<Engine, Connector>();
  const uriOf = (engine: Engine) =>
    engine === 'duckdb' ? `duckdb://${join(full.path, 'w.duckdb')}` : `sqlite://${join(full.path, 'w.db')}`;

  async function upload(engine: Engine, csv: string, table: string, extra: Record<string, string> = {}) {
    const form = new FormData();
    form.set('file', new Blob([csv]), `${table}.csv`);
    form.set('table_name', table);
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    const res = await app.request(`/api/v1/database/${ids.get(engine)}/csv_upload/`, { method: 'POST', body: form });
    const text = await res.text();
    return { status: res.status, text, message: (JSON.parse(text) as { message?: unknown }).message };
  }

  async function datasetsNamed(table: string): Promise<number> {
    const res = await app.request(
      `/api/v1/dataset/?${q({ filters: [{ col: 'table_name', opr: 'eq', value: table }] })}`,
    );
    return (await json<{ count: number }>(res)).count;
  }

  const tables = async (engine: Engine) => (await (conns.get(engine) as Connector).listTables(null)).map((t) => t.name);
  const count = async (engine: Engine, table: string) =>
    Number((await (conns.get(engine) as Connector).query(`SELECT COUNT(*) AS n FROM "${table}"`, [])).rows[0]?.n);

  beforeAll(async () => {
    [full, staging] = await Promise.all([makeFullDir('chartroom-full-'), makeFullDir('chartroom-full-staging-')]);
    app = await startTestApp({ examplesRows: 200, allowedDbFileDirs: [full.path] });
    for (const engine of ENGINES) {
      const res = await app.request('/api/v1/database/', {
        method: 'POST',
        json: { database_name: `full ${engine} ${tag}`, sqlalchemy_uri: uriOf(engine), allow_file_upload: true },
      });
      const body = await json<{ id: number }>(res);
      expect(res.status, JSON.stringify(body)).toBe(201);
      ids.set(engine, body.id);
      // A table that exists before the disk fills up.
      const seed = await upload(engine, incompressibleCsv(10), `seed_${tag}`);
      expect(seed.status, seed.text).toBe(201);
      conns.set(engine, createConnector(uriOf(engine)));
    }
    await full.seal();
  }, 120_000);

  afterAll(async () => {
    for (const c of conns.values()) await c.close().catch(() => undefined);
    await app?.close();
    await full?.release();
    await staging?.release();
  });

  describe.each(ENGINES)('%s', (engine) => {
    it('refuses a new table that does not fit with a message, registering nothing', async () => {
      const table = `big_${engine}_${tag}`;
      const res = await upload(engine, incompressibleCsv(BIG_ROWS), table);
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.message, res.text).toMatch(/space|disk|read-only|readonly/i);
      expect(res.text).not.toMatch(/at .*\.ts:\d+/);
      expect(await datasetsNamed(table)).toBe(0);
      expect(await tables(engine)).not.toContain(table);
    });

    it('refuses an append that does not fit, leaving the table as it was', async () => {
      const res = await upload(engine, incompressibleCsv(BIG_ROWS, 7), `seed_${tag}`, { already_exists: 'append' });
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.message, res.text).toMatch(/space|disk|read-only|readonly/i);
      expect(await count(engine, `seed_${tag}`)).toBe(10);
    });
  });

  it('refuses an upload whose staging directory is full, with a message, and serves on', async () => {
    await staging.seal();
    const table = `staged_${tag}`;
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = staging.path;
    let res: Awaited<ReturnType<typeof upload>>;
    try {
      res = await upload('sqlite', incompressibleCsv(BIG_ROWS), table);
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    if (staging.kind === 'tmpfs') {
      // A full disk is the server's condition, not the caller's mistake: 503 with a message.
      expect(res.status, res.text).toBe(503);
      expect(res.message, res.text).toMatch(/no disk space left/i);
    } else {
      // Without the right to mount, an unwritable temporary directory: a server error with its request id.
      expect(res.status, res.text).toBe(500);
      expect(res.message, res.text).toMatch(/request id/);
    }
    expect(await datasetsNamed(table)).toBe(0);
    expect(await tables('sqlite')).not.toContain(table);
    expect((await app.request('/health', { token: null })).status).toBe(200);
    expect((await app.request('/api/v1/chart/?q=(page_size:1)')).status).toBe(200);
  });
});
