import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_ADMIN_URL } from '../helpers/postgres.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json } from '../rest/fixtures.ts';

/**
 * The PostgreSQL metadata store goes away under a running gateway (the shared server cannot be
 * restarted here, so its outage is made on the gateway's own database): every connection the
 * gateway holds is terminated (what a server restart does to them), then the database is renamed
 * away (the server does not accept connections to it) and back. During the outage requests fail
 * with 503 and a message; afterwards they succeed on the same gateway, without a restart.
 */
describe('faults: the PostgreSQL metadata store restarted under a running gateway', () => {
  let app: TestApp;
  let dbName = '';
  let admin: pg.Client;

  async function terminateGatewayConnections(): Promise<number> {
    const res = await admin.query(
      'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    );
    return res.rows.filter((r: { done: boolean }) => r.done).length;
  }

  const chartList = () => app.request('/api/v1/chart/?q=(page_size:5)');
  const graphqlCharts = () =>
    app.request('/graphql', { method: 'POST', json: { query: '{ charts(first: 3) { totalCount } }' } });

  async function expectServing(): Promise<void> {
    const res = await chartList();
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await json<{ count: number }>(res)).count).toBeGreaterThan(0);
    const gql = await json<{ data?: { charts: { totalCount: number } }; errors?: unknown }>(await graphqlCharts());
    expect(gql.errors, JSON.stringify(gql.errors)).toBeUndefined();
    expect(gql.data?.charts.totalCount).toBeGreaterThan(0);
    const health = await app.request('/health', { token: null });
    expect(health.status).toBe(200);
  }

  /** Retries until the gateway serves again (its pool reconnects by itself), within `ms`. */
  async function recovers(ms: number): Promise<number> {
    const started = Date.now();
    for (;;) {
      const res = await chartList();
      if (res.status === 200) return Date.now() - started;
      if (Date.now() - started > ms) throw new Error(`still ${res.status} after ${ms} ms: ${await res.text()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  beforeAll(async () => {
    app = await startTestApp({ store: 'postgresql', examplesRows: 300 });
    dbName = new URL(app.chartroom.config.databaseUrl ?? '').pathname.slice(1);
    admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
  }, 180_000);

  afterAll(async () => {
    // Whatever happened, the database gets its name back so that close() can drop it.
    await admin?.query(`ALTER DATABASE "${dbName}_away" RENAME TO "${dbName}"`).catch(() => {});
    await admin?.end();
    await app?.close();
  });

  it('serves again after every metadata connection was terminated, without a restart', async () => {
    await expectServing();
    expect(await terminateGatewayConnections()).toBeGreaterThan(0);
    // The first requests after may meet a dead connection: they fail clearly, never a crash.
    for (let i = 0; i < 3; i++) {
      const res = await chartList();
      if (res.status !== 200) {
        expect(res.status).toBe(503);
        expect((await json<{ message: string }>(res)).message).toMatch(/metadata/i);
      }
    }
    expect(await recovers(10_000)).toBeLessThan(10_000);
    await expectServing();
  });

  it('answers 503 with a message while the database is away, and serves when it is back', async () => {
    await expectServing();
    // Connections are closed first: PostgreSQL renames only a database nobody is connected to.
    let renamed = false;
    for (let i = 0; i < 20 && !renamed; i++) {
      await terminateGatewayConnections();
      renamed = await admin.query(`ALTER DATABASE "${dbName}" RENAME TO "${dbName}_away"`).then(
        () => true,
        () => false,
      );
    }
    expect(renamed).toBe(true);
    try {
      for (const res of [await chartList(), await chartList()]) {
        expect(res.status).toBe(503);
        const body = await json<{ message: string }>(res);
        expect(body.message).toMatch(/metadata/i);
        expect(JSON.stringify(body)).not.toContain(dbName);
      }
      const gql = await graphqlCharts();
      expect(gql.status).toBeLessThan(500);
      const gqlBody = await json<{ data?: unknown; errors?: { message: string }[] }>(gql);
      expect(gqlBody.errors?.[0]?.message).toMatch(/metadata|unavailable/i);
      const health = await app.request('/health', { token: null });
      expect(health.status).toBe(503);
      expect(await json(health)).toMatchObject({ failing: 'metadata' });
    } finally {
      await admin.query(`ALTER DATABASE "${dbName}_away" RENAME TO "${dbName}"`);
    }
    expect(await recovers(10_000)).toBeLessThan(10_000);
    await expectServing();
  });
});
