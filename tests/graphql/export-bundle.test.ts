import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addFixtureCharts, addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const EXPORT = `query($resource: ExportResource!, $ids: [ID!]) {
  exportBundle(resource: $resource, ids: $ids) { url path method contentType }
}`;

describe('GraphQL exportBundle (the REST download of a ZIP bundle)', () => {
  let app: TestApp;
  let gammaToken: string;
  let chartPks: number[];

  const exec = (variables: Record<string, unknown>, token?: string | null) =>
    executeGraphQL<Data, Record<string, unknown>>(app, EXPORT, variables, token === undefined ? {} : { token });
  const link = async (variables: Record<string, unknown>, token?: string | null) => {
    const result = await exec(variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return (result.data as Data).exportBundle;
  };
  /** GETs the link as the external tool would: the URL as given, with the same bearer token. */
  const download = (url: string, token: string | null) =>
    app.chartroom.fetch(new Request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} }));

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    chartPks = (await addFixtureCharts(app, 2)).chartIds;
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('hands Admin the chart export URL, which answers the ZIP', async () => {
    const ids = chartPks.map((pk) => encodeGlobalID('Chart', pk));
    const got = await link({ resource: 'CHART', ids: [...ids, ids[0]] });
    expect(got).toEqual({
      url: `http://localhost/api/v1/chart/export/?q=!(${chartPks.join(',')})`,
      path: `/api/v1/chart/export/?q=!(${chartPks.join(',')})`,
      method: 'GET',
      contentType: 'application/zip',
    });
    const zip = await download(got.url, app.token);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename=chart_export_.*\.zip$/);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    expect((await download(got.url, null)).status).toBe(401);
  });

  it('gives Gamma the same links; REST then applies Gamma’s rights', async () => {
    const dashboards = await executeGraphQL<Data, Record<string, unknown>>(
      app,
      '{ dashboards(first: 1) { edges { node { id } } } }',
      {},
      { token: gammaToken },
    );
    const boardId = dashboards.data?.dashboards.edges[0].node.id;
    const board = await link({ resource: 'DASHBOARD', ids: [boardId] }, gammaToken);
    expect(board.path).toMatch(/^\/api\/v1\/dashboard\/export\/\?q=!\(\d+\)$/);
    expect((await download(board.url, gammaToken)).status).toBe(200);
    const assets = await link({ resource: 'ASSETS' }, gammaToken);
    expect(assets.path).toBe('/api/v1/assets/export/');
    // Gamma may not export databases and datasets, so not the whole assets bundle either.
    expect((await download(assets.url, gammaToken)).status).toBe(403);
    expect((await download(assets.url, app.token)).status).toBe(200);
  });

  it('refuses ids of another type, missing ids, and ids for ASSETS', async () => {
    const chartId = encodeGlobalID('Chart', chartPks[0] as number);
    for (const variables of [
      { resource: 'DATASET', ids: [chartId] },
      { resource: 'DATABASE', ids: [] },
      { resource: 'CHART' },
      { resource: 'ASSETS', ids: [chartId] },
    ]) {
      const result = await exec(variables);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
    // An id nobody can see gives a link whose GET is REST's 404.
    const missing = await link({ resource: 'CHART', ids: [encodeGlobalID('Chart', 987654)] });
    expect((await download(missing.url, app.token)).status).toBe(404);
  });
});
