import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../gateway/src/graphql/schema.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addFixtureCharts, addUser, type ChartFixture } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of its own operation
type Data = Record<string, any>;

const RESULT = `__typename ... on DeletePayload { message deletedIds } ... on Error { message }`;

describe('GraphQL single and bulk deletes (deleteChart, deleteDashboard, deleteReports)', () => {
  let app: TestApp;
  let fixture: ChartFixture;
  let gammaToken: string;

  const run = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const result = await executeGraphQL<Data, Record<string, unknown>>(app, query, variables, token ? { token } : {});
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data as Data;
  };

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 50 });
    fixture = await addFixtureCharts(app, 3);
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('deletes one chart, refusing Gamma first', async () => {
    const id = encodeGlobalID('Chart', fixture.chartIds[0] as number);
    const DELETE = `mutation($id: ID!) { deleteChart(id: $id) { ${RESULT} } }`;
    const refused = await run(DELETE, { id }, gammaToken);
    expect(['ForbiddenError', 'NotFoundError']).toContain(refused.deleteChart.__typename);
    const deleted = await run(DELETE, { id });
    expect(deleted.deleteChart).toMatchObject({ __typename: 'DeletePayload', deletedIds: [id] });
    expect((await run('query($id: ID!) { node(id: $id) { id } }', { id })).node).toBeNull();
    const again = await run(DELETE, { id });
    expect(again.deleteChart.__typename).toBe('NotFoundError');
  });

  it('deletes one dashboard, refusing Gamma first', async () => {
    const created = await run(
      `mutation { createDashboard(input: { dashboardTitle: "to delete ${fixture.token}" }) {
        __typename ... on SaveDashboardPayload { dashboard { id } } } }`,
      {},
    );
    const id = created.createDashboard.dashboard.id;
    const DELETE = `mutation($id: ID!) { deleteDashboard(id: $id) { ${RESULT} } }`;
    const refused = await run(DELETE, { id }, gammaToken);
    expect(['ForbiddenError', 'NotFoundError']).toContain(refused.deleteDashboard.__typename);
    const deleted = await run(DELETE, { id });
    expect(deleted.deleteDashboard).toMatchObject({ __typename: 'DeletePayload', deletedIds: [id] });
    const rest = await app.request(`/api/v1/dashboard/${Buffer.from(id, 'base64').toString().split(':')[1]}`);
    expect(rest.status).toBe(404);
  });

  it('deletes reports in bulk, all or none', async () => {
    const ids: string[] = [];
    for (const [name, chartId] of [
      ['a', fixture.chartIds[1]],
      ['b', fixture.chartIds[2]],
    ] as const) {
      const created = await run(
        `mutation($input: ReportFieldsInput!) { createReport(input: $input) { __typename ... on ReportPayload { report { id } } ... on Error { message } ... on ValidationError { fieldErrors } } }`,
        {
          input: {
            type: 'Report',
            name: `${fixture.token} ${name}`,
            crontab: '0 9 * * *',
            chartId,
            creationMethod: 'CHARTS',
            recipients: [{ type: 'Email', target: 'team@example.com' }],
          },
        },
      );
      expect(created.createReport.__typename, JSON.stringify(created.createReport)).toBe('ReportPayload');
      ids.push(created.createReport.report.id);
    }
    const DELETE = `mutation($ids: [ID!]!) { deleteReports(ids: $ids) { ${RESULT} } }`;
    const refused = await run(DELETE, { ids }, gammaToken);
    expect(['ForbiddenError', 'NotFoundError']).toContain(refused.deleteReports.__typename);
    expect((await run(`{ reports(search: "${fixture.token}") { totalCount } }`, {})).reports.totalCount).toBe(2);
    const deleted = await run(DELETE, { ids });
    expect(deleted.deleteReports.__typename).toBe('DeletePayload');
    expect([...deleted.deleteReports.deletedIds].sort()).toEqual([...ids].sort());
    expect((await run(`{ reports(search: "${fixture.token}") { totalCount } }`, {})).reports.totalCount).toBe(0);
  });

  it('leaves no root field without a test that names it', () => {
    const root = new URL('../', import.meta.url).pathname;
    const sources = ['graphql', 'jobs', 'admin', 'sqllab', 'reports', 'rest']
      .flatMap((dir) =>
        readdirSync(join(root, dir))
          .filter((f) => f.endsWith('.test.ts'))
          .map((f) => join(root, dir, f)),
      )
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const schema = getSchema();
    const fields = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      type ? Object.keys(type.getFields()) : [],
    );
    expect(fields.filter((name) => !new RegExp(`\\b${name}\\b`).test(sources))).toEqual([]);
  });
});
