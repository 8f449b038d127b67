import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const FIELDS = `query($search: String) { datasets(first: 5, search: $search) { edges { node {
  datasetId tableName isCertified certifiedBy certificationDetails warningMarkdown disallowAdhocMetrics } } } }`;

describe('Dataset certification, warning and disallow_adhoc_metrics (extra)', () => {
  let app: TestApp;
  let salesId = 0;
  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    const list = await app.request('/api/v1/dataset/?q=(filters:!((col:table_name,opr:eq,value:sales)))');
    salesId = ((await list.json()) as { result: { id: number }[] }).result[0]?.id ?? 0;
    expect(salesId).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const chartData = (metric: unknown) =>
    app.request('/api/v1/chart/data', {
      method: 'POST',
      json: {
        datasource: { id: salesId, type: 'table' },
        queries: [{ columns: ['region'], metrics: [metric], row_limit: 10 }],
      },
    });
  const simpleSum = {
    expressionType: 'SIMPLE',
    aggregate: 'SUM',
    column: { column_name: 'quantity' },
    label: 'SUM(quantity)',
  };

  it('answers nothing certified and ad-hoc metrics allowed for a dataset without extra', async () => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, FIELDS, { search: 'sales' });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const node = result.data?.datasets.edges.find((e: Data) => e.node.datasetId === salesId)?.node;
    expect(node).toMatchObject({
      isCertified: false,
      certifiedBy: null,
      certificationDetails: null,
      warningMarkdown: null,
      disallowAdhocMetrics: false,
    });
    expect((await chartData(simpleSum)).status).toBe(200);
  });

  it('reads the extra JSON as Superset stores it, and chart data then refuses ad-hoc metrics', async () => {
    const extra = {
      certification: { certified_by: 'Data Team', details: 'Reconciled with finance' },
      warning_markdown: '**Heads up**: late orders land the next day',
      disallow_adhoc_metrics: true,
    };
    const put = await app.request(`/api/v1/dataset/${salesId}`, {
      method: 'PUT',
      json: { extra: JSON.stringify(extra) },
    });
    expect(put.status, await put.clone().text()).toBe(200);

    const result = await executeGraphQL<Data, Record<string, unknown>>(app, FIELDS, { search: 'sales' });
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const node = result.data?.datasets.edges.find((e: Data) => e.node.datasetId === salesId)?.node;
    expect(node).toMatchObject({
      isCertified: true,
      certifiedBy: 'Data Team',
      certificationDetails: 'Reconciled with finance',
      warningMarkdown: '**Heads up**: late orders land the next day',
      disallowAdhocMetrics: true,
    });

    const refused = await chartData(simpleSum);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      'Ad-hoc metrics are not allowed on this dataset: \\"SUM(quantity)\\" is not one of its saved metrics.',
    );
    const sql = await chartData({ expressionType: 'SQL', sqlExpression: 'MAX(price)', label: 'top price' });
    expect(sql.status).toBe(400);
    const saved = await chartData('sum__quantity');
    expect(saved.status, await saved.clone().text()).toBe(200);
  });
});
