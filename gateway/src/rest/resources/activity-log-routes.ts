import type { Hono } from 'hono';
import { requireUser } from '../auth/session.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { visibleWhere } from './dashboard-access.ts';
import { dashboardUrl } from './dashboard-resource.ts';
import { naturalTime } from './humanize.ts';

const ACTIONS = ['dashboard', 'explore', 'dashboard_change', 'chart_change'];
/** How many log rows are read to fill one page of distinct items (a user views the same few things often). */
const SCAN_LIMIT = 2000;

function parseQuery(raw: unknown): { page: number; pageSize: number; distinct: boolean } {
  const query = { page: 0, pageSize: 10, distinct: true };
  if (raw === undefined) return query;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new BadRequestError('Invalid rison argument: q must be (page:0,page_size:10,distinct:!t)');
  }
  const q = raw as Record<string, unknown>;
  for (const [key, field] of [
    ['page', 'page'],
    ['page_size', 'pageSize'],
  ] as const) {
    if (q[key] === undefined) continue;
    const v = q[key];
    if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
      throw new BadRequestError(`Invalid rison argument: ${key} must be an integer >= 0`);
    }
    query[field] = key === 'page_size' ? Math.min(Math.max(v, 1), 100) : v;
  }
  if (q.distinct !== undefined) {
    if (typeof q.distinct !== 'boolean') throw new BadRequestError('Invalid rison argument: distinct must be !t or !f');
    query.distinct = q.distinct;
  }
  return query;
}

/** `GET /api/v1/log/recent_activity/`: what the user viewed or changed last (Superset's shape). */
export function mountActivityLogRoutes(app: Hono<AppEnv>): void {
  app.use('/api/v1/log/*', requireUser);
  app.get('/api/v1/log/recent_activity', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_recent_activity', 'Log');
    const { page, pageSize, distinct } = parseQuery(parseRisonParam(c.req.query('q')));
    const logs = await ctx.prisma.activityLog.findMany({
      where: { userId: ctx.user.id, action: { in: ACTIONS } },
      orderBy: [{ dttm: 'desc' }, { id: 'desc' }],
      take: SCAN_LIMIT,
    });
    const dashboardIds = [...new Set(logs.flatMap((l) => (l.dashboardId === null ? [] : [l.dashboardId])))];
    const chartIds = [...new Set(logs.flatMap((l) => (l.sliceId === null ? [] : [l.sliceId])))];
    const [dashboards, charts] = await Promise.all([
      ctx.prisma.dashboard.findMany({
        where: (await visibleWhere(ctx, { id: { in: dashboardIds } })) as never,
        select: { id: true, slug: true, dashboardTitle: true },
      }),
      ctx.prisma.chart.findMany({ where: { id: { in: chartIds } }, select: { id: true, sliceName: true } }),
    ]);
    const dashboardById = new Map(dashboards.map((d) => [d.id, d]));
    const chartById = new Map(charts.map((ch) => [ch.id, ch]));
    const now = new Date();
    const seen = new Set<string>();
    const items: Record<string, unknown>[] = [];
    for (const log of logs) {
      const dashboard = log.dashboardId !== null ? dashboardById.get(log.dashboardId) : undefined;
      const chart = log.sliceId !== null ? chartById.get(log.sliceId) : undefined;
      // Deleted or hidden items drop out of the list.
      if (!dashboard && !chart) continue;
      const key = dashboard ? `d${dashboard.id}` : `c${chart?.id}`;
      if (distinct && seen.has(key)) continue;
      seen.add(key);
      items.push({
        action: log.action,
        item_type: dashboard ? 'dashboard' : 'slice',
        item_title: dashboard ? dashboard.dashboardTitle : chart?.sliceName,
        item_url: dashboard ? dashboardUrl(dashboard) : `/explore/?slice_id=${chart?.id}`,
        time: log.dttm.getTime(),
        time_delta_humanized: naturalTime(log.dttm, now),
      });
    }
    return c.json({ result: items.slice(page * pageSize, page * pageSize + pageSize) });
  });
}
