import { builder } from '../builder.ts';
import { parseJsonObject } from '../json.ts';
import { RestUpstreamError } from '../rest-client.ts';
import type { RestChart, RestDashboard } from '../rest-types.ts';
import { ChartDataRef } from './chart-data.ts';
import { runChartQuery } from './chart-data-run.ts';
import { formDataOrEmpty } from './chart-form-data.ts';
import { ChartFilterInput } from './chart-overrides.ts';
import { DashboardRef } from './dashboard.ts';
import { DatasetRef } from './dataset.ts';
import { loadEach, parseRestId } from './node.ts';
import { UserRef } from './user.ts';

export const ChartRef = builder.objectRef<RestChart>('Chart');

builder.node(ChartRef, {
  description: 'A chart (slice): a saved visualization of a dataset.',
  id: { resolve: (chart) => chart.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(ctx.loaders.chart, ids),
  fields: (t) => ({
    chartId: t.exposeInt('id', { description: 'The REST primary key (slice_id).' }),
    sliceName: t.exposeString('slice_name', { description: "The chart's name." }),
    vizType: t.string({
      description:
        'The visualization type (e.g. echarts_timeseries_line, echarts_timeseries_bar, pie, table, big_number_total).',
      resolve: (chart) => chart.viz_type ?? '',
    }),
    description: t.string({ nullable: true, description: 'The description.', resolve: (c) => c.description ?? null }),
    datasourceName: t.string({
      nullable: true,
      description: 'Name of the dataset the chart reads.',
      resolve: (c) => c.datasource_name_text ?? c.datasource_name ?? null,
    }),
    datasourceId: t.exposeInt('datasource_id', { description: 'The REST primary key of the dataset the chart reads.' }),
    datasourceType: t.string({
      nullable: true,
      description: "The kind of datasource (e.g. 'table').",
      resolve: (c) => c.datasource_type ?? null,
    }),
    changedOn: t.field({
      type: 'DateTime',
      description: 'Last modification time (ISO 8601, UTC).',
      resolve: (c) => {
        const changedOn = c.changed_on_utc ?? c.changed_on;
        if (!changedOn) throw new RestUpstreamError(200, `chart ${c.id}`, 'changed_on is missing');
        return changedOn;
      },
    }),
    changedOnDeltaHumanized: t.string({
      description: "e.g. '3 days ago'",
      resolve: (c) => c.changed_on_delta_humanized ?? '',
    }),
    formData: t.field({
      type: 'JSON',
      description: "The chart's form data (Superset params).",
      // Broken params must not fail a dashboard's chart list: `{}` here, dataResult reports the error.
      resolve: (c) => formDataOrEmpty(c),
    }),
    queryContext: t.field({
      type: 'JSON',
      nullable: true,
      description: "The chart's saved QueryContext (what `data` runs).",
      // The list rows the loaders batch on leave query_context out (as Superset's do); the show call has it.
      resolve: async (c, _args, ctx) => {
        const text =
          c.query_context !== undefined ? c.query_context : (await ctx.rest.getChart(c.id)).result.query_context;
        return parseJsonObject(text, `chart ${c.id} query_context`);
      },
    }),
    url: t.string({
      nullable: true,
      description: 'Where the chart opens in the explore screen.',
      resolve: (c) => c.url ?? c.slice_url ?? null,
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'URL of the chart thumbnail.',
      resolve: (c) => c.thumbnail_url ?? null,
    }),
    cacheTimeout: t.int({
      nullable: true,
      description: "Seconds a result of this chart stays cached (null: the dataset's or database's default).",
      resolve: (c) => c.cache_timeout ?? null,
    }),
    certifiedBy: t.string({
      nullable: true,
      description: 'Who certified the chart.',
      resolve: (c) => c.certified_by ?? null,
    }),
    certificationDetails: t.string({
      nullable: true,
      description: 'Details of the certification (only kept while certifiedBy is set).',
      resolve: (c) => c.certification_details ?? null,
    }),
    dashboardIds: t.intList({
      description: 'REST primary keys of the dashboards that contain the chart.',
      resolve: (c) => (c.dashboards ?? []).map((d) => d.id),
    }),
    dashboards: t.field({
      type: [DashboardRef],
      description: 'The dashboards that contain the chart and that the viewer may see.',
      resolve: async (c, _args, ctx) => {
        const dashboards = await ctx.loaders.dashboard.loadMany((c.dashboards ?? []).map((d) => d.id));
        return dashboards.filter((d): d is RestDashboard => d !== null && !(d instanceof Error));
      },
    }),
    owners: t.field({ type: [UserRef], description: 'Users who may edit the chart.', resolve: (c) => c.owners ?? [] }),
    dataset: t.field({
      type: DatasetRef,
      nullable: true,
      description: 'The dataset the chart reads (null when it is gone or hidden from the viewer).',
      // A chart may also read a saved query or SQL Lab query (datasource_type query/saved_query): no dataset then.
      resolve: (c, _args, ctx) =>
        !c.datasource_type || c.datasource_type === 'table' || c.datasource_type === 'dataset'
          ? ctx.loaders.dataset.load(c.datasource_id)
          : null,
    }),
    data: t.field({
      type: ChartDataRef,
      description:
        "The result of running the chart's saved query (without one, the query its viz builds from its form data); with overrides, of its form data plus what a dashboard adds. A failure nulls the chart and its parents: dataResult answers it as that chart's ChartDataError instead.",
      args: {
        force: t.arg.boolean({ defaultValue: false, description: 'Bypass the result cache.' }),
        timeRange: t.arg.string({
          description: "Replaces the chart's time range (e.g. 'Last week', '2024-01-01 : 2024-02-01').",
        }),
        extraFilters: t.arg({ type: [ChartFilterInput], description: 'Filters added to every query of the chart.' }),
        extraFormData: t.arg({
          type: 'JSON',
          description:
            "Superset's extra_form_data, as native filters produce it (filters, adhoc_filters, time_range...).",
        }),
      },
      resolve: (c, args, ctx) => runChartQuery(c, args, ctx),
    }),
  }),
});
