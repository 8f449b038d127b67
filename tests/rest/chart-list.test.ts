import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

interface ListBody {
  count: number;
  ids: number[];
  result: Record<string, unknown>[];
  list_columns?: string[];
  order_columns?: string[];
  label_columns?: Record<string, string>;
  description_columns?: Record<string, string>;
  list_title?: string;
}

describe.each(METADATA_BACKENDS)('chart and dataset lists (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  const tag = `zz${suffix()}`;
  const seeded: { id: number; sliceName: string }[] = [];
  let owner: { id: number; username: string };
  let datasetId: number;

  beforeAll(async () => {
    app = await startTestApp({ store: backend });
    store = await openStore(app);
    owner = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    const dataset = await store.prisma.dataset.findFirstOrThrow({ orderBy: { id: 'asc' } });
    datasetId = dataset.id;
    // Three named charts to filter and sort, then enough bulk charts to pass the page-size cap.
    const named = [
      { sliceName: `${tag} Bravo Revenue`, vizType: 'pie', certifiedBy: 'QA', ownerId: owner.id },
      { sliceName: `${tag} alpha revenue`, vizType: 'table', certifiedBy: null, ownerId: null },
      { sliceName: `${tag} Charlie Orders`, vizType: 'pie', certifiedBy: null, ownerId: null },
    ];
    for (const [i, n] of named.entries()) {
      const chart = await store.prisma.chart.create({
        data: {
          uuid: randomUUID(),
          sliceName: n.sliceName,
          vizType: n.vizType,
          datasourceId: datasetId,
          datasourceType: 'table',
          params: JSON.stringify({ viz_type: n.vizType }),
          certifiedBy: n.certifiedBy,
          createdById: owner.id,
          changedOn: new Date(Date.UTC(2020, 0, 1 + i)),
          owners: n.ownerId ? { create: [{ userId: n.ownerId }] } : undefined,
        },
      });
      seeded.push({ id: chart.id, sliceName: chart.sliceName });
    }
    await store.prisma.chart.createMany({
      data: Array.from({ length: 101 }, (_, i) => ({
        uuid: randomUUID(),
        sliceName: `${tag} bulk ${String(i).padStart(3, '0')}`,
        vizType: 'table',
        datasourceId: datasetId,
        params: '{}',
      })),
    });
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const list = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: await json<ListBody>(res) };
  };
  const byName = (value: string, opr = 'sw') => ({ col: 'slice_name', opr, value });

  it('lists charts with every metadata block and Superset list columns', async () => {
    const { status, body } = await list(`/api/v1/chart/?${q({ filters: [byName(`${tag} Bravo`)] })}`);
    expect(status).toBe(200);
    expect(body.count).toBe(1);
    expect(body.ids).toEqual([seeded[0]?.id]);
    const row = body.result[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      id: seeded[0]?.id,
      slice_name: `${tag} Bravo Revenue`,
      viz_type: 'pie',
      datasource_id: datasetId,
      datasource_type: 'table',
      url: `/explore/?slice_id=${seeded[0]?.id}`,
      certified_by: 'QA',
      owners: [{ id: owner.id, first_name: 'Test', last_name: 'User', email: `${owner.username}@example.com` }],
      created_by: { id: owner.id, first_name: 'Test', last_name: 'User' },
      dashboards: [],
    });
    expect(row).not.toHaveProperty('query_context');
    expect(row.changed_on_utc).toBe('2020-01-01T00:00:00.000000+00:00');
    expect(row.changed_on_delta_humanized).toMatch(/years ago$/);
    expect(typeof row.datasource_name_text).toBe('string');
    expect(row.form_data).toMatchObject({ slice_id: seeded[0]?.id, datasource: `${datasetId}__table` });
    expect(body.list_columns).toContain('owners.first_name');
    expect(body.order_columns).toContain('changed_on_delta_humanized');
    expect(body.label_columns?.slice_name).toBe('Slice Name');
    expect(body.description_columns).toEqual({});
    expect(body.list_title).toBe('List Slice');
  });

  it('filters with generic and custom operators', async () => {
    const names = async (filters: unknown[]) =>
      (await list(`/api/v1/chart/?${q({ filters, order_column: 'slice_name', order_direction: 'asc' })}`)).body.result
        .map((r) => r.slice_name as string)
        .filter((n) => !n.includes(' bulk '))
        // Collations order case differently per store; these assertions are about which rows match.
        .sort();

    // ct and chart_all_text are case-insensitive, on both stores.
    expect(await names([byName(`${tag} `, 'sw'), byName('REVENUE', 'ct')])).toEqual(
      [`${tag} alpha revenue`, `${tag} Bravo Revenue`].sort(),
    );
    expect(await names([byName(`${tag} `, 'sw'), byName('orders', 'chart_all_text')])).toEqual([
      `${tag} Charlie Orders`,
    ]);
    expect(await names([byName(`${tag} `), { col: 'viz_type', opr: 'eq', value: 'pie' }])).toEqual([
      `${tag} Bravo Revenue`,
      `${tag} Charlie Orders`,
    ]);
    expect(await names([byName(`${tag} `), { col: 'id', opr: 'chart_is_certified', value: true }])).toEqual([
      `${tag} Bravo Revenue`,
    ]);
    expect(await names([byName(`${tag} `), { col: 'owners', opr: 'rel_m_m', value: owner.id }])).toEqual([
      `${tag} Bravo Revenue`,
    ]);
    expect(await names([{ col: 'created_by', opr: 'rel_o_m', value: owner.id }])).toHaveLength(3);
    // The GraphQL gateway batches by id.
    const ids = [seeded[2]?.id, seeded[0]?.id];
    const batch = await list(`/api/v1/chart/?${q({ filters: [{ col: 'id', opr: 'in', value: ids }] })}`);
    expect(batch.body.ids.sort()).toEqual([...ids].sort());
  });

  it('orders, pages and caps the page size at 200 (the saved-chart picker asks for 200)', async () => {
    const asc = await list(
      `/api/v1/chart/?${q({ filters: [byName(`${tag} bulk`)], order_column: 'slice_name', order_direction: 'asc', page: 1, page_size: 10 })}`,
    );
    expect(asc.body.count).toBe(101);
    expect(asc.body.result.map((r) => r.slice_name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${tag} bulk ${String(10 + i).padStart(3, '0')}`),
    );
    const desc = await list(
      `/api/v1/chart/?${q({ filters: [byName(`${tag} bulk`)], order_column: 'slice_name', order_direction: 'desc', page_size: 1 })}`,
    );
    expect(desc.body.result[0]?.slice_name).toBe(`${tag} bulk 100`);

    // 101 charts match: a page of 500 is capped at 200, which holds them all (other APIs cap at 100).
    const capped = await list(`/api/v1/chart/?${q({ filters: [byName(`${tag} bulk`)], page_size: 500 })}`);
    expect(capped.body.result).toHaveLength(101);
    const byDefault = await list(`/api/v1/chart/?${q({ filters: [byName(`${tag} bulk`)] })}`);
    expect(byDefault.body.result).toHaveLength(20);
  });

  it('selects columns and metadata keys', async () => {
    const { body } = await list(
      `/api/v1/chart/?${q({ filters: [byName(`${tag} Bravo`)], columns: ['id', 'slice_name', 'owners.id', 'bogus'], keys: ['none'] })}`,
    );
    expect(body.result).toEqual([
      { id: seeded[0]?.id, slice_name: `${tag} Bravo Revenue`, owners: [{ id: owner.id }] },
    ]);
    expect(Object.keys(body).sort()).toEqual(['count', 'ids', 'result']);
    const some = await list(`/api/v1/chart/?${q({ filters: [byName(`${tag} Bravo`)], keys: ['list_title'] })}`);
    expect(Object.keys(some.body).sort()).toEqual(['count', 'ids', 'list_title', 'result']);
  });

  it.each([
    [
      '(filters:!((col:slice_name,opr:ct,value:x)',
      /^Not a valid rison argument \(q\): unmatched '!\(' at position \d+$/,
    ],
    ['((', /^Not a valid rison argument \(q\)/],
    ['(filters:!((col:password,opr:eq,value:x)))', /^Filter column: password not allowed to filter$/],
    ['(filters:!((col:viz_type,opr:gt,value:x)))', /^Filter operation: gt not allowed on column: viz_type$/],
    ['(order_column:params)', /^Invalid order by column: params$/],
    ['(columns:!(id),select_columns:!(id))', /^Cannot use both select and sel columns$/],
    ['(page:first)', /page must be an integer/],
  ])('answers 400 for q=%s', async (raw, message) => {
    const res = await app.request(`/api/v1/chart/?q=${encodeURIComponent(raw)}`);
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(message);
  });

  it('reports filters and permissions in _info', async () => {
    const res = await app.request(`/api/v1/chart/_info?${q({ keys: ['permissions', 'filters'] })}`);
    expect(res.status).toBe(200);
    const body = await json<{ permissions: string[]; filters: Record<string, { operator: string }[]> }>(res);
    expect(body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    expect(body.filters.slice_name?.map((f) => f.operator)).toEqual(
      expect.arrayContaining(['chart_all_text', 'ct', 'sw', 'eq']),
    );
    expect(body.filters.id?.map((f) => f.operator)).toEqual(
      expect.arrayContaining(['chart_is_favorite', 'chart_is_certified', 'in']),
    );
    expect(Object.keys(body).sort()).toEqual(['filters', 'permissions']);
  });

  it('gets one chart with its show columns, by id or uuid, and 404s unknown ones', async () => {
    const id = seeded[0]?.id as number;
    const res = await app.request(`/api/v1/chart/${id}`);
    expect(res.status).toBe(200);
    const body = await json<{ id: number; result: Record<string, unknown> }>(res);
    expect(body.id).toBe(id);
    expect(body.result).toMatchObject({
      id,
      slice_name: `${tag} Bravo Revenue`,
      params: JSON.stringify({ viz_type: 'pie' }),
      query_context: null,
      owners: [{ id: owner.id, first_name: 'Test', last_name: 'User' }],
      dashboards: [],
    });
    const byUuid = await app.request(`/api/v1/chart/${body.result.uuid as string}`);
    expect((await json<{ id: number }>(byUuid)).id).toBe(id);

    for (const path of ['/api/v1/chart/999999', '/api/v1/chart/abc', `/api/v1/chart/${randomUUID()}`]) {
      const missing = await app.request(path);
      expect(missing.status, path).toBe(404);
      expect(await json(missing)).toEqual({ message: 'Not found' });
    }
  });

  it('lists datasets and shows one with its columns and metrics', async () => {
    const { status, body } = await list(
      `/api/v1/dataset/?${q({ filters: [{ col: 'id', opr: 'eq', value: datasetId }] })}`,
    );
    expect(status).toBe(200);
    expect(body.count).toBe(1);
    expect(body.result[0]).toMatchObject({
      id: datasetId,
      kind: expect.any(String),
      database: { database_name: 'examples' },
    });

    const physical = await list(
      `/api/v1/dataset/?${q({ filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: true }] })}`,
    );
    expect(physical.body.result.every((r) => r.kind === 'physical')).toBe(true);

    const res = await app.request(`/api/v1/dataset/${datasetId}`);
    expect(res.status).toBe(200);
    const show = await json<{ result: { columns: { column_name: string }[]; metrics: { metric_name: string }[] } }>(
      res,
    );
    expect(show.result.columns.length).toBeGreaterThan(0);
    expect(show.result.metrics.length).toBeGreaterThan(0);
    expect((await app.request('/api/v1/dataset/999999')).status).toBe(404);
  });

  it('lists users by id for batching, without secrets', async () => {
    const { status, body } = await list(
      `/api/v1/security/users/?${q({ filters: [{ col: 'id', opr: 'in', value: [owner.id, 1] }], order_column: 'id', order_direction: 'asc' })}`,
    );
    expect(status).toBe(200);
    expect(body.ids).toEqual([1, owner.id].sort((a, b) => a - b));
    expect(body.result.find((u) => u.id === owner.id)).toMatchObject({
      username: owner.username,
      roles: [{ name: 'Alpha' }],
    });
    expect(JSON.stringify(body)).not.toMatch(/password|argon/i);
  });

  it('reports only what a Gamma user may do, and shows it users without their account details', async () => {
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    const token = await app.login(gamma.username, 'gamma-pass');
    const info = await json<{ permissions: string[] }>(
      await app.request(`/api/v1/chart/_info?${q({ keys: ['permissions'] })}`, { token }),
    );
    expect(info.permissions).toContain('can_read');
    expect(info.permissions).not.toContain('can_write');

    const users = await app.request(
      `/api/v1/security/users/?${q({ filters: [{ col: 'id', opr: 'in', value: [owner.id] }] })}`,
      {
        token,
      },
    );
    expect(users.status).toBe(200);
    expect((await json<ListBody>(users)).result).toEqual([
      { id: owner.id, username: owner.username, first_name: 'Test', last_name: 'User' },
    ]);
    expect((await app.request('/api/v1/chart/', { token })).status).toBe(200);
  });

  it('offers related owners with a starts-with filter and include_ids', async () => {
    const res = await app.request(`/api/v1/chart/related/owners?${q({ filter: 'tes' })}`);
    expect(res.status).toBe(200);
    const body = await json<{
      count: number;
      result: { value: number; text: string; extra: Record<string, unknown> }[];
    }>(res);
    expect(body.result).toContainEqual({
      value: owner.id,
      text: 'Test User',
      extra: { active: true, email: `${owner.username}@example.com` },
    });
    expect(body.result.find((r) => r.value === 1)).toBeUndefined();

    const withAdmin = await json<{ count: number; result: { value: number }[] }>(
      await app.request(`/api/v1/chart/related/owners?${q({ filter: 'tes', include_ids: [1] })}`),
    );
    expect(withAdmin.result.map((r) => r.value)).toContain(1);
    expect(withAdmin.count).toBe(withAdmin.result.length);

    expect((await app.request('/api/v1/chart/related/params')).status).toBe(404);
    expect((await app.request(`/api/v1/chart/related/owners?${q({ page: 1, include_ids: [1] })}`)).status).toBe(422);
  });

  it('stars charts and reports favourite status in request order, and filters by it', async () => {
    const [a, b] = [seeded[1]?.id as number, seeded[2]?.id as number];
    expect((await app.request(`/api/v1/chart/${a}/favorites/`, { method: 'POST' })).status).toBe(200);
    expect(await json(await app.request(`/api/v1/chart/${a}/favorites/`, { method: 'POST' }))).toEqual({
      result: 'OK',
    });

    const status = await app.request(`/api/v1/chart/favorite_status/?q=${encodeURIComponent(`!(${b},${a},999999)`)}`);
    expect(await json(status)).toEqual({
      result: [
        { id: b, value: false },
        { id: a, value: true },
        { id: 999999, value: false },
      ],
    });
    const favs = await list(
      `/api/v1/chart/?${q({ filters: [byName(`${tag} `), { col: 'id', opr: 'chart_is_favorite', value: true }] })}`,
    );
    expect(favs.body.ids).toEqual([a]);

    expect((await app.request(`/api/v1/chart/${a}/favorites/`, { method: 'DELETE' })).status).toBe(200);
    const after = await json<{ result: { value: boolean }[] }>(
      await app.request(`/api/v1/chart/favorite_status/?q=${encodeURIComponent(`!(${a})`)}`),
    );
    expect(after.result[0]?.value).toBe(false);

    expect((await app.request('/api/v1/chart/favorite_status/?q=!(999999)')).status).toBe(404);
    expect((await app.request('/api/v1/chart/999999/favorites/', { method: 'POST' })).status).toBe(404);
    expect((await app.request('/api/v1/chart/999999/favorites/', { method: 'DELETE' })).status).toBe(404);
    expect((await app.request('/api/v1/chart/favorite_status/?q=(a:1)')).status).toBe(400);
  });
});
