import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { addUser } from './fixtures.ts';
import { executeGraphQL } from './graphql-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: responses of string documents are read dynamically
type Data = Record<string, any>;

const CREATE = `mutation($input: ReportFieldsInput!) {
  createReport(input: $input) {
    __typename
    ... on ReportPayload { report { id reportId name active crontabHumanized reportFormat workingTimeout chartId recipients { type target } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}`;

describe.each(METADATA_BACKENDS)('GraphQL reports (%s)', (backend) => {
  let app: TestApp;
  let chartId: number;
  let gammaToken: string;
  const tag = `gql${Date.now().toString(36)}`;

  beforeAll(async () => {
    app = await startTestApp({ store: backend, examplesRows: 200 });
    const store = await openMetadataStore(app.chartroom.config, app.chartroom.log);
    chartId = (await store.prisma.chart.findFirstOrThrow({ orderBy: { id: 'asc' } })).id;
    await store.close();
    const gamma = await addUser(app, 'Gamma');
    gammaToken = await app.login(gamma.username, gamma.password);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('creates, lists, toggles, updates and deletes a report', async () => {
    const input = {
      type: 'Report',
      name: `${tag} daily`,
      crontab: '30 8 * * *',
      chartId,
      creationMethod: 'CHARTS',
      recipients: [{ type: 'Email', target: 'team@example.com' }],
    };
    const created = await executeGraphQL<Data, Data>(app, CREATE, { input });
    expect(created.errors).toBeUndefined();
    const report = created.data?.createReport.report;
    expect(created.data?.createReport.__typename).toBe('ReportPayload');
    expect(report).toMatchObject({
      name: `${tag} daily`,
      active: true,
      crontabHumanized: 'At 08:30 AM',
      reportFormat: 'PNG',
      workingTimeout: 3600,
      chartId,
      recipients: [{ type: 'Email', target: 'team@example.com' }],
    });

    const list = await executeGraphQL<Data, Data>(
      app,
      `query($c: Int) { reports(chartId: $c, creationMethod: CHARTS, search: "${tag}") { totalCount edges { node { id name } } } }`,
      { c: chartId },
    );
    expect(list.data?.reports.totalCount).toBe(1);
    expect(list.data?.reports.edges[0].node.id).toBe(report.id);

    const off = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!) { setReportActive(id: $id, active: false) { __typename ... on ReportPayload { report { active } } } }`,
      { id: report.id },
    );
    expect(off.data?.setReportActive).toEqual({ __typename: 'ReportPayload', report: { active: false } });

    const updated = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!, $input: ReportFieldsInput!) { updateReport(id: $id, input: $input) { __typename ... on ReportPayload { report { name } } ... on Error { message } } }`,
      { id: report.id, input: { name: `${tag} renamed` } },
    );
    expect(updated.data?.updateReport).toEqual({ __typename: 'ReportPayload', report: { name: `${tag} renamed` } });

    const node = await executeGraphQL<Data, Data>(app, `query($id: ID!) { node(id: $id) { ... on Report { name } } }`, {
      id: report.id,
    });
    expect(node.data?.node).toEqual({ name: `${tag} renamed` });

    const deleted = await executeGraphQL<Data, Data>(
      app,
      `mutation($id: ID!) { deleteReport(id: $id) { __typename ... on DeletePayload { message deletedIds } } }`,
      { id: report.id },
    );
    expect(deleted.data?.deleteReport).toEqual({ __typename: 'DeletePayload', message: 'OK', deletedIds: [report.id] });
  });

  it('returns the spec messages as typed errors', async () => {
    const base = { type: 'Report', name: `${tag} dup`, crontab: '0 9 * * *', chartId };
    expect((await executeGraphQL<Data, Data>(app, CREATE, { input: base })).data?.createReport.__typename).toBe(
      'ReportPayload',
    );
    const dup = await executeGraphQL<Data, Data>(app, CREATE, { input: base });
    expect(dup.data?.createReport).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: { name: [`A report named "${tag} dup" already exists`] },
    });
    const both = await executeGraphQL<Data, Data>(app, CREATE, {
      input: { ...base, name: `${tag} both`, dashboardId: 1 },
    });
    expect(both.data?.createReport.fieldErrors).toEqual({ chart: ['Choose a chart or dashboard not both'] });
    const badCron = await executeGraphQL<Data, Data>(app, CREATE, {
      input: { ...base, name: `${tag} cron`, crontab: 'soon' },
    });
    expect(badCron.data?.createReport.fieldErrors).toEqual({ crontab: ['Cron expression is not valid'] });
    const gamma = await executeGraphQL<Data, Data>(
      app,
      CREATE,
      { input: { ...base, name: `${tag} g` } },
      { token: gammaToken },
    );
    expect(gamma.data?.createReport).toEqual({ __typename: 'ForbiddenError', message: 'Forbidden' });
  });

  it('gives the viewer its roles and permissions, and nobody else', async () => {
    const gamma = await executeGraphQL<Data, Data>(
      app,
      'query { viewer { roles { name } permissions { name viewMenu } } }',
      {},
      { token: gammaToken },
    );
    expect(gamma.data?.viewer.roles).toEqual([{ name: 'Gamma' }]);
    const perms = ((gamma.data?.viewer.permissions ?? []) as { name: string; viewMenu: string }[]).map(
      (p) => `${p.name}:${p.viewMenu}`,
    );
    expect(perms).toContain('can_read:Chart');
    expect(perms).not.toContain('can_write:Chart');
    const admin = await executeGraphQL<Data, Data>(app, 'query { viewer { permissions { name viewMenu } } }');
    const adminPerms = ((admin.data?.viewer.permissions ?? []) as { name: string; viewMenu: string }[]).map(
      (p) => `${p.name}:${p.viewMenu}`,
    );
    expect(adminPerms).toContain('can_write:Chart');
    expect(adminPerms).toContain('can_write:ReportSchedule');
  });
});
