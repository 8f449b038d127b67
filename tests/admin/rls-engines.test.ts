import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryResultCache } from '../../gateway/src/engine/cache.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { buildReportContent } from '../../gateway/src/reports/content.ts';
import { createConnectorPool } from '../../gateway/src/rest/connector-pool.ts';
import { ENGINES, type Engine, openWarehouses, type Warehouses } from '../hardening/warehouses.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore, suffix } from '../rest/fixtures.ts';

/**
 * One Regular rule (region = 'north', for a custom role) on a small table in each of the four
 * warehouses. The user holding the role sees the north rows through every path that reads the
 * dataset; an Alpha without it sees all rows; the counts come from SQL run on the warehouse itself.
 * GLOBAL_ASYNC_QUERIES is on, so chart data runs as async jobs (202, then the job's result), and
 * RLS_IN_SQLLAB, so SQL Lab applies the rules to the tables a statement reads.
 */
const cookieOf = (res: Response) => /async-token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;

interface DataResult {
  data: Record<string, unknown>[];
  is_cached?: boolean;
}

describe('row level security on every path, on DuckDB, SQLite, PostgreSQL and MariaDB', () => {
  let app: TestApp;
  let store: MetadataStore;
  let warehouses: Warehouses;
  let roleId: number;
  let limited: { id: number; token: string };
  let other: { id: number; token: string };
  const tag = suffix();
  /** Per engine: the physical dataset, a virtual dataset over the same table, direct counts. */
  const sets = new Map<Engine, { physical: number; virtual: number; chart: number; north: number; all: number }>();

  beforeAll(async () => {
    app = await startTestApp({ featureFlags: 'GLOBAL_ASYNC_QUERIES,RLS_IN_SQLLAB', examplesRows: 50 });
    store = await openStore(app);
    warehouses = await openWarehouses(app, `rls${tag}`);
    const role = await app.request('/api/v1/security/roles/', { method: 'POST', json: { name: `RLS north ${tag}` } });
    expect(role.status).toBe(201);
    roleId = (await json<{ id: number }>(role)).id;
    const limitedUser = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'limited-pass' });
    await store.prisma.userRole.create({ data: { userId: limitedUser.id, roleId } });
    limited = { id: limitedUser.id, token: await app.login(limitedUser.username, 'limited-pass') };
    const otherUser = await createUser(store, { role: 'Alpha', sqlLab: true, password: 'other-pass' });
    other = { id: otherUser.id, token: await app.login(otherUser.username, 'other-pass') };

    for (const w of warehouses.list) {
      // More rows than the fixture's three, still small: 40 rows, a quarter of them north.
      await w.conn.query(
        `INSERT INTO ${w.quote(w.people)} VALUES ${Array.from({ length: 37 }, (_, i) => `(${i + 4}, '${i % 4 === 0 ? 'north' : i % 4 === 1 ? 'south' : 'east'}', ${i})`).join(', ')}`,
        [],
      );
      const direct = await w.conn.query(
        `SELECT SUM(CASE WHEN region = 'north' THEN 1 ELSE 0 END) AS north, COUNT(*) AS total FROM ${w.quote(w.people)}`,
        [],
      );
      const counts = direct.rows[0] as { north: unknown; total: unknown };
      const physical = await app.request('/api/v1/dataset/', {
        method: 'POST',
        json: { database: w.databaseId, schema: w.schema, table_name: w.people },
      });
      expect(physical.status, await physical.clone().text()).toBe(201);
      const virtual = await app.request('/api/v1/dataset/', {
        method: 'POST',
        json: {
          database: w.databaseId,
          schema: w.schema,
          table_name: `people_v_${w.engine}_${tag}`,
          sql: `SELECT id, region, amount FROM ${w.quote(w.people)}`,
        },
      });
      expect(virtual.status, await virtual.clone().text()).toBe(201);
      const physicalId = (await json<{ id: number }>(physical)).id;
      const queryContext = {
        datasource: { id: physicalId, type: 'table' },
        queries: [{ columns: ['id', 'region'], metrics: [], row_limit: 1000, orderby: [['id', true]] }],
        result_type: 'full',
      };
      const chart = await app.request('/api/v1/chart/', {
        method: 'POST',
        json: {
          slice_name: `RLS people ${w.engine} ${tag}`,
          viz_type: 'table',
          datasource_id: physicalId,
          datasource_type: 'table',
          params: JSON.stringify({
            datasource: `${physicalId}__table`,
            viz_type: 'table',
            all_columns: ['id', 'region'],
          }),
          query_context: JSON.stringify(queryContext),
          owners: [limited.id, other.id],
        },
      });
      expect(chart.status, await chart.clone().text()).toBe(201);
      sets.set(w.engine, {
        physical: physicalId,
        virtual: (await json<{ id: number }>(virtual)).id,
        chart: (await json<{ id: number }>(chart)).id,
        north: Number(counts.north),
        all: Number(counts.total),
      });
    }
    const rule = await app.request('/api/v1/rowlevelsecurity/', {
      method: 'POST',
      json: {
        name: `north only ${tag}`,
        filter_type: 'Regular',
        tables: [...sets.values()].map((s) => s.physical),
        roles: [roleId],
        group_key: 'region',
        clause: "region = 'north'",
      },
    });
    expect(rule.status, await rule.clone().text()).toBe(201);
  }, 180_000);

  afterAll(async () => {
    await store?.close();
    await warehouses?.close();
    await app?.close();
  });

  const setOf = (engine: Engine) => sets.get(engine) as NonNullable<ReturnType<typeof sets.get>>;

  /** Waits for an async job's end event and reads its result as the same user. */
  async function jobResult(token: string, started: Response): Promise<DataResult> {
    const cookie = cookieOf(started);
    const { job_id } = await json<{ job_id: string }>(started);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const res = await app.request('/api/v1/async_event/', { token, headers: { cookie: `async-token=${cookie}` } });
      expect(res.status).toBe(200);
      const { result } = await json<{
        result: { job_id: string; status: string; result_url: string; errors: unknown }[];
      }>(res);
      const end = result.find((e) => e.job_id === job_id && (e.status === 'done' || e.status === 'error'));
      if (end) {
        expect(end.status, JSON.stringify(end.errors)).toBe('done');
        const body = await json<{ result: DataResult[] }>(await app.request(end.result_url, { token }));
        return body.result[0] as DataResult;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${job_id} did not finish`);
  }

  /** POST /api/v1/chart/data: a 202 is followed to its job's result, a 200 read at once. */
  async function chartData(token: string, body: Record<string, unknown>): Promise<{ async: boolean } & DataResult> {
    const res = await app.request('/api/v1/chart/data', { method: 'POST', token, json: body });
    if (res.status === 202) return { async: true, ...(await jobResult(token, res)) };
    if (res.status !== 200) throw new Error(`chart data ${res.status}: ${await res.text()}`);
    return { async: false, ...((await json<{ result: DataResult[] }>(res)).result[0] as DataResult) };
  }

  const countQuery = (datasetId: number, extra: Record<string, unknown> = {}) => ({
    datasource: { id: datasetId, type: 'table' },
    queries: [{ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] }],
    result_type: 'full',
    ...extra,
  });
  const countOf = (r: DataResult) => Number(r.data[0]?.n);

  describe.each(ENGINES)('%s', (engine) => {
    it('chart data as async jobs, and the cache never crosses users', async () => {
      const s = setOf(engine);
      expect(s.north).toBeGreaterThan(0);
      expect(s.north).toBeLessThan(s.all);
      // The unfiltered user first: a shared cache entry would then leak all rows to the limited user.
      const first = await chartData(other.token, countQuery(s.physical));
      expect(first.async).toBe(true);
      expect(countOf(first)).toBe(s.all);
      const limitedFirst = await chartData(limited.token, countQuery(s.physical));
      expect(limitedFirst.is_cached).toBe(false);
      expect(countOf(limitedFirst)).toBe(s.north);
      // Asked again, each user gets their own cached answer.
      const limitedAgain = await chartData(limited.token, countQuery(s.physical));
      expect(limitedAgain).toMatchObject({ async: false, is_cached: true });
      expect(countOf(limitedAgain)).toBe(s.north);
      const otherAgain = await chartData(other.token, countQuery(s.physical));
      expect(otherAgain).toMatchObject({ async: false, is_cached: true });
      expect(countOf(otherAgain)).toBe(s.all);
    });

    it('samples, drill to detail, CSV downloads and filter values', async () => {
      const s = setOf(engine);
      for (const [user, expected] of [
        [limited, s.north],
        [other, s.all],
      ] as const) {
        const samples = await app.request(
          `/datasource/samples?datasource_type=table&datasource_id=${s.physical}&per_page=1000&force=true`,
          { method: 'POST', token: user.token, json: {} },
        );
        expect(samples.status).toBe(200);
        const sampleRows = (await json<{ result: { data: { region: string }[] } }>(samples)).result.data;
        expect(sampleRows).toHaveLength(expected);

        const drill = await chartData(user.token, {
          datasource: { id: s.physical, type: 'table' },
          queries: [{ columns: ['id', 'region'], metrics: [], row_limit: 1000 }],
          result_type: 'drill_detail',
          force: true,
        });
        expect(drill.data).toHaveLength(expected);

        const csv = await app.request('/api/v1/chart/data', {
          method: 'POST',
          token: user.token,
          json: {
            datasource: { id: s.physical, type: 'table' },
            queries: [{ columns: ['id', 'region'], metrics: [], row_limit: 1000 }],
            result_type: 'full',
            result_format: 'csv',
          },
        });
        expect(csv.status).toBe(200);
        expect((await csv.text()).trim().split('\n').length - 1).toBe(expected);
      }
      expect(new Set(await filterValues(limited.token, s.physical))).toEqual(new Set(['north']));
      expect(new Set(await filterValues(other.token, s.physical))).toEqual(new Set(['north', 'south', 'east']));
    });

    it("a virtual dataset over the table carries the table's rules", async () => {
      const s = setOf(engine);
      expect(countOf(await chartData(limited.token, countQuery(s.virtual, { force: true })))).toBe(s.north);
      expect(countOf(await chartData(other.token, countQuery(s.virtual, { force: true })))).toBe(s.all);
      expect(new Set(await filterValues(limited.token, s.virtual))).toEqual(new Set(['north']));
    });

    it('SQL Lab reads the table through the rules, in joins and sub-queries too', async () => {
      const s = setOf(engine);
      const w = warehouses.list.find((x) => x.engine === engine) as (typeof warehouses.list)[number];
      const t = w.quote(w.people);
      const run = async (token: string, sql: string) => {
        const res = await app.request('/api/v1/sqllab/execute/', {
          method: 'POST',
          token,
          json: { database_id: w.databaseId, sql, runAsync: false, client_id: suffix().slice(0, 10) },
        });
        const body = await json<{ data: Record<string, unknown>[]; message?: string }>(res);
        expect(res.status, body.message).toBe(200);
        return Number(Object.values(body.data[0] ?? {})[0]);
      };
      expect(await run(limited.token, `SELECT COUNT(*) AS n FROM ${t}`)).toBe(s.north);
      expect(await run(other.token, `SELECT COUNT(*) AS n FROM ${t}`)).toBe(s.all);
      const joined = `SELECT COUNT(*) AS n FROM ${t} a JOIN ${t} b ON a.id = b.id WHERE a.id IN (SELECT id FROM ${t})`;
      expect(await run(limited.token, joined)).toBe(s.north);
      expect(await run(other.token, joined)).toBe(s.all);
    });

    it("a report's CSV runs as its executor, with the executor's rules", async () => {
      const s = setOf(engine);
      const connectors = createConnectorPool(createLogger('silent'));
      // One cache for both runs: the second executor must not be handed the first one's rows.
      const cache = createMemoryResultCache();
      const renderer = {
        render: () => Promise.reject(new Error('a CSV report takes no picture')),
        close: async () => {},
      };
      try {
        const lines = async (executorId: number) => {
          const content = await buildReportContent(
            { store, connectors, cache, renderer },
            {
              chartId: s.chart,
              dashboardId: null,
              format: 'CSV',
              customWidth: null,
              executorId,
              baseUrl: 'http://localhost',
              linkBaseUrl: 'http://localhost',
              timeoutMs: 30_000,
              signal: new AbortController().signal,
            },
          );
          return (content.files[0]?.content.toString('utf8') ?? '').trim().split('\n').length - 1;
        };
        expect(await lines(other.id)).toBe(s.all);
        expect(await lines(limited.id)).toBe(s.north);
      } finally {
        await connectors.close();
      }
    });
  });

  it('refuses a clause that is not one SQL condition when the rule is saved, and changes nothing', async () => {
    const tables = [...sets.values()].map((s) => s.physical);
    for (const clause of ["region = 'north'; DROP TABLE x", "region = 'north' -- ", '(SELECT 1) = 1']) {
      const res = await app.request('/api/v1/rowlevelsecurity/', {
        method: 'POST',
        json: { name: `bad ${suffix()}`, filter_type: 'Regular', tables, roles: [roleId], clause },
      });
      expect(res.status, clause).toBe(400);
      expect((await json<{ message: { clause: string[] } }>(res)).message.clause[0]).toEqual(expect.any(String));
    }
    const [rule] = (await json<{ result: { id: number }[] }>(await app.request('/api/v1/rowlevelsecurity/'))).result;
    const put = await app.request(`/api/v1/rowlevelsecurity/${rule?.id}`, {
      method: 'PUT',
      json: { clause: '1=1; DELETE FROM x' },
    });
    expect(put.status).toBe(400);
    const shown = await json<{ result: { clause: string } }>(await app.request(`/api/v1/rowlevelsecurity/${rule?.id}`));
    expect(shown.result.clause).toBe("region = 'north'");
    expect(await store.prisma.rlsFilter.count()).toBe(1);
  });

  it('refuses virtual SQL the parser cannot read to a user with rules on that database, not to others', async () => {
    const duck = warehouses.list.find((w) => w.engine === 'duckdb') as (typeof warehouses.list)[number];
    // DuckDB's FROM-first syntax: DuckDB runs it, the SQL parser does not read it.
    const created = await app.request('/api/v1/dataset/', {
      method: 'POST',
      json: {
        database: duck.databaseId,
        schema: duck.schema,
        table_name: `people_from_first_${tag}`,
        sql: `FROM ${duck.quote(duck.people)} SELECT id, region`,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const id = (await json<{ id: number }>(created)).id;
    expect(countOf(await chartData(other.token, countQuery(id, { force: true })))).toBe(setOf('duckdb').all);
    const refused = await app.request('/api/v1/chart/data', {
      method: 'POST',
      token: limited.token,
      // A download answers at once (JSON would be an async job): the refusal is the response.
      json: countQuery(id, { force: true, result_format: 'csv' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/cannot be read to apply it/);
    const values = await app.request(`/superset/filter/table/${id}/region`, { token: limited.token });
    expect(values.status).toBe(400);
  });

  async function filterValues(token: string, datasetId: number): Promise<string[]> {
    const res = await app.request(`/superset/filter/table/${datasetId}/region`, { token });
    if (res.status !== 200) throw new Error(`filter values ${res.status}: ${await res.text()}`);
    return json<string[]>(res);
  }
});
