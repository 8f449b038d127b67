import type { GraphQLContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { parseJsonObject } from '../json.ts';
import type { RestChart } from '../rest-types.ts';
import type { ChartDataShape } from './chart-data.ts';
import { chartDataOrJob } from './chart-data-answer.ts';
import { queryContextFromFormData } from './chart-form-data.ts';
import { type ChartDataOverrides, hasOverrides, queryContextWithOverrides } from './chart-overrides.ts';

/** REST's answer (Superset's wording) for a chart saved without a query context. */
const NO_SAVED_QUERY = 'Chart has no query context saved. Please save the chart again.';

export interface ChartDataArgs extends ChartDataOverrides {
  force?: boolean | null;
}

/**
 * Runs a chart's query: its saved query context (what REST's `GET /chart/<id>/data/` runs, so GraphQL
 * and REST answer alike); without one (charts exported by Superset usually carry only form data), the
 * query its viz plugin builds from the form data; with overrides, the form data plus what a dashboard adds.
 */
/** The stored query context; a broken one counts as none, as REST's saved-chart route treats it. */
function savedQueryContext(chart: RestChart): Record<string, unknown> | null {
  try {
    return parseJsonObject(chart.query_context, `chart ${chart.id} query_context`);
  } catch {
    return null;
  }
}

export async function runChartQuery(
  chart: RestChart,
  { force, ...overrides }: ChartDataArgs,
  ctx: GraphQLContext,
): Promise<ChartDataShape> {
  const forced = force ?? false;
  if (hasOverrides(overrides)) {
    return chartDataOrJob(await ctx.rest.chartData({ ...queryContextWithOverrides(chart, overrides), force: forced }));
  }
  const saved = savedQueryContext(chart);
  if (saved) return chartDataOrJob(await ctx.rest.chartData({ ...saved, force: forced }));
  if (chart.query_context === undefined) {
    // List rows leave query_context out: REST's saved-chart route runs the stored one, if any.
    try {
      return chartDataOrJob(await ctx.rest.savedChartData(chart.id, forced));
    } catch (error) {
      if (!(error instanceof ValidationError && error.message === NO_SAVED_QUERY)) throw error;
    }
  }
  return chartDataOrJob(await ctx.rest.chartData({ ...queryContextFromFormData(chart), force: forced }));
}
