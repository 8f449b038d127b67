import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CONTEXT_TTL_MS } from '../../gateway/src/auth/user-context-cache.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { DATASET_DESCRIPTOR_TTL_MS } from '../../gateway/src/rest/resources/dataset-descriptor-cache.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The per-process caches of user contexts and datasets: what the user or dataset becomes must show,
 * at once when written through the app, within the TTL when written behind its back.
 */
describe('metadata caches', () => {
  let app: TestApp;
  let store: MetadataStore;

  beforeAll(async () => {
    app = await startTestApp({ examplesRows: 200 });
    store = await openStore(app);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const chartPermissions = async (token: string) =>
    (
      await json<{ permissions: string[] }>(
        await app.request(`/api/v1/chart/_info?${q({ keys: ['permissions'] })}`, { token }),
      )
    ).permissions;

  const grantAlpha = async (userId: number) => {
    const alpha = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Alpha' } });
    await store.prisma.userRole.create({ data: { userId, roleId: alpha.id } });
  };

  it('a role granted in the database applies within the TTL, without a new login', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    const token = await app.login(user.username, 'gamma-pass');
    expect(await chartPermissions(token)).toEqual(['can_read', 'can_export', 'can_csv']);
    await grantAlpha(user.id);
    await sleep(USER_CONTEXT_TTL_MS + 100);
    expect(await chartPermissions(token)).toEqual(['can_read', 'can_write', 'can_export', 'can_csv']);
  });

  it('a role change applies at once to the next request after a write through the app (here a new login)', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    const token = await app.login(user.username, 'gamma-pass');
    expect(await chartPermissions(token)).toEqual(['can_read', 'can_export', 'can_csv']);
    await grantAlpha(user.id);
    await app.login(user.username, 'gamma-pass');
    // The old token too: permissions belong to the user, not to the token.
    expect(await chartPermissions(token)).toEqual(['can_read', 'can_write', 'can_export', 'can_csv']);
  });

  it('a deactivated user is refused within the TTL', async () => {
    const user = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    const token = await app.login(user.username, 'gamma-pass');
    expect((await app.request('/api/v1/chart/', { token })).status).toBe(200);
    await store.prisma.user.update({ where: { id: user.id }, data: { active: false } });
    await sleep(USER_CONTEXT_TTL_MS + 100);
    expect((await app.request('/api/v1/chart/', { token })).status).toBe(401);
  });

  describe('datasets', () => {
    let datasetId: number;
    const metricSql = async () => {
      const res = await app.request('/api/v1/chart/data', {
        method: 'POST',
        json: {
          datasource: { id: datasetId, type: 'table' },
          queries: [{ metrics: ['m'] }],
          result_type: 'query',
        },
      });
      expect(res.status).toBe(200);
      return String((await json<{ result: { query: string }[] }>(res)).result[0]?.query);
    };
    const chartValue = async () => {
      const res = await app.request('/api/v1/chart/data', {
        method: 'POST',
        json: { datasource: { id: datasetId, type: 'table' }, queries: [{ metrics: ['m'] }] },
      });
      expect(res.status).toBe(200);
      return (await json<{ result: { data: Record<string, unknown>[] }[] }>(res)).result[0]?.data[0]?.m;
    };

    beforeAll(async () => {
      const examples = await store.prisma.database.findUniqueOrThrow({ where: { databaseName: 'examples' } });
      const created = await app.request('/api/v1/dataset/', {
        method: 'POST',
        json: {
          database: examples.id,
          table_name: `cache_probe_${suffix()}`,
          sql: 'SELECT 1 AS x UNION ALL SELECT 2 UNION ALL SELECT 3',
        },
      });
      expect(created.status).toBe(201);
      datasetId = (await json<{ id: number }>(created)).id;
      const put = await app.request(`/api/v1/dataset/${datasetId}`, {
        method: 'PUT',
        json: { metrics: [{ metric_name: 'm', expression: 'SUM(x)' }] },
      });
      expect(put.status).toBe(200);
    });

    it('a metric edited through the API applies to the very next chart data request', async () => {
      expect(await chartValue()).toBe(6);
      const metricId = (await store.prisma.sqlMetric.findFirstOrThrow({ where: { datasetId, metricName: 'm' } })).id;
      const put = await app.request(`/api/v1/dataset/${datasetId}`, {
        method: 'PUT',
        json: { metrics: [{ id: metricId, metric_name: 'm', expression: 'MAX(x)' }] },
      });
      expect(put.status).toBe(200);
      expect(await metricSql()).toContain('MAX(x)');
      expect(await chartValue()).toBe(3);
    });

    it('a metric edited in the database applies within the TTL', async () => {
      await store.prisma.sqlMetric.updateMany({
        where: { datasetId, metricName: 'm' },
        data: { expression: 'MIN(x)' },
      });
      await store.prisma.dataset.update({ where: { id: datasetId }, data: { version: { increment: 1 } } });
      await sleep(DATASET_DESCRIPTOR_TTL_MS + 100);
      expect(await metricSql()).toContain('MIN(x)');
      expect(await chartValue()).toBe(1);
    });

    it('a dataset deleted through the API is gone for chart data at once', async () => {
      expect(await chartValue()).toBe(1);
      expect((await app.request(`/api/v1/dataset/${datasetId}`, { method: 'DELETE' })).status).toBe(200);
      const res = await app.request('/api/v1/chart/data', {
        method: 'POST',
        json: { datasource: { id: datasetId, type: 'table' }, queries: [{ metrics: ['m'] }] },
      });
      expect(res.status).toBe(404);
    });
  });
});
