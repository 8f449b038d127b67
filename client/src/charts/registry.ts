import { createElement, type ReactElement, type ReactNode } from 'react';
import { BigNumberRenderer } from './big_number/Renderer.tsx';
import { transformProps as bigNumberProps } from './big_number/transformProps.ts';
import { BigNumberTotalRenderer } from './big_number_total/Renderer.tsx';
import { transformProps as bigNumberTotalProps } from './big_number_total/transformProps.ts';
import { AreaChartRenderer } from './echarts_area/Renderer.tsx';
import { transformProps as areaProps } from './echarts_area/transformProps.ts';
import { BarChartRenderer } from './echarts_timeseries_bar/Renderer.tsx';
import { transformProps as barProps } from './echarts_timeseries_bar/transformProps.ts';
import { LineChartRenderer } from './echarts_timeseries_line/Renderer.tsx';
import { transformProps as lineProps } from './echarts_timeseries_line/transformProps.ts';
import { PieChartRenderer } from './pie/Renderer.tsx';
import { transformProps as pieProps } from './pie/transformProps.ts';
import { TableChartRenderer } from './table/Renderer.tsx';
import { transformProps as tableProps } from './table/transformProps.ts';
import type { ChartPlugin, ChartQueryResult, SavedFormData, TransformProps, VizFormDataMap, VizType } from './types.ts';
import { vizTypeName } from './vizTypeNames.ts';

/**
 * A plugin with its props and form data types erased, so every plugin fits one map. `render` is
 * the only safe way to combine the two halves; it was built while both types were known.
 */
export interface RegisteredChartPlugin {
  readonly name: string;
  readonly Renderer: (props: never) => ReactNode;
  readonly transformProps: TransformProps<object, never>;
  readonly render: (queryResult: ChartQueryResult, formData: SavedFormData) => ReactElement;
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
    render: (queryResult, formData) =>
      createElement(plugin.Renderer, plugin.transformProps(queryResult, formData as unknown as VizFormDataMap[K])),
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
};

export function getChartPlugin(vizType: string): RegisteredChartPlugin | undefined {
  return Object.hasOwn(chartRegistry, vizType) ? chartRegistry[vizType as VizType] : undefined;
}
