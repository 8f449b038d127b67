import type { Context, Hono } from 'hono';
import { readJson } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { prettifyColumn, projectRow } from '../list/project.ts';
import { relatedHandler, relatedUsers } from '../list/related.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { listQueryHandler } from './report-log-list.ts';
import { reportAccess, reportLogResource, reportResource } from './report-resource.ts';
import { REPORT_SHOW_COLUMNS, reportInclude, serializeReport } from './report-serialize.ts';
import { type ReportInput, validateReportBody } from './report-validate.ts';
import { checkReportAgainstStore, ownerIds } from './report-write.ts';

const REPORT_PERMISSIONS = ['can_read', 'can_write'] as const;
const FORBIDDEN = 'Changing this report is forbidden';

async function readBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

function modelData(input: ReportInput) {
  const { owners: _owners, recipients: _recipients, chartId, dashboardId, databaseId, ...scalars } = input;
  return {
    ...scalars,
    ...(chartId !== undefined ? { chart: chartId === null ? { disconnect: true } : { connect: { id: chartId } } } : {}),
    ...(dashboardId !== undefined
      ? { dashboard: dashboardId === null ? { disconnect: true } : { connect: { id: dashboardId } } }
      : {}),
    ...(databaseId !== undefined
      ? { database: databaseId === null ? { disconnect: true } : { connect: { id: databaseId } } }
      : {}),
  };
}

export function mountReportRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/report', listHandler(reportResource));
  app.get(
    '/api/v1/report/_info',
    infoHandler(reportResource, {
      permissions: REPORT_PERMISSIONS,
      addColumns: ['name', 'type', 'crontab', 'timezone', 'chart', 'dashboard', 'recipients'],
      editColumns: ['name', 'type', 'crontab', 'timezone', 'chart', 'dashboard', 'recipients', 'active'],
      title: 'Report Schedule',
    }),
  );
  app.get(
    '/api/v1/report/related/:column',
    relatedHandler('ReportSchedule', { owners: relatedUsers, created_by: relatedUsers, changed_by: relatedUsers }),
  );

  const loadVisible = async (c: Context<AppEnv>, permission: 'can_read' | 'can_write') => {
    const ctx = listContext(c);
    assertCan(ctx.user, permission, 'ReportSchedule');
    const id = parseId(c.req.param('id'));
    const report =
      id === null
        ? null
        : await ctx.prisma.reportSchedule.findFirst({
            where: { AND: [{ id }, reportAccess(ctx)] },
            include: reportInclude,
          });
    if (!report) throw new NotFoundError();
    return { ctx, report };
  };

  app.get('/api/v1/report/:id/log', async (c) => {
    const { ctx, report } = await loadVisible(c, 'can_read');
    return c.json(await listQueryHandler(reportLogResource(report.id), c.req.query('q'), ctx));
  });

  app.get('/api/v1/report/:id', async (c) => {
    const { report } = await loadVisible(c, 'can_read');
    return c.json({
      id: report.id,
      result: projectRow(serializeReport(report, new Date()), REPORT_SHOW_COLUMNS),
      show_columns: REPORT_SHOW_COLUMNS,
      label_columns: Object.fromEntries(REPORT_SHOW_COLUMNS.map((col) => [col, prettifyColumn(col)])),
      description_columns: {},
      show_title: 'Show Report Schedule',
    });
  });

  app.post('/api/v1/report', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'ReportSchedule');
    const { input, errors } = validateReportBody(await readBody(c), false);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    await checkReportAgainstStore(ctx.prisma, ctx.user, input, null);
    const owners = ownerIds(ctx.user, input.owners) ?? [ctx.user.id];
    const created = await ctx.prisma.reportSchedule.create({
      data: {
        ...(modelData(input) as object),
        type: input.type as string,
        name: input.name as string,
        crontab: input.crontab as string,
        createdBy: { connect: { id: ctx.user.id } },
        changedBy: { connect: { id: ctx.user.id } },
        owners: { create: owners.map((userId) => ({ userId })) },
        recipients: { create: (input.recipients ?? []).map((r) => ({ ...r })) },
      },
      include: reportInclude,
    });
    return c.json({ id: created.id, result: postEcho(created) }, 201);
  });

  app.put('/api/v1/report/:id', async (c) => {
    const { ctx, report } = await loadVisible(c, 'can_write');
    if (!ctx.user.isAdmin && !report.owners.some((o) => o.userId === ctx.user.id)) throw new ForbiddenError(FORBIDDEN);
    const { input, errors } = validateReportBody(await readBody(c), true);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    await checkReportAgainstStore(ctx.prisma, ctx.user, input, report);
    const owners = ownerIds(ctx.user, input.owners);
    const updated = await ctx.prisma.$transaction(async (tx) => {
      if (owners) await tx.reportOwner.deleteMany({ where: { reportId: report.id } });
      if (input.recipients) await tx.reportRecipient.deleteMany({ where: { reportId: report.id } });
      return tx.reportSchedule.update({
        where: { id: report.id },
        data: {
          ...(modelData(input) as object),
          // A deactivated report forgets its running state so that re-activating starts clean.
          ...(input.active === false ? { lastState: 'Not triggered' } : {}),
          changedBy: { connect: { id: ctx.user.id } },
          ...(owners ? { owners: { create: owners.map((userId) => ({ userId })) } } : {}),
          ...(input.recipients ? { recipients: { create: input.recipients.map((r) => ({ ...r })) } } : {}),
        },
        include: reportInclude,
      });
    });
    return c.json({ id: updated.id, result: postEcho(updated) });
  });

  app.delete('/api/v1/report/:id', async (c) => {
    const { ctx, report } = await loadVisible(c, 'can_write');
    if (!ctx.user.isAdmin && !report.owners.some((o) => o.userId === ctx.user.id)) throw new ForbiddenError(FORBIDDEN);
    await ctx.prisma.reportSchedule.delete({ where: { id: report.id } });
    return c.json({ message: 'OK' });
  });

  app.delete('/api/v1/report', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'ReportSchedule');
    const ids = parseRisonParam(c.req.query('q'));
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) {
      throw new BadRequestError('Not a valid rison argument (q): expected a list of ids, e.g. !(1,2)');
    }
    const rows = await ctx.prisma.reportSchedule.findMany({
      where: { AND: [{ id: { in: ids as number[] } }, reportAccess(ctx)] },
      include: { owners: true },
    });
    if (rows.length !== new Set(ids).size) throw new NotFoundError();
    if (!ctx.user.isAdmin && rows.some((r) => !r.owners.some((o) => o.userId === ctx.user.id))) {
      throw new ForbiddenError(FORBIDDEN);
    }
    await ctx.prisma.reportSchedule.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    const n = rows.length;
    return c.json({ message: `Deleted ${n} report schedule${n === 1 ? '' : 's'}` });
  });
}

/** What Superset echoes after a write: the body fields, in API names. */
function postEcho(r: Parameters<typeof serializeReport>[0]): Record<string, unknown> {
  const s = serializeReport(r, new Date());
  return {
    type: s.type,
    name: s.name,
    description: s.description,
    email_subject: s.email_subject,
    context_markdown: s.context_markdown,
    active: s.active,
    crontab: s.crontab,
    timezone: s.timezone,
    sql: s.sql,
    chart: r.chartId,
    dashboard: r.dashboardId,
    database: r.databaseId,
    owners: r.owners.map((o) => o.userId),
    validator_type: s.validator_type,
    validator_config_json: s.validator_config_json,
    log_retention: s.log_retention,
    grace_period: s.grace_period,
    working_timeout: s.working_timeout,
    recipients: r.recipients.map((x) => ({ type: x.type, recipient_config_json: JSON.parse(x.recipientConfigJson) })),
    report_format: s.report_format,
    extra: s.extra,
    force_screenshot: s.force_screenshot,
    custom_width: s.custom_width,
    creation_method: s.creation_method,
  };
}
