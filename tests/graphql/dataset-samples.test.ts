import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

describe('GraphQL Dataset.samples', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const SAMPLES = `query($perPage: Int, $page: Int) { datasets(first: 1, orderBy: { field: TABLE_NAME, direction: ASC }) {
    edges { node { datasetId samples(perPage: $perPage, page: $page) { colnames coltypes data page perPage totalCount } } } } }`;

  it('pages raw rows as REST samples them', async () => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, SAMPLES, { perPage: 3, page: 2 });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const node = result.data?.datasets.edges[0].node;
    expect(node.samples.data).toHaveLength(3);
    expect(node.samples).toMatchObject({ page: 2, perPage: 3, totalCount: 3 });
    expect(node.samples.colnames.length).toBe(node.samples.coltypes.length);
    const rest = await app.request(
      `/datasource/samples?datasource_type=table&datasource_id=${node.datasetId}&page=2&per_page=3`,
      { method: 'POST', json: {} },
    );
    expect(rest.status).toBe(200);
    const body = (await rest.json()) as { result: { data: unknown[]; colnames: string[] } };
    expect(node.samples.data).toEqual(body.result.data);
    expect(node.samples.colnames).toEqual(body.result.colnames);
  });

  it('refuses a page size out of range', async () => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, SAMPLES, { perPage: 0 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
