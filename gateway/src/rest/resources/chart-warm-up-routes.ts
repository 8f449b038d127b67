import type { Hono } from 'hono';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { executeChartData } from './chart-data.ts';
import { chartQueryContext } from './chart-query-context.ts';
import { findVisibleDashboard } from './dashboard-access.ts';

type Json = Record<string, unknown>;
const MISSING = 'Missing data for required field.';

/** `extra_filters`: a JSON text of `[{col, op, val}]` added to every query of the chart. */
function parseExtraFilters(raw: unknown, errors: Record<string, string[]>): Json[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string') {
    errors.extra_filters = ['Not a valid string.'];
    return [];
  }
  try {
    const value = JSON.parse(raw);
    if (Array.isArray(value) && value.every((f) => f && typeof f === 'object' && typeof f.col === 'string')) {
      return value as Json[];
    }
  } catch {
    // reported below
  }
  errors.extra_filters = ['Must be a JSON list of {col, op, val} filters.'];
  return [];
}

/**
 * `PUT /api/v1/chart/warm_up_cache` (Superset's ChartWarmUpCacheCommand): runs the chart's saved
 * query context, bypassing the cache, so that the next reader gets a cached answer. Query failures
 * are reported per chart (`viz_error`), as Superset does; unknown charts and dashboards are 404s.
 */
export function mountChartWarmUpRoutes(app: Hono<AppEnv>): void {
  app.put('/api/v1/chart/warm_up_cache', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Chart');
    const fields = await readFields(c);
    const errors: Record<string, string[]> = {};
    const chartId = fields.chart_id;
    if (chartId === undefined || chartId === null) errors.chart_id = [MISSING];
    else if (typeof chartId !== 'number' || !Number.isSafeInteger(chartId)) errors.chart_id = ['Not a valid integer.'];
    const dashboardId = fields.dashboard_id;
    if (
      dashboardId !== undefined &&
      dashboardId !== null &&
      (typeof dashboardId !== 'number' || !Number.isSafeInteger(dashboardId))
    ) {
      errors.dashboard_id = ['Not a valid integer.'];
    }
    const extraFilters = parseExtraFilters(fields.extra_filters, errors);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);

    const chart = await ctx.prisma.chart.findUnique({ where: { id: chartId as number } });
    if (!chart) throw new NotFoundError('Chart not found');
    if (typeof dashboardId === 'number') await findVisibleDashboard(ctx, String(dashboardId), {});

    let vizError: string | null = null;
    try {
      // Without a saved query context (Superset exports), the query its viz builds from the form data.
      const saved = chartQueryContext(chart) as Json;
      if (extraFilters.length > 0) {
        saved.queries = (saved.queries as Json[]).map((q) => ({
          ...q,
          filters: [...((q.filters as Json[] | undefined) ?? []), ...extraFilters],
        }));
      }
      await executeChartData(
        c.get('services'),
        ctx.user,
        { ...saved, result_type: 'full', result_format: 'json' },
        {
          chart,
          force: true,
          signal: c.req.raw.signal,
        },
      );
    } catch (error) {
      if (error instanceof ForbiddenError || (error instanceof HttpError && error.status === 404)) throw error;
      vizError = error instanceof Error ? error.message : String(error);
    }
    return c.json({
      result: [{ chart_id: chart.id, viz_error: vizError, viz_status: vizError ? 'failed' : 'success' }],
    });
  });
}
