import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { ChartRef } from './chart.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

interface RestWarmUpResult {
  chart_id: number;
  viz_error: string | null;
  viz_status: string;
}

const ChartWarmUpResult = builder.objectRef<RestWarmUpResult>('ChartWarmUpResult').implement({
  description: 'How warming one chart’s cache went.',
  fields: (t) => ({
    chartId: t.id({ description: 'The chart’s global ID.', resolve: (r) => encodeGlobalID('Chart', r.chart_id) }),
    chart: t.field({
      type: ChartRef,
      nullable: true,
      description: 'The chart (null if the viewer can no longer see it).',
      resolve: (r, _args, ctx) => ctx.loaders.chart.load(r.chart_id),
    }),
    vizStatus: t.exposeString('viz_status', { description: '"success", or "failed" when the query failed.' }),
    vizError: t.exposeString('viz_error', {
      nullable: true,
      description: 'Why the query failed (e.g. "Chart has no query context saved. Please save the chart again.").',
    }),
  }),
});

const WarmUpChartCachePayload = builder.objectRef<{ result: RestWarmUpResult[] }>('WarmUpChartCachePayload').implement({
  description: 'The per-chart results of a cache warm-up (query failures are reported here, not as errors).',
  fields: (t) => ({
    results: t.field({
      type: [ChartWarmUpResult],
      description: 'One result per warmed chart.',
      resolve: (p) => p.result,
    }),
  }),
});

const ExtraFilterInput = builder.inputType('WarmUpExtraFilterInput', {
  description: 'A filter added to every query of the chart while warming (Superset’s `{col, op, val}`).',
  fields: (t) => ({
    col: t.string({ required: true, description: 'The column.' }),
    op: t.string({ required: true, description: 'The operator (==, !=, IN, NOT IN, >, <, ...).' }),
    val: t.field({ type: 'JSON', description: 'The value (a list for IN / NOT IN).' }),
  }),
});

builder.mutationField('warmUpChartCache', (t) =>
  t.field({
    type: mutationResult('WarmUpChartCache', WarmUpChartCachePayload, 'The per-chart results, or why it was refused.'),
    description:
      'Runs a chart’s saved query bypassing the cache so the next reader gets a cached answer (`PUT /api/v1/chart/warm_up_cache`); NotFoundError for an unknown chart or dashboard.',
    args: {
      chartId: t.arg.globalID({ required: true, description: 'The chart to warm.' }),
      dashboardId: t.arg.globalID({ description: 'The dashboard the chart is warmed for (it must be visible).' }),
      extraFilters: t.arg({ type: [ExtraFilterInput], description: 'Filters added to every query of the chart.' }),
    },
    resolve: (_root, { chartId, dashboardId, extraFilters }, ctx) =>
      asMutationResult(async () => {
        const body: Record<string, unknown> = { chart_id: restIdOf(chartId, 'Chart') };
        if (dashboardId) body.dashboard_id = restIdOf(dashboardId, 'Dashboard');
        if (extraFilters?.length) {
          body.extra_filters = JSON.stringify(extraFilters.map((f) => ({ col: f.col, op: f.op, val: f.val ?? null })));
        }
        return ctx.rest.put<{ result: RestWarmUpResult[] }>('/api/v1/chart/warm_up_cache', body);
      }),
  }),
);
