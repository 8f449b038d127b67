import type { Prisma } from '../../metadata/index.ts';
import { BadRequestError } from '../errors.ts';
import type { CustomFilter, FilterValue, ListContext, ListResource } from '../list/types.ts';
import { can } from '../permissions.ts';
import { type ChartRow, chartListInclude, serializeChartList } from './chart-serialize.ts';
import { tagIdFilter, tagNameFilter } from './tag-filters.ts';
import { favouriteIds } from './users.ts';

function truthy(value: FilterValue, filter: string): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw new BadRequestError(`Filter value for ${filter} must be true or false`);
}

function textOf(value: FilterValue, filter: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new BadRequestError(`Filter value for ${filter} must be a string`);
}

const contains = (ctx: ListContext, value: string) =>
  ctx.provider === 'postgresql' ? { contains: value, mode: 'insensitive' } : { contains: value };

/** Superset's ChartAllTextFilter: name, description, viz type or the dataset's table name. */
const chartAllText: CustomFilter = {
  label: 'All Text',
  async apply(value, ctx) {
    const text = textOf(value, 'chart_all_text');
    if (text === '') return {};
    const datasets = await ctx.prisma.dataset.findMany({
      where: { tableName: contains(ctx, text) } as Prisma.DatasetWhereInput,
      select: { id: true },
    });
    return {
      OR: [
        { sliceName: contains(ctx, text) },
        { description: contains(ctx, text) },
        { vizType: contains(ctx, text) },
        { datasourceType: 'table', datasourceId: { in: datasets.map((d) => d.id) } },
      ],
    };
  },
};

const chartIsFavorite: CustomFilter = {
  label: 'Is favorite',
  async apply(value, ctx) {
    const ids = await favouriteIds(ctx.prisma, ctx.user.id, 'slice');
    return truthy(value, 'chart_is_favorite') ? { id: { in: ids } } : { id: { notIn: ids } };
  },
};

const chartIsCertified: CustomFilter = {
  label: 'Is certified',
  apply: (value) => (truthy(value, 'chart_is_certified') ? { certifiedBy: { not: null } } : { certifiedBy: null }),
};

const chartOwnedCreatedFavoredByMe: CustomFilter = {
  label: 'Owned Created or Favored',
  async apply(_value, ctx) {
    const ids = await favouriteIds(ctx.prisma, ctx.user.id, 'slice');
    return {
      OR: [{ owners: { some: { userId: ctx.user.id } } }, { createdById: ctx.user.id }, { id: { in: ids } }],
    };
  },
};

const chartHasCreatedBy: CustomFilter = {
  label: 'Has created by',
  apply: (value) => (truthy(value, 'chart_has_created_by') ? { createdById: { not: null } } : { createdById: null }),
};

const chartCreatedByMe: CustomFilter = {
  label: 'Created by me',
  apply: (_value, ctx) => ({ OR: [{ createdById: ctx.user.id }, { changedById: ctx.user.id }] }),
};

/**
 * Charts on any of these dashboards (not in Superset): lets the GraphQL gateway load the charts of a
 * page of dashboards in one list call instead of one `/dashboard/{id}/charts` call each.
 */
const chartInDashboards: CustomFilter = {
  label: 'In any of these dashboards',
  apply: (value) => {
    if (!Array.isArray(value) || value.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id))) {
      throw new BadRequestError('Filter value for chart_in_dashboards must be a list of dashboard ids');
    }
    return { dashboards: { some: { dashboardId: { in: value as number[] } } } };
  },
};

const chartTags = tagNameFilter('chart_tags');
const chartTagId = tagIdFilter('chart_tag_id');

/** The chart API's list declaration (Superset's ChartRestApi). */
export const chartResource: ListResource<ChartRow> = {
  permissionView: 'Chart',
  listTitle: 'List Slice',
  searchColumns: {
    created_by: {
      kind: 'relation-one',
      field: 'createdById',
      custom: { chart_has_created_by: chartHasCreatedBy, chart_created_by_me: chartCreatedByMe },
    },
    changed_by: { kind: 'relation-one', field: 'changedById' },
    last_saved_at: { kind: 'scalar', field: 'lastSavedAt', type: 'date' },
    last_saved_by: { kind: 'relation-one', field: 'lastSavedById' },
    datasource_id: { kind: 'scalar', field: 'datasourceId', type: 'number' },
    datasource_name: { kind: 'scalar', field: 'datasourceName', type: 'string' },
    datasource_type: { kind: 'scalar', field: 'datasourceType', type: 'string' },
    description: { kind: 'scalar', field: 'description', type: 'string' },
    id: {
      kind: 'scalar',
      field: 'id',
      type: 'number',
      custom: {
        chart_is_favorite: chartIsFavorite,
        chart_is_certified: chartIsCertified,
        chart_owned_created_favored_by_me: chartOwnedCreatedFavoredByMe,
      },
    },
    uuid: { kind: 'scalar', field: 'uuid', type: 'string' },
    owners: { kind: 'relation-many', relation: 'owners', key: 'userId' },
    dashboards: {
      kind: 'relation-many',
      relation: 'dashboards',
      key: 'dashboardId',
      custom: { chart_in_dashboards: chartInDashboards },
    },
    slice_name: { kind: 'scalar', field: 'sliceName', type: 'string', custom: { chart_all_text: chartAllText } },
    viz_type: { kind: 'scalar', field: 'vizType', type: 'string' },
    tags: { kind: 'custom', custom: { chart_tags: chartTags, chart_tag_id: chartTagId } },
  },
  orderColumns: {
    'changed_by.first_name': (d) => ({ changedBy: { firstName: d } }),
    changed_on_delta_humanized: (d) => ({ changedOn: d }),
    datasource_id: (d) => ({ datasourceId: d }),
    datasource_name: (d) => ({ datasourceName: d }),
    last_saved_at: (d) => ({ lastSavedAt: d }),
    'last_saved_by.id': (d) => ({ lastSavedById: d }),
    slice_name: (d) => ({ sliceName: d }),
    viz_type: (d) => ({ vizType: d }),
  },
  baseOrder: [{ changedOn: 'desc' }],
  // Spec 000 §9: the saved-chart picker asks for 200 charts a page; every other list keeps 100.
  maxPageSize: 200,
  listColumns: [
    'is_managed_externally',
    'certified_by',
    'certification_details',
    'cache_timeout',
    'changed_by.first_name',
    'changed_by.last_name',
    'changed_by.id',
    'changed_by_name',
    'changed_on_delta_humanized',
    'changed_on_dttm',
    'changed_on_utc',
    'created_by.first_name',
    'created_by.id',
    'created_by.last_name',
    'created_by_name',
    'created_on_delta_humanized',
    'datasource_id',
    'datasource_name_text',
    'datasource_type',
    'datasource_url',
    'description',
    'description_markeddown',
    'edit_url',
    'form_data',
    'id',
    'last_saved_at',
    'last_saved_by.id',
    'last_saved_by.first_name',
    'last_saved_by.last_name',
    'owners.first_name',
    'owners.id',
    'owners.last_name',
    'owners.email',
    'dashboards.id',
    'dashboards.dashboard_title',
    'params',
    'slice_name',
    'slice_url',
    'table.default_endpoint',
    'table.table_name',
    'thumbnail_url',
    'url',
    'viz_type',
    'tags.id',
    'tags.name',
    'tags.type',
    'uuid',
  ],
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.chart.findMany({
      where: where as Prisma.ChartWhereInput,
      orderBy: orderBy as Prisma.ChartOrderByWithRelationInput[],
      skip,
      take,
      include: chartListInclude,
    }),
  count: (ctx, where) => ctx.prisma.chart.count({ where: where as Prisma.ChartWhereInput }),
  serialize: (rows, ctx) => serializeChartList(rows, ctx.prisma, new Date(), can(ctx.user, 'can_read', 'User')),
  id: (row) => row.id,
};
