import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q } from '../rest/fixtures.ts';
import { clientId } from './helpers.ts';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
}

describe.each(METADATA_BACKENDS)('/api/v1/query/ (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let examplesDb: number;
  let alphaToken: string;
  let alpha2Token: string;
  let gammaToken: string;
  const adminIds: string[] = [];
  let alphaId = '';

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    examplesDb = (await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const alpha = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass', firstName: 'Ann' });
    alphaToken = await app.login(alpha.username, 'alpha-pass');
    const alpha2 = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass' });
    alpha2Token = await app.login(alpha2.username, 'alpha-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    const run = async (sql: string, token?: string) => {
      const id = clientId();
      await app.request('/api/v1/sqllab/execute/', {
        method: 'POST',
        json: { database_id: examplesDb, sql, client_id: id, tab: 'Untitled 1' },
        ...(token ? { token } : {}),
      });
      return id;
    };
    adminIds.push(await run('SELECT count(*) AS n FROM sales'));
    adminIds.push(await run('SELECT no_such_column FROM sales'));
    alphaId = await run('SELECT region FROM sales LIMIT 2', alphaToken);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  it("lists the caller's own queries, newest first; Admin sees everyone's", async () => {
    const mine = await json<ListBody>(await app.request('/api/v1/query/', { token: alphaToken }));
    expect(mine.count).toBe(1);
    expect(mine.result[0]).toMatchObject({
      client_id: alphaId,
      status: 'success',
      rows: 2,
      tab_name: 'Untitled 1',
      database: { id: examplesDb },
      user: { first_name: 'Ann' },
    });
    expect(typeof mine.result[0]?.start_time).toBe('number');
    const other = await json<ListBody>(await app.request('/api/v1/query/', { token: alpha2Token }));
    expect(other.count).toBe(0);
    const all = await json<ListBody>(
      await app.request(`/api/v1/query/?${q({ order_column: 'start_time', order_direction: 'asc' })}`),
    );
    expect(all.result.map((r) => r.client_id)).toEqual([...adminIds, alphaId]);
  });

  it('filters by status, SQL text and database, and records the failure message', async () => {
    const failed = await json<ListBody>(
      await app.request(`/api/v1/query/?${q({ filters: [{ col: 'status', opr: 'eq', value: 'failed' }] })}`),
    );
    expect(failed.result.map((r) => r.client_id)).toEqual([adminIds[1]]);
    expect(String(failed.result[0]?.error_message)).toMatch(/no_such_column/i);
    const text = await json<ListBody>(
      await app.request(`/api/v1/query/?${q({ filters: [{ col: 'sql', opr: 'ct', value: 'count(*)' }] })}`),
    );
    expect(text.result.map((r) => r.client_id)).toEqual([adminIds[0]]);
    const byDb = await json<ListBody>(
      await app.request(`/api/v1/query/?${q({ filters: [{ col: 'database', opr: 'rel_o_m', value: examplesDb }] })}`),
    );
    expect(byDb.count).toBe(3);
    const bad = await app.request(`/api/v1/query/?${q({ filters: [{ col: 'nope', opr: 'eq', value: 1 }] })}`);
    expect(bad.status).toBe(400);
  });

  it("gets one query; another user's is 404; Gamma has no query list", async () => {
    const row = await store.prisma.query.findUniqueOrThrow({ where: { clientId: alphaId } });
    const own = await app.request(`/api/v1/query/${row.id}`, { token: alphaToken });
    expect(own.status).toBe(200);
    expect((await json<{ result: Record<string, unknown> }>(own)).result).toMatchObject({
      sql: 'SELECT region FROM sales LIMIT 2',
    });
    expect((await app.request(`/api/v1/query/${row.id}`, { token: alpha2Token })).status).toBe(404);
    expect((await app.request(`/api/v1/query/${row.id}`)).status).toBe(200);
    expect((await app.request('/api/v1/query/', { token: gammaToken })).status).toBe(403);
    expect((await app.request('/api/v1/query/', { token: null })).status).toBe(401);
    expect((await app.request('/api/v1/query/abc')).status).toBe(404);
  });

  it('answers _info, distinct status and related databases', async () => {
    const info = await json<{ permissions: string[] }>(
      await app.request(`/api/v1/query/_info?${q({ keys: ['permissions'] })}`, { token: alphaToken }),
    );
    expect(info.permissions).toEqual(['can_read']);
    const distinct = await json<{ result: { value: string }[] }>(await app.request('/api/v1/query/distinct/status'));
    expect(distinct.result.map((r) => r.value)).toEqual(['failed', 'success']);
    const mineOnly = await json<{ result: { value: string }[] }>(
      await app.request('/api/v1/query/distinct/status', { token: alphaToken }),
    );
    expect(mineOnly.result.map((r) => r.value)).toEqual(['success']);
    const related = await json<{ result: { value: number }[] }>(await app.request('/api/v1/query/related/database'));
    expect(related.result.map((r) => r.value)).toContain(examplesDb);
  });

  it("stop: 404 for another user's query, OK for a finished one, 400 without client_id", async () => {
    const stop = (body: unknown, token?: string) =>
      app.request('/api/v1/query/stop', { method: 'POST', json: body, ...(token ? { token } : {}) });
    expect((await stop({ client_id: alphaId }, alpha2Token)).status).toBe(404);
    expect(await json(await stop({ client_id: alphaId }, alphaToken))).toEqual({ result: 'OK' });
    expect((await stop({})).status).toBe(400);
    const row = await store.prisma.query.findUniqueOrThrow({ where: { clientId: alphaId } });
    expect(row.status).toBe('success');
  });

  it('refuses DuckDB file reads in SQL Lab (the warehouse guard)', async () => {
    const res = await app.request('/api/v1/sqllab/execute/', {
      method: 'POST',
      json: { database_id: examplesDb, sql: "SELECT * FROM read_csv('/etc/passwd')" },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(/read_csv is not allowed/);
    const attach = await app.request('/api/v1/sqllab/execute/', {
      method: 'POST',
      json: { database_id: examplesDb, sql: "ATTACH '/tmp/x.duckdb' AS x" },
    });
    expect(attach.status).toBe(400);
  });
});
