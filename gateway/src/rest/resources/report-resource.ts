import type { Prisma } from '../../metadata/index.ts';
import { BadRequestError } from '../errors.ts';
import type { CustomFilter, ListContext, ListResource } from '../list/types.ts';
import { type ReportRow, reportInclude, serializeReport } from './report-serialize.ts';

const contains = (ctx: ListContext, value: string) =>
  ctx.provider === 'postgresql' ? { contains: value, mode: 'insensitive' } : { contains: value };

/** Superset's ReportScheduleAllTextFilter: name, description or SQL contain the text. */
const allText: CustomFilter = {
  label: 'All Text',
  apply: (value, ctx) => {
    if (typeof value !== 'string') throw new BadRequestError('Filter value for report_all_text must be a string');
    if (value === '') return {};
    return {
      OR: [{ name: contains(ctx, value) }, { description: contains(ctx, value) }, { sql: contains(ctx, value) }],
    };
  },
};

/** Reports a non-admin may see: those they own or created (Superset's ReportScheduleFilter). */
export function reportAccess(ctx: Pick<ListContext, 'user'>): Prisma.ReportScheduleWhereInput {
  return ctx.user.isAdmin ? {} : { OR: [{ owners: { some: { userId: ctx.user.id } } }, { createdById: ctx.user.id }] };
}

export const reportResource: ListResource<ReportRow> = {
  permissionView: 'ReportSchedule',
  listTitle: 'List Report Schedule',
  searchColumns: {
    name: { kind: 'scalar', field: 'name', type: 'string', custom: { report_all_text: allText } },
    type: { kind: 'scalar', field: 'type', type: 'string' },
    active: { kind: 'scalar', field: 'active', type: 'boolean' },
    last_state: { kind: 'scalar', field: 'lastState', type: 'string' },
    chart_id: { kind: 'scalar', field: 'chartId', type: 'number' },
    dashboard_id: { kind: 'scalar', field: 'dashboardId', type: 'number' },
    creation_method: { kind: 'scalar', field: 'creationMethod', type: 'string' },
    created_by: { kind: 'relation-one', field: 'createdById' },
    changed_by: { kind: 'relation-one', field: 'changedById' },
    owners: { kind: 'relation-many', relation: 'owners', key: 'userId' },
    id: { kind: 'scalar', field: 'id', type: 'number' },
  },
  orderColumns: {
    active: (d) => ({ active: d }),
    'created_by.first_name': (d) => ({ createdBy: { firstName: d } }),
    'changed_by.first_name': (d) => ({ changedBy: { firstName: d } }),
    changed_on: (d) => ({ changedOn: d }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    created_on: (d) => ({ createdOn: d }),
    crontab: (d) => ({ crontab: d }),
    description: (d) => ({ description: d }),
    last_eval_dttm: (d) => ({ lastEvalDttm: d }),
    name: (d) => ({ name: d }),
    type: (d) => ({ type: d }),
  },
  baseOrder: [{ changedOn: 'desc' }],
  listColumns: [
    'id',
    'active',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_on',
    'changed_on_delta_humanized',
    'chart_id',
    'created_by.first_name',
    'created_by.last_name',
    'created_on',
    'creation_method',
    'dashboard_id',
    'description',
    'extra',
    'crontab',
    'crontab_humanized',
    'last_eval_dttm',
    'last_state',
    'name',
    'owners.first_name',
    'owners.id',
    'owners.last_name',
    'recipients.id',
    'recipients.type',
    'timezone',
    'type',
  ],
  baseFilter: (ctx) => reportAccess(ctx) as Record<string, unknown>,
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.reportSchedule.findMany({
      where: where as Prisma.ReportScheduleWhereInput,
      orderBy: orderBy as Prisma.ReportScheduleOrderByWithRelationInput[],
      skip,
      take,
      include: reportInclude,
    }),
  count: (ctx, where) => ctx.prisma.reportSchedule.count({ where: where as Prisma.ReportScheduleWhereInput }),
  serialize: async (rows) => {
    const now = new Date();
    return rows.map((row) => serializeReport(row, now));
  },
  id: (row) => row.id,
};

type LogRow = Prisma.ReportExecutionLogGetPayload<object>;

/** `GET /report/<pk>/log/`: the execution log of one report (Superset's ReportExecutionLogRestApi). */
export function reportLogResource(reportId: number): ListResource<LogRow> {
  const iso = (d: Date | null) => (d ? d.toISOString().replace('Z', '') : null);
  return {
    permissionView: 'ReportSchedule',
    listTitle: 'List Report Execution Log',
    searchColumns: {
      state: { kind: 'scalar', field: 'state', type: 'string' },
      error_message: { kind: 'scalar', field: 'errorMessage', type: 'string' },
    },
    orderColumns: {
      state: (d) => ({ state: d }),
      value: (d) => ({ value: d }),
      error_message: (d) => ({ errorMessage: d }),
      end_dttm: (d) => ({ endDttm: d }),
      start_dttm: (d) => ({ startDttm: d }),
      scheduled_dttm: (d) => ({ scheduledDttm: d }),
    },
    baseOrder: [{ startDttm: 'desc' }],
    listColumns: [
      'id',
      'scheduled_dttm',
      'end_dttm',
      'start_dttm',
      'value',
      'value_row_json',
      'state',
      'error_message',
      'uuid',
    ],
    baseFilter: () => ({ reportId }),
    findMany: (ctx, { where, orderBy, skip, take }) =>
      ctx.prisma.reportExecutionLog.findMany({
        where: where as Prisma.ReportExecutionLogWhereInput,
        orderBy: orderBy as Prisma.ReportExecutionLogOrderByWithRelationInput[],
        skip,
        take,
      }),
    count: (ctx, where) => ctx.prisma.reportExecutionLog.count({ where: where as Prisma.ReportExecutionLogWhereInput }),
    serialize: async (rows) =>
      rows.map((l) => ({
        id: l.id,
        uuid: l.uuid,
        scheduled_dttm: iso(l.scheduledDttm),
        start_dttm: iso(l.startDttm),
        end_dttm: iso(l.endDttm),
        value: l.value,
        value_row_json: l.valueRowJson,
        state: l.state,
        error_message: l.errorMessage,
      })),
    id: (row) => row.id,
  };
}
