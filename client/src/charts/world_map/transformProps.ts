import type { WorldMapFormData } from '@chartroom/viz';
import { metricColumnOf } from '../categoryRows.ts';
import { labelColorFunction, sequentialColor } from '../colors.ts';
import { labelOf, toNumber } from '../columns.ts';
import { displayName } from '../datasourceMeta.ts';
import { contextFor, sharedMetricFormat } from '../timeseriesProps.ts';
import type { ChartContext, ChartQueryResult } from '../types.ts';
import { type CountryFieldType, countryId } from './countries.ts';

export interface WorldMapCountry {
  /** ISO 3166-1 numeric code: the map feature it colours. */
  readonly id: string;
  /** The country as the data names it. */
  readonly name: string;
  readonly value: number | null;
  readonly secondary: number | null;
  readonly color: string;
  /** Bubble radius in pixels (0 without bubbles). */
  readonly radius: number;
}

export interface WorldMapProps {
  readonly countries: readonly WorldMapCountry[];
  /** Entity values that name no country of the map (left out of it). */
  readonly unmatched: readonly string[];
  readonly metricLabel: string;
  readonly secondaryLabel: string | null;
  readonly format: string;
  readonly showBubbles: boolean;
  readonly bubbleColor: string;
  /** The colour scale of `color_by: metric`: its ends, for the legend. */
  readonly scale: { readonly min: number; readonly max: number; readonly colors: readonly string[] } | null;
}

const FIELD_TYPES: readonly unknown[] = ['name', 'cioc', 'cca2', 'cca3'];

function rgba(value: unknown): string {
  const c = value as { r?: unknown; g?: unknown; b?: unknown; a?: unknown } | null;
  if (!c || typeof c !== 'object') return 'rgba(0, 122, 135, 1)';
  const n = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);
  return `rgba(${n(c.r, 0)}, ${n(c.g, 122)}, ${n(c.b, 135)}, ${n(c.a, 1)})`;
}

/**
 * Superset's world map: one country per row of the entity column, shaded along the sequential
 * scheme by the metric (or a categorical colour per country with `color_by: country`); bubbles, when
 * shown, sized by the secondary metric (the metric without one) on a square-root scale up to
 * `max_bubble_size` pixels.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: WorldMapFormData,
  context?: ChartContext,
): WorldMapProps {
  const meta = contextFor(queryResult, context).datasource;
  const entity = labelOf(formData.entity) ?? queryResult.colnames[0] ?? '';
  const metric = metricColumnOf(queryResult, formData.metric, [entity]);
  const secondaryLabel = labelOf(formData.secondary_metric);
  const secondary = secondaryLabel && queryResult.colnames.includes(secondaryLabel) ? secondaryLabel : metric;
  const fieldType = (
    FIELD_TYPES.includes(formData.country_fieldtype) ? formData.country_fieldtype : 'cca2'
  ) as CountryFieldType;
  const unmatched: string[] = [];
  const rows = queryResult.data.flatMap((row) => {
    const name = row[entity] === null || row[entity] === undefined ? 'NULL' : String(row[entity]);
    const id = countryId(row[entity], fieldType);
    if (!id) {
      unmatched.push(name);
      return [];
    }
    const value = metric === undefined ? null : toNumber(row[metric]);
    const size = secondary === undefined ? null : toNumber(row[secondary]);
    return [{ id, name, value, secondary: size }];
  });
  const values = rows.flatMap((r) => (r.value === null ? [] : [r.value]));
  const min = values.length ? Math.min(...values) : 0;
  const max = values.length ? Math.max(...values) : 0;
  const byCountry = formData.color_by === 'country';
  const shade = sequentialColor(formData.linear_color_scheme);
  const categorical = labelColorFunction(formData);
  const maxSize = Math.max(0, ...rows.map((r) => Math.abs(r.secondary ?? 0)));
  const maxBubble = toNumber(formData.max_bubble_size) ?? 25;
  const showBubbles = formData.show_bubbles === true;
  return {
    countries: rows.map((r) => ({
      ...r,
      color: byCountry
        ? categorical(r.name)
        : r.value === null
          ? 'transparent'
          : shade(max === min ? 1 : (r.value - min) / (max - min)),
      radius: showBubbles && maxSize > 0 ? Math.sqrt(Math.abs(r.secondary ?? 0) / maxSize) * maxBubble : 0,
    })),
    unmatched,
    metricLabel: metric === undefined ? '' : displayName(metric, meta),
    secondaryLabel: secondary && secondary !== metric ? displayName(secondary, meta) : null,
    format:
      (typeof formData.y_axis_format === 'string' && formData.y_axis_format) ||
      (metric ? sharedMetricFormat([metric], meta) : undefined) ||
      'SMART_NUMBER',
    showBubbles,
    bubbleColor: rgba(formData.color_picker),
    scale: byCountry || !values.length ? null : { min, max, colors: [0, 0.25, 0.5, 0.75, 1].map(shade) },
  };
}
