import type { Hono } from 'hono';
import type { Prisma } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { mountFavourites } from '../list/favourites.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { relatedHandler, relatedRoles, relatedUsers } from '../list/related.ts';
import type { ListContext, Where } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { visibleDashboardIds } from './dashboard-access.ts';
import { dashboardInclude, dashboardResource, serializeDashboardListRow } from './dashboard-resource.ts';

const showInclude = {
  ...dashboardInclude,
  charts: { include: { chart: { select: { id: true, sliceName: true } } }, orderBy: { chartId: 'asc' } },
} satisfies Prisma.DashboardInclude;

/** Rows of the dashboard the user may see: the list's base filter, so list and get never disagree. */
async function visible(ctx: ListContext, where: Where): Promise<Where> {
  const base = await dashboardResource.baseFilter?.(ctx);
  return base && Object.keys(base).length > 0 ? { AND: [base, where] } : where;
}

export function mountDashboardRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/dashboard', listHandler(dashboardResource));
  app.get(
    '/api/v1/dashboard/_info',
    infoHandler(dashboardResource, {
      permissions: ['can_read', 'can_write', 'can_export'],
      addColumns: ['dashboard_title', 'slug', 'owners', 'roles', 'position_json', 'css', 'json_metadata', 'published'],
      editColumns: ['dashboard_title', 'slug', 'owners', 'roles', 'position_json', 'css', 'json_metadata', 'published'],
      title: 'Dashboard',
    }),
  );
  app.get(
    '/api/v1/dashboard/related/:column',
    relatedHandler('Dashboard', {
      owners: relatedUsers,
      created_by: relatedUsers,
      changed_by: relatedUsers,
      // The properties modal's Roles (DASHBOARD_RBAC); Superset offers them to dashboard readers too.
      roles: relatedRoles,
    }),
  );
  mountFavourites(app, {
    basePath: '/api/v1/dashboard',
    permissionView: 'Dashboard',
    className: 'Dashboard',
    existing: visibleDashboardIds,
  });

  // Superset's dashboard get answers by id or slug, with its own shape ({"result": {...}}).
  app.get('/api/v1/dashboard/:idOrSlug', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Dashboard');
    const raw = c.req.param('idOrSlug');
    const id = parseId(raw);
    const where = await visible(ctx, id !== null ? { id } : { slug: raw });
    const d = await ctx.prisma.dashboard.findFirst({
      where: where as Prisma.DashboardWhereInput,
      include: showInclude,
      orderBy: { id: 'asc' },
    });
    if (!d) throw new NotFoundError();
    const row = serializeDashboardListRow(d, new Date());
    return c.json({
      id: d.id,
      result: {
        id: d.id,
        uuid: d.uuid,
        slug: d.slug,
        url: row.url,
        dashboard_title: d.dashboardTitle,
        thumbnail_url: row.thumbnail_url,
        published: d.published,
        css: d.css,
        json_metadata: d.jsonMetadata,
        position_json: d.positionJson,
        certified_by: d.certifiedBy,
        certification_details: d.certificationDetails,
        changed_by_name: row.changed_by_name,
        changed_by: row.changed_by,
        changed_on: row.changed_on,
        created_by: row.created_by,
        charts: d.charts.map((dc) => dc.chart.sliceName),
        owners: row.owners,
        roles: row.roles,
        tags: row.tags,
        changed_on_delta_humanized: row.changed_on_delta_humanized,
        created_on_delta_humanized: row.created_on_delta_humanized,
        is_managed_externally: d.isManagedExternally,
      },
    });
  });
}
