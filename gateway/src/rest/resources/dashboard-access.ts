import type { Context } from 'hono';
import type { Prisma } from '../../metadata/index.ts';
import type { AppEnv, RequestUser } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import type { ListContext, Where } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { dashboardResource } from './dashboard-resource.ts';

/** Spec 000 §6 / §8: publishing or saving without edit permission. */
export const DASHBOARD_EDIT_DENIED = 'You do not have permissions to edit this dashboard.';
/** server-semantics §13 (save_dash): a save made from a stale copy. */
export const DASHBOARD_STALE = 'This dashboard was changed recently. Please reload dashboard to get latest version.';

const ownersOnly = { owners: { select: { userId: true } } } as const;

/** Rows of dashboards the user may see: the list's base filter, so list, get and writes agree. */
export async function visibleWhere(ctx: ListContext, where: Where): Promise<Where> {
  const base = await dashboardResource.baseFilter?.(ctx);
  return base && Object.keys(base).length > 0 ? { AND: [base, where] } : where;
}

/** The ids among these of dashboards the user may see (favourites treat the others as unknown). */
export async function visibleDashboardIds(ctx: ListContext, ids: number[]): Promise<Set<number>> {
  const where = await visibleWhere(ctx, { id: { in: ids } });
  const rows = await ctx.prisma.dashboard.findMany({
    where: where as Prisma.DashboardWhereInput,
    select: { id: true },
  });
  return new Set(rows.map((r) => r.id));
}

/** A dashboard by id or slug among those the user may see; 404 otherwise (as for an unknown one). */
export async function findVisibleDashboard<I extends Prisma.DashboardInclude>(
  ctx: ListContext,
  idOrSlug: string | undefined,
  include: I,
): Promise<Prisma.DashboardGetPayload<{ include: I }>> {
  if (!idOrSlug) throw new NotFoundError();
  const id = parseId(idOrSlug);
  const where = await visibleWhere(ctx, id !== null ? { id } : { slug: idOrSlug });
  const row = await ctx.prisma.dashboard.findFirst({
    where: where as Prisma.DashboardWhereInput,
    include,
    orderBy: { id: 'asc' },
  });
  if (!row) throw new NotFoundError();
  return row as Prisma.DashboardGetPayload<{ include: I }>;
}

/** Superset's ownership rule: admins edit everything, others the dashboards they own. */
export function canEditDashboard(user: RequestUser, dashboard: { owners: { userId: number }[] }): boolean {
  return user.isAdmin || dashboard.owners.some((o) => o.userId === user.id);
}

/**
 * The dashboard a write targets: `can_write` on Dashboard (403 Forbidden as FAB answers), visible
 * (404), and owned by the user or the user is admin (403 with the spec's message).
 */
export async function editableDashboard(c: Context<AppEnv>, idOrSlug: string | undefined) {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_write', 'Dashboard');
  const dashboard = await findVisibleDashboard(ctx, idOrSlug, ownersOnly);
  if (!canEditDashboard(ctx.user, dashboard)) throw new ForbiddenError(DASHBOARD_EDIT_DENIED);
  return { ctx, dashboard };
}

/** `last_modified_time` as Superset answers it: epoch seconds (with milliseconds as the fraction). */
export const lastModifiedTime = (changedOn: Date): number => changedOn.getTime() / 1000;

/**
 * The client's idea of when the dashboard last changed (epoch seconds, or an ISO `changed_on`);
 * null when it sent none, so that scripts that never send it keep Superset's last-write-wins.
 */
export function clientVersion(body: Record<string, unknown>): Date | null {
  const raw = body.last_modified_time ?? body.changed_on;
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'number' && Number.isFinite(raw)) {
    // Beyond JavaScript's date range (e.g. 1e300) the version is no time at all: refused, not ignored.
    const date = new Date(Math.round(raw * 1000));
    if (!Number.isNaN(date.getTime())) return date;
  }
  if (typeof raw === 'string' && raw.trim() !== '') {
    const text = /[zZ]|[+-]\d\d:?\d\d$/.test(raw) ? raw : `${raw}Z`;
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new BadRequestError({ last_modified_time: ['Not a valid epoch time or datetime.'] });
}

/** Superset's slug normalisation: trimmed, spaces to dashes, anything but word chars and dashes removed. */
export function normaliseSlug(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') throw new BadRequestError({ slug: ['Not a valid string.'] });
  const slug = raw
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
  if (slug.length > 255) throw new BadRequestError({ slug: ['Length must be between 1 and 255.'] });
  return slug === '' ? null : slug;
}

/** Every `chartId` of the CHART components of a layout (position_json or json_metadata.positions). */
export function chartIdsInPositions(positions: unknown): number[] {
  if (!positions || typeof positions !== 'object' || Array.isArray(positions)) return [];
  const ids = new Set<number>();
  for (const component of Object.values(positions as Record<string, unknown>)) {
    if (!component || typeof component !== 'object') continue;
    const { type, meta } = component as { type?: unknown; meta?: { chartId?: unknown } };
    const chartId = meta?.chartId;
    if (type === 'CHART' && typeof chartId === 'number' && Number.isSafeInteger(chartId)) ids.add(chartId);
  }
  return [...ids];
}

export function parseJsonText(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
