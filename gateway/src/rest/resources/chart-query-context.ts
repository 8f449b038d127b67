import type { Chart } from '../../metadata/index.ts';
import { buildQueryContext, type ChartFormData, FormDataError, isVizType } from '../../viz/index.ts';
import { migrateChart } from '../../viz/migrations/index.ts';
import { BadRequestError } from '../errors.ts';

type ChartRow = Pick<Chart, 'id' | 'params' | 'vizType' | 'datasourceId' | 'datasourceType' | 'queryContext'>;

function parseObject(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The query context built from a chart's form data by its viz plugin's buildQuery (what the explore
 * screen would save), a legacy viz type migrated first as Superset migrates it. Charts exported by
 * Superset usually carry no query context, only this form data.
 */
export function queryContextFromParams(chart: ChartRow): Record<string, unknown> {
  const params = parseObject(chart.params);
  if (!params) throw new BadRequestError("The chart's form data (params) is not a valid JSON object.");
  const { vizType, formData } = migrateChart(chart.vizType, params);
  if (!isVizType(vizType)) throw new BadRequestError(`This chart type is not supported: ${vizType}`);
  const complete = {
    ...formData,
    viz_type: vizType,
    datasource: `${chart.datasourceId}__${chart.datasourceType}`,
    slice_id: chart.id,
  };
  try {
    return buildQueryContext(complete as unknown as ChartFormData) as unknown as Record<string, unknown>;
  } catch (error) {
    if (error instanceof FormDataError) throw new BadRequestError(error.message);
    throw error;
  }
}

/**
 * What a chart runs outside REST's saved-chart route (cache warm-up, annotation layers drawn from
 * another chart): its saved query context, or without one the query built from its form data.
 */
export function chartQueryContext(chart: ChartRow): Record<string, unknown> {
  const saved = parseObject(chart.queryContext);
  if (saved && Array.isArray(saved.queries) && saved.queries.length > 0) return saved;
  return queryContextFromParams(chart);
}
