import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnector } from '../../gateway/src/connectors/create-connector.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, q, suffix } from './fixtures.ts';

describe.each(METADATA_BACKENDS)('row level security (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let salesId: number;
  let roleId: number;
  let ruleId: number;
  let limitedToken: string;
  let gammaToken: string;
  let westRows: number;
  let allRows: number;
  const regions: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    store = await openStore(app);
    const sales = await store.prisma.dataset.findFirstOrThrow({
      where: { tableName: 'sales' },
      include: { database: true },
    });
    salesId = sales.id;
    // Counts straight from the warehouse, not through any dataset path.
    // Opened as the app opens its examples warehouse (read only), so both share one DuckDB instance.
    const warehouse = createConnector(sales.database.sqlalchemyUri as string, { readOnly: true });
    try {
      const all = await warehouse.query('SELECT region, COUNT(*) AS n FROM sales GROUP BY region ORDER BY region', []);
      for (const row of all.rows) regions.push(String(row.region));
      allRows = all.rows.reduce((sum, row) => sum + Number(row.n), 0);
      westRows = Number(all.rows.find((row) => row.region === regions[0])?.n);
    } finally {
      await warehouse.close?.();
    }
    expect(regions.length).toBeGreaterThan(1);
    const role = await app.request('/api/v1/security/roles/', { method: 'POST', json: { name: `RLS ${suffix()}` } });
    expect(role.status).toBe(201);
    roleId = (await json<{ id: number }>(role)).id;
    const gammaRole = await store.prisma.role.findUniqueOrThrow({ where: { name: 'Gamma' } });
    const limited = await createUser(store, { role: 'Gamma', password: 'limited-pass' });
    await store.prisma.userRole.create({ data: { userId: limited.id, roleId } });
    limitedToken = await app.login(limited.username, 'limited-pass');
    const gamma = await createUser(store, { role: 'Gamma', password: 'gamma-pass' });
    gammaToken = await app.login(gamma.username, 'gamma-pass');
    expect(gammaRole.id).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const chartCount = async (token: string) => {
    const res = await app.request('/api/v1/chart/data', {
      method: 'POST',
      token,
      json: {
        datasource: { id: salesId, type: 'table' },
        queries: [{ metrics: ['count'], columns: [], row_limit: 10 }],
        result_type: 'full',
      },
    });
    if (res.status !== 200) throw new Error(`chart data ${res.status}: ${await res.text()}`);
    const body = await json<{ result: { data: Record<string, number>[]; is_cached: boolean }[] }>(res);
    const first = body.result[0];
    return Number(Object.values(first?.data[0] ?? {})[0]);
  };

  const samples = async (token: string) => {
    const res = await app.request(`/datasource/samples?datasource_type=table&datasource_id=${salesId}&per_page=1000`, {
      method: 'POST',
      token,
      json: {},
    });
    expect(res.status).toBe(200);
    return (await json<{ result: { data: { region: string }[] } }>(res)).result.data;
  };

  const distinct = async (token: string) => {
    const res = await app.request(`/superset/filter/table/${salesId}/region`, { token });
    if (res.status !== 200) throw new Error(`filter values ${res.status}: ${await res.text()}`);
    return ((await json<string[]>(res)) as string[]).sort();
  };

  it('only Admin manages rules, with clear messages for bad input', async () => {
    const bad = await app.request('/api/v1/rowlevelsecurity/', {
      method: 'POST',
      json: { name: '', filter_type: 'Other', tables: [salesId], roles: [] },
    });
    expect(bad.status).toBe(400);
    expect((await json<{ message: Record<string, string[]> }>(bad)).message).toMatchObject({
      name: expect.any(Array),
      filter_type: ['Must be one of: Regular, Base.'],
      clause: ['Missing data for required field.'],
    });
    const unknownTable = await app.request('/api/v1/rowlevelsecurity/', {
      method: 'POST',
      json: { name: `x ${suffix()}`, filter_type: 'Regular', tables: [99_999_999], roles: [roleId], clause: '1=1' },
    });
    expect(unknownTable.status).toBe(422);
    const asGamma = await app.request('/api/v1/rowlevelsecurity/', { token: gammaToken });
    expect(asGamma.status).toBe(403);
    const alpha = await createUser(store, { role: 'Alpha', password: 'alpha-pass' });
    const alphaToken = await app.login(alpha.username, 'alpha-pass');
    for (const [method, path] of [
      ['GET', '/api/v1/rowlevelsecurity/1'],
      ['POST', '/api/v1/rowlevelsecurity/'],
      ['PUT', '/api/v1/rowlevelsecurity/1'],
      ['DELETE', '/api/v1/rowlevelsecurity/1'],
      ['DELETE', '/api/v1/rowlevelsecurity/?q=!(1)'],
      ['GET', '/api/v1/rowlevelsecurity/related/roles'],
    ] as const) {
      const res = await app.request(path, { method, token: alphaToken, ...(method === 'GET' ? {} : { json: {} }) });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const anonymous = await app.request('/api/v1/rowlevelsecurity/', { token: null });
    expect(anonymous.status).toBe(401);
    expect(await store.prisma.rlsFilter.count()).toBe(0);
  });

  it('creates, reads and lists a Regular rule', async () => {
    const name = `west only ${suffix()}`;
    const created = await app.request('/api/v1/rowlevelsecurity/', {
      method: 'POST',
      json: {
        name,
        description: 'one region',
        filter_type: 'Regular',
        tables: [salesId],
        roles: [roleId],
        group_key: 'region',
        clause: `region = '${regions[0]}'`,
      },
    });
    expect(created.status).toBe(201);
    ruleId = (await json<{ id: number }>(created)).id;
    const shown = await json<{ result: Record<string, unknown> }>(
      await app.request(`/api/v1/rowlevelsecurity/${ruleId}`),
    );
    expect(shown.result).toMatchObject({
      name,
      filter_type: 'Regular',
      group_key: 'region',
      tables: [{ id: salesId, table_name: 'sales' }],
      roles: [{ id: roleId }],
    });
    const listed = await json<{ count: number; result: { id: number }[] }>(
      await app.request(
        `/api/v1/rowlevelsecurity/?${q({ filters: [{ col: 'name', opr: 'ct', value: 'west only' }] })}`,
      ),
    );
    expect(listed.result.map((r) => r.id)).toContain(ruleId);
    const related = await json<{ result: { value: number }[] }>(
      await app.request(`/api/v1/rowlevelsecurity/related/tables?${q({ filter: 'sales' })}`),
    );
    expect(related.result.map((r) => r.value)).toContain(salesId);
  });

  it('filters chart data, samples and distinct values for the role, not for others, and never shares the cache', async () => {
    // The unfiltered user first, so a shared cache entry would leak into the filtered answer.
    expect(await chartCount(gammaToken)).toBe(allRows);
    expect(await chartCount(limitedToken)).toBe(westRows);
    expect(await chartCount(gammaToken)).toBe(allRows);
    expect(westRows).toBeLessThan(allRows);

    const limitedSamples = await samples(limitedToken);
    expect(limitedSamples).toHaveLength(westRows);
    expect(new Set(limitedSamples.map((r) => r.region))).toEqual(new Set([regions[0]]));
    expect(await samples(gammaToken)).toHaveLength(allRows);

    expect(await distinct(limitedToken)).toEqual([regions[0]]);
    expect(await distinct(gammaToken)).toEqual([...regions].sort());
  });

  it('filters drill to detail and CSV downloads too', async () => {
    const run = (token: string, extra: Record<string, unknown>) =>
      app.request('/api/v1/chart/data', {
        method: 'POST',
        token,
        json: {
          datasource: { id: salesId, type: 'table' },
          queries: [{ columns: ['region'], metrics: [], row_limit: 100_000 }],
          ...extra,
        },
      });
    const drill = async (token: string) => {
      const res = await run(token, { result_type: 'drill_detail' });
      expect(res.status).toBe(200);
      return (await json<{ result: { data: unknown[] }[] }>(res)).result[0]?.data.length;
    };
    expect(await drill(limitedToken)).toBe(westRows);
    expect(await drill(gammaToken)).toBe(allRows);
    const csvLines = async (token: string) => {
      const res = await run(token, { result_type: 'samples', result_format: 'csv' });
      expect(res.status).toBe(200);
      return (await res.text()).trim().split('\n').length - 1;
    };
    expect(await csvLines(limitedToken)).toBe(westRows);
    expect(await csvLines(gammaToken)).toBe(allRows);
  });

  it('ORs one group key, and a Base rule applies to everyone but its roles', async () => {
    const second = await app.request('/api/v1/rowlevelsecurity/', {
      method: 'POST',
      json: {
        name: `second ${suffix()}`,
        filter_type: 'Regular',
        tables: [salesId],
        roles: [roleId],
        group_key: 'region',
        clause: `region = '${regions[1]}'`,
      },
    });
    expect(second.status).toBe(201);
    const secondId = (await json<{ id: number }>(second)).id;
    const both = await distinct(limitedToken);
    expect(both).toEqual([regions[0], regions[1]].sort());

    const base = await app.request('/api/v1/rowlevelsecurity/', {
      method: 'POST',
      json: { name: `base ${suffix()}`, filter_type: 'Base', tables: [salesId], roles: [roleId], clause: '1 = 0' },
    });
    expect(base.status).toBe(201);
    const baseId = (await json<{ id: number }>(base)).id;
    expect(await chartCount(gammaToken)).toBe(0);
    expect(await distinct(limitedToken)).toEqual([regions[0], regions[1]].sort());

    const bulk = await app.request(`/api/v1/rowlevelsecurity/?q=!(${secondId},${baseId},${ruleId})`, {
      method: 'DELETE',
    });
    expect(bulk.status).toBe(200);
    expect(await json(bulk)).toEqual({ message: 'Deleted 3 rules' });
    expect(await chartCount(limitedToken)).toBe(allRows);
    expect((await app.request(`/api/v1/rowlevelsecurity/${ruleId}`)).status).toBe(404);
  });
});
