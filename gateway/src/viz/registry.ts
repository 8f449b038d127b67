import type { QueryContextInput } from '../engine/query-context.ts';
import { FormDataError } from './errors.ts';
import type { BuiltinVizType, ChartFormData, VizFormDataMap, VizType } from './form-data.ts';
import { buildBigNumberQuery } from './plugins/big-number.ts';
import { buildBigNumberTotalQuery } from './plugins/big-number-total.ts';
import { buildPieQuery } from './plugins/pie.ts';
import { buildTableQuery } from './plugins/table.ts';
import { buildTimeseriesQuery } from './plugins/timeseries.ts';

export type VizCategory = 'Evolution' | 'Part of a Whole' | 'Table' | 'KPI' | 'Ranking' | 'Distribution';

/** What a viz plugin tells the rest of the product about itself, and how its form data becomes a query. */
export interface VizPlugin<F extends { viz_type: string } = ChartFormData> {
  /** Superset's chart name, shown in the viz picker (e.g. "Line Chart"). */
  name: string;
  /** A short label for compact places (menus, list badges). */
  label: string;
  category: VizCategory;
  tags: readonly string[];
  description: string;
  /** Pure: form data -> the query context the chart runs. */
  buildQuery(formData: F): QueryContextInput;
}

type BuiltinRegistry = { [K in BuiltinVizType]: VizPlugin<VizFormDataMap[K]> };
/** Built-ins are always there; types added by augmenting VizFormDataMap arrive through registerViz. */
type Registry = BuiltinRegistry & { [K in Exclude<VizType, BuiltinVizType>]?: VizPlugin<VizFormDataMap[K]> };

const BUILTIN_PLUGINS: BuiltinRegistry = {
  echarts_timeseries_line: {
    name: 'Line Chart',
    label: 'Line',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Popular', 'Trend'],
    description:
      'Line chart is used to visualize measurements taken over a given category. It connects the data points with lines, showing how a metric moves over time.',
    buildQuery: buildTimeseriesQuery,
  },
  echarts_timeseries_bar: {
    name: 'Bar Chart',
    label: 'Bar',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Bar', 'Popular', 'Vertical', 'Horizontal', 'Stacked'],
    description:
      'Bar charts show a metric per time period or category as bars, optionally split into stacked or grouped series by a dimension.',
    buildQuery: buildTimeseriesQuery,
  },
  echarts_area: {
    name: 'Area Chart',
    label: 'Area',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Stacked', 'Popular', 'Time'],
    description:
      'Area charts are like line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
    buildQuery: buildTimeseriesQuery,
  },
  pie: {
    name: 'Pie Chart',
    label: 'Pie',
    category: 'Part of a Whole',
    tags: ['ECharts', 'Aesthetic', 'Categorical', 'Circular', 'Comparison', 'Percentages', 'Popular', 'Proportional'],
    description: 'The classic. Shows how a metric is divided among the values of a dimension, largest slices first.',
    buildQuery: buildPieQuery,
  },
  table: {
    name: 'Table',
    label: 'Table',
    category: 'Table',
    tags: ['Tabular', 'Report', 'Popular', 'Pattern', 'Featured'],
    description:
      'Classic row-by-column spreadsheet-like view of a dataset: raw records, or metrics grouped by dimensions.',
    buildQuery: buildTableQuery,
  },
  big_number_total: {
    name: 'Big Number',
    label: 'Big number',
    category: 'KPI',
    tags: ['Additive', 'Business', 'Legacy', 'Percentages', 'Featured', 'Report'],
    description: 'Showcases a single metric front-and-center, computed over the whole filtered dataset.',
    buildQuery: buildBigNumberTotalQuery,
  },
  big_number: {
    name: 'Big Number with Trendline',
    label: 'Big number + trend',
    category: 'KPI',
    tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
    description:
      'Showcases a single number accompanied by a simple line chart, to call attention to an important metric and its change over time.',
    buildQuery: buildBigNumberQuery,
  },
};

/** viz_type -> plugin. Read it freely; add to it only through registerViz. */
export const vizRegistry: Registry = { ...BUILTIN_PLUGINS };

/** Adds a viz type (declared by augmenting VizFormDataMap). A type is registered once. */
export function registerViz<K extends VizType>(vizType: K, plugin: VizPlugin<VizFormDataMap[K]>): void {
  if (Object.hasOwn(vizRegistry, vizType)) throw new Error(`viz type "${vizType}" is already registered`);
  (vizRegistry as Record<string, VizPlugin<never>>)[vizType] = plugin as VizPlugin<never>;
}

export function isVizType(value: unknown): value is VizType {
  return typeof value === 'string' && Object.hasOwn(vizRegistry, value);
}

export function getVizPlugin<K extends VizType>(vizType: K): VizPlugin<VizFormDataMap[K]> | undefined {
  return vizRegistry[vizType] as VizPlugin<VizFormDataMap[K]> | undefined;
}

/** The query context a chart runs: its viz plugin's buildQuery applied to its form data. */
export function buildQueryContext(formData: ChartFormData): QueryContextInput {
  const vizType: unknown = formData?.viz_type;
  if (!isVizType(vizType)) {
    throw new FormDataError(
      `Unknown viz_type ${JSON.stringify(vizType)}; known types: ${Object.keys(vizRegistry).join(', ')}`,
    );
  }
  // The registry pairs each viz type with its own plugin; TypeScript cannot follow that correlation.
  const plugin = vizRegistry[vizType] as VizPlugin<ChartFormData>;
  return plugin.buildQuery(formData);
}
