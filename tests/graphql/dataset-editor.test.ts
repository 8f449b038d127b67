import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL fields of the dataset editor', () => {
  let app: TestApp;

  const run = async (query: string, variables?: Record<string, unknown>) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, {});
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 200 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('counts the charts a dataset feeds and saves its cache timeout', async () => {
    const list = await run('{ datasets(first: 100) { edges { node { id tableName chartCount cacheTimeout } } } }');
    const nodes = list.datasets.edges.map((edge: Data) => edge.node);
    const charts = await run('{ charts(first: 100) { totalCount } }');
    const total = nodes.reduce((sum: number, node: Data) => sum + node.chartCount, 0);
    // Every example chart reads one example dataset.
    expect(total).toBe(charts.charts.totalCount);
    expect(total).toBeGreaterThan(0);

    const dataset = nodes.find((node: Data) => node.chartCount > 0);
    const saved = await run(
      `mutation($id: ID!) { updateDataset(id: $id, input: { cacheTimeout: 600 }) {
        __typename ... on DatasetPayload { dataset { cacheTimeout chartCount } } ... on Error { message } } }`,
      { id: dataset.id },
    );
    expect(saved.updateDataset).toEqual({
      __typename: 'DatasetPayload',
      dataset: { cacheTimeout: 600, chartCount: dataset.chartCount },
    });
    const again = await run('query($id: ID!) { node(id: $id) { ... on Dataset { cacheTimeout } } }', {
      id: dataset.id,
    });
    expect(again.node.cacheTimeout).toBe(600);

    // The editor's Save with nothing changed sends an empty input: a no-op, not an error.
    const unchanged = await run(
      `mutation($id: ID!) { updateDataset(id: $id, input: {}) {
        __typename ... on DatasetPayload { dataset { cacheTimeout } } ... on Error { message } } }`,
      { id: dataset.id },
    );
    expect(unchanged.updateDataset).toEqual({ __typename: 'DatasetPayload', dataset: { cacheTimeout: 600 } });

    // What the editor's error panel shows for a refused calculated column; nothing is stored.
    const refused = await run(
      `mutation($id: ID!) { updateDataset(id: $id, input: { columns: [{ columnName: "bad", expression: "1; DROP TABLE x" }] }) {
        __typename ... on Error { message } } }`,
      { id: dataset.id },
    );
    expect(refused.updateDataset.__typename).toBe('ValidationError');
    expect(refused.updateDataset.message).toMatch(/bad/);
    const columns = await run('query($id: ID!) { node(id: $id) { ... on Dataset { columns { columnName } } } }', {
      id: dataset.id,
    });
    expect(columns.node.columns.map((c: Data) => c.columnName)).not.toContain('bad');
  });

  it('offers owners by name', async () => {
    const all = await run('{ datasetOwnerOptions { userId name } }');
    expect(all.datasetOwnerOptions.length).toBeGreaterThan(0);
    const none = await run('{ datasetOwnerOptions(search: "no-such-person-zz") { userId } }');
    expect(none.datasetOwnerOptions).toEqual([]);
    const me = await run('{ viewer { userId firstName } }');
    const mine = await run('query($s: String) { datasetOwnerOptions(search: $s) { userId name } }', {
      s: me.viewer.firstName,
    });
    expect(mine.datasetOwnerOptions.map((option: Data) => option.userId)).toContain(me.viewer.userId);
  });
});
