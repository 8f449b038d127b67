import { encodeGlobalID } from '@pothos/plugin-relay';
import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { REPORT_FILTERS } from '../list-filter-specs.ts';
import { toRestFilters } from '../list-filters.ts';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { encodeRisonUri } from '../rison.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { listFilterInput } from './list-filter-input.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { loadEach, parseRestId } from './node.ts';
import { OrderDirection } from './order.ts';

/** A row of `GET /api/v1/report/` (server-semantics §5). */
export interface RestReport {
  id: number;
  name: string;
  type: string;
  active: boolean;
  crontab: string;
  crontab_humanized: string;
  timezone: string;
  description: string | null;
  last_state: string;
  last_eval_dttm: string | null;
  creation_method: string;
  chart_id: number | null;
  dashboard_id: number | null;
  changed_on: string | null;
  owners: { id: number; first_name: string; last_name: string }[];
  recipients: { id: number; type: string }[];
}

/** The extra fields of `GET /api/v1/report/{id}`. */
interface RestReportShow {
  report_format: string;
  working_timeout: number;
  grace_period: number;
  log_retention: number;
  custom_width: number | null;
  email_subject: string | null;
  recipients: { id: number; type: string; recipient_config_json: string }[];
}

const listReports = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestReport>>(`/api/v1/report/${listSearch(q)}`);
const showReport = async (ctx: GraphQLContext, id: number) =>
  (await ctx.rest.get<{ result: RestReportShow }>(`/api/v1/report/${id}`)).result;

const reportLoaders = new WeakMap<GraphQLContext, DataLoader<number, RestReport | null>>();
function reportLoader(ctx: GraphQLContext): DataLoader<number, RestReport | null> {
  let loader = reportLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, RestReport | null>(
      async (ids) => {
        const response = await listReports(ctx, {
          filters: [{ col: 'id', opr: 'in', value: [...ids] }],
          page: 0,
          page_size: ids.length,
        });
        const found = new Map(response.result.map((row) => [row.id, row]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: REST_MAX_PAGE_SIZE },
    );
    reportLoaders.set(ctx, loader);
  }
  return loader;
}

export const ReportRef = builder.objectRef<RestReport>('Report');

const RecipientRef = builder
  .objectRef<{ id: number; type: string; recipient_config_json: string }>('ReportRecipient')
  .implement({
    description: 'Where a report is sent.',
    fields: (t) => ({
      type: t.exposeString('type', { description: 'Email, Slack or SlackV2.' }),
      target: t.string({
        nullable: true,
        description: 'The addresses or channels (comma-separated).',
        resolve: (r) => {
          try {
            return (JSON.parse(r.recipient_config_json) as { target?: string }).target ?? null;
          } catch {
            return null;
          }
        },
      }),
    }),
  });

builder.node(ReportRef, {
  description: 'A scheduled report or alert on a chart or a dashboard (spec 000 §7, server-semantics §5).',
  id: { resolve: (r) => r.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(reportLoader(ctx), ids),
  fields: (t) => ({
    reportId: t.exposeInt('id', { description: 'The REST primary key.' }),
    name: t.exposeString('name', { description: 'The name, unique per type.' }),
    type: t.exposeString('type', { description: 'Report or Alert.' }),
    active: t.exposeBoolean('active', { description: 'Whether the schedule runs.' }),
    crontab: t.exposeString('crontab', { description: 'The schedule as a cron expression.' }),
    crontabHumanized: t.exposeString('crontab_humanized', {
      description: "The schedule in words, e.g. 'At 09:00 AM'.",
    }),
    timezone: t.exposeString('timezone', { description: 'The time zone of the schedule.' }),
    description: t.string({ nullable: true, description: 'The description.', resolve: (r) => r.description }),
    lastState: t.exposeString('last_state', {
      description: 'Success, Working, Error, Not triggered or On Grace.',
    }),
    lastEvalDttm: t.string({ nullable: true, description: 'When it last ran.', resolve: (r) => r.last_eval_dttm }),
    creationMethod: t.exposeString('creation_method', { description: 'charts, dashboards or alerts_reports.' }),
    chartId: t.int({ nullable: true, description: 'REST id of the chart it sends.', resolve: (r) => r.chart_id }),
    dashboardId: t.int({
      nullable: true,
      description: 'REST id of the dashboard it sends.',
      resolve: (r) => r.dashboard_id,
    }),
    ownerIds: t.intList({ description: 'REST ids of the owners.', resolve: (r) => r.owners.map((o) => o.id) }),
    reportFormat: t.string({
      description: 'PNG, PDF, CSV, XLSX or TEXT.',
      resolve: async (r, _a, ctx) => (await showReport(ctx, r.id)).report_format,
    }),
    workingTimeout: t.int({
      description: 'Seconds a run may take.',
      resolve: async (r, _a, ctx) => (await showReport(ctx, r.id)).working_timeout,
    }),
    gracePeriod: t.int({
      description: 'Seconds an alert stays quiet after firing.',
      resolve: async (r, _a, ctx) => (await showReport(ctx, r.id)).grace_period,
    }),
    logRetention: t.int({
      description: 'Days execution logs are kept.',
      resolve: async (r, _a, ctx) => (await showReport(ctx, r.id)).log_retention,
    }),
    customWidth: t.int({
      nullable: true,
      description: 'Screenshot width in pixels (600-2400).',
      resolve: async (r, _a, ctx) => (await showReport(ctx, r.id)).custom_width,
    }),
    recipients: t.field({
      type: [RecipientRef],
      description: 'Where it is sent.',
      resolve: async (r, _a, ctx) => (await showReport(ctx, r.id)).recipients,
    }),
  }),
});

const ReportCreationMethod = builder.enumType('ReportCreationMethod', {
  description: 'Where the report was created.',
  values: {
    CHARTS: { value: 'charts', description: 'From a chart.' },
    DASHBOARDS: { value: 'dashboards', description: 'From a dashboard.' },
    ALERTS_REPORTS: { value: 'alerts_reports', description: 'From the Alerts & Reports list.' },
  } as const,
});

const ReportOrderField = builder.enumType('ReportOrderField', {
  description: 'Columns the report list can be sorted by.',
  values: {
    NAME: { value: 'name', description: 'The name.' },
    TYPE: { value: 'type', description: 'Alert or Report.' },
    ACTIVE: { value: 'active', description: 'Whether it runs.' },
    CRONTAB: { value: 'crontab', description: 'The schedule.' },
    LAST_EVAL: { value: 'last_eval_dttm', description: 'When it last ran.' },
    CHANGED_ON: { value: 'changed_on_delta_humanized', description: 'Last modification time.' },
  } as const,
});

const ReportOrder = builder.inputType('ReportOrder', {
  description: 'How to sort the report list (default: by name).',
  fields: (t) => ({
    field: t.field({ type: ReportOrderField, required: true, description: 'The column to sort by.' }),
    direction: t.field({ type: OrderDirection, required: true, description: 'The direction.' }),
  }),
});

const ReportFilter = listFilterInput('Report', 'report', REPORT_FILTERS);

builder.queryField('reports', (t) =>
  t.connection(
    {
      type: ReportRef,
      description: 'Reports and alerts the viewer may see (`GET /api/v1/report/`).',
      args: {
        chartId: t.arg.int({ description: 'Only those of this chart (REST id).' }),
        dashboardId: t.arg.int({ description: 'Only those of this dashboard (REST id).' }),
        creationMethod: t.arg({ type: ReportCreationMethod, description: 'Only those created this way.' }),
        search: t.arg.string({ description: 'Text searched in name, description and SQL.' }),
        orderBy: t.arg({ type: ReportOrder, description: 'Sort order (default: by name, A to Z).' }),
        filters: t.arg({
          type: [ReportFilter],
          description: 'Conditions on the REST search columns, AND-ed with each other and with the other arguments.',
        }),
      },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = toRestFilters(REPORT_FILTERS, args.filters);
        if (args.chartId != null) filters.push({ col: 'chart_id', opr: 'eq', value: args.chartId });
        if (args.dashboardId != null) filters.push({ col: 'dashboard_id', opr: 'eq', value: args.dashboardId });
        if (args.creationMethod != null)
          filters.push({ col: 'creation_method', opr: 'eq', value: args.creationMethod });
        const search = args.search?.trim();
        if (search) filters.push({ col: 'name', opr: 'report_all_text', value: search });
        return resolveRestConnection({
          args,
          query: {
            filters,
            order_column: args.orderBy?.field ?? 'name',
            order_direction: args.orderBy?.direction ?? 'asc',
          },
          list: (q) => listReports(ctx, q),
          loader: reportLoader(ctx),
        });
      },
    },
    { name: 'ReportConnection', description: 'A page of reports.' },
    { name: 'ReportEdge', description: 'A report in a page, with its cursor.' },
  ),
);

const RecipientInput = builder.inputType('ReportRecipientInput', {
  description: 'A recipient of a report.',
  fields: (t) => ({
    type: t.string({ required: true, description: 'Email, Slack or SlackV2.' }),
    target: t.string({ required: true, description: 'Addresses or channels, comma-separated.' }),
  }),
});

const ReportFields = builder.inputType('ReportFieldsInput', {
  description:
    'Report fields (server-semantics §5). On create type, name, crontab and a chart or a dashboard are required.',
  fields: (t) => ({
    type: t.string({ description: 'Report or Alert.' }),
    name: t.string({ description: 'The name (1-150 characters, unique per type).' }),
    description: t.string({ description: 'The description.' }),
    crontab: t.string({ description: 'The schedule as a cron expression.' }),
    timezone: t.string({ description: 'A time zone name (default UTC).' }),
    chartId: t.int({ description: 'REST id of the chart (not with dashboardId).' }),
    dashboardId: t.int({ description: 'REST id of the dashboard (not with chartId).' }),
    databaseId: t.int({ description: 'REST id of the database an alert queries.' }),
    sql: t.string({ description: 'The SQL an alert evaluates.' }),
    reportFormat: t.string({ description: 'PNG (default), PDF, CSV, XLSX or TEXT.' }),
    creationMethod: t.field({ type: ReportCreationMethod, description: 'Where it was created.' }),
    workingTimeout: t.int({ description: 'Seconds a run may take (default 3600).' }),
    gracePeriod: t.int({ description: 'Seconds of quiet after an alert (default 14400).' }),
    logRetention: t.int({ description: 'Days logs are kept (default 90).' }),
    customWidth: t.int({ description: 'Screenshot width, 600-2400 px.' }),
    active: t.boolean({ description: 'Whether the schedule runs.' }),
    recipients: t.field({ type: [RecipientInput], description: 'Where it is sent.' }),
    ownerIds: t.intList({ description: 'REST ids of the owners.' }),
  }),
});
type ReportFieldsInput = typeof ReportFields.$inferInput;

function restBody(input: ReportFieldsInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const copy: [keyof ReportFieldsInput, string][] = [
    ['type', 'type'],
    ['name', 'name'],
    ['description', 'description'],
    ['crontab', 'crontab'],
    ['timezone', 'timezone'],
    ['chartId', 'chart'],
    ['dashboardId', 'dashboard'],
    ['databaseId', 'database'],
    ['sql', 'sql'],
    ['reportFormat', 'report_format'],
    ['creationMethod', 'creation_method'],
    ['workingTimeout', 'working_timeout'],
    ['gracePeriod', 'grace_period'],
    ['logRetention', 'log_retention'],
    ['customWidth', 'custom_width'],
    ['active', 'active'],
    ['ownerIds', 'owners'],
  ];
  for (const [from, to] of copy) if (input[from] !== undefined && input[from] !== null) body[to] = input[from];
  if (input.recipients) {
    body.recipients = input.recipients.map((r) => ({ type: r.type, recipient_config_json: { target: r.target } }));
  }
  return body;
}

const ReportPayload = builder.objectRef<{ report: RestReport }>('ReportPayload').implement({
  description: 'The saved report.',
  fields: (t) => ({
    report: t.field({ type: ReportRef, description: 'The report as stored.', resolve: (p) => p.report }),
  }),
});
const ReportResult = mutationResult('Report', ReportPayload, 'The saved report, or why it was refused.');

async function reload(ctx: GraphQLContext, id: number): Promise<{ report: RestReport }> {
  const loader = reportLoader(ctx);
  loader.clear(id);
  const report = await loader.load(id);
  if (!report) throw new Error(`report ${id} vanished after its write`);
  return { report };
}

builder.mutationField('createReport', (t) =>
  t.field({
    type: ReportResult,
    description: 'Schedules a report owned by the viewer (`POST /api/v1/report/`).',
    args: { input: t.arg({ type: ReportFields, required: true, description: 'The fields.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/report/', restBody(input));
        return reload(ctx, saved.id);
      }),
  }),
);

builder.mutationField('updateReport', (t) =>
  t.field({
    type: ReportResult,
    description: 'Changes a report the viewer owns (`PUT /api/v1/report/{id}`).',
    args: {
      id: t.arg.globalID({ required: true, description: 'The report.' }),
      input: t.arg({ type: ReportFields, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Report');
        await ctx.rest.put(`/api/v1/report/${pk}`, restBody(input));
        return reload(ctx, pk);
      }),
  }),
);

builder.mutationField('setReportActive', (t) =>
  t.field({
    type: ReportResult,
    description: 'Turns a report on or off (the list toggle: `PUT /api/v1/report/{id}` with `active`).',
    args: {
      id: t.arg.globalID({ required: true, description: 'The report.' }),
      active: t.arg.boolean({ required: true, description: 'Whether it should run.' }),
    },
    resolve: (_root, { id, active }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Report');
        await ctx.rest.put(`/api/v1/report/${pk}`, { active });
        return reload(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteReport', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a report the viewer owns (`DELETE /api/v1/report/{id}`).',
    args: { id: t.arg.globalID({ required: true, description: 'The report.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Report');
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/report/${pk}`);
        return { deletedIds: [encodeGlobalID('Report', pk)], message: body.message };
      }),
  }),
);

builder.mutationField('deleteReports', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes reports the viewer owns, all or none (`DELETE /api/v1/report/?q=!(ids)`).',
    args: { ids: t.arg.globalIDList({ required: true, description: 'The reports.' }) },
    resolve: (_root, { ids }, ctx) =>
      asMutationResult(async () => {
        const pks = ids.map((id) => restIdOf(id, 'Report'));
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/report/?q=${encodeRisonUri(pks)}`);
        return { deletedIds: pks.map((pk) => encodeGlobalID('Report', pk)), message: body.message };
      }),
  }),
);
