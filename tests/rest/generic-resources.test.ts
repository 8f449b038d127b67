import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

/**
 * Spec 002 §7 "Generic resources" for every model API, as Admin and as Gamma: _info, list with
 * rison (filters, order, paging), get, related and distinct, and their bad-input answers.
 */
const RESOURCES = {
  chart: { related: ['owners', 'created_by', 'changed_by'], distinct: [] as string[], gamma: true },
  dashboard: { related: ['owners', 'created_by', 'changed_by'], distinct: ['dashboard_title', 'slug'], gamma: true },
  dataset: {
    related: ['owners', 'created_by', 'changed_by', 'database'],
    distinct: ['schema', 'table_name'],
    gamma: true,
  },
  database: { related: ['created_by', 'changed_by'], distinct: ['database_name'], gamma: true },
  report: { related: ['owners', 'created_by', 'changed_by'], distinct: [] as string[], gamma: false },
} as const;
type Resource = keyof typeof RESOURCES;

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
}

describe.each(METADATA_BACKENDS)('generic resource calls (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let gammaToken: string;
  let adminId: number;
  const tag = suffix();

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    adminId = (await store.prisma.user.findUniqueOrThrow({ where: { username: 'admin' } })).id;
    // One report, so that every list has a row.
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const report = await app.request('/api/v1/report/', {
      method: 'POST',
      json: {
        type: 'Report',
        name: `generic ${tag}`,
        crontab: '0 9 * * *',
        chart: chart.id,
        recipients: [{ type: 'Email', recipient_config_json: { target: 'a@example.com' } }],
      },
    });
    expect(report.status, await report.clone().text()).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const as = (who: 'admin' | 'gamma') => (who === 'gamma' ? { token: gammaToken } : {});

  for (const who of ['admin', 'gamma'] as const) {
    it(`answers _info, list, get, related and distinct for every resource as ${who}`, async () => {
      for (const resource of Object.keys(RESOURCES) as Resource[]) {
        const spec = RESOURCES[resource];
        const allowed = who === 'admin' || spec.gamma;
        const info = await app.request(`/api/v1/${resource}/_info?${q({ keys: ['permissions'] })}`, as(who));
        // FAB guards _info with can_read on the view, like the list.
        expect(info.status, `${resource} _info`).toBe(allowed ? 200 : 403);
        if (allowed) expect((await json<{ permissions: string[] }>(info)).permissions).toContain('can_read');

        const list = await app.request(
          `/api/v1/${resource}/?${q({ order_column: 'changed_on_delta_humanized', order_direction: 'desc', page: 0, page_size: 5 })}`,
          as(who),
        );
        if (!allowed) {
          expect(list.status, `${resource} list`).toBe(403);
          expect(await json(list)).toEqual({ message: 'Forbidden' });
          continue;
        }
        expect(list.status, `${resource} list`).toBe(200);
        const body = await json<ListBody>(list);
        expect(body.count, `${resource} count`).toBeGreaterThan(0);
        expect(body.result.length).toBeLessThanOrEqual(5);
        expect(body.ids.length).toBe(body.result.length);

        const id = body.ids[0] as number;
        const got = await app.request(`/api/v1/${resource}/${id}`, as(who));
        expect(got.status, `${resource} get`).toBe(200);
        expect((await json<{ result: { id?: number } }>(got)).result).toBeTruthy();
        const missing = await app.request(`/api/v1/${resource}/987654321`, as(who));
        expect(missing.status, `${resource} unknown`).toBe(404);

        for (const column of spec.related) {
          const related = await app.request(
            `/api/v1/${resource}/related/${column}?${q({ filter: '', page: 0, page_size: 10 })}`,
            as(who),
          );
          expect(related.status, `${resource} related ${column}`).toBe(200);
          const r = await json<{ count: number; result: { value: unknown; text: unknown }[] }>(related);
          expect(r.count, `${resource} related ${column}`).toBeGreaterThan(0);
          expect(typeof r.result[0]?.text).toBe('string');
        }
        expect((await app.request(`/api/v1/${resource}/related/nope`, as(who))).status).toBe(404);
        for (const column of spec.distinct) {
          const distinct = await app.request(`/api/v1/${resource}/distinct/${column}?${q({ filter: '' })}`, as(who));
          expect(distinct.status, `${resource} distinct ${column}`).toBe(200);
          const d = await json<{ count: number; result: { value: unknown; text: unknown }[] }>(distinct);
          expect(d.result.every((x) => x.text === x.value)).toBe(true);
        }
      }
    });
  }

  it('answers bad list input with the messages of server-semantics §1', async () => {
    for (const resource of Object.keys(RESOURCES) as Resource[]) {
      const badColumn = await app.request(
        `/api/v1/${resource}/?${q({ filters: [{ col: 'nope', opr: 'eq', value: 1 }] })}`,
      );
      expect(badColumn.status, resource).toBe(400);
      expect(await json(badColumn)).toEqual({ message: 'Filter column: nope not allowed to filter' });
      const badOrder = await app.request(`/api/v1/${resource}/?${q({ order_column: 'nope' })}`);
      expect(badOrder.status, resource).toBe(400);
      expect(await json(badOrder)).toEqual({ message: 'Invalid order by column: nope' });
      const malformed = await app.request(`/api/v1/${resource}/?q=(filters:!((col:`);
      expect(malformed.status, resource).toBe(400);
      expect((await app.request(`/api/v1/${resource}/_info`, { token: null })).status).toBe(401);
    }
  });

  it('filters the dataset list by table_name with ct, paged and sorted (the change-dataset table)', async () => {
    const datasets = await store.prisma.dataset.findMany({ select: { tableName: true } });
    const needle = (datasets[0]?.tableName ?? '').slice(1, 4).toUpperCase();
    const res = await app.request(
      `/api/v1/dataset/?${q({
        filters: [{ col: 'table_name', opr: 'ct', value: needle }],
        order_column: 'table_name',
        order_direction: 'asc',
        page: 0,
        page_size: 25,
      })}`,
      { token: gammaToken },
    );
    expect(res.status).toBe(200);
    const body = await json<ListBody>(res);
    const expected = datasets
      .filter((d) => d.tableName.toLowerCase().includes(needle.toLowerCase()))
      .map((d) => d.tableName);
    expect(body.count).toBe(expected.length);
    const names = body.result.map((r) => r.table_name as string);
    expect(names).toEqual([...expected].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers the home page recent-activity lists (owners, created_by, changed_by; page size 5)', async () => {
    for (const resource of ['dashboard', 'chart'] as const) {
      for (const [col, opr] of [
        ['owners', 'rel_m_m'],
        ['created_by', 'rel_o_m'],
        ['changed_by', 'rel_o_m'],
      ] as const) {
        const res = await app.request(
          `/api/v1/${resource}/?${q({
            filters: [{ col, opr, value: adminId }],
            order_column: 'changed_on_delta_humanized',
            order_direction: 'desc',
            page: 0,
            page_size: 5,
          })}`,
        );
        expect(res.status, `${resource} ${col}`).toBe(200);
        const body = await json<ListBody>(res);
        expect(body.result.length).toBeLessThanOrEqual(5);
        expect(body.count, `${resource} ${col}`).toBeGreaterThan(0);
      }
    }
  });

  it('takes the chart-data query parameters the dashboard sends (form_data slice id, dashboard_id, force)', async () => {
    const chart = await store.prisma.chart.findFirstOrThrow({ where: { queryContext: { not: null } } });
    const board = await store.prisma.dashboard.findFirstOrThrow();
    const body = JSON.parse(chart.queryContext as string);
    const url = (force: boolean) =>
      `/api/v1/chart/data?form_data=${encodeURIComponent(JSON.stringify({ slice_id: chart.id }))}&dashboard_id=${board.id}${force ? '&force=true' : ''}`;
    const first = await app.request(url(false), { method: 'POST', json: body, token: gammaToken });
    expect(first.status).toBe(200);
    const cached = await json<{ result: { is_cached: boolean }[] }>(
      await app.request(url(false), { method: 'POST', json: body, token: gammaToken }),
    );
    expect(cached.result[0]?.is_cached).toBe(true);
    const forced = await json<{ result: { is_cached: boolean }[] }>(
      await app.request(url(true), { method: 'POST', json: body, token: gammaToken }),
    );
    expect(forced.result[0]?.is_cached).toBe(false);
  });

  it('deletes one dashboard (spec 002 §7 DELETE /api/v1/dashboard/{id}): owners only, then gone', async () => {
    const created = await app.request('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: `del ${tag}` },
    });
    const id = (await json<{ id: number }>(created)).id;
    expect((await app.request(`/api/v1/dashboard/${id}`, { method: 'DELETE', token: gammaToken })).status).toBe(403);
    const deleted = await app.request(`/api/v1/dashboard/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ message: 'OK' });
    expect((await app.request(`/api/v1/dashboard/${id}`)).status).toBe(404);
    expect((await app.request(`/api/v1/dashboard/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('saves chart_configuration in json_metadata and reads it back (spec 001 §7)', async () => {
    const created = await app.request('/api/v1/dashboard/', { method: 'POST', json: { dashboard_title: `cc ${tag}` } });
    const id = (await json<{ id: number }>(created)).id;
    const chart = await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const chartConfiguration = {
      [chart.id]: { id: chart.id, crossFilters: { scope: 'global', chartsInScope: [] } },
    };
    const res = await app.request(`/api/v1/dashboard/${id}`, {
      method: 'PUT',
      json: { json_metadata: JSON.stringify({ chart_configuration: chartConfiguration }) },
    });
    expect(res.status).toBe(200);
    const saved = await json<{ result: { json_metadata: string } }>(res);
    expect(JSON.parse(saved.result.json_metadata).chart_configuration).toEqual(chartConfiguration);
    const got = await json<{ result: { json_metadata: string } }>(await app.request(`/api/v1/dashboard/${id}`));
    expect(JSON.parse(got.result.json_metadata).chart_configuration).toEqual(chartConfiguration);
    const bad = await app.request(`/api/v1/dashboard/${id}`, {
      method: 'PUT',
      json: { json_metadata: JSON.stringify({ chart_configuration: 'oops' }) },
    });
    expect(bad.status).toBe(400);
  });
});
