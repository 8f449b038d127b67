import type { Prisma } from '../../metadata/index.ts';
import { BadRequestError } from '../errors.ts';
import type { CustomFilter, FilterValue, ListContext, ListResource } from '../list/types.ts';
import { dashboardAccessWhere } from '../permissions.ts';
import { isoNaive, naturalTime, utcString } from './humanize.ts';
import { tagIdFilter, tagNameFilter } from './tag-filters.ts';
import { tagRefs, tagsInclude } from './tag-resource.ts';
import { favouriteIds, fullName, userRef } from './users.ts';

const userSelect = { select: { id: true, firstName: true, lastName: true } } as const;

export const dashboardInclude = {
  createdBy: userSelect,
  changedBy: userSelect,
  owners: { include: { user: userSelect }, orderBy: { userId: 'asc' } },
  roles: { include: { role: { select: { id: true, name: true } } }, orderBy: { roleId: 'asc' } },
  tags: tagsInclude,
} satisfies Prisma.DashboardInclude;

export type DashboardRow = Prisma.DashboardGetPayload<{ include: typeof dashboardInclude }>;

function truthy(value: FilterValue, filter: string): boolean {
  if (value === true || value === 'true' || value === 1) return true;
  if (value === false || value === 'false' || value === 0) return false;
  throw new BadRequestError(`Filter value for ${filter} must be true or false`);
}

const contains = (ctx: ListContext, value: string) =>
  ctx.provider === 'postgresql' ? { contains: value, mode: 'insensitive' } : { contains: value };

const titleOrSlug: CustomFilter = {
  label: 'Title or Slug',
  apply: (value, ctx) => {
    if (typeof value !== 'string') throw new BadRequestError('Filter value for title_or_slug must be a string');
    if (value === '') return {};
    return { OR: [{ dashboardTitle: contains(ctx, value) }, { slug: contains(ctx, value) }] };
  },
};

const isFavorite: CustomFilter = {
  label: 'Is favorite',
  async apply(value, ctx) {
    const ids = await favouriteIds(ctx.prisma, ctx.user.id, 'Dashboard');
    return truthy(value, 'dashboard_is_favorite') ? { id: { in: ids } } : { id: { notIn: ids } };
  },
};

const isCertified: CustomFilter = {
  label: 'Is certified',
  apply: (value) => (truthy(value, 'dashboard_is_certified') ? { certifiedBy: { not: null } } : { certifiedBy: null }),
};

const createdByMe: CustomFilter = {
  label: 'Created by me',
  apply: (_value, ctx) => ({ OR: [{ createdById: ctx.user.id }, { changedById: ctx.user.id }] }),
};

const hasCreatedBy: CustomFilter = {
  label: 'Has created by',
  apply: (value) =>
    truthy(value, 'dashboard_has_created_by') ? { createdById: { not: null } } : { createdById: null },
};

export const dashboardUrl = (d: { id: number; slug: string | null }) => `/superset/dashboard/${d.slug || d.id}/`;

export function serializeDashboardListRow(d: DashboardRow, now: Date): Record<string, unknown> {
  return {
    id: d.id,
    uuid: d.uuid,
    published: d.published,
    status: d.published ? 'published' : 'draft',
    slug: d.slug,
    url: dashboardUrl(d),
    thumbnail_url: `/api/v1/dashboard/${d.id}/thumbnail/${d.changedOn.getTime().toString(16)}/`,
    certified_by: d.certifiedBy,
    certification_details: d.certificationDetails,
    changed_by: userRef(d.changedBy),
    changed_by_name: fullName(d.changedBy),
    changed_on_utc: utcString(d.changedOn),
    changed_on_delta_humanized: naturalTime(d.changedOn, now),
    created_on_delta_humanized: naturalTime(d.createdOn, now),
    created_by: userRef(d.createdBy),
    dashboard_title: d.dashboardTitle,
    owners: d.owners.map((o) => userRef(o.user)),
    roles: d.roles.map((r) => ({ id: r.role.id, name: r.role.name })),
    is_managed_externally: d.isManagedExternally,
    tags: tagRefs(d),
    changed_on: isoNaive(d.changedOn),
  };
}

/** The dashboard API's list declaration (Superset's DashboardRestApi). */
export const dashboardResource: ListResource<DashboardRow> = {
  permissionView: 'Dashboard',
  listTitle: 'List Dashboard',
  searchColumns: {
    created_by: {
      kind: 'relation-one',
      field: 'createdById',
      custom: { dashboard_created_by_me: createdByMe, dashboard_has_created_by: hasCreatedBy },
    },
    changed_by: { kind: 'relation-one', field: 'changedById' },
    dashboard_title: {
      kind: 'scalar',
      field: 'dashboardTitle',
      type: 'string',
      custom: { title_or_slug: titleOrSlug },
    },
    id: {
      kind: 'scalar',
      field: 'id',
      type: 'number',
      custom: { dashboard_is_favorite: isFavorite, dashboard_is_certified: isCertified },
    },
    owners: { kind: 'relation-many', relation: 'owners', key: 'userId' },
    published: { kind: 'scalar', field: 'published', type: 'boolean' },
    roles: { kind: 'relation-many', relation: 'roles', key: 'roleId' },
    slug: { kind: 'scalar', field: 'slug', type: 'string' },
    tags: {
      kind: 'custom',
      custom: {
        dashboard_tags: tagNameFilter('dashboard_tags'),
        dashboard_tag_id: tagIdFilter('dashboard_tag_id'),
      },
    },
    uuid: { kind: 'scalar', field: 'uuid', type: 'string' },
  },
  orderColumns: {
    'changed_by.first_name': (d) => ({ changedBy: { firstName: d } }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    'created_by.first_name': (d) => ({ createdBy: { firstName: d } }),
    dashboard_title: (d) => ({ dashboardTitle: d }),
    published: (d) => ({ published: d }),
    changed_on: (d) => ({ changedOn: d }),
  },
  baseOrder: [{ changedOn: 'desc' }],
  listColumns: [
    'id',
    'uuid',
    'published',
    'status',
    'slug',
    'url',
    'thumbnail_url',
    'certified_by',
    'certification_details',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_by_name',
    'changed_on_utc',
    'changed_on_delta_humanized',
    'created_on_delta_humanized',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'dashboard_title',
    'owners.id',
    'owners.first_name',
    'owners.last_name',
    'roles.id',
    'roles.name',
    'is_managed_externally',
    'tags.id',
    'tags.name',
    'tags.type',
  ],
  // Superset's DashboardAccessFilter (see dashboardAccessWhere).
  baseFilter: (ctx) => dashboardAccessWhere(ctx.user, ctx.featureFlags?.has('DASHBOARD_RBAC') ?? false),
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.dashboard.findMany({
      where: where as Prisma.DashboardWhereInput,
      orderBy: orderBy as Prisma.DashboardOrderByWithRelationInput[],
      skip,
      take,
      include: dashboardInclude,
    }),
  count: (ctx, where) => ctx.prisma.dashboard.count({ where: where as Prisma.DashboardWhereInput }),
  serialize: async (rows) => {
    const now = new Date();
    return rows.map((row) => serializeDashboardListRow(row, now));
  },
  id: (row) => row.id,
};
