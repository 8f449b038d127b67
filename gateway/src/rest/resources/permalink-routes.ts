import type { Context, Hono } from 'hono';
import { requireUser } from '../auth/session.ts';
import { readFields } from '../body.ts';
import type { AppEnv, RequestUser } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import type { PrismaClient } from '../prisma.ts';
import { findVisibleDashboard, visibleWhere } from './dashboard-access.ts';
import { assertChartAccess, assertDatasetAccess } from './dataset-access.ts';
import { createPermalink, readPermalink } from './permalink-keys.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const DATASOURCE = /^(\d+)__(table|dataset|query|saved_query|view)$/;

type Errors = Record<string, string[]>;

function urlParams(value: unknown, errors: Errors): [string, string][] | undefined {
  if (value === undefined || value === null) return undefined;
  if (
    !Array.isArray(value) ||
    !value.every((p) => Array.isArray(p) && p.length === 2 && typeof p[0] === 'string' && typeof p[1] === 'string')
  ) {
    errors.urlParams = ['Must be a list of [key, value] string pairs.'];
    return undefined;
  }
  return value as [string, string][];
}

/** Superset's explore check_access: the dataset (tables only) and then the chart, 404 or 403. */
async function assertExploreAccess(
  prisma: PrismaClient,
  user: RequestUser,
  datasourceType: string,
  datasourceId: number,
  chartId: number | null,
): Promise<void> {
  if (datasourceType === 'table' || datasourceType === 'dataset') await assertDatasetAccess(prisma, user, datasourceId);
  if (chartId !== null) await assertChartAccess(prisma, user, chartId);
}

const linkUrl = (c: Context<AppEnv>, path: string) => `${new URL(c.req.url).origin}${path}`;

export function mountPermalinkRoutes(app: Hono<AppEnv>): void {
  app.use('/api/v1/explore/*', requireUser);

  app.post('/api/v1/explore/permalink', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'ExplorePermalinkRestApi');
    const body = await readFields(c);
    const errors: Errors = {};
    const formData = body.formData;
    let match: RegExpExecArray | null = null;
    if (!isObject(formData)) errors.formData = ['Missing data for required field.'];
    else {
      match = typeof formData.datasource === 'string' ? DATASOURCE.exec(formData.datasource) : null;
      if (!match) errors.formData = ['formData.datasource must be "<id>__<type>", e.g. "3__table".'];
    }
    const params = urlParams(body.urlParams, errors);
    if (Object.keys(errors).length > 0 || !match || !isObject(formData)) throw new BadRequestError(errors);
    const datasourceId = Number(match[1]);
    const datasourceType = match[2] as string;
    const sliceId = formData.slice_id;
    let chartId: number | null = null;
    if (sliceId !== undefined && sliceId !== null) {
      if (typeof sliceId !== 'number' || !Number.isSafeInteger(sliceId)) {
        throw new BadRequestError({ formData: ['formData.slice_id must be an integer.'] });
      }
      chartId = sliceId;
    }
    await assertExploreAccess(ctx.prisma, ctx.user, datasourceType, datasourceId, chartId);
    const value = {
      chartId,
      datasourceId,
      datasourceType,
      datasource: `${datasourceId}__${datasourceType}`,
      state: { formData, ...(params ? { urlParams: params } : {}) },
    };
    const key = await createPermalink(ctx.prisma, 'explore_permalink', ctx.user.id, value);
    return c.json({ key, url: linkUrl(c, `/superset/explore/p/${key}/`) }, 201);
  });

  app.get('/api/v1/explore/permalink/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'ExplorePermalinkRestApi');
    const value = await readPermalink(ctx.prisma, 'explore_permalink', c.req.param('key'));
    if (!value) throw new NotFoundError();
    if (!isObject(value) || !isObject(value.state)) throw new BadRequestError('Invalid permalink state');
    // Superset's check_access: the link does not outlive the reader's right to the dataset or chart.
    const datasourceId = typeof value.datasourceId === 'number' ? value.datasourceId : null;
    const chartId = typeof value.chartId === 'number' ? value.chartId : null;
    if (datasourceId !== null) {
      await assertExploreAccess(ctx.prisma, ctx.user, String(value.datasourceType ?? 'table'), datasourceId, chartId);
    }
    return c.json(value);
  });

  // Registered before `/dashboard/:idOrSlug/...` routes can take "permalink" for a slug.
  app.get('/api/v1/dashboard/permalink/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'DashboardPermalinkRestApi');
    const value = await readPermalink(ctx.prisma, 'dashboard_permalink', c.req.param('key'));
    if (!value) throw new NotFoundError();
    // The key does not outlive the reader's right to see the dashboard: hidden is unknown (404).
    const uuid = isObject(value) && typeof value.dashboardId === 'string' ? value.dashboardId : null;
    const where = await visibleWhere(ctx, { uuid: uuid ?? '' });
    if (!uuid || !(await ctx.prisma.dashboard.findFirst({ where: where as never, select: { id: true } }))) {
      throw new NotFoundError();
    }
    return c.json(value);
  });

  app.post('/api/v1/dashboard/:idOrSlug/permalink', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'DashboardPermalinkRestApi');
    const dashboard = await findVisibleDashboard(ctx, c.req.param('idOrSlug'), {});
    const body = await readFields(c);
    const errors: Errors = {};
    if (body.dataMask !== undefined && body.dataMask !== null && !isObject(body.dataMask)) {
      errors.dataMask = ['Not a valid mapping type.'];
    }
    if (
      body.activeTabs !== undefined &&
      body.activeTabs !== null &&
      !(Array.isArray(body.activeTabs) && body.activeTabs.every((t) => typeof t === 'string'))
    ) {
      errors.activeTabs = ['Not a valid list of strings.'];
    }
    if (body.anchor !== undefined && body.anchor !== null && typeof body.anchor !== 'string') {
      errors.anchor = ['Not a valid string.'];
    }
    const params = urlParams(body.urlParams, errors);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    const state: Record<string, unknown> = {};
    for (const k of ['dataMask', 'activeTabs', 'anchor'] as const) if (body[k] != null) state[k] = body[k];
    if (params) state.urlParams = params;
    const value = { dashboardId: dashboard.uuid, state };
    const key = await createPermalink(ctx.prisma, 'dashboard_permalink', ctx.user.id, value);
    return c.json({ key, url: linkUrl(c, `/superset/dashboard/p/${key}/`) }, 201);
  });
}
