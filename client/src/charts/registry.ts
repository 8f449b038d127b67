import { createElement, type ReactElement, type ReactNode } from 'react';
import { BigNumberRenderer } from './big_number/Renderer.tsx';
import { transformProps as bigNumberProps } from './big_number/transformProps.ts';
import { BigNumberTotalRenderer } from './big_number_total/Renderer.tsx';
import { transformProps as bigNumberTotalProps } from './big_number_total/transformProps.ts';
import { Renderer as boxPlotRenderer } from './box_plot/Renderer.tsx';
import { transformProps as boxPlotProps } from './box_plot/transformProps.ts';
import { Renderer as bubbleRenderer } from './bubble_v2/Renderer.tsx';
import { transformProps as bubbleProps } from './bubble_v2/transformProps.ts';
import { Renderer as bulletRenderer } from './bullet/Renderer.tsx';
import { transformProps as bulletProps } from './bullet/transformProps.ts';
import { Renderer as calendarRenderer } from './cal_heatmap/Renderer.tsx';
import { transformProps as calendarProps } from './cal_heatmap/transformProps.ts';
import { EMPTY_DATASOURCE_META } from './datasourceMeta.ts';
import { Renderer as distBarRenderer } from './dist_bar/Renderer.tsx';
import { transformProps as distBarProps } from './dist_bar/transformProps.ts';
import { AreaChartRenderer } from './echarts_area/Renderer.tsx';
import { transformProps as areaProps } from './echarts_area/transformProps.ts';
import { BarChartRenderer } from './echarts_timeseries_bar/Renderer.tsx';
import { transformProps as barProps } from './echarts_timeseries_bar/transformProps.ts';
import { LineChartRenderer } from './echarts_timeseries_line/Renderer.tsx';
import { transformProps as lineProps } from './echarts_timeseries_line/transformProps.ts';
import { Renderer as scatterRenderer } from './echarts_timeseries_scatter/Renderer.tsx';
import { transformProps as scatterProps } from './echarts_timeseries_scatter/transformProps.ts';
import { Renderer as smoothRenderer } from './echarts_timeseries_smooth/Renderer.tsx';
import { transformProps as smoothProps } from './echarts_timeseries_smooth/transformProps.ts';
import { Renderer as stepRenderer } from './echarts_timeseries_step/Renderer.tsx';
import { transformProps as stepProps } from './echarts_timeseries_step/transformProps.ts';
import { Renderer as funnelRenderer } from './funnel/Renderer.tsx';
import { transformProps as funnelProps } from './funnel/transformProps.ts';
import { Renderer as gaugeRenderer } from './gauge_chart/Renderer.tsx';
import { transformProps as gaugeProps } from './gauge_chart/transformProps.ts';
import { Renderer as graphRenderer } from './graph_chart/Renderer.tsx';
import { transformProps as graphProps } from './graph_chart/transformProps.ts';
import { Renderer as heatmapRenderer } from './heatmap_v2/Renderer.tsx';
import { transformProps as heatmapProps } from './heatmap_v2/transformProps.ts';
import { Renderer as histogramRenderer } from './histogram_v2/Renderer.tsx';
import { transformProps as histogramProps } from './histogram_v2/transformProps.ts';
import { Renderer as mixedRenderer } from './mixed_timeseries/Renderer.tsx';
import { transformProps as mixedProps } from './mixed_timeseries/transformProps.ts';
import { PieChartRenderer } from './pie/Renderer.tsx';
import { transformProps as pieProps } from './pie/transformProps.ts';
import { Renderer as pivotTableRenderer } from './pivot_table_v2/Renderer.tsx';
import { transformProps as pivotTableProps } from './pivot_table_v2/transformProps.ts';
import { Renderer as popKpiRenderer } from './pop_kpi/Renderer.tsx';
import { transformProps as popKpiProps } from './pop_kpi/transformProps.ts';
import { Renderer as radarRenderer } from './radar/Renderer.tsx';
import { transformProps as radarProps } from './radar/transformProps.ts';
import { Renderer as sankeyRenderer } from './sankey_v2/Renderer.tsx';
import { transformProps as sankeyProps } from './sankey_v2/transformProps.ts';
import { Renderer as sunburstRenderer } from './sunburst_v2/Renderer.tsx';
import { transformProps as sunburstProps } from './sunburst_v2/transformProps.ts';
import { TableChartRenderer } from './table/Renderer.tsx';
import { transformProps as tableProps } from './table/transformProps.ts';
import { Renderer as treemapRenderer } from './treemap_v2/Renderer.tsx';
import { transformProps as treemapProps } from './treemap_v2/transformProps.ts';
import type {
  ChartContext,
  ChartPlugin,
  ChartQueryResult,
  SavedFormData,
  TransformProps,
  VizFormDataMap,
  VizType,
} from './types.ts';
import { vizTypeName } from './vizTypeNames.ts';
import { Renderer as waterfallRenderer } from './waterfall/Renderer.tsx';
import { transformProps as waterfallProps } from './waterfall/transformProps.ts';
import { Renderer as wordCloudRenderer } from './word_cloud/Renderer.tsx';
import { transformProps as wordCloudProps } from './word_cloud/transformProps.ts';
import { WorldMapRenderer } from './world_map/Renderer.tsx';
import { transformProps as worldMapProps } from './world_map/transformProps.ts';

/**
 * A plugin with its props and form data types erased, so every plugin fits one map. `render` is
 * the only safe way to combine the two halves; it was built while both types were known.
 */
export interface RegisteredChartPlugin {
  readonly name: string;
  readonly Renderer: (props: never) => ReactNode;
  readonly transformProps: TransformProps<object, never>;
  /** Without a context, the chart draws with no verbose names and only this one result. */
  readonly render: (queryResult: ChartQueryResult, formData: SavedFormData, context?: ChartContext) => ReactElement;
}

/** Pairs a Renderer with the transformProps that feeds it, so the two can never disagree on props. */
function definePlugin<K extends VizType, P extends object>(
  _vizType: K,
  plugin: ChartPlugin<P, VizFormDataMap[K]>,
): RegisteredChartPlugin {
  return {
    ...plugin,
    // Saved params are JSON the client cannot validate; each transformProps reads its fields
    // defensively (wrong types fall back to defaults), which is what makes this one cast safe.
    render: (queryResult, formData, context) =>
      createElement(
        plugin.Renderer,
        plugin.transformProps(
          queryResult,
          formData as unknown as VizFormDataMap[K],
          context ?? { datasource: EMPTY_DATASOURCE_META, results: [queryResult] },
        ),
      ),
  };
}

/** viz_type -> plugin. Keys are Superset's viz_type names, as stored in chart form data. */
export const chartRegistry: Readonly<Record<VizType, RegisteredChartPlugin>> = {
  echarts_timeseries_line: definePlugin('echarts_timeseries_line', {
    name: vizTypeName('echarts_timeseries_line'),
    Renderer: LineChartRenderer,
    transformProps: lineProps,
  }),
  echarts_timeseries_bar: definePlugin('echarts_timeseries_bar', {
    name: vizTypeName('echarts_timeseries_bar'),
    Renderer: BarChartRenderer,
    transformProps: barProps,
  }),
  echarts_area: definePlugin('echarts_area', {
    name: vizTypeName('echarts_area'),
    Renderer: AreaChartRenderer,
    transformProps: areaProps,
  }),
  pie: definePlugin('pie', { name: vizTypeName('pie'), Renderer: PieChartRenderer, transformProps: pieProps }),
  table: definePlugin('table', {
    name: vizTypeName('table'),
    Renderer: TableChartRenderer,
    transformProps: tableProps,
  }),
  big_number_total: definePlugin('big_number_total', {
    name: vizTypeName('big_number_total'),
    Renderer: BigNumberTotalRenderer,
    transformProps: bigNumberTotalProps,
  }),
  big_number: definePlugin('big_number', {
    name: vizTypeName('big_number'),
    Renderer: BigNumberRenderer,
    transformProps: bigNumberProps,
  }),
  echarts_timeseries_scatter: definePlugin('echarts_timeseries_scatter', {
    name: vizTypeName('echarts_timeseries_scatter'),
    Renderer: scatterRenderer,
    transformProps: scatterProps,
  }),
  echarts_timeseries_smooth: definePlugin('echarts_timeseries_smooth', {
    name: vizTypeName('echarts_timeseries_smooth'),
    Renderer: smoothRenderer,
    transformProps: smoothProps,
  }),
  echarts_timeseries_step: definePlugin('echarts_timeseries_step', {
    name: vizTypeName('echarts_timeseries_step'),
    Renderer: stepRenderer,
    transformProps: stepProps,
  }),
  mixed_timeseries: definePlugin('mixed_timeseries', {
    name: vizTypeName('mixed_timeseries'),
    Renderer: mixedRenderer,
    transformProps: mixedProps,
  }),
  dist_bar: definePlugin('dist_bar', {
    name: vizTypeName('dist_bar'),
    Renderer: distBarRenderer,
    transformProps: distBarProps,
  }),
  heatmap_v2: definePlugin('heatmap_v2', {
    name: vizTypeName('heatmap_v2'),
    Renderer: heatmapRenderer,
    transformProps: heatmapProps,
  }),
  treemap_v2: definePlugin('treemap_v2', {
    name: vizTypeName('treemap_v2'),
    Renderer: treemapRenderer,
    transformProps: treemapProps,
  }),
  sunburst_v2: definePlugin('sunburst_v2', {
    name: vizTypeName('sunburst_v2'),
    Renderer: sunburstRenderer,
    transformProps: sunburstProps,
  }),
  funnel: definePlugin('funnel', {
    name: vizTypeName('funnel'),
    Renderer: funnelRenderer,
    transformProps: funnelProps,
  }),
  gauge_chart: definePlugin('gauge_chart', {
    name: vizTypeName('gauge_chart'),
    Renderer: gaugeRenderer,
    transformProps: gaugeProps,
  }),
  radar: definePlugin('radar', { name: vizTypeName('radar'), Renderer: radarRenderer, transformProps: radarProps }),
  sankey_v2: definePlugin('sankey_v2', {
    name: vizTypeName('sankey_v2'),
    Renderer: sankeyRenderer,
    transformProps: sankeyProps,
  }),
  word_cloud: definePlugin('word_cloud', {
    name: vizTypeName('word_cloud'),
    Renderer: wordCloudRenderer,
    transformProps: wordCloudProps,
  }),
  pivot_table_v2: definePlugin('pivot_table_v2', {
    name: vizTypeName('pivot_table_v2'),
    Renderer: pivotTableRenderer,
    transformProps: pivotTableProps,
  }),
  box_plot: definePlugin('box_plot', {
    name: vizTypeName('box_plot'),
    Renderer: boxPlotRenderer,
    transformProps: boxPlotProps,
  }),
  histogram_v2: definePlugin('histogram_v2', {
    name: vizTypeName('histogram_v2'),
    Renderer: histogramRenderer,
    transformProps: histogramProps,
  }),
  bubble_v2: definePlugin('bubble_v2', {
    name: vizTypeName('bubble_v2'),
    Renderer: bubbleRenderer,
    transformProps: bubbleProps,
  }),
  waterfall: definePlugin('waterfall', {
    name: vizTypeName('waterfall'),
    Renderer: waterfallRenderer,
    transformProps: waterfallProps,
  }),
  bullet: definePlugin('bullet', {
    name: vizTypeName('bullet'),
    Renderer: bulletRenderer,
    transformProps: bulletProps,
  }),
  pop_kpi: definePlugin('pop_kpi', {
    name: vizTypeName('pop_kpi'),
    Renderer: popKpiRenderer,
    transformProps: popKpiProps,
  }),
  graph_chart: definePlugin('graph_chart', {
    name: vizTypeName('graph_chart'),
    Renderer: graphRenderer,
    transformProps: graphProps,
  }),
  cal_heatmap: definePlugin('cal_heatmap', {
    name: vizTypeName('cal_heatmap'),
    Renderer: calendarRenderer,
    transformProps: calendarProps,
  }),
  world_map: definePlugin('world_map', {
    name: vizTypeName('world_map'),
    Renderer: WorldMapRenderer,
    transformProps: worldMapProps,
  }),
};

export function getChartPlugin(vizType: string): RegisteredChartPlugin | undefined {
  return Object.hasOwn(chartRegistry, vizType) ? chartRegistry[vizType as VizType] : undefined;
}
