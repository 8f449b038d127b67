/// <reference path="../../gateway/src/rest/rison-node.d.ts" />
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import rison from 'rison-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore } from '../rest/fixtures.ts';
import { hostileString } from './graphql-arbitraries.ts';
import { hostileSql } from './hostile-sql.ts';

/** Inputs per parser in `npm test`; `npm run fuzz:graphql` sends 1,000 each. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

/** Text a URL can carry: a lone surrogate cannot be percent-encoded by any client (U+FFFD instead). */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

const risonOf = (value: unknown): string => {
  try {
    return wellFormed(rison.encode(value));
  } catch {
    return wellFormed(String(value));
  }
};

/** List arguments in rison (`?q=`): the keys FAB reads, with hostile values, and plain garbage. */
const listQuery = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record(
        {
          filters: fc.array(
            fc.record({
              col: fc.oneof(
                fc.constantFrom('id', 'slice_name', 'dashboard_title', 'owners', 'table_name'),
                hostileString,
              ),
              opr: fc.oneof(
                fc.constantFrom('eq', 'ct', 'rel_m_m', 'in', 'dashboard_is_favorite', 'chart_all_text'),
                hostileString,
              ),
              value: fc.jsonValue({ maxDepth: 2 }),
            }),
            { maxLength: 3 },
          ),
          order_column: fc.oneof(fc.constantFrom('changed_on_delta_humanized', 'id'), hostileString),
          order_direction: fc.oneof(fc.constantFrom('asc', 'desc'), hostileString),
          page: fc.oneof(fc.integer({ min: -2, max: 5 }), hostileString),
          page_size: fc.oneof(fc.integer({ min: -2, max: 10_000 }), hostileString),
          columns: fc.array(fc.oneof(fc.constantFrom('id', 'owners.first_name'), hostileString), { maxLength: 3 }),
          keys: fc.array(fc.oneof(fc.constantFrom('permissions', 'columns'), hostileString), { maxLength: 2 }),
          select_columns: fc.array(hostileString, { maxLength: 2 }),
        },
        { requiredKeys: [] },
      )
      .map(risonOf),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(risonOf) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '(',
      '!(',
      "'",
      '(a:',
      '!n',
      '(a:!(b:(c:!(d))))',
      '%FF',
      '(filters:!((col:id,opr:eq,value:',
    ),
  },
);

/** Time range expressions: the grammar's words in any order, dates, DATEADD and hostile text. */
const timeRange = fc.oneof(
  fc
    .array(
      fc.constantFrom(
        'Last',
        'Next',
        'previous calendar',
        'Current',
        'day',
        'week',
        'month',
        'quarter',
        'year',
        'No filter',
        ':',
        ' : ',
        'now',
        'today',
        '2024-01-01',
        '2024-13-45',
        '0000-00-00',
        '9999-12-31T23:59:59',
        'DATEADD(DATETIME("now"), -7, day)',
        'DATEADD(DATETIME("2020-01-01"), 99999999999, year)',
        'DATETRUNC(DATETIME("today"), month)',
        'LASTDAY(DATETIME("today"), year)',
        'DATEADD(',
        '))',
        '-1',
        'ago',
        '1e308 days ago',
        'Advanced',
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join(' ')),
  hostileString,
);

/** Dashboard layouts and metadata: component-like objects with hostile ids, types, children and sizes. */
const component = fc.record(
  {
    id: fc.oneof(fc.constantFrom('ROOT_ID', 'GRID_ID', 'CHART-1'), hostileString),
    type: fc.oneof(
      fc.constantFrom('ROOT', 'GRID', 'ROW', 'CHART', 'MARKDOWN', 'TABS', 'TAB', 'HEADER', 'COLUMN'),
      hostileString,
    ),
    children: fc.oneof(fc.array(hostileString, { maxLength: 3 }), fc.jsonValue({ maxDepth: 1 })),
    parents: fc.array(hostileString, { maxLength: 2 }),
    meta: fc.record(
      {
        chartId: fc.oneof(fc.integer({ min: -5, max: 2 ** 31 }), hostileString),
        width: fc.oneof(fc.integer({ min: -5, max: 1000 }), hostileString),
        height: fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double()),
        code: hostileString,
        text: hostileString,
        sliceName: hostileString,
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const positionJson = fc.oneof(
  fc
    .dictionary(fc.oneof(fc.constantFrom('ROOT_ID', 'GRID_ID', 'DASHBOARD_VERSION_KEY'), hostileString), component, {
      maxKeys: 5,
    })
    .map((p) => JSON.stringify(p)),
  hostileString,
);
const jsonMetadata = fc.oneof(
  fc
    .record(
      {
        native_filter_configuration: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 2 }),
        color_scheme: hostileString,
        label_colors: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
        refresh_frequency: fc.oneof(fc.integer(), hostileString),
        timed_refresh_immune_slices: fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 3 }),
        expanded_slices: fc.jsonValue({ maxDepth: 2 }),
        filter_scopes: fc.jsonValue({ maxDepth: 3 }),
        default_filters: hostileString,
        positions: fc.dictionary(hostileString, component, { maxKeys: 2 }),
        cross_filters_enabled: fc.oneof(fc.boolean(), hostileString),
      },
      { requiredKeys: [] },
    )
    .map((m) => JSON.stringify(m)),
  hostileString,
);

/**
 * The parsers that face users, each with generated input: rison `q` on every list, time-range
 * expressions, dashboard position JSON and json_metadata, and query contexts with custom SQL metrics,
 * filters and WHERE/HAVING extras. No 5xx, a JSON message with every refusal, and a refused dashboard
 * save leaves the metadata store as it was.
 */
describe('generated input on the parsers that face users', () => {
  let app: TestApp;
  let store: MetadataStore;
  let watcher: Database.Database;
  let dashboardId: number;
  let salesId: number;
  const counts: Record<string, number> = {};

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 100 });
    store = await openStore(app);
    watcher = new Database(join(app.dataDir, 'chartroom.db'), { readonly: true });
    dashboardId = (await store.prisma.dashboard.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    salesId = (await store.prisma.dataset.findFirstOrThrow({ where: { tableName: 'sales' } })).id;
  }, 120_000);
  afterAll(async () => {
    if (process.env.FUZZ_REPORT) {
      process.stdout.write('parser fuzz:\n');
      for (const [name, n] of Object.entries(counts)) process.stdout.write(`  ${name}: ${n} inputs\n`);
    }
    watcher?.close();
    await store?.close();
    await app?.close();
  });

  const dataVersion = () => watcher.pragma('data_version', { simple: true }) as number;

  async function expectClean(label: string, res: Response, input: unknown): Promise<number> {
    counts[label] = (counts[label] ?? 0) + 1;
    const text = await res.text();
    const where = `${label} ${JSON.stringify(input).slice(0, 300)} -> ${res.status} ${text.slice(0, 300)}`;
    expect(res.status, where).toBeLessThan(500);
    if (res.status >= 400) {
      const body = JSON.parse(text) as { message?: unknown; errors?: unknown };
      expect(body.message ?? body.errors, `no message: ${where}`).toBeTruthy();
    }
    return res.status;
  }

  it('rison q on every list route', async () => {
    for (const resource of [
      'chart',
      'dashboard',
      'dataset',
      'database',
      'report',
      'annotation_layer',
      'security/users',
    ]) {
      await fc.assert(
        fc.asyncProperty(listQuery, async (q) => {
          const res = await app.request(`/api/v1/${resource}/?q=${encodeURIComponent(wellFormed(q))}`);
          await expectClean(`GET /api/v1/${resource}/?q=`, res, q);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
  }, 300_000);

  it('time range expressions', async () => {
    await fc.assert(
      fc.asyncProperty(timeRange, async (expression) => {
        const res = await app.request(`/api/v1/time_range/?q=${encodeURIComponent(risonOf(expression))}`);
        await expectClean('GET /api/v1/time_range/', res, expression);
      }),
      { numRuns: RUNS * 4, seed: SEED, endOnFailure: true },
    );
  }, 300_000);

  it('dashboard position JSON and json_metadata: a refusal writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(positionJson, jsonMetadata, async (position_json, json_metadata) => {
        const before = dataVersion();
        const res = await app.request(`/api/v1/dashboard/${dashboardId}`, {
          method: 'PUT',
          json: { position_json, json_metadata },
        });
        const status = await expectClean('PUT /api/v1/dashboard/:id (position_json, json_metadata)', res, {
          position_json,
          json_metadata,
        });
        if (status >= 400)
          expect(dataVersion(), `refused save changed metadata: ${position_json.slice(0, 200)}`).toBe(before);
      }),
      { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
    );
  }, 300_000);

  it('the versions a save carries (changed_on, last_modified_time, version): a refusal writes nothing', async () => {
    const chartId = (await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    const versionValue = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }),
      hostileString,
      fc.double(),
      fc.integer(),
      fc.constantFrom('2024-01-01T00:00:00', '2999-01-01', '1970-01-01T00:00:00Z', 'now', -1, 1e300),
    );
    const save = fc.record({
      target: fc.constantFrom(
        `/api/v1/chart/${chartId}`,
        `/api/v1/dashboard/${dashboardId}`,
        `/api/v1/dataset/${salesId}`,
      ),
      key: fc.constantFrom('changed_on', 'last_modified_time', 'version'),
      value: versionValue,
    });
    await fc.assert(
      fc.asyncProperty(save, async ({ target, key, value }) => {
        const before = dataVersion();
        const res = await app.request(target, { method: 'PUT', json: { description: 'versioned', [key]: value } });
        const status = await expectClean(`PUT ${target.replace(/\d+$/, ':id')} (${key})`, res, { key, value });
        if (status >= 400)
          expect(dataVersion(), `refused save changed metadata: ${key}=${JSON.stringify(value)}`).toBe(before);
      }),
      { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
    );
  }, 300_000);

  it('query contexts with custom SQL metrics, filters and WHERE/HAVING extras', async () => {
    const adhocFilter = fc.record({
      col: fc.oneof(fc.constantFrom('region', 'revenue', 'order_date'), hostileString, hostileSql),
      op: fc.oneof(
        fc.constantFrom('==', '!=', 'IN', 'NOT IN', 'LIKE', 'ILIKE', 'IS NULL', 'TEMPORAL_RANGE', '>'),
        hostileString,
      ),
      val: fc.oneof(fc.jsonValue({ maxDepth: 1 }), hostileSql),
    });
    const query = fc.record(
      {
        columns: fc.array(
          fc.oneof(
            fc.constantFrom('region', 'product'),
            hostileString,
            hostileSql.map((sql) => ({ label: 'c', sqlExpression: sql, expressionType: 'SQL' })),
          ),
          { maxLength: 2 },
        ),
        metrics: fc.array(
          fc.oneof(
            fc.constantFrom('count', 'sum__revenue'),
            hostileSql.map((sql) => ({ expressionType: 'SQL', sqlExpression: sql, label: 'm' })),
            fc.record({
              expressionType: fc.constant('SIMPLE'),
              column: fc.record({ column_name: hostileString }),
              aggregate: fc.oneof(fc.constantFrom('SUM', 'COUNT'), hostileString),
              label: fc.constant('s'),
            }),
          ),
          { maxLength: 2 },
        ),
        filters: fc.array(adhocFilter, { maxLength: 2 }),
        extras: fc.record(
          { where: hostileSql, having: hostileSql, time_grain_sqla: hostileString },
          { requiredKeys: [] },
        ),
        time_range: timeRange,
        row_limit: fc.oneof(fc.integer({ min: -1, max: 100 }), hostileString),
        orderby: fc.array(fc.tuple(fc.oneof(fc.constant('count'), hostileSql), fc.oneof(fc.boolean(), hostileString)), {
          maxLength: 1,
        }),
        granularity: fc.oneof(fc.constant('order_date'), hostileString),
      },
      { requiredKeys: ['metrics'] },
    );
    await fc.assert(
      fc.asyncProperty(query, fc.constantFrom('json', 'csv'), async (q, resultFormat) => {
        const body = {
          datasource: { id: salesId, type: 'table' },
          queries: [q],
          result_format: resultFormat,
          result_type: 'full',
        };
        const res = await app.request('/api/v1/chart/data', { method: 'POST', json: body });
        await expectClean('POST /api/v1/chart/data (custom SQL)', res, q);
      }),
      { numRuns: RUNS * 2, seed: SEED, endOnFailure: true },
    );
  }, 300_000);
});
