import {
  buildQueryContext,
  type ChartFormData,
  type ExtraFormData,
  FormDataError,
  isVizType,
} from '../../viz/index.ts';
import { type MigratedChart, migrateChart } from '../../viz/migrations/index.ts';
import { ValidationError } from '../errors.ts';
import { parseJsonObject } from '../json.ts';
import type { RestChart } from '../rest-types.ts';

/** A chart whose viz type (after Superset's migrations) has no query builder here. */
export class UnsupportedVizTypeError extends ValidationError {
  constructor(readonly vizType: string) {
    super(`This chart type is not supported: ${vizType}`);
  }
}

/** The chart's saved form data (Superset `params`), as stored; broken JSON is the chart's own error. */
export function storedFormData(chart: RestChart): Record<string, unknown> {
  try {
    return chart.form_data ?? parseJsonObject(chart.params, `chart ${chart.id} params`) ?? {};
  } catch {
    throw new ValidationError("The chart's form data (params) is not a valid JSON object.");
  }
}

/** The form data for fields that must not fail: broken params read as none. */
export function formDataOrEmpty(chart: RestChart): Record<string, unknown> {
  try {
    return storedFormData(chart);
  } catch {
    return {};
  }
}

/**
 * What the chart is drawn with: a legacy viz type and its form data as Superset's viz migrations
 * make them (a current chart comes back as it is), pointed at the chart's own dataset and id.
 */
export function drawnChart(chart: RestChart, strict = false): MigratedChart {
  const migrated = migrateChart(chart.viz_type ?? '', strict ? storedFormData(chart) : formDataOrEmpty(chart));
  const datasource = `${chart.datasource_id}__${chart.datasource_type || 'table'}`;
  return { ...migrated, formData: { ...migrated.formData, datasource, slice_id: chart.id } };
}

/**
 * The query context built from the chart's form data by its viz plugin's buildQuery (what the
 * explore screen runs), with what a dashboard adds (`extra_form_data`) merged in.
 */
export function queryContextFromFormData(chart: RestChart, extra?: ExtraFormData): Record<string, unknown> {
  const { vizType, formData } = drawnChart(chart, true);
  if (!isVizType(vizType)) throw new UnsupportedVizTypeError(vizType);
  const merged = extra ? { ...formData, extra_form_data: extra } : formData;
  try {
    return buildQueryContext({ ...merged, viz_type: vizType } as unknown as ChartFormData) as unknown as Record<
      string,
      unknown
    >;
  } catch (error) {
    if (error instanceof FormDataError) throw new ValidationError(error.message);
    throw error;
  }
}
