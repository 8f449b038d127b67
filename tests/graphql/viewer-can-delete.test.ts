import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addFixtureCharts, addUser, type ChartFixture } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL viewerCanDelete', () => {
  let app: TestApp;
  let fixture: ChartFixture;
  let alpha: { id: number; token: string };

  const run = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token ? { token } : {});
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    fixture = await addFixtureCharts(app, 2);
    const user = await addUser(app, 'Alpha');
    alpha = { id: user.id, token: await app.login(user.username, user.password) };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const CHART = `query($id: ID!) { node(id: $id) { ... on Chart { viewerCanDelete viewerCanEdit dataset { viewerCanDelete } } } }`;

  it('follows the ownership rule REST applies to deletes', async () => {
    const [first, second] = fixture.chartIds as [number, number];
    const firstId = encodeGlobalID('Chart', first);
    expect((await run(CHART, { id: firstId })).node.viewerCanDelete).toBe(true);
    expect((await run(CHART, { id: firstId }, alpha.token)).node).toMatchObject({
      viewerCanDelete: false,
      viewerCanEdit: false,
    });
    const refused = await app.request(`/api/v1/chart/${first}`, { method: 'DELETE', token: alpha.token });
    expect(refused.status).toBe(403);

    // Made an owner, the same user may delete it, and REST agrees.
    const owned = await run(
      `mutation($id: ID!, $owners: [Int!]) { updateChart(id: $id, input: { ownerIds: $owners }) { __typename } }`,
      { id: encodeGlobalID('Chart', second), owners: [alpha.id] },
    );
    expect(owned.updateChart.__typename).toBe('ChartPayload');
    expect((await run(CHART, { id: encodeGlobalID('Chart', second) }, alpha.token)).node.viewerCanDelete).toBe(true);
    const deleted = await app.request(`/api/v1/chart/${second}`, { method: 'DELETE', token: alpha.token });
    expect(deleted.status).toBe(200);
  });

  it('answers on dashboards, datasets and databases', async () => {
    const data = await run(
      `{ dashboards(first: 1) { edges { node { viewerCanDelete } } }
         datasets(first: 1) { edges { node { viewerCanDelete } } }
         databases(first: 1) { edges { node { viewerCanDelete } } } }`,
      {},
    );
    expect(data.dashboards.edges[0].node.viewerCanDelete).toBe(true);
    expect(data.datasets.edges[0].node.viewerCanDelete).toBe(true);
    expect(data.databases.edges[0].node.viewerCanDelete).toBe(true);
    const asAlpha = await run(
      `{ dashboards(first: 1) { edges { node { viewerCanDelete owners { userId } } } } }`,
      {},
      alpha.token,
    );
    for (const edge of asAlpha.dashboards.edges) {
      expect(edge.node.viewerCanDelete).toBe(edge.node.owners.some((o: Data) => o.userId === alpha.id));
    }
  });
});
