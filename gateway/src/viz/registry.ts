import type { QueryContextInput } from '../engine/query-context.ts';
import type { ControlPanelConfig } from './control-panel.ts';
import { FormDataError } from './errors.ts';
import type { BuiltinVizType, ChartFormData, VizFormDataMap, VizType } from './form-data.ts';
import { buildBigNumberQuery } from './plugins/big-number.ts';
import { bigNumberControlPanel, bigNumberTotalControlPanel } from './plugins/big-number-panels.ts';
import { buildBigNumberTotalQuery } from './plugins/big-number-total.ts';
import { boxPlotControlPanel, buildBoxPlotQuery } from './plugins/box-plot.ts';
import { bubbleControlPanel, buildBubbleQuery } from './plugins/bubble.ts';
import { buildBulletQuery, bulletControlPanel } from './plugins/bullet.ts';
import { buildCalendarHeatmapQuery, calendarHeatmapControlPanel } from './plugins/cal-heatmap.ts';
import {
  buildFunnelQuery,
  buildGaugeQuery,
  buildRadarQuery,
  buildSankeyQuery,
  buildSunburstQuery,
  buildTreemapQuery,
  buildWordCloudQuery,
} from './plugins/category-charts.ts';
import { buildDistBarQuery } from './plugins/dist-bar.ts';
import { buildGraphQuery, graphControlPanel } from './plugins/graph.ts';
import { buildHeatmapQuery } from './plugins/heatmap.ts';
import { buildHistogramQuery, histogramControlPanel } from './plugins/histogram.ts';
import { buildMixedTimeseriesQuery } from './plugins/mixed-timeseries.ts';
import {
  distBarControlPanel,
  funnelControlPanel,
  gaugeControlPanel,
  heatmapControlPanel,
  mixedTimeseriesControlPanel,
  radarControlPanel,
  sankeyControlPanel,
  sunburstControlPanel,
  treemapControlPanel,
  wordCloudControlPanel,
} from './plugins/more-panels.ts';
import { buildPieQuery } from './plugins/pie.ts';
import { pieControlPanel } from './plugins/pie-panel.ts';
import { buildPivotTableQuery, pivotTableControlPanel } from './plugins/pivot-table.ts';
import { buildPopKpiQuery, popKpiControlPanel } from './plugins/pop-kpi.ts';
import { buildTableQuery } from './plugins/table.ts';
import { tableControlPanel } from './plugins/table-panel.ts';
import { buildTimeseriesQuery } from './plugins/timeseries.ts';
import {
  areaControlPanel,
  barControlPanel,
  lineControlPanel,
  scatterControlPanel,
  smoothControlPanel,
  stepControlPanel,
} from './plugins/timeseries-panels.ts';
import { buildWaterfallQuery, waterfallControlPanel } from './plugins/waterfall.ts';
import { buildWorldMapQuery, worldMapControlPanel } from './plugins/world-map.ts';

export type VizCategory =
  | 'Evolution'
  | 'Part of a Whole'
  | 'Table'
  | 'KPI'
  | 'Ranking'
  | 'Distribution'
  | 'Correlation'
  | 'Flow'
  | 'Map';

/** What a viz plugin tells the rest of the product about itself, and how its form data becomes a query. */
export interface VizPlugin<F extends { viz_type: string } = ChartFormData> {
  /** Superset's chart name, shown in the viz picker (e.g. "Line Chart"). */
  name: string;
  /** A short label for compact places (menus, list badges). */
  label: string;
  category: VizCategory;
  tags: readonly string[];
  description: string;
  /**
   * The example image the viz picker shows, a path the client serves; by default
   * `/assets/viz-thumbnails/<viz_type>.png` (made from the viz gallery's screenshots).
   */
  thumbnail?: string;
  /** Pure: form data -> the query context the chart runs. */
  buildQuery(formData: F): QueryContextInput;
  /** The explore screen's controls for this viz, as data. */
  controlPanel: ControlPanelConfig;
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
    controlPanel: lineControlPanel,
  },
  echarts_timeseries_bar: {
    name: 'Bar Chart',
    label: 'Bar',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Bar', 'Popular', 'Vertical', 'Horizontal', 'Stacked'],
    description:
      'Bar charts show a metric per time period or category as bars, optionally split into stacked or grouped series by a dimension.',
    buildQuery: buildTimeseriesQuery,
    controlPanel: barControlPanel,
  },
  echarts_area: {
    name: 'Area Chart',
    label: 'Area',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Stacked', 'Popular', 'Time'],
    description:
      'Area charts are like line charts in that they represent variables with the same scale, but area charts stack the metrics on top of each other.',
    buildQuery: buildTimeseriesQuery,
    controlPanel: areaControlPanel,
  },
  pie: {
    name: 'Pie Chart',
    label: 'Pie',
    category: 'Part of a Whole',
    tags: ['ECharts', 'Aesthetic', 'Categorical', 'Circular', 'Comparison', 'Percentages', 'Popular', 'Proportional'],
    description: 'The classic. Shows how a metric is divided among the values of a dimension, largest slices first.',
    buildQuery: buildPieQuery,
    controlPanel: pieControlPanel,
  },
  table: {
    name: 'Table',
    label: 'Table',
    category: 'Table',
    tags: ['Tabular', 'Report', 'Popular', 'Pattern', 'Featured'],
    description:
      'Classic row-by-column spreadsheet-like view of a dataset: raw records, or metrics grouped by dimensions.',
    buildQuery: buildTableQuery,
    controlPanel: tableControlPanel,
  },
  big_number_total: {
    name: 'Big Number',
    label: 'Big number',
    category: 'KPI',
    tags: ['Additive', 'Business', 'Legacy', 'Percentages', 'Featured', 'Report'],
    description: 'Showcases a single metric front-and-center, computed over the whole filtered dataset.',
    buildQuery: buildBigNumberTotalQuery,
    controlPanel: bigNumberTotalControlPanel,
  },
  big_number: {
    name: 'Big Number with Trendline',
    label: 'Big number + trend',
    category: 'KPI',
    tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
    description:
      'Showcases a single number accompanied by a simple line chart, to call attention to an important metric and its change over time.',
    buildQuery: buildBigNumberQuery,
    controlPanel: bigNumberControlPanel,
  },
  echarts_timeseries_scatter: {
    name: 'Scatter Plot',
    label: 'Scatter',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Time', 'Scatter', 'Popular'],
    description:
      'Scatter plot over time: a marker per period and series, for metrics whose points matter more than the path between them.',
    buildQuery: buildTimeseriesQuery,
    controlPanel: scatterControlPanel,
  },
  echarts_timeseries_smooth: {
    name: 'Smooth Line',
    label: 'Smooth line',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Time', 'Aesthetic'],
    description:
      'Smooth-line is a variation of the line chart: the series are drawn as curves through the data points.',
    buildQuery: buildTimeseriesQuery,
    controlPanel: smoothControlPanel,
  },
  echarts_timeseries_step: {
    name: 'Stepped Line',
    label: 'Stepped line',
    category: 'Evolution',
    tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Line', 'Time', 'Stepped'],
    description:
      'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points: values that change at discrete moments.',
    buildQuery: buildTimeseriesQuery,
    controlPanel: stepControlPanel,
  },
  mixed_timeseries: {
    name: 'Mixed Chart',
    label: 'Mixed',
    category: 'Evolution',
    tags: ['ECharts', 'Advanced-Analytics', 'Line', 'Bar', 'Multi-Variables', 'Time', 'Featured'],
    description:
      'Visualizes two different series using the same x-axis: each query has its own series type (line, bar, scatter...) and may sit on a secondary y-axis.',
    buildQuery: buildMixedTimeseriesQuery,
    controlPanel: mixedTimeseriesControlPanel,
  },
  dist_bar: {
    name: 'Bar Chart (by category)',
    label: 'Bar by category',
    category: 'Ranking',
    tags: ['Bar', 'Categorical', 'Comparison', 'Legacy', 'Stacked', 'Ranking'],
    description:
      'Compares metrics across the values of a dimension, one bar per group, optionally broken down into stacked or grouped series.',
    buildQuery: buildDistBarQuery,
    controlPanel: distBarControlPanel,
  },
  heatmap_v2: {
    name: 'Heatmap',
    label: 'Heatmap',
    category: 'Correlation',
    tags: ['ECharts', 'Business', 'Intensity', 'Density', 'Single Metric', 'Featured'],
    description:
      'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups; colour shades the strength.',
    buildQuery: buildHeatmapQuery,
    controlPanel: heatmapControlPanel,
  },
  treemap_v2: {
    name: 'Treemap',
    label: 'Treemap',
    category: 'Part of a Whole',
    tags: ['ECharts', 'Categorical', 'Comparison', 'Multi-Levels', 'Percentages', 'Proportional'],
    description:
      'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
    buildQuery: buildTreemapQuery,
    controlPanel: treemapControlPanel,
  },
  sunburst_v2: {
    name: 'Sunburst Chart',
    label: 'Sunburst',
    category: 'Part of a Whole',
    tags: ['ECharts', 'Aesthetic', 'Multi-Levels', 'Proportional', 'Circular', 'Featured'],
    description:
      'Uses circles to visualize the flow of data through different stages of a system: each ring is a level of the hierarchy, sized by the metric.',
    buildQuery: buildSunburstQuery,
    controlPanel: sunburstControlPanel,
  },
  funnel: {
    name: 'Funnel Chart',
    label: 'Funnel',
    category: 'KPI',
    tags: ['ECharts', 'Business', 'Progressive', 'Sequential', 'Trend'],
    description:
      'Showcases how a metric changes as the funnel progresses. This classic chart is useful for visualizing drop-off between stages in a pipeline or lifecycle.',
    buildQuery: buildFunnelQuery,
    controlPanel: funnelControlPanel,
  },
  gauge_chart: {
    name: 'Gauge Chart',
    label: 'Gauge',
    category: 'KPI',
    tags: ['ECharts', 'Business', 'Comparison', 'Multi-Variables', 'Single Metric', 'Report'],
    description:
      'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
    buildQuery: buildGaugeQuery,
    controlPanel: gaugeControlPanel,
  },
  radar: {
    name: 'Radar Chart',
    label: 'Radar',
    category: 'Ranking',
    tags: ['ECharts', 'Business', 'Comparison', 'Multi-Variables', 'Web'],
    description:
      'Visualize a parallel set of metrics across multiple groups. Each group is visualized using its own line of points and each metric is represented as an edge in the chart.',
    buildQuery: buildRadarQuery,
    controlPanel: radarControlPanel,
  },
  sankey_v2: {
    name: 'Sankey Chart',
    label: 'Sankey',
    category: 'Flow',
    tags: ['ECharts', 'Directional', 'Flow', 'Network', 'Relational', 'Flow-Chart'],
    description:
      'The Sankey chart visually tracks the movement and transformation of values across system stages. Nodes represent stages, connected by links depicting value flow.',
    buildQuery: buildSankeyQuery,
    controlPanel: sankeyControlPanel,
  },
  word_cloud: {
    name: 'Word Cloud',
    label: 'Word cloud',
    category: 'Ranking',
    tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
    description:
      'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency (or a bigger metric).',
    buildQuery: buildWordCloudQuery,
    controlPanel: wordCloudControlPanel,
  },
  pivot_table_v2: {
    name: 'Pivot Table',
    label: 'Pivot table',
    category: 'Table',
    tags: ['Additive', 'Report', 'Tabular', 'Featured'],
    description:
      'Used to summarize a set of data by grouping together multiple statistics along two axes. Examples: Sales numbers by region and month, tasks by status and assignee, active users by age and location.',
    buildQuery: buildPivotTableQuery,
    controlPanel: pivotTableControlPanel,
  },
  box_plot: {
    name: 'Box Plot',
    label: 'Box plot',
    category: 'Distribution',
    tags: ['ECharts', 'Range', 'Statistical', 'Featured'],
    description:
      'Also known as a box and whisker plot, this visualization compares the distributions of a related metric across multiple groups. The box in the middle emphasizes the mean, median, and inner 2 quartiles. The whiskers around each box visualize the min, max, range, and outer 2 quartiles.',
    buildQuery: buildBoxPlotQuery,
    controlPanel: boxPlotControlPanel,
  },
  histogram_v2: {
    name: 'Histogram',
    label: 'Histogram',
    category: 'Distribution',
    tags: ['Comparison', 'ECharts', 'Pattern', 'Popular'],
    description:
      'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
    buildQuery: buildHistogramQuery,
    controlPanel: histogramControlPanel,
  },
  bubble_v2: {
    name: 'Bubble Chart',
    label: 'Bubble',
    category: 'Correlation',
    tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts'],
    description:
      'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
    buildQuery: buildBubbleQuery,
    controlPanel: bubbleControlPanel,
  },
  waterfall: {
    name: 'Waterfall Chart',
    label: 'Waterfall',
    category: 'Evolution',
    tags: ['Categorical', 'Comparison', 'ECharts', 'Sequential', 'Trend'],
    description:
      'A waterfall chart is a form of data visualization that helps in understanding the cumulative effect of sequentially introduced positive or negative values. These intermediate values can either be time based or category based.',
    buildQuery: buildWaterfallQuery,
    controlPanel: waterfallControlPanel,
  },
  bullet: {
    name: 'Bullet Chart',
    label: 'Bullet',
    category: 'KPI',
    tags: ['Business', 'Legacy', 'Report'],
    description:
      'Showcases the progress of a single metric against a given target. The higher the fill, the closer the metric is to the target.',
    buildQuery: buildBulletQuery,
    controlPanel: bulletControlPanel,
  },
  pop_kpi: {
    name: 'Big Number with Time Period Comparison',
    label: 'Big number vs period',
    category: 'KPI',
    tags: ['Comparison', 'Business', 'Percentages', 'Report', 'Advanced-Analytics'],
    description:
      'Showcases a metric along with a comparison of value, change, and percent change for a selected time period.',
    buildQuery: buildPopKpiQuery,
    controlPanel: popKpiControlPanel,
  },
  graph_chart: {
    name: 'Graph Chart',
    label: 'Graph',
    category: 'Flow',
    tags: ['Circular', 'Comparison', 'Directional', 'ECharts', 'Relational', 'Structural', 'Transformable'],
    description:
      'Displays connections between entities in a graph structure. Useful for mapping relationships and showing which nodes are important in a network.',
    buildQuery: buildGraphQuery,
    controlPanel: graphControlPanel,
  },
  cal_heatmap: {
    name: 'Calendar Heatmap',
    label: 'Calendar',
    category: 'Correlation',
    tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
    description:
      "Visualizes how a metric has changed over a time using a color scale and a calendar view. Gray values are used to indicate missing values and the linear color scheme is used to encode the magnitude of each day's value.",
    buildQuery: buildCalendarHeatmapQuery,
    controlPanel: calendarHeatmapControlPanel,
  },
  world_map: {
    name: 'World Map',
    label: 'World Map',
    category: 'Map',
    tags: [
      '2D',
      'Comparison',
      'Intensity',
      'Legacy',
      'Multi-Dimensions',
      'Multi-Layers',
      'Multi-Variables',
      'Scatter',
      'Popular',
    ],
    description:
      'A map of the world, that can indicate values in different countries. Countries are shaded by a metric, and bubbles on top of them can show a second one.',
    buildQuery: buildWorldMapQuery,
    controlPanel: worldMapControlPanel,
  },
};

/** viz_type -> plugin. Read it freely; add to it only through registerViz. */
export const vizRegistry: Registry = { ...BUILTIN_PLUGINS };

/** Adds a viz type (declared by augmenting VizFormDataMap). A type is registered once. */
export function registerViz<K extends VizType>(vizType: K, plugin: VizPlugin<VizFormDataMap[K]>): void {
  if (Object.hasOwn(vizRegistry, vizType)) throw new Error(`viz type "${vizType}" is already registered`);
  (vizRegistry as Record<string, VizPlugin<never>>)[vizType] = plugin as VizPlugin<never>;
}

/** Where the picker finds a viz type's example image: the plugin's own, else the gallery thumbnail. */
export function vizThumbnail(vizType: string): string {
  const plugin = Object.hasOwn(vizRegistry, vizType)
    ? (vizRegistry as Record<string, VizPlugin<never>>)[vizType]
    : null;
  return plugin?.thumbnail ?? `/assets/viz-thumbnails/${vizType}.png`;
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
