import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { parseJsonObject } from '../json.ts';
import type { RestChart, RestDashboard } from '../rest-types.ts';
import { ChartRef } from './chart.ts';
import { DashboardRef } from './dashboard.ts';
import { type LayoutComponentShape, parseLayout } from './dashboard-layout.ts';
import { dashboardLoaders } from './dashboard-loaders.ts';

/**
 * The charts drawn when these tabs are open: for each TABS on the way down, the named tab when it
 * is one of its children, else its first (Superset opens the first tab). Charts in hidden tabs are
 * left out; a chart placed twice counts once. In layout order, so the ones at the top come first.
 */
export function chartIdsInView(components: readonly LayoutComponentShape[], activeTabs: readonly string[]): number[] {
  const byId = new Map(components.map((c) => [c.id, c]));
  const ids: number[] = [];
  const seen = new Set<string>();
  const visit = (id: string) => {
    const component = byId.get(id);
    if (!component || seen.has(id)) return;
    seen.add(id);
    const chartId = component.meta.chartId;
    if (component.type === 'CHART' && typeof chartId === 'number' && !ids.includes(chartId)) ids.push(chartId);
    if (component.type === 'TABS') {
      const tab = component.children.find((child) => activeTabs.includes(child)) ?? component.children[0];
      if (tab) visit(tab);
      return;
    }
    for (const child of component.children) visit(child);
  };
  visit('ROOT_ID');
  return ids;
}

async function positions(d: RestDashboard, ctx: GraphQLContext) {
  const full = d.position_json !== undefined ? d : (await ctx.rest.getDashboard(d.id)).result;
  return parseLayout(parseJsonObject(full.position_json, `dashboard ${d.id} position_json`) ?? {});
}

builder.objectFields(DashboardRef, (t) => ({
  chartsInView: t.field({
    type: [ChartRef],
    description:
      'The charts drawn with these tabs open (the first tab of each tab group otherwise), in layout order; charts in hidden tabs, gone or hidden from the viewer are left out. Put `data` under `@defer` to get each chart as its query ends.',
    args: {
      activeTabs: t.arg.stringList({
        required: false,
        description: 'Ids of the open tabs (TAB-...), as kept in the dashboard URL.',
      }),
    },
    resolve: async (d, { activeTabs }, ctx) => {
      const [layout, charts] = await Promise.all([positions(d, ctx), dashboardLoaders(ctx).dashboardCharts.load(d.id)]);
      const wanted = chartIdsInView(layout.components, activeTabs ?? []);
      const known = new Map(charts.map((chart) => [chart.id, chart]));
      // A layout may name a chart that is not linked to the dashboard (an imported layout): look it up.
      const missing = wanted.filter((id) => !known.has(id));
      const found = await ctx.loaders.chart.loadMany(missing);
      for (const chart of found) if (chart && !(chart instanceof Error)) known.set(chart.id, chart);
      return wanted.flatMap((id) => {
        const chart: RestChart | undefined = known.get(id);
        return chart ? [chart] : [];
      });
    },
  }),
}));
