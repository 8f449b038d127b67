import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Prisma } from '../../metadata/index.ts';
import { CHART_EDIT_DENIED, canEditChart, deleteChart, deleteCharts } from '../../services/chart/chart-delete.ts';
import { readFields } from '../body.ts';
import type { AppEnv, RequestUser } from '../context.ts';
import { ForbiddenError, NotFoundError, UnprocessableError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import type { PrismaClient } from '../prisma.ts';
import { serviceContext } from '../service-context.ts';
import { recordActivity } from './activity-log.ts';
import { type ChartInput, validateChartBody } from './chart-write-validate.ts';
import { resolveOwners } from './dashboard-save.ts';
import { parseIdList } from './dashboard-write-routes.ts';

type Tx = Prisma.TransactionClient | PrismaClient;

async function checkReferences(tx: Tx, input: ChartInput, stored?: { datasourceType: string }) {
  const errors: Record<string, string[]> = {};
  const type = input.datasourceType ?? stored?.datasourceType;
  if (input.datasourceId !== undefined && (type === 'table' || type === 'dataset')) {
    if ((await tx.dataset.count({ where: { id: input.datasourceId } })) === 0) {
      errors.datasource_id = ['Datasource does not exist'];
    }
  }
  if (input.dashboardIds?.length) {
    const found = await tx.dashboard.count({ where: { id: { in: input.dashboardIds } } });
    if (found !== input.dashboardIds.length) errors.dashboards = ['Dashboards do not exist'];
  }
  if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
}

function chartData(input: ChartInput, user: RequestUser, now: Date) {
  const { ownerIds: _o, dashboardIds: _d, params, ...fields } = input;
  // params is stored as text and never null: an empty form data is "{}".
  return {
    ...fields,
    ...(params !== undefined ? { params: params ?? '{}' } : {}),
    changedById: user.id,
    lastSavedAt: now,
    lastSavedById: user.id,
  };
}

async function editableChart(c: Context<AppEnv>, raw: string | undefined) {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_write', 'Chart');
  const id = parseId(raw);
  const chart =
    id === null
      ? null
      : await ctx.prisma.chart.findUnique({ where: { id }, include: { owners: { select: { userId: true } } } });
  if (!chart) throw new NotFoundError();
  if (!canEditChart(ctx.user, chart)) throw new ForbiddenError(CHART_EDIT_DENIED);
  return { ctx, chart };
}

export function mountChartWriteRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/chart', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Chart');
    const body = await readFields(c);
    const input = validateChartBody(body, true);
    const now = new Date();
    const row = await ctx.prisma.$transaction(async (tx) => {
      await checkReferences(tx, input);
      const owners = await resolveOwners(tx, ctx.user, input.ownerIds);
      const { datasourceId, datasourceType, sliceName, ...rest } = chartData(input, ctx.user, now);
      return tx.chart.create({
        data: {
          ...rest,
          uuid: randomUUID(),
          sliceName: sliceName as string,
          datasourceId: datasourceId as number,
          datasourceType: datasourceType as string,
          vizType: input.vizType ?? 'table',
          createdById: ctx.user.id,
          owners: { create: owners.map((userId) => ({ userId })) },
          dashboards: { create: (input.dashboardIds ?? []).map((dashboardId) => ({ dashboardId })) },
        },
      });
    });
    await recordActivity(ctx.prisma, c.get('log'), { action: 'chart_change', userId: ctx.user.id, sliceId: row.id });
    return c.json({ id: row.id, result: body }, 201);
  });

  app.put('/api/v1/chart/:id', async (c) => {
    const { ctx, chart } = await editableChart(c, c.req.param('id'));
    const body = await readFields(c);
    const input = validateChartBody(body, false);
    const now = new Date();
    await ctx.prisma.$transaction(async (tx) => {
      await checkReferences(tx, input, chart);
      await tx.chart.update({ where: { id: chart.id }, data: chartData(input, ctx.user, now) });
      if (input.ownerIds !== undefined) {
        const owners = await resolveOwners(tx, ctx.user, input.ownerIds);
        await tx.chartOwner.deleteMany({ where: { chartId: chart.id } });
        await tx.chartOwner.createMany({ data: owners.map((userId) => ({ chartId: chart.id, userId })) });
      }
      if (input.dashboardIds !== undefined) {
        await tx.dashboardChart.deleteMany({ where: { chartId: chart.id } });
        await tx.dashboardChart.createMany({
          data: input.dashboardIds.map((dashboardId) => ({ chartId: chart.id, dashboardId })),
        });
      }
    });
    await recordActivity(ctx.prisma, c.get('log'), { action: 'chart_change', userId: ctx.user.id, sliceId: chart.id });
    return c.json({ id: chart.id, result: body });
  });

  app.delete('/api/v1/chart/:id', async (c) => c.json(await deleteChart(serviceContext(c), c.req.param('id'))));

  app.delete('/api/v1/chart', async (c) => {
    const ctx = serviceContext(c);
    // Permission first: a reader gets 403 before the ids are read.
    assertCan(ctx.user, 'can_write', 'Chart');
    return c.json(await deleteCharts(ctx, parseIdList(c.req.query('q'))));
  });
}
