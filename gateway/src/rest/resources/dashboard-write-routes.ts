import type { Context, Hono } from 'hono';
import type { Dashboard, Prisma } from '../../metadata/index.ts';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { recordActivity } from './activity-log.ts';
import {
  canEditDashboard,
  clientVersion,
  DASHBOARD_EDIT_DENIED,
  editableDashboard,
  lastModifiedTime,
  parseJsonText,
  visibleWhere,
} from './dashboard-access.ts';
import { createDashboard, updateDashboard } from './dashboard-save.ts';
import { validateDashboardBody } from './dashboard-validate.ts';

/** `q=!(1,2,3)` of a bulk delete. */
export function parseIdList(raw: string | undefined): number[] {
  const value = parseRisonParam(raw);
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id))
  ) {
    throw new BadRequestError('Invalid rison argument: q must be a list of ids, e.g. q=!(1,2)');
  }
  return [...new Set(value as number[])];
}

/** What a save answers: the body as stored (Superset echoes the validated body) and the new version. */
export function saveResult(row: Dashboard) {
  return {
    dashboard_title: row.dashboardTitle,
    slug: row.slug,
    css: row.css,
    json_metadata: row.jsonMetadata,
    position_json: row.positionJson,
    published: row.published,
    certified_by: row.certifiedBy,
    certification_details: row.certificationDetails,
    is_managed_externally: row.isManagedExternally,
    external_url: row.externalUrl,
  };
}

const rbac = (c: Context<AppEnv>) => c.get('services').config.featureFlags.has('DASHBOARD_RBAC');

export function mountDashboardWriteRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/dashboard', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Dashboard');
    const input = validateDashboardBody(await readFields(c), { rbac: rbac(c) });
    const row = await createDashboard(ctx.prisma, ctx.user, input);
    await recordActivity(ctx.prisma, c.get('log'), {
      action: 'dashboard_change',
      userId: ctx.user.id,
      dashboardId: row.id,
    });
    return c.json({ id: row.id, result: saveResult(row), last_modified_time: lastModifiedTime(row.changedOn) }, 201);
  });

  // Save and publish (spec 000 §7): both are this PUT; a stale last_modified_time is a 409.
  app.put('/api/v1/dashboard/:id', async (c) => {
    const { ctx, dashboard } = await editableDashboard(c, c.req.param('id'));
    const body = await readFields(c);
    const input = validateDashboardBody(body, { rbac: rbac(c) });
    const row = await updateDashboard(ctx.prisma, ctx.user, dashboard.id, input, clientVersion(body));
    await recordActivity(ctx.prisma, c.get('log'), {
      action: 'dashboard_change',
      userId: ctx.user.id,
      dashboardId: row.id,
    });
    return c.json({ id: row.id, result: saveResult(row), last_modified_time: lastModifiedTime(row.changedOn) });
  });

  app.delete('/api/v1/dashboard/:id', async (c) => {
    const { ctx, dashboard } = await editableDashboard(c, c.req.param('id'));
    await ctx.prisma.dashboard.delete({ where: { id: dashboard.id } });
    await ctx.prisma.favourite.deleteMany({ where: { className: 'Dashboard', objId: dashboard.id } });
    return c.json({ message: 'OK' });
  });

  app.delete('/api/v1/dashboard', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Dashboard');
    const ids = parseIdList(c.req.query('q'));
    // Dashboards the user may not see count as unknown (404), as for the single delete.
    const rows = await ctx.prisma.dashboard.findMany({
      where: (await visibleWhere(ctx, { id: { in: ids } })) as Prisma.DashboardWhereInput,
      include: { owners: { select: { userId: true } } },
    });
    // All or nothing, as Superset's bulk delete: one unknown id or one not owned refuses the lot.
    if (rows.length !== ids.length) throw new NotFoundError();
    if (rows.some((d) => !canEditDashboard(ctx.user, d))) throw new ForbiddenError(DASHBOARD_EDIT_DENIED);
    await ctx.prisma.$transaction([
      ctx.prisma.dashboard.deleteMany({ where: { id: { in: ids } } }),
      ctx.prisma.favourite.deleteMany({ where: { className: 'Dashboard', objId: { in: ids } } }),
    ]);
    const n = ids.length;
    return c.json({ message: `Deleted ${n} dashboard${n === 1 ? '' : 's'}` });
  });

  // Native filter changes (server-semantics §3): deleted ids, modified filters, new order.
  app.put('/api/v1/dashboard/:id/filters', async (c) => {
    const { ctx, dashboard } = await editableDashboard(c, c.req.param('id'));
    const body = await readFields(c);
    const {
      deleted = [],
      modified = [],
      reordered = [],
    } = body as {
      deleted?: unknown;
      modified?: unknown;
      reordered?: unknown;
    };
    if (!Array.isArray(deleted) || !deleted.every((d) => typeof d === 'string')) {
      throw new BadRequestError({ deleted: ['Not a valid list of filter ids.'] });
    }
    if (!Array.isArray(modified) || !modified.every((f) => f && typeof f === 'object' && typeof f.id === 'string')) {
      throw new BadRequestError({ modified: ['Each filter needs a string id.'] });
    }
    if (!Array.isArray(reordered) || !reordered.every((d) => typeof d === 'string')) {
      throw new BadRequestError({ reordered: ['Not a valid list of filter ids.'] });
    }
    const stored = await ctx.prisma.dashboard.findUniqueOrThrow({ where: { id: dashboard.id } });
    const metadata = parseJsonText(stored.jsonMetadata);
    const current = Array.isArray(metadata.native_filter_configuration)
      ? (metadata.native_filter_configuration as { id?: string }[])
      : [];
    const byId = new Map(current.map((f) => [f.id, f]));
    for (const id of deleted) byId.delete(id);
    for (const filter of modified as { id: string }[]) byId.set(filter.id, filter);
    let filters = [...byId.values()];
    if (reordered.length > 0) {
      const rank = new Map((reordered as string[]).map((id, i) => [id, i]));
      filters = filters.sort((a, b) => (rank.get(a.id ?? '') ?? 1e9) - (rank.get(b.id ?? '') ?? 1e9));
    }
    metadata.native_filter_configuration = filters;
    const row = await updateDashboard(
      ctx.prisma,
      ctx.user,
      dashboard.id,
      { jsonMetadata: JSON.stringify(metadata), metadata: { native_filter_configuration: filters } },
      null,
    );
    return c.json({ result: filters, last_modified_time: lastModifiedTime(row.changedOn) });
  });

  app.put('/api/v1/dashboard/:id/colors', async (c) => {
    const { ctx, dashboard } = await editableDashboard(c, c.req.param('id'));
    const body = await readFields(c);
    const keys = [
      'color_namespace',
      'color_scheme',
      'map_label_colors',
      'label_colors',
      'shared_label_colors',
      'color_scheme_domain',
    ];
    const unknown = Object.keys(body).filter((k) => !keys.includes(k));
    if (unknown.length > 0) throw new BadRequestError(Object.fromEntries(unknown.map((k) => [k, ['Unknown field.']])));
    const stored = await ctx.prisma.dashboard.findUniqueOrThrow({ where: { id: dashboard.id } });
    const metadata = { ...parseJsonText(stored.jsonMetadata), ...body };
    const input = validateDashboardBody({ json_metadata: JSON.stringify(metadata) }, { rbac: false });
    const row = await updateDashboard(ctx.prisma, ctx.user, dashboard.id, input, null);
    return c.json({ id: row.id, result: body, last_modified_time: lastModifiedTime(row.changedOn) });
  });

  app.get('/api/v1/dashboard/distinct/:column', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Dashboard');
    const fields: Record<string, 'dashboardTitle' | 'slug' | 'certifiedBy'> = {
      dashboard_title: 'dashboardTitle',
      slug: 'slug',
      certified_by: 'certifiedBy',
    };
    const field = fields[c.req.param('column')];
    if (!field) throw new NotFoundError();
    const q = parseRisonParam(c.req.query('q')) as
      | { filter?: unknown; page?: unknown; page_size?: unknown }
      | undefined;
    const filter = typeof q?.filter === 'string' ? q.filter : '';
    const page = typeof q?.page === 'number' && q.page >= 0 ? q.page : 0;
    const size = typeof q?.page_size === 'number' && q.page_size > 0 ? Math.min(q.page_size, 100) : 20;
    // Nulls are dropped below (dashboard_title is never null, so no `not: null` on it).
    const where = await visibleWhere(ctx, {});
    const rows = await ctx.prisma.dashboard.findMany({
      where: where as never,
      select: { [field]: true },
      distinct: [field],
      orderBy: { [field]: 'asc' },
    });
    const values = rows
      .map((r) => (r as unknown as Record<string, string | null>)[field])
      .filter((v): v is string => !!v && v.toLowerCase().startsWith(filter.toLowerCase()));
    return c.json({
      count: values.length,
      result: values.slice(page * size, page * size + size).map((v) => ({ text: v, value: v })),
    });
  });
}
