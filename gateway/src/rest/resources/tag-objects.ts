import type { Prisma } from '../../metadata/index.ts';
import { CHART_EDIT_DENIED, canEditChart } from '../../services/chart/chart-delete.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { ListContext, Where } from '../list/types.ts';
import { can, dashboardAccessWhere } from '../permissions.ts';
import { chartUrl } from './chart-serialize.ts';
import { canEditDashboard, DASHBOARD_EDIT_DENIED } from './dashboard-access.ts';
import { dashboardUrl } from './dashboard-resource.ts';
import { isoNaive } from './humanize.ts';
import { tagRefs, tagsInclude } from './tag-resource.ts';
import type { ObjectRef, TaggableType } from './tag-validate.ts';

/** The permission view of each taggable type. */
export const OBJECT_VIEW: Record<TaggableType, string> = {
  chart: 'Chart',
  dashboard: 'Dashboard',
  query: 'SavedQuery',
};

/** The key column of tagged_object that holds the object, so deleting the object deletes its tags. */
export const OBJECT_KEY: Record<TaggableType, 'chartId' | 'dashboardId' | 'savedQueryId'> = {
  chart: 'chartId',
  dashboard: 'dashboardId',
  query: 'savedQueryId',
};

const LABEL: Record<TaggableType, string> = { chart: 'chart', dashboard: 'dashboard', query: 'saved query' };

/**
 * The rows of a type the user may read, as the type's own list shows them (charts: every reader;
 * dashboards: Superset's DashboardAccessFilter; saved queries: only one's own, Admins included), or
 * null when the user may not read that type at all.
 */
export function readableWhere(ctx: ListContext, type: TaggableType): Where | null {
  if (!can(ctx.user, 'can_read', OBJECT_VIEW[type])) return null;
  if (type === 'dashboard') return dashboardAccessWhere(ctx.user, ctx.featureFlags?.has('DASHBOARD_RBAC') ?? false);
  if (type === 'query') return { createdById: ctx.user.id };
  return {};
}

export type TaggableCheck = 'ok' | 'missing' | 'forbidden';

/**
 * Whether the user may change the tags of an object: the edit rights the object's own PUT asks for
 * (can_write on its type, and owning it unless admin; a saved query only its creator). An object the
 * user cannot see is `missing`, as the object's own routes answer 404 for it.
 */
export async function checkTaggable(ctx: ListContext, ref: ObjectRef): Promise<TaggableCheck> {
  const readable = readableWhere(ctx, ref.type);
  if (readable === null) return can(ctx.user, 'can_write', OBJECT_VIEW[ref.type]) ? 'missing' : 'forbidden';
  const where = { AND: [readable, { id: ref.id }] };
  if (ref.type === 'chart') {
    const chart = await ctx.prisma.chart.findFirst({
      where: where as Prisma.ChartWhereInput,
      select: { owners: { select: { userId: true } } },
    });
    if (!chart) return 'missing';
    return can(ctx.user, 'can_write', 'Chart') && canEditChart(ctx.user, chart) ? 'ok' : 'forbidden';
  }
  if (ref.type === 'dashboard') {
    const dashboard = await ctx.prisma.dashboard.findFirst({
      where: where as Prisma.DashboardWhereInput,
      select: { owners: { select: { userId: true } } },
    });
    if (!dashboard) return 'missing';
    return can(ctx.user, 'can_write', 'Dashboard') && canEditDashboard(ctx.user, dashboard) ? 'ok' : 'forbidden';
  }
  const query = await ctx.prisma.savedQuery.findFirst({
    where: where as Prisma.SavedQueryWhereInput,
    select: { id: true },
  });
  if (!query) return 'missing';
  return can(ctx.user, 'can_write', 'SavedQuery') ? 'ok' : 'forbidden';
}

/** The message of a refused object, as the object's own write answers it. */
export function forbiddenMessage(ref: ObjectRef): string {
  if (ref.type === 'chart') return CHART_EDIT_DENIED;
  if (ref.type === 'dashboard') return DASHBOARD_EDIT_DENIED;
  return 'You do not have permission to change this saved query.';
}

export const describeObject = (ref: ObjectRef) => `${LABEL[ref.type]} ${ref.id}`;

/** `checkTaggable` for a path: 404 for an unknown or hidden object, 403 when the user may not edit it. */
export async function assertTaggable(ctx: ListContext, ref: ObjectRef): Promise<void> {
  const check = await checkTaggable(ctx, ref);
  if (check === 'missing') throw new NotFoundError();
  if (check === 'forbidden') throw new ForbiddenError(forbiddenMessage(ref));
}

const userSelect = { select: { id: true, firstName: true, lastName: true } } as const;
type UserRow = { id: number; firstName: string; lastName: string } | null;
const userName = (u: UserRow) => (u ? { first_name: u.firstName, last_name: u.lastName } : null);
const creator = (u: UserRow) => (u ? `${u.firstName} ${u.lastName}`.trim() : null);
const ownerRefs = (owners: { user: { id: number; firstName: string; lastName: string } }[]) =>
  owners.map((o) => ({ id: o.user.id, first_name: o.user.firstName, last_name: o.user.lastName }));

export interface TaggedEntity {
  id: number;
  type: TaggableType;
  name: string;
  url: string;
  changed_on: string | null;
  created_by: { first_name: string; last_name: string } | null;
  creator: string | null;
  tags: { id: number; name: string; type: number }[];
  owners: { id: number; first_name: string; last_name: string }[];
}

/**
 * Superset's TaggedObjectEntityResponseSchema rows for the objects carrying any of these tags, of the
 * asked types, that the user may read (others are left out, as lists leave them out), newest first.
 */
export async function taggedEntities(
  ctx: ListContext,
  tagIds: readonly number[],
  types: readonly TaggableType[],
): Promise<TaggedEntity[]> {
  if (tagIds.length === 0) return [];
  const carrying = (type: TaggableType): Where | null => {
    const readable = readableWhere(ctx, type);
    if (!types.includes(type) || readable === null) return null;
    return { AND: [readable, { tags: { some: { tagId: { in: [...tagIds] } } } }] };
  };
  const chartWhere = carrying('chart');
  const dashboardWhere = carrying('dashboard');
  const queryWhere = carrying('query');
  const [charts, dashboards, queries] = await Promise.all([
    chartWhere
      ? ctx.prisma.chart.findMany({
          where: chartWhere as Prisma.ChartWhereInput,
          include: { createdBy: userSelect, owners: { include: { user: userSelect } }, tags: tagsInclude },
        })
      : [],
    dashboardWhere
      ? ctx.prisma.dashboard.findMany({
          where: dashboardWhere as Prisma.DashboardWhereInput,
          include: { createdBy: userSelect, owners: { include: { user: userSelect } }, tags: tagsInclude },
        })
      : [],
    queryWhere
      ? ctx.prisma.savedQuery.findMany({
          where: queryWhere as Prisma.SavedQueryWhereInput,
          include: { createdBy: userSelect, tags: tagsInclude },
        })
      : [],
  ]);
  const rows: (TaggedEntity & { at: number })[] = [
    ...charts.map((c) => ({
      id: c.id,
      type: 'chart' as const,
      name: c.sliceName,
      url: chartUrl(c.id),
      changed_on: isoNaive(c.changedOn),
      at: c.changedOn.getTime(),
      created_by: userName(c.createdBy),
      creator: creator(c.createdBy),
      tags: tagRefs(c),
      owners: ownerRefs(c.owners),
    })),
    ...dashboards.map((d) => ({
      id: d.id,
      type: 'dashboard' as const,
      name: d.dashboardTitle,
      url: dashboardUrl(d),
      changed_on: isoNaive(d.changedOn),
      at: d.changedOn.getTime(),
      created_by: userName(d.createdBy),
      creator: creator(d.createdBy),
      tags: tagRefs(d),
      owners: ownerRefs(d.owners),
    })),
    ...queries.map((q) => ({
      id: q.id,
      type: 'query' as const,
      name: q.label,
      url: `/sqllab/?savedQueryId=${q.id}`,
      changed_on: isoNaive(q.changedOn),
      at: q.changedOn.getTime(),
      created_by: userName(q.createdBy),
      creator: creator(q.createdBy),
      tags: tagRefs(q),
      owners: q.createdBy ? [{ id: q.createdBy.id, ...userName(q.createdBy)! }] : [],
    })),
  ];
  rows.sort((a, b) => b.at - a.at || a.type.localeCompare(b.type) || b.id - a.id);
  return rows.map(({ at: _at, ...entity }) => entity);
}
