import type { Prisma } from '../../metadata/index.ts';
import { isoNaive, naturalTime } from './humanize.ts';
import { humanizeCrontab } from './report-crontab.ts';
import { userRef } from './users.ts';

const userSelect = { select: { id: true, firstName: true, lastName: true } } as const;

export const reportInclude = {
  createdBy: userSelect,
  changedBy: userSelect,
  owners: { include: { user: userSelect }, orderBy: { userId: 'asc' } },
  recipients: { orderBy: { id: 'asc' } },
  chart: { select: { id: true, sliceName: true, vizType: true } },
  dashboard: { select: { id: true, dashboardTitle: true } },
  database: { select: { id: true, databaseName: true } },
} satisfies Prisma.ReportScheduleInclude;

export type ReportRow = Prisma.ReportScheduleGetPayload<{ include: typeof reportInclude }>;

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Every field a list row or the show view may carry; the list projection picks among them. */
export function serializeReport(r: ReportRow, now: Date): Record<string, unknown> {
  return {
    id: r.id,
    type: r.type,
    name: r.name,
    description: r.description,
    email_subject: r.emailSubject,
    context_markdown: r.contextMarkdown,
    active: r.active,
    crontab: r.crontab,
    crontab_humanized: humanizeCrontab(r.crontab),
    timezone: r.timezone,
    sql: r.sql,
    chart_id: r.chartId,
    dashboard_id: r.dashboardId,
    database_id: r.databaseId,
    chart: r.chart ? { id: r.chart.id, slice_name: r.chart.sliceName, viz_type: r.chart.vizType } : null,
    dashboard: r.dashboard ? { id: r.dashboard.id, dashboard_title: r.dashboard.dashboardTitle } : null,
    database: r.database ? { id: r.database.id, database_name: r.database.databaseName } : null,
    creation_method: r.creationMethod,
    report_format: r.reportFormat,
    validator_type: r.validatorType,
    validator_config_json: r.validatorConfigJson,
    log_retention: r.logRetention,
    grace_period: r.gracePeriod,
    working_timeout: r.workingTimeout,
    last_eval_dttm: isoNaive(r.lastEvalDttm),
    last_state: r.lastState,
    last_value: r.lastValue,
    last_value_row_json: r.lastValueRowJson,
    extra: parseJson(r.extra) ?? {},
    force_screenshot: r.forceScreenshot,
    custom_width: r.customWidth,
    owners: r.owners.map((o) => userRef(o.user)),
    recipients: r.recipients.map((x) => ({ id: x.id, type: x.type, recipient_config_json: x.recipientConfigJson })),
    created_by: userRef(r.createdBy),
    changed_by: userRef(r.changedBy),
    created_on: isoNaive(r.createdOn),
    changed_on: isoNaive(r.changedOn),
    changed_on_delta_humanized: naturalTime(r.changedOn, now),
  };
}

export const REPORT_SHOW_COLUMNS = [
  'id',
  'active',
  'chart.id',
  'chart.slice_name',
  'chart.viz_type',
  'context_markdown',
  'creation_method',
  'crontab',
  'crontab_humanized',
  'custom_width',
  'dashboard.dashboard_title',
  'dashboard.id',
  'database.database_name',
  'database.id',
  'description',
  'email_subject',
  'extra',
  'force_screenshot',
  'grace_period',
  'last_eval_dttm',
  'last_state',
  'last_value',
  'last_value_row_json',
  'log_retention',
  'name',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'recipients.id',
  'recipients.recipient_config_json',
  'recipients.type',
  'report_format',
  'sql',
  'timezone',
  'type',
  'validator_config_json',
  'validator_type',
  'working_timeout',
] as const;
