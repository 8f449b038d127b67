import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { openStore, suffix } from '../rest/fixtures.ts';

type Body = Record<string, unknown>;
const ROUNDS = 4;

/**
 * Saves of the same dashboard, chart or dataset race over real HTTP connections (one server, many
 * requests in flight). With the version the client loaded (dashboards and charts: `changed_on` /
 * `last_modified_time`; datasets: `version`) exactly one save wins and the others get 409; without
 * it (older clients) saves land whole, one after the other (or are refused with 409 when the row
 * moved under them): the record is always exactly one of the saves that landed, never a mix.
 */
describe.each(METADATA_BACKENDS)('concurrent writes (%s)', (backend) => {
  let app: TestApp;
  let store: MetadataStore;
  let server: ReturnType<typeof serve>;
  let base: string;
  let dashboardId: number;
  let chartId: number;
  let datasetId: number;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 50 });
    store = await openStore(app);
    server = serve({ fetch: app.chartroom.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const examples = await store.prisma.database.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const post = async (path: string, json: Body) =>
      ((await (await send('POST', path, json)).json()) as { id: number }).id;
    datasetId = await post('/api/v1/dataset/', {
      database: examples.id,
      table_name: `race_${suffix()}`,
      sql: 'SELECT 1 AS a',
    });
    chartId = await post('/api/v1/chart/', {
      slice_name: 'race',
      viz_type: 'table',
      datasource_id: datasetId,
      datasource_type: 'table',
    });
    dashboardId = await post('/api/v1/dashboard/', { dashboard_title: 'race' });
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await store?.close();
    await app?.close();
  });

  function send(method: string, path: string, json?: Body): Promise<Response> {
    return fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
      ...(json ? { body: JSON.stringify(json) } : {}),
    });
  }
  const show = async (path: string) => ((await (await send('GET', path)).json()) as { result: Body }).result;

  /** Sends the saves at once; returns each status with the save it carried. */
  async function race(path: string, saves: Body[]): Promise<{ status: number; save: Body; text: string }[]> {
    const answers = await Promise.all(saves.map((save) => send('PUT', path, save)));
    return Promise.all(
      answers.map(async (res, i) => ({ status: res.status, save: saves[i] as Body, text: await res.text() })),
    );
  }

  function oneWinner(results: { status: number; save: Body; text: string }[]): Body {
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, results.map((r) => r.text.slice(0, 200)).join('\n')).toEqual([
      200,
      ...results.slice(1).map(() => 409),
    ]);
    for (const loser of results.filter((r) => r.status === 409)) {
      expect((JSON.parse(loser.text) as { message: string }).message).toMatch(
        /changed since you loaded it|changed recently/,
      );
    }
    return (results.find((r) => r.status === 200) as { save: Body }).save;
  }

  it('dashboards: one save of a version wins, the others get 409; nothing torn', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const loaded = await show(`/api/v1/dashboard/${dashboardId}`);
      const version = loaded.changed_on as string;
      const saves = [0, 1, 2].map((i) => ({
        dashboard_title: `t${round}-${i}`,
        css: `.c${round}-${i} {}`,
        changed_on: version,
      }));
      const winner = oneWinner(await race(`/api/v1/dashboard/${dashboardId}`, saves));
      const stored = await show(`/api/v1/dashboard/${dashboardId}`);
      expect({ title: stored.dashboard_title, css: stored.css }).toEqual({
        title: winner.dashboard_title,
        css: winner.css,
      });
    }
  });

  it('charts: one save of a version wins, the others get 409; nothing torn', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const loaded = await show(`/api/v1/chart/${chartId}`);
      expect(typeof loaded.changed_on).toBe('string');
      const saves = [0, 1, 2].map((i) => ({
        slice_name: `s${round}-${i}`,
        description: `d${round}-${i}`,
        changed_on: loaded.changed_on,
      }));
      const winner = oneWinner(await race(`/api/v1/chart/${chartId}`, saves));
      const stored = await show(`/api/v1/chart/${chartId}`);
      expect({ name: stored.slice_name, description: stored.description }).toEqual({
        name: winner.slice_name,
        description: winner.description,
      });
    }
  });

  it('datasets: one save of a version wins, the others get 409; the version moves by one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const loaded = await show(`/api/v1/dataset/${datasetId}`);
      const version = loaded.version as number;
      const saves = [0, 1, 2].map((i) => ({ description: `d${round}-${i}`, cache_timeout: round * 10 + i, version }));
      const winner = oneWinner(await race(`/api/v1/dataset/${datasetId}`, saves));
      const stored = await show(`/api/v1/dataset/${datasetId}`);
      expect({ description: stored.description, cache: stored.cache_timeout, version: stored.version }).toEqual({
        description: winner.description,
        cache: winner.cache_timeout,
        version: version + 1,
      });
    }
  });

  it('without a version (older clients) saves land whole: the record is exactly one of those that landed', async () => {
    const cases: [string, (i: number) => Body, (stored: Body) => Body][] = [
      [
        `/api/v1/dashboard/${dashboardId}`,
        (i) => ({ dashboard_title: `free ${i}`, css: `.free${i} {}` }),
        (s) => ({ dashboard_title: s.dashboard_title, css: s.css }),
      ],
      [
        `/api/v1/chart/${chartId}`,
        (i) => ({ slice_name: `free ${i}`, description: `free d${i}` }),
        (s) => ({ slice_name: s.slice_name, description: s.description }),
      ],
      [
        `/api/v1/dataset/${datasetId}`,
        (i) => ({ description: `free ${i}`, cache_timeout: 100 + i }),
        (s) => ({ description: s.description, cache_timeout: s.cache_timeout }),
      ],
    ];
    for (const [path, save, pick] of cases) {
      const saves = [0, 1, 2, 3, 4].map(save);
      const results = await race(path, saves);
      // Each save lands or (PostgreSQL, a dashboard row changed under the transaction) is refused
      // with 409; at least one lands, and the record is exactly one of those that did.
      const where = results.map((r) => `${r.status} ${r.text.slice(0, 150)}`).join('\n');
      for (const r of results) expect([200, 409], where).toContain(r.status);
      const landed = results.filter((r) => r.status === 200).map((r) => r.save);
      expect(landed.length, where).toBeGreaterThan(0);
      expect(landed, path).toContainEqual(pick(await show(path)));
    }
  });

  it('GraphQL saveDashboard with lastModifiedTime: one payload, the others ConflictError', async () => {
    const loaded = await show(`/api/v1/dashboard/${dashboardId}`);
    const lastModifiedTime = new Date(`${loaded.changed_on as string}Z`).getTime() / 1000;
    const id = encodeGlobalID('Dashboard', String(dashboardId));
    const mutation = `mutation($id: ID!, $t: String!, $m: Float) {
      saveDashboard(id: $id, input: { dashboardTitle: $t }, lastModifiedTime: $m) { __typename ... on Error { message } } }`;
    const answers = await Promise.all(
      [0, 1, 2].map((i) =>
        fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { authorization: `Bearer ${app.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ query: mutation, variables: { id, t: `gql ${i}`, m: lastModifiedTime } }),
        }).then((r) => r.json() as Promise<{ data: { saveDashboard: { __typename: string } } }>),
      ),
    );
    const kinds = answers.map((a) => a.data.saveDashboard.__typename).sort();
    expect(kinds, JSON.stringify(answers)).toEqual(['ConflictError', 'ConflictError', 'SaveDashboardPayload']);
  });
});
