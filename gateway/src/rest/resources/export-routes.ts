import type { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { buildExportBundle } from './bundle/export-bundle.ts';
import { BUNDLE_RESOURCES, type BundleResource } from './bundle/types.ts';
import { visibleWhere } from './dashboard-access.ts';
import { datasetAccessWhere } from './dataset-access.ts';

/**
 * `GET /api/v1/{chart,dashboard,dataset,database}/export/?q=!(ids)`: a ZIP in Superset's v1
 * bundle format. Ids the user cannot see count as missing; none found at all is a 404.
 */
export function mountExportRoutes(app: Hono<AppEnv>): void {
  for (const resource of Object.keys(BUNDLE_RESOURCES) as BundleResource[]) {
    app.get(`/api/v1/${resource}/export`, async (c) => {
      const ctx = listContext(c);
      assertCan(ctx.user, 'can_export', BUNDLE_RESOURCES[resource].view);
      const q = parseRisonParam(c.req.query('q'));
      if (!Array.isArray(q) || q.length === 0 || !q.every((id) => Number.isInteger(id) && id > 0)) {
        throw new BadRequestError('Not a valid rison argument (q): expected a list of ids, e.g. !(1,2)');
      }
      let ids = [...new Set(q as number[])];
      if (resource === 'dashboard') {
        const where = await visibleWhere(ctx, { id: { in: ids } });
        const rows = await ctx.prisma.dashboard.findMany({ where: where as never, select: { id: true } });
        ids = rows.map((r) => r.id);
      }
      // A dataset the user may not read is not exported, alone or as a chart's dataset (its SQL).
      if (resource === 'dataset') {
        const where = { AND: [{ id: { in: ids } }, datasetAccessWhere(ctx.user)] };
        ids = (await ctx.prisma.dataset.findMany({ where, select: { id: true } })).map((r) => r.id);
      }
      if (resource === 'chart') {
        const charts = await ctx.prisma.chart.findMany({
          where: { id: { in: ids } },
          select: { id: true, datasourceId: true },
        });
        const readable = new Set(
          (
            await ctx.prisma.dataset.findMany({
              where: { AND: [{ id: { in: charts.map((ch) => ch.datasourceId) } }, datasetAccessWhere(ctx.user)] },
              select: { id: true },
            })
          ).map((r) => r.id),
        );
        ids = charts.filter((ch) => readable.has(ch.datasourceId)).map((ch) => ch.id);
      }
      // A dashboard's charts on datasets the user may not read stay out, with those datasets' SQL.
      const readableDatasets = async (datasetIds: number[]) =>
        new Set(
          (
            await ctx.prisma.dataset.findMany({
              where: { AND: [{ id: { in: datasetIds } }, datasetAccessWhere(ctx.user)] },
              select: { id: true },
            })
          ).map((r) => r.id),
        );
      const result = await buildExportBundle(ctx.prisma, resource, ids, c.get('services').now(), { readableDatasets });
      if (result.found === 0) throw new NotFoundError();
      // The client passes `token` to learn when the download has started (Superset sets this cookie).
      const token = c.req.query('token');
      if (token && /^[\w-]{1,64}$/.test(token)) setCookie(c, token, 'done', { maxAge: 600, path: '/' });
      return c.body(result.body as Uint8Array<ArrayBuffer>, 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename=${result.fileName}`,
      });
    });
  }
}
