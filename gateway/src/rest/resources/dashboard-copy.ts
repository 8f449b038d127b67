import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { requireUser } from '../auth/session.ts';
import { readFields } from '../body.ts';
import type { AppEnv, RequestUser } from '../context.ts';
import { BadRequestError, ForbiddenError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import type { PrismaClient } from '../prisma.ts';
import { recordActivity } from './activity-log.ts';
import {
  canEditDashboard,
  chartIdsInPositions,
  clientVersion,
  DASHBOARD_EDIT_DENIED,
  editableDashboard,
  findVisibleDashboard,
  lastModifiedTime,
  parseJsonText,
} from './dashboard-access.ts';
import { updateDashboard } from './dashboard-save.ts';
import { parseJsonMetadata, validateDashboardBody } from './dashboard-validate.ts';

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** JSON with sorted keys, compact: how Superset stores a layout saved through copy_dash/save_dash. */
function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : isObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sort(v[k])]),
          )
        : v;
  return JSON.stringify(sort(value));
}

/** A layout with every CHART's chartId mapped through `remap` and its uuid filled in. */
function remapPositions(
  positions: Record<string, unknown>,
  remap: Map<number, number>,
  uuids: Map<number, string>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, component] of Object.entries(positions)) {
    if (isObject(component) && component.type === 'CHART' && isObject(component.meta)) {
      const old = component.meta.chartId;
      const chartId = typeof old === 'number' ? (remap.get(old) ?? old) : old;
      const uuid = typeof chartId === 'number' ? uuids.get(chartId) : undefined;
      out[key] = { ...component, meta: { ...component.meta, chartId, ...(uuid ? { uuid } : {}) } };
    } else {
      out[key] = component;
    }
  }
  return out;
}

/** Keeps the per-chart entries (keyed by chart id) of charts still on the dashboard, remapped. */
function remapKeyed(value: unknown, remap: Map<number, number>, present: Set<number>): unknown {
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    const id = Number(key);
    if (!Number.isSafeInteger(id)) continue;
    const next = remap.get(id) ?? id;
    if (present.has(next)) out[String(next)] = entry;
  }
  return out;
}

export interface CopyRequest {
  title: string;
  css: string | null;
  /** json_metadata without positions. */
  metadata: Record<string, unknown>;
  positions: Record<string, unknown> | null;
  duplicateSlices: boolean;
}

/**
 * Save as (server-semantics §3 and §13): a new dashboard owned by the caller; with duplicate_slices
 * every chart is cloned (owned by the caller) and the layout's chartIds point at the clones.
 */
export async function copyDashboard(prisma: PrismaClient, user: RequestUser, sourceId: number, request: CopyRequest) {
  return prisma.$transaction(async (tx) => {
    const source = await tx.dashboard.findUniqueOrThrow({
      where: { id: sourceId },
      include: { charts: { include: { chart: true }, orderBy: { chartId: 'asc' } } },
    });
    const remap = new Map<number, number>();
    if (request.duplicateSlices) {
      for (const { chart } of source.charts) {
        const {
          id: _id,
          uuid: _uuid,
          createdOn: _c,
          changedOn: _ch,
          lastSavedAt: _l,
          lastSavedById: _lb,
          ...fields
        } = chart;
        const clone = await tx.chart.create({
          data: {
            ...fields,
            uuid: randomUUID(),
            createdById: user.id,
            changedById: user.id,
            owners: { create: [{ userId: user.id }] },
          },
        });
        remap.set(chart.id, clone.id);
      }
    }
    const sourcePositions = request.positions ?? parseJsonText(source.positionJson);
    const wanted = request.positions
      ? chartIdsInPositions(request.positions).map((id) => remap.get(id) ?? id)
      : source.charts.map((dc) => remap.get(dc.chartId) ?? dc.chartId);
    const charts = await tx.chart.findMany({ where: { id: { in: wanted } }, select: { id: true, uuid: true } });
    const present = new Set(charts.map((ch) => ch.id));
    const uuids = new Map(charts.map((ch) => [ch.id, ch.uuid]));
    const positions = Object.keys(sourcePositions).length > 0 ? remapPositions(sourcePositions, remap, uuids) : null;
    const metadata: Record<string, unknown> = { ...request.metadata };
    for (const key of ['filter_scopes', 'expanded_slices']) {
      if (key in metadata) metadata[key] = remapKeyed(metadata[key], remap, present);
    }
    if (typeof metadata.default_filters === 'string') {
      metadata.default_filters = JSON.stringify(remapKeyed(parseJsonText(metadata.default_filters), remap, present));
    }
    if (Array.isArray(metadata.timed_refresh_immune_slices)) {
      metadata.timed_refresh_immune_slices = (metadata.timed_refresh_immune_slices as number[])
        .map((id) => remap.get(id) ?? id)
        .filter((id) => present.has(id));
    }
    const row = await tx.dashboard.create({
      data: {
        uuid: randomUUID(),
        dashboardTitle: request.title,
        css: request.css,
        jsonMetadata: JSON.stringify(metadata),
        positionJson: positions ? sortedJson(positions) : null,
        published: false,
        createdById: user.id,
        changedById: user.id,
        owners: { create: [{ userId: user.id }] },
        charts: { create: [...present].map((chartId) => ({ chartId })) },
      },
    });
    return { row, remap };
  });
}

/** The legacy form field `data` (JSON text), or a JSON body that carries it. */
async function legacyData(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const fields = await readFields(c);
  const raw = fields.data;
  if (isObject(raw)) return raw;
  if (typeof raw !== 'string') throw new BadRequestError('Request needs a form field "data" with the dashboard JSON');
  try {
    const value: unknown = JSON.parse(raw);
    if (isObject(value)) return value;
  } catch {
    // answered below
  }
  throw new BadRequestError('The "data" field is not a JSON object');
}

const LEGACY_METADATA_KEYS = [
  'color_namespace',
  'color_scheme',
  'color_scheme_domain',
  'label_colors',
  'shared_label_colors',
  'expanded_slices',
  'refresh_frequency',
  'default_filters',
  'filter_scopes',
  'timed_refresh_immune_slices',
  'native_filter_configuration',
  'chart_configuration',
  'cross_filters_enabled',
];

function legacyMetadata(data: Record<string, unknown>): Record<string, unknown> {
  const metadata = Object.fromEntries(LEGACY_METADATA_KEYS.filter((k) => k in data).map((k) => [k, data[k]]));
  const errors: Record<string, string[]> = {};
  parseJsonMetadata(JSON.stringify(metadata), errors);
  if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
  return metadata;
}

/** Superset's `Dashboard.data`, what the legacy routes answer. */
async function dashboardData(prisma: PrismaClient, id: number) {
  const d = await prisma.dashboard.findUniqueOrThrow({
    where: { id },
    include: { charts: { include: { chart: true }, orderBy: { chartId: 'asc' } } },
  });
  return {
    id: d.id,
    metadata: parseJsonText(d.jsonMetadata),
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    css: d.css,
    dashboard_title: d.dashboardTitle,
    published: d.published,
    slug: d.slug,
    slices: d.charts.map(({ chart }) => ({
      slice_id: chart.id,
      slice_name: chart.sliceName,
      viz_type: chart.vizType,
      datasource: `${chart.datasourceId}__${chart.datasourceType}`,
      form_data: { ...parseJsonText(chart.params), slice_id: chart.id, viz_type: chart.vizType },
      slice_url: `/explore/?slice_id=${chart.id}`,
    })),
    position_json: parseJsonText(d.positionJson),
    last_modified_time: lastModifiedTime(d.changedOn),
    is_managed_externally: d.isManagedExternally,
  };
}

async function copyPreconditions(c: Context<AppEnv>, idOrSlug: string | undefined) {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_write', 'Dashboard');
  const source = await findVisibleDashboard(ctx, idOrSlug, { owners: { select: { userId: true } } });
  if (c.get('services').config.featureFlags.has('DASHBOARD_RBAC') && !canEditDashboard(ctx.user, source)) {
    throw new ForbiddenError(DASHBOARD_EDIT_DENIED);
  }
  return { ctx, source };
}

export function mountDashboardCopyRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/dashboard/:idOrSlug/copy', async (c) => {
    const { ctx, source } = await copyPreconditions(c, c.req.param('idOrSlug'));
    const body = await readFields(c);
    const errors: Record<string, string[]> = {};
    if (typeof body.dashboard_title !== 'string') errors.dashboard_title = ['Missing data for required field.'];
    else if (body.dashboard_title.length > 500) errors.dashboard_title = ['Longer than maximum length 500.'];
    if (body.css !== undefined && body.css !== null && typeof body.css !== 'string')
      errors.css = ['Not a valid string.'];
    if (body.duplicate_slices !== undefined && typeof body.duplicate_slices !== 'boolean') {
      errors.duplicate_slices = ['Not a valid boolean.'];
    }
    let metadata: Record<string, unknown> | null = null;
    if (body.json_metadata === undefined) errors.json_metadata = ['Missing data for required field.'];
    else metadata = parseJsonMetadata(body.json_metadata, errors);
    const duplicateSlices = body.duplicate_slices === true;
    if (metadata && duplicateSlices && !isObject(metadata.positions)) {
      errors.json_metadata = ['positions are required when duplicating charts'];
    }
    if (Object.keys(errors).length > 0 || !metadata) throw new BadRequestError(errors);
    const { positions, ...rest } = metadata;
    const { row } = await copyDashboard(ctx.prisma, ctx.user, source.id, {
      title: (body.dashboard_title as string).trim() || '[ untitled dashboard ]',
      css: (body.css as string | null | undefined) ?? null,
      metadata: rest,
      positions: isObject(positions) ? positions : null,
      duplicateSlices,
    });
    await recordActivity(ctx.prisma, c.get('log'), {
      action: 'dashboard_change',
      userId: ctx.user.id,
      dashboardId: row.id,
    });
    return c.json({ result: { id: row.id, last_modified_time: lastModifiedTime(row.changedOn) } });
  });

  app.use('/superset/copy_dash/*', requireUser);
  app.use('/superset/save_dash/*', requireUser);

  app.post('/superset/copy_dash/:id', async (c) => {
    const { ctx, source } = await copyPreconditions(c, c.req.param('id'));
    const data = await legacyData(c);
    const title =
      typeof data.dashboard_title === 'string' && data.dashboard_title.trim()
        ? data.dashboard_title
        : '[ untitled dashboard ]';
    if (data.positions !== undefined && !isObject(data.positions)) {
      throw new BadRequestError({ positions: ['Not a valid layout object.'] });
    }
    const { row } = await copyDashboard(ctx.prisma, ctx.user, source.id, {
      title,
      css: typeof data.css === 'string' ? data.css : null,
      metadata: legacyMetadata(data),
      positions: isObject(data.positions) ? data.positions : null,
      duplicateSlices: data.duplicate_slices === true || data.duplicate_slices === 'true',
    });
    await recordActivity(ctx.prisma, c.get('log'), {
      action: 'dashboard_change',
      userId: ctx.user.id,
      dashboardId: row.id,
    });
    return c.json(await dashboardData(ctx.prisma, row.id));
  });

  app.post('/superset/save_dash/:id', async (c) => {
    const { ctx, dashboard } = await editableDashboard(c, c.req.param('id'));
    const data = await legacyData(c);
    const stored = await ctx.prisma.dashboard.findUniqueOrThrow({ where: { id: dashboard.id } });
    const metadata = { ...parseJsonText(stored.jsonMetadata), ...legacyMetadata(data) };
    if (data.positions !== undefined && !isObject(data.positions)) {
      throw new BadRequestError({ positions: ['Not a valid layout object.'] });
    }
    const body: Record<string, unknown> = { json_metadata: JSON.stringify(metadata) };
    if (typeof data.dashboard_title === 'string') body.dashboard_title = data.dashboard_title;
    if (typeof data.css === 'string') body.css = data.css;
    if (isObject(data.positions)) body.position_json = sortedJson(data.positions);
    const input = validateDashboardBody(body, { rbac: false });
    const row = await updateDashboard(ctx.prisma, ctx.user, dashboard.id, input, clientVersion(data), 412);
    await recordActivity(ctx.prisma, c.get('log'), {
      action: 'dashboard_change',
      userId: ctx.user.id,
      dashboardId: row.id,
    });
    return c.json({ status: 'SUCCESS', last_modified_time: lastModifiedTime(row.changedOn) });
  });
}
