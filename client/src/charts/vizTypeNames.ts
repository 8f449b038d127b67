/**
 * Display names of the viz types with a plugin. Kept apart from the registry so that lists can
 * name chart types without loading every renderer (and Nivo) with them.
 */
export const vizTypeNames: Readonly<Record<string, string>> = {
  echarts_timeseries_line: 'Line Chart',
  echarts_timeseries_bar: 'Bar Chart',
  echarts_area: 'Area Chart',
  pie: 'Pie Chart',
  table: 'Table',
  big_number_total: 'Big Number',
  big_number: 'Big Number with Trendline',
  world_map: 'World Map',
  echarts_timeseries_scatter: 'Scatter Plot',
  echarts_timeseries_smooth: 'Smooth Line',
  echarts_timeseries_step: 'Stepped Line',
  mixed_timeseries: 'Mixed Chart',
  dist_bar: 'Bar Chart (by category)',
  heatmap_v2: 'Heatmap',
  treemap_v2: 'Treemap',
  sunburst_v2: 'Sunburst Chart',
  funnel: 'Funnel Chart',
  gauge_chart: 'Gauge Chart',
  radar: 'Radar Chart',
  sankey_v2: 'Sankey Chart',
  word_cloud: 'Word Cloud',
  pivot_table_v2: 'Pivot Table',
  box_plot: 'Box Plot',
  histogram_v2: 'Histogram',
  bubble_v2: 'Bubble Chart',
  waterfall: 'Waterfall Chart',
  bullet: 'Bullet Chart',
  pop_kpi: 'Big Number with Time Period Comparison',
  graph_chart: 'Graph Chart',
  cal_heatmap: 'Calendar Heatmap',
};

/** The display name of a viz type; the raw viz_type when no plugin knows it. */
export function vizTypeName(vizType: string): string {
  return Object.hasOwn(vizTypeNames, vizType) ? (vizTypeNames[vizType] ?? vizType) : vizType;
}
