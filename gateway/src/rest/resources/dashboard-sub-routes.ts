import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { recordActivity } from './activity-log.ts';
import { chartFormData, chartUrl, thumbnailUrl } from './chart-serialize.ts';
import { findVisibleDashboard, parseJsonText } from './dashboard-access.ts';
import { naturalTime, utcString } from './humanize.ts';
import { userRef } from './users.ts';

const userSelect = { select: { id: true, firstName: true, lastName: true } } as const;

interface TabNode {
  value: string;
  title: string;
  children: TabNode[];
}

/** `/dashboard/<id>/tabs`: every TAB of the layout and the tree of tabs under the root. */
export function tabsOf(positions: Record<string, unknown>): { all_tabs: Record<string, string>; tab_tree: TabNode[] } {
  const allTabs: Record<string, string> = {};
  const component = (id: string) =>
    positions[id] as { type?: string; children?: string[]; meta?: { text?: string; defaultText?: string } } | undefined;
  const walk = (id: string, seen: Set<string>): TabNode[] => {
    if (seen.has(id)) return [];
    seen.add(id);
    const node = component(id);
    if (!node) return [];
    const below = (node.children ?? []).flatMap((child) => walk(child, seen));
    if (node.type !== 'TAB') return below;
    const title = node.meta?.text ?? node.meta?.defaultText ?? '';
    allTabs[id] = title;
    return [{ value: id, title, children: below }];
  };
  return { tab_tree: walk('ROOT_ID', new Set()), all_tabs: allTabs };
}

export function mountDashboardSubRoutes(app: Hono<AppEnv>): void {
  // A view of the dashboard for the home page's recent activity; the get itself lives in dashboard-routes.ts.
  app.get('/api/v1/dashboard/:idOrSlug', async (c, next) => {
    await next();
    const user = c.get('user');
    if (c.res.status !== 200 || !user) return;
    const raw = c.req.param('idOrSlug');
    const id = parseId(raw);
    const row = await c
      .get('services')
      .store.prisma.dashboard.findFirst({ where: id !== null ? { id } : { slug: raw }, select: { id: true } });
    if (row)
      await recordActivity(c.get('services').store.prisma, c.get('log'), {
        action: 'dashboard',
        userId: user.id,
        dashboardId: row.id,
      });
  });
  app.get('/api/v1/chart/:id', async (c, next) => {
    await next();
    const user = c.get('user');
    const id = parseId(c.req.param('id'));
    if (c.res.status !== 200 || !user || id === null) return;
    await recordActivity(c.get('services').store.prisma, c.get('log'), {
      action: 'explore',
      userId: user.id,
      sliceId: id,
    });
  });

  app.get('/api/v1/dashboard/:idOrSlug/charts', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Dashboard');
    const d = await findVisibleDashboard(ctx, c.req.param('idOrSlug'), {
      charts: {
        include: { chart: { include: { owners: { include: { user: userSelect } }, changedBy: userSelect } } },
        orderBy: { chartId: 'asc' },
      },
    });
    const now = new Date();
    return c.json({
      result: d.charts.map(({ chart }) => ({
        id: chart.id,
        uuid: chart.uuid,
        slice_name: chart.sliceName,
        viz_type: chart.vizType,
        description: chart.description,
        form_data: { ...chartFormData(chart), dashboards: [d.id] },
        query_context: chart.queryContext,
        cache_timeout: chart.cacheTimeout,
        certified_by: chart.certifiedBy,
        certification_details: chart.certificationDetails,
        changed_on: utcString(chart.changedOn),
        changed_on_delta_humanized: naturalTime(chart.changedOn, now),
        datasource_id: chart.datasourceId,
        datasource_type: chart.datasourceType,
        owners: chart.owners.map((o) => userRef(o.user)),
        slice_url: chartUrl(chart.id),
        url: chartUrl(chart.id),
        thumbnail_url: thumbnailUrl(chart),
        is_managed_externally: chart.isManagedExternally,
      })),
    });
  });

  app.get('/api/v1/dashboard/:idOrSlug/datasets', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Dashboard');
    const d = await findVisibleDashboard(ctx, c.req.param('idOrSlug'), {
      charts: { include: { chart: { select: { datasourceId: true, datasourceType: true } } } },
    });
    const ids = [
      ...new Set(d.charts.filter((dc) => dc.chart.datasourceType === 'table').map((dc) => dc.chart.datasourceId)),
    ];
    const datasets = await ctx.prisma.dataset.findMany({
      where: { id: { in: ids } },
      include: { database: true, columns: { orderBy: { id: 'asc' } }, metrics: { orderBy: { id: 'asc' } } },
      orderBy: { id: 'asc' },
    });
    return c.json({
      result: datasets.map((ds) => ({
        id: ds.id,
        uid: `${ds.id}__table`,
        type: 'table',
        name: ds.schema ? `${ds.schema}.${ds.tableName}` : ds.tableName,
        table_name: ds.tableName,
        schema: ds.schema,
        datasource_name: ds.tableName,
        main_dttm_col: ds.mainDttmCol,
        sql: ds.sql,
        database: {
          id: ds.database.id,
          database_name: ds.database.databaseName,
          backend: ds.database.sqlalchemyUri.split(':')[0]?.split('+')[0] ?? null,
        },
        column_names: ds.columns.map((col) => col.columnName),
        columns: ds.columns.map((col) => ({
          column_name: col.columnName,
          verbose_name: col.verboseName,
          type: col.type,
          is_dttm: col.isDttm,
          groupby: col.groupby,
          filterable: col.filterable,
          expression: col.expression,
        })),
        metrics: ds.metrics.map((m) => ({
          metric_name: m.metricName,
          verbose_name: m.verboseName,
          expression: m.expression,
          d3format: m.d3format,
          warning_text: m.warningText,
        })),
        verbose_map: Object.fromEntries([
          ...ds.columns.map((col) => [col.columnName, col.verboseName ?? col.columnName]),
          ...ds.metrics.map((m) => [m.metricName, m.verboseName ?? m.metricName]),
        ]),
      })),
    });
  });

  app.get('/api/v1/dashboard/:idOrSlug/tabs', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Dashboard');
    const d = await findVisibleDashboard(ctx, c.req.param('idOrSlug'), {});
    return c.json({ result: tabsOf(parseJsonText(d.positionJson)) });
  });
}
