import type { CalendarHeatmapFormData } from '@chartroom/viz';
import { sequentialColor } from '../colors.ts';
import { labelOf, labelsOf, toDate, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import { type ChartContext, type ChartQueryResult, GenericDataType } from '../types.ts';

export interface CalendarDay {
  readonly day: string;
  readonly value: number;
}

export interface CalendarMetric {
  readonly id: string;
  readonly title: string;
  readonly days: readonly CalendarDay[];
  readonly format: string;
}

export interface CalendarHeatmapProps {
  readonly metrics: readonly CalendarMetric[];
  readonly from: string;
  readonly to: string;
  readonly colors: readonly string[];
  readonly showTitles: boolean;
  readonly showLegend: boolean;
}

/** One calendar per metric: a cell per day (UTC) coloured along the sequential scheme. */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: CalendarHeatmapFormData,
  context?: ChartContext,
): CalendarHeatmapProps {
  const meta = contextFor(queryResult, context).datasource;
  const timeColumn =
    labelOf(formData.x_axis ?? formData.granularity_sqla ?? undefined) ??
    queryResult.colnames.find((_, i) => queryResult.coltypes[i] === GenericDataType.TEMPORAL) ??
    '';
  const metrics = labelsOf(formData.metrics ?? []).filter((m) => queryResult.colnames.includes(m));
  const days = queryResult.data
    .map((row) => ({ date: toDate(row[timeColumn]), row }))
    .filter((d): d is { date: Date; row: (typeof queryResult.data)[number] } => d.date !== null);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const sorted = days.map((d) => d.date.getTime()).sort((a, b) => a - b);
  const scheme = sequentialColor(optionalString(formData.linear_color_scheme) ?? 'superset_seq_1');
  return {
    metrics: metrics.map((m) => ({
      id: m,
      title: displayName(m, meta),
      days: days.flatMap(({ date, row }) => {
        const value = toNumber(row[m]);
        return value === null ? [] : [{ day: iso(date), value }];
      }),
      format: optionalString(formData.y_axis_format) ?? meta.metricFormats[m] ?? 'SMART_NUMBER',
    })),
    from: sorted.length ? iso(new Date(sorted[0] as number)) : iso(new Date()),
    to: sorted.length ? iso(new Date(sorted[sorted.length - 1] as number)) : iso(new Date()),
    colors: [0.15, 0.35, 0.55, 0.75, 0.95].map(scheme),
    showTitles: formData.show_metric_name !== false && metrics.length > 1,
    showLegend: formData.show_legend !== false,
  };
}
