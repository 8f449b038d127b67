import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { parseJsonObject } from '../json.ts';
import { RestUpstreamError } from '../rest-client.ts';
import type { RestDashboard } from '../rest-types.ts';
import { loadEach, parseRestId } from './node.ts';
import { UserRef } from './user.ts';

export const DashboardRef = builder.objectRef<RestDashboard>('Dashboard');

/** List rows (what the loaders batch) lack the layout, metadata and CSS; the show call has them. */
async function detail(dashboard: RestDashboard, ctx: GraphQLContext): Promise<RestDashboard> {
  return dashboard.position_json !== undefined ? dashboard : (await ctx.rest.getDashboard(dashboard.id)).result;
}

builder.node(DashboardRef, {
  description: 'A dashboard: charts and layout components arranged on a grid, with filters and metadata.',
  id: { resolve: (dashboard) => dashboard.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(ctx.loaders.dashboard, ids),
  fields: (t) => ({
    dashboardId: t.exposeInt('id', { description: 'The REST primary key of the dashboard.' }),
    dashboardTitle: t.string({ description: 'The title.', resolve: (d) => d.dashboard_title ?? '' }),
    slug: t.string({
      nullable: true,
      description: 'The readable URL key, unique when set.',
      resolve: (d) => d.slug ?? null,
    }),
    url: t.string({ nullable: true, description: 'Where the dashboard opens.', resolve: (d) => d.url ?? null }),
    published: t.boolean({
      description: 'True when the dashboard is listed for everyone with access to its data.',
      resolve: (d) => d.published ?? false,
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'URL of the dashboard thumbnail.',
      resolve: (d) => d.thumbnail_url ?? null,
    }),
    certifiedBy: t.string({
      nullable: true,
      description: 'Who certified the dashboard.',
      resolve: (d) => d.certified_by ?? null,
    }),
    certificationDetails: t.string({
      nullable: true,
      description: 'Details of the certification (only kept while certifiedBy is set).',
      resolve: (d) => d.certification_details ?? null,
    }),
    changedOn: t.field({
      type: 'DateTime',
      description: 'Last modification time (ISO 8601, UTC).',
      resolve: (d) => {
        if (!d.changed_on_utc) throw new RestUpstreamError(200, `dashboard ${d.id}`, 'changed_on is missing');
        return d.changed_on_utc;
      },
    }),
    changedOnDeltaHumanized: t.string({
      description: "e.g. '3 days ago'",
      resolve: (d) => d.changed_on_delta_humanized ?? '',
    }),
    owners: t.field({
      type: [UserRef],
      description: 'Users who may edit the dashboard.',
      resolve: (d) => d.owners ?? [],
    }),
    jsonMetadata: t.field({
      type: 'JSON',
      description: 'The dashboard metadata (native filters, colors, refresh, chart configuration...).',
      resolve: async (d, _args, ctx) =>
        parseJsonObject((await detail(d, ctx)).json_metadata, `dashboard ${d.id} json_metadata`) ?? {},
    }),
    positionJson: t.field({
      type: 'JSON',
      description: 'The layout: components keyed by id (ROOT, GRID, ROW, CHART, ...), as position_json stores it.',
      resolve: async (d, _args, ctx) =>
        parseJsonObject((await detail(d, ctx)).position_json, `dashboard ${d.id} position_json`) ?? {},
    }),
    css: t.string({
      nullable: true,
      description: 'Custom CSS of the dashboard.',
      resolve: async (d, _a, ctx) => (await detail(d, ctx)).css ?? null,
    }),
  }),
});
