import type { AnnotationChartRunner } from '../../engine/annotations.ts';
import { QueryCompileError } from '../../engine/errors.ts';
import { findChart } from '../../metadata/repositories/chart-repository.ts';
import { chartQueryContext } from '../../rest/resources/chart-query-context.ts';
import type { ServiceContext } from '../context.ts';
import { type ChartDataEngine, isChartDataDownload, runChartData } from './chart-data-run.ts';

/**
 * Annotation layers drawn from another chart: that chart's saved query context (without one, the
 * query built from its form data), with the layer's overrides (time range, grain, granularity,
 * shift) on its first query, run as the same user through the same service.
 */
export function annotationChartRunner(ctx: ServiceContext, engine: ChartDataEngine): AnnotationChartRunner {
  return async ({ chartId, overrides, force }, signal) => {
    const chart = await findChart(ctx.prisma, chartId);
    if (!chart) throw new QueryCompileError('The chart does not exist');
    let saved: Record<string, unknown>;
    try {
      saved = chartQueryContext(chart);
    } catch (error) {
      // The layer reports the source chart's problem the way the engine reports its own.
      throw new QueryCompileError(error instanceof Error ? error.message : String(error));
    }
    const first = (Array.isArray(saved.queries) ? saved.queries[0] : null) as Record<string, unknown> | null;
    if (!first) throw new QueryCompileError('Chart has no query context saved. Please save the chart again.');
    const { time_grain_sqla, ...rest } = overrides;
    const query: Record<string, unknown> = { ...first, ...rest, annotation_layers: [] };
    if (time_grain_sqla !== undefined) {
      query.extras = { ...((first.extras as Record<string, unknown>) ?? {}), time_grain_sqla };
    }
    const body = { ...saved, queries: [query], result_type: 'full', result_format: 'json' };
    const response = await runChartData(ctx, engine, body, { chart, force, signal });
    if (isChartDataDownload(response)) return [];
    return (response.result[0]?.data as Record<string, unknown>[] | undefined) ?? [];
  };
}
