import type { Context, Hono } from 'hono';
import { connectionPolicyOf } from '../../auth/connection-policy.ts';
import { requireUser } from '../auth/session.ts';
import type { AppEnv, RequestUser } from '../context.ts';
import { BadRequestError, ForbiddenError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { can } from '../permissions.ts';
import { collectExportFiles, exportStamp, zipBundle } from './bundle/export-bundle.ts';
import { importAssets } from './bundle/import-assets.ts';
import { BundleImportError } from './bundle/import-errors.ts';
import { BUNDLE_RESOURCES, type BundleResource } from './bundle/types.ts';
import { visibleWhere } from './dashboard-access.ts';
import { parsePasswords } from './import-routes.ts';

const KINDS = Object.keys(BUNDLE_RESOURCES) as BundleResource[];

/**
 * The assets API moves every kind at once: it needs the right on each content kind. Databases are
 * the exception, as in Superset's ImportExportRestApi: an Alpha (no right on Database) exports
 * connections with their passwords masked, and its imports link to existing databases but create
 * or replace none (writeBundle checks that per database).
 */
function assertOnAll(user: RequestUser, permission: 'can_export' | 'can_write'): void {
  const kinds = KINDS.filter((kind) => kind !== 'database');
  if (!kinds.every((kind) => can(user, permission, BUNDLE_RESOURCES[kind].view))) throw new ForbiddenError('Forbidden');
}

async function exportAll(c: Context<AppEnv>): Promise<Response> {
  const ctx = listContext(c);
  assertOnAll(ctx.user, 'can_export');
  const files = new Map<string, string>();
  const select = { select: { id: true }, orderBy: { id: 'asc' } } as const;
  const dashboards = await ctx.prisma.dashboard.findMany({ where: (await visibleWhere(ctx, {})) as never, ...select });
  const idsOf: Record<BundleResource, number[]> = {
    dashboard: dashboards.map((r) => r.id),
    chart: (await ctx.prisma.chart.findMany(select)).map((r) => r.id),
    dataset: (await ctx.prisma.dataset.findMany(select)).map((r) => r.id),
    database: (await ctx.prisma.database.findMany(select)).map((r) => r.id),
  };
  for (const kind of KINDS) {
    if (idsOf[kind].length === 0) continue;
    const part = await collectExportFiles(ctx.prisma, kind, idsOf[kind]);
    for (const [path, text] of part.files) files.set(path, text);
  }
  const now = c.get('services').now();
  const { fileName, body } = await zipBundle(`assets_export_${exportStamp(now)}`, 'assets', files, now);
  return c.body(body as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename=${fileName}`,
  });
}

async function importAll(c: Context<AppEnv>): Promise<Response> {
  const ctx = listContext(c);
  assertOnAll(ctx.user, 'can_write');
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    throw new BadRequestError('Request is not multipart/form-data');
  }
  const form = await c.req.parseBody();
  const upload = form.bundle ?? form.formData;
  if (!(upload instanceof File)) throw new BadRequestError('Missing bundle (the ZIP file)');
  try {
    await importAssets(ctx.prisma, ctx.user, {
      data: new Uint8Array(await upload.arrayBuffer()),
      passwords: parsePasswords(form.passwords),
      connections: connectionPolicyOf(c.get('services').config),
      zipLimits: c.get('services').config.zipLimits,
    });
  } catch (error) {
    if (error instanceof BundleImportError) {
      if (error.status === 400) throw new BadRequestError(error.message);
      c.get('log').info({ problems: error.messages }, 'assets import refused');
      return c.json(error.toBody(), error.status as 422);
    }
    throw error;
  }
  return c.json({ message: 'OK' });
}

/**
 * `GET /api/v1/assets/export/` (every dashboard the user sees, every chart, dataset and database,
 * in one v1 bundle of type `assets`) and `POST /api/v1/assets/import/` (multipart `bundle`,
 * `passwords`; a mixed bundle whose objects are created or replaced by uuid).
 */
export function mountAssetsRoutes(app: Hono<AppEnv>): void {
  app.use('/api/v1/assets/*', requireUser);
  app.get('/api/v1/assets/export', exportAll);
  app.post('/api/v1/assets/import', importAll);
}
