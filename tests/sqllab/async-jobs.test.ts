import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from '../rest/fixtures.ts';
import { addDatabase, clientId } from './helpers.ts';

/**
 * With GLOBAL_ASYNC_QUERIES, runAsync queries go through the shared job runner; with
 * RLS_IN_SQLLAB, the CSV export reads through the same row level security as the run.
 */
describe('SQL Lab async queries on the job runner, and RLS in exports', () => {
  let app: TestApp;
  let store: MetadataStore;
  let pgDb: number;
  const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'test' });

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200, featureFlags: 'GLOBAL_ASYNC_QUERIES,RLS_IN_SQLLAB' });
    store = await openStore(app);
    pgDb = await addDatabase(store);
    await admin.connect();
  }, 120_000);
  afterAll(async () => {
    await admin.end();
    await store?.close();
    await app?.close();
  });

  const execute = (body: Record<string, unknown>) =>
    app.request('/api/v1/sqllab/execute/', { method: 'POST', json: body });
  const row = (id: string) => store.prisma.query.findUniqueOrThrow({ where: { clientId: id } });
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it('runs as a job and leaves its rows for a later reader', async () => {
    const id = clientId();
    const res = await execute({
      database_id: pgDb,
      sql: 'SELECT g FROM generate_series(1, 3) g',
      runAsync: true,
      client_id: id,
    });
    expect(res.status).toBe(202);
    expect((await row(id)).jobId).toMatch(/[0-9a-f-]{36}/);
    await until(async () => (await row(id)).status === 'success');
    const done = await row(id);
    expect(done.status).toBe('success');
    const results = await json<{ data: unknown[] }>(
      await app.request(`/api/v1/sqllab/results/?key=${done.resultsKey}`),
    );
    expect(results.data).toEqual([{ g: 1 }, { g: 2 }, { g: 3 }]);
  });

  it('stops a 5 s pg_sleep job on the database', async () => {
    const id = clientId();
    const marker = `sqllab_job_${suffix()}`;
    await execute({ database_id: pgDb, sql: `SELECT pg_sleep(5) AS ${marker}`, runAsync: true, client_id: id });
    const running = async () =>
      (
        await admin.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE $1 AND pid <> pg_backend_pid()',
          [`%${marker}%`],
        )
      ).rows[0].n as number;
    await until(async () => (await running()) === 1);
    expect(await running()).toBe(1);
    expect((await app.request('/api/v1/query/stop', { method: 'POST', json: { client_id: id } })).status).toBe(200);
    await until(async () => (await running()) === 0);
    expect(await running()).toBe(0);
    expect((await row(id)).status).toBe('stopped');
  });

  it('exports only the rows row level security lets the user read (RLS_IN_SQLLAB)', async () => {
    const table = `sqllab_rls_${suffix()}`;
    await admin.query(`CREATE TABLE public.${table} AS SELECT g AS id FROM generate_series(1, 10) g`);
    try {
      const dataset = await json<{ id: number }>(
        await app.request('/api/v1/dataset/', {
          method: 'POST',
          json: { database: pgDb, schema: 'public', table_name: table },
        }),
      );
      const alpha = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'alpha-pass' });
      const alphaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Alpha' } });
      const rule = await app.request('/api/v1/rowlevelsecurity/', {
        method: 'POST',
        json: {
          name: `rls ${table}`,
          filter_type: 'Regular',
          tables: [dataset.id],
          roles: [alphaRole.id],
          clause: 'id <= 3',
        },
      });
      expect(rule.status).toBe(201);
      const token = await app.login(alpha.username, 'alpha-pass');
      const id = clientId();
      const run = await app.request('/api/v1/sqllab/execute/', {
        method: 'POST',
        token,
        json: { database_id: pgDb, sql: `SELECT id FROM public.${table} ORDER BY id`, client_id: id },
      });
      expect((await json<{ data: unknown[] }>(run)).data).toHaveLength(3);
      const csv = await app.request(`/api/v1/sqllab/export/${id}/`, { token });
      expect((await csv.text()).trim().split('\n')).toEqual(['id', '1', '2', '3']);
    } finally {
      await admin.query(`DROP TABLE IF EXISTS public.${table}`);
    }
  });
});
