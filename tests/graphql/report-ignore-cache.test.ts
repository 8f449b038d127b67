import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const SET = `mutation($id: ID!, $on: Boolean!) {
  setReportForceScreenshot(id: $id, forceScreenshot: $on) {
    __typename
    ... on ReportIgnoreCachePayload { report { id forceScreenshot } }
    ... on Error { message }
  }
}`;

describe("GraphQL report 'ignore cache' switch", () => {
  let app: TestApp;
  let reportId: string;
  let restId: number;
  let alphaToken: string;
  let gammaToken: string;

  const stored = async () =>
    ((await (await app.request(`/api/v1/report/${restId}`)).json()) as { result: { force_screenshot: boolean } }).result
      .force_screenshot;

  beforeAll(async () => {
    app = await startTestApp({ store: 'sqlite', examplesRows: 100 });
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    const chartId = (await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    await store.close();
    const created = await executeGraphQL<Data, Data>(
      app,
      `mutation($input: ReportFieldsInput!) { createReport(input: $input) { __typename ... on ReportPayload { report { id reportId forceScreenshot } } } }`,
      {
        input: {
          type: 'Report',
          name: 'Cache switch',
          crontab: '0 9 * * *',
          chartId,
          creationMethod: 'CHARTS',
          recipients: [{ type: 'Email', target: 'a@example.com' }],
        },
      },
    );
    const report = created.data?.createReport.report;
    expect(report.forceScreenshot).toBe(false);
    reportId = report.id;
    restId = report.reportId;
    const [alpha, gamma] = [await addUser(app, 'Alpha'), await addUser(app, 'Gamma')];
    alphaToken = await app.login(alpha.username, alpha.password);
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('turns force_screenshot on and off for the owner', async () => {
    const on = await executeGraphQL<Data, Data>(app, SET, { id: reportId, on: true });
    expect(on.data?.setReportForceScreenshot).toEqual({
      __typename: 'ReportIgnoreCachePayload',
      report: { id: reportId, forceScreenshot: true },
    });
    expect(await stored()).toBe(true);
    const off = await executeGraphQL<Data, Data>(app, SET, { id: reportId, on: false });
    expect(off.data?.setReportForceScreenshot.report.forceScreenshot).toBe(false);
    expect(await stored()).toBe(false);
  });

  it('refuses other users and bad ids, changing nothing', async () => {
    for (const token of [alphaToken, gammaToken]) {
      const refused = await executeGraphQL<Data, Data>(app, SET, { id: reportId, on: true }, { token });
      expect(['ForbiddenError', 'NotFoundError']).toContain(refused.data?.setReportForceScreenshot.__typename);
    }
    expect(await stored()).toBe(false);
    const wrongType = await executeGraphQL<Data, Data>(app, SET, { id: btoa('Chart:1'), on: true });
    expect(wrongType.data?.setReportForceScreenshot).toEqual({
      __typename: 'ValidationError',
      message: 'Expected the ID of a Report.',
    });
    const anonymous = await executeGraphQL<Data, Data>(app, SET, { id: reportId, on: true }, { token: null });
    expect(anonymous.data?.setReportForceScreenshot ?? null).toBeNull();
    expect(await stored()).toBe(false);
  });
});
