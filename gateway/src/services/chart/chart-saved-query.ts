import type { Chart } from '../../metadata/index.ts';
import { findChart } from '../../metadata/repositories/chart-repository.ts';
import { BadRequestError, NotFoundError } from '../../rest/errors.ts';
import { parseId } from '../../rest/list/handlers.ts';
import { assertCan } from '../../rest/permissions.ts';
import type { ServiceContext } from '../context.ts';

const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

/** What a caller may change of a saved query: the result type (`full`, `samples`, ...) and format (`csv`, ...). */
export interface SavedQueryOptions {
  type?: string | undefined;
  format?: string | undefined;
}

/**
 * A chart's saved query context with the caller's result type and format, as Superset's
 * `GET /chart/<pk>/data/` runs it; a chart saved without one (or with broken JSON) is a 400 that
 * asks to save the chart again.
 */
export function savedQueryContext(raw: string | null, options: SavedQueryOptions): unknown {
  if (!raw) throw new BadRequestError(NO_QUERY_CONTEXT);
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    throw new BadRequestError(NO_QUERY_CONTEXT);
  }
  if (saved && typeof saved === 'object') {
    const context = saved as Record<string, unknown>;
    if (options.type) context.result_type = options.type;
    if (options.format) context.result_format = options.format;
  }
  return saved;
}

/**
 * The chart and the query its data call runs. Needs can_read on Chart (403 otherwise); an unknown
 * or malformed id is 404. Running it (and the dataset grant it needs) is the chart-data service's.
 */
export async function loadSavedChartQuery(
  ctx: ServiceContext,
  rawId: string,
  options: SavedQueryOptions,
): Promise<{ chart: Chart; queryContext: unknown }> {
  assertCan(ctx.user, 'can_read', 'Chart');
  const id = parseId(rawId);
  const chart = id === null ? null : await findChart(ctx.prisma, id);
  if (!chart) throw new NotFoundError();
  return { chart, queryContext: savedQueryContext(chart.queryContext, options) };
}
