import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { parseJsonObject } from '../json.ts';
import type { RestDashboard, RestItemResponse } from '../rest-types.ts';
import { ChartRef } from './chart.ts';
import { DashboardRef } from './dashboard.ts';
import { DashboardLayoutRef, DashboardMetadataRef, parseLayout } from './dashboard-layout.ts';
import { dashboardLoaders, viewerCanEditOwned } from './dashboard-loaders.ts';

interface RestRole {
  id: number;
  name: string;
}
type DashboardWithRoles = RestDashboard & { roles?: RestRole[] };

/** List rows lack the layout and metadata; the get (memoised per request) has them. */
async function detail(d: RestDashboard, ctx: GraphQLContext): Promise<RestDashboard> {
  if (d.position_json !== undefined) return d;
  return (await ctx.rest.get<RestItemResponse<RestDashboard>>(`/api/v1/dashboard/${d.id}`)).result;
}

const RoleRef = builder.objectRef<RestRole>('DashboardRole').implement({
  description: 'A role granted access to a dashboard (dashboard role-based access, flag DASHBOARD_RBAC).',
  fields: (t) => ({
    roleId: t.exposeInt('id', { description: 'The REST primary key of the role.' }),
    name: t.exposeString('name', { description: 'The role name.' }),
  }),
});

builder.objectFields(DashboardRef, (t) => ({
  roles: t.field({
    type: [RoleRef],
    description: 'Roles granted access (only used with DASHBOARD_RBAC).',
    resolve: (d) => (d as DashboardWithRoles).roles ?? [],
  }),
  layout: t.field({
    type: DashboardLayoutRef,
    description: 'The layout (position_json) as typed components.',
    resolve: async (d, _args, ctx) =>
      parseLayout(parseJsonObject((await detail(d, ctx)).position_json, `dashboard ${d.id} position_json`) ?? {}),
  }),
  metadata: t.field({
    type: DashboardMetadataRef,
    description: 'The metadata (json_metadata) as typed fields, native filters included.',
    resolve: async (d, _args, ctx) =>
      parseJsonObject((await detail(d, ctx)).json_metadata, `dashboard ${d.id} json_metadata`) ?? {},
  }),
  isFavorite: t.boolean({
    description: 'True when the viewer starred the dashboard (batched: one favorite_status call per page).',
    resolve: (d, _args, ctx) => dashboardLoaders(ctx).favourite.Dashboard.load(d.id),
  }),
  viewerCanEdit: t.boolean({
    description: 'True when the viewer may save, publish or delete it (can_write, and owner or admin).',
    resolve: (d, _args, ctx) => viewerCanEditOwned(ctx, 'dashboard', d.owners),
  }),
  charts: t.field({
    type: [ChartRef],
    description:
      "The dashboard's charts (batched: one chart list call for a page of dashboards), each with its data reachable: use `@stream` (or `data` under `@defer`) to receive charts as they are ready.",
    resolve: (d, _args, ctx) => dashboardLoaders(ctx).dashboardCharts.load(d.id),
  }),
}));

builder.queryField('dashboard', (t) =>
  t.field({
    type: DashboardRef,
    nullable: true,
    description: 'A dashboard by REST id or slug (null when it does not exist or is hidden from the viewer).',
    args: { idOrSlug: t.arg.string({ required: true, description: 'The REST id (e.g. "12") or the slug.' }) },
    resolve: async (_root, { idOrSlug }, ctx) => {
      try {
        const { result } = await ctx.rest.get<RestItemResponse<RestDashboard>>(
          `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`,
        );
        // The get has no changed_on_utc; the list row (batched) carries every list field.
        const row = await ctx.loaders.dashboard.load(result.id);
        return row ? { ...row, ...result, changed_on_utc: row.changed_on_utc } : null;
      } catch (error) {
        if ((error as { code?: string }).code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);

const ROLE_OPTIONS_MAX = 100;

builder.queryField('dashboardRoleOptions', (t) =>
  t.field({
    type: [RoleRef],
    description:
      'Roles a dashboard can be granted to (the properties modal under DASHBOARD_RBAC), by name; needs read permission on dashboards, as `GET /api/v1/dashboard/related/roles` does.',
    args: {
      search: t.arg.string({ description: 'Only roles whose name contains this text (any case).' }),
      first: t.arg.int({ description: `At most this many roles, by name (default and cap ${ROLE_OPTIONS_MAX}).` }),
    },
    resolve: async (_root, { search, first }, ctx) => {
      const take = first ?? ROLE_OPTIONS_MAX;
      if (!Number.isSafeInteger(take) || take < 1 || take > ROLE_OPTIONS_MAX) {
        throw new ValidationError(`first must be between 1 and ${ROLE_OPTIONS_MAX}.`);
      }
      const body = await ctx.rest.related('dashboard', 'roles', {
        filter: search?.trim() ?? '',
        page: 0,
        page_size: take,
      });
      return (body.result ?? []).map((role) => ({ id: role.value, name: role.text }));
    },
  }),
);

builder.objectFields(ChartRef, (t) => ({
  isFavorite: t.boolean({
    description: 'True when the viewer starred the chart (batched: one favorite_status call per page).',
    resolve: (c, _args, ctx) => dashboardLoaders(ctx).favourite.Chart.load(c.id),
  }),
  viewerCanEdit: t.boolean({
    description: 'True when the viewer may save or delete the chart (can_write, and owner or admin).',
    resolve: (c, _args, ctx) => viewerCanEditOwned(ctx, 'chart', c.owners),
  }),
}));
