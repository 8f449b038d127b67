import type { ControlConfig, ControlPanelSection, ControlSetItem, ControlSetRow } from '../control-panel.ts';

/**
 * Sections and controls several viz panels share, laid out as Superset lays them out. Names in
 * strings refer to the explore screen's shared control catalogue (Superset's sharedControls);
 * `{ name, config }` items are controls a viz defines for itself.
 */

/** A viz-specific control, defined where it is used. */
export function control(name: string, config: ControlConfig): ControlSetItem {
  return { name, config };
}

export const checkbox = (name: string, label: string, defaultValue: boolean, description?: string): ControlSetItem =>
  control(name, {
    type: 'CheckboxControl',
    label,
    default: defaultValue,
    renderTrigger: true,
    ...(description ? { description } : {}),
  });

export const select = (
  name: string,
  label: string,
  choices: readonly (readonly [string | number, string])[],
  defaultValue: unknown,
  extra: Partial<ControlConfig> = {},
): ControlSetItem =>
  control(name, { type: 'SelectControl', label, choices, default: defaultValue, renderTrigger: true, ...extra });

export const text = (name: string, label: string, defaultValue: unknown, extra: Partial<ControlConfig> = {}) =>
  control(name, { type: 'TextControl', label, default: defaultValue, renderTrigger: true, ...extra });

export const slider = (
  name: string,
  label: string,
  range: { min: number; max: number; step: number },
  defaultValue: number,
  extra: Partial<ControlConfig> = {},
) => control(name, { type: 'SliderControl', label, ...range, default: defaultValue, renderTrigger: true, ...extra });

/** A section header inside a section: Superset writes these as a row holding one label element. */
export const heading = (label: string): ControlSetRow => [
  control(`__heading_${label.toLowerCase().replace(/\W+/g, '_')}`, { type: 'HiddenControl', label, hidden: true }),
];

export const querySection = (rows: readonly ControlSetRow[]): ControlPanelSection => ({
  label: 'Query',
  expanded: true,
  tab: 'data',
  controlSetRows: rows,
});

export const customizeSection = (label: string, rows: readonly ControlSetRow[]): ControlPanelSection => ({
  label,
  expanded: true,
  tab: 'customize',
  controlSetRows: rows,
});

/** Superset's "Query" section of the ECharts time-series charts (generic x-axis). */
export const timeseriesQueryRows: readonly ControlSetRow[] = [
  ['x_axis'],
  ['time_grain_sqla'],
  ['metrics'],
  ['groupby'],
  ['contributionMode'],
  ['adhoc_filters'],
  ['limit'],
  ['timeseries_limit_metric'],
  ['order_desc'],
  ['row_limit'],
  ['truncate_metric'],
  ['show_empty_columns'],
];

export const advancedAnalyticsSection: ControlPanelSection = {
  label: 'Advanced analytics',
  tab: 'data',
  description: 'This section contains options that allow for advanced analytical post processing of query results',
  controlSetRows: [
    heading('Rolling window'),
    ['rolling_type'],
    ['rolling_periods'],
    ['min_periods'],
    heading('Time comparison'),
    ['time_compare'],
    ['comparison_type'],
    heading('Resample'),
    ['resample_rule'],
    ['resample_method'],
  ],
};

export const annotationsSection: ControlPanelSection = {
  label: 'Annotations and Layers',
  tab: 'data',
  expanded: false,
  controlSetRows: [['annotation_layers']],
};

export const LEGEND_TYPES = [
  ['scroll', 'Scroll'],
  ['plain', 'Plain'],
] as const;
export const LEGEND_ORIENTATIONS = [
  ['top', 'Top'],
  ['bottom', 'Bottom'],
  ['left', 'Left'],
  ['right', 'Right'],
] as const;

/** Superset's legend block: show, type (scroll or plain), orientation, margin. */
export const legendRows = (defaultOrientation: 'top' | 'bottom' | 'left' | 'right' = 'top'): ControlSetRow[] => [
  heading('Legend'),
  ['show_legend'],
  [
    select('legendType', 'Type', LEGEND_TYPES, 'scroll', {
      description: 'Legend type',
      visibility: (fd) => fd.show_legend !== false,
    }),
  ],
  [
    select('legendOrientation', 'Orientation', LEGEND_ORIENTATIONS, defaultOrientation, {
      description: 'Legend Orientation',
      visibility: (fd) => fd.show_legend !== false,
    }),
  ],
  [
    text('legendMargin', 'Margin', null, {
      isInt: true,
      description: 'Additional padding for legend.',
      visibility: (fd) => fd.show_legend !== false,
    }),
  ],
];

export const X_AXIS_LABEL_ROTATIONS = [
  [0, '0°'],
  [45, '45°'],
  [90, '90°'],
] as const;

/** Axis titles of the time-series charts. */
export const chartTitleRows: readonly ControlSetRow[] = [
  heading('Chart Title'),
  ['x_axis_title'],
  [text('x_axis_title_margin', 'X AXIS TITLE MARGIN', 15, { isInt: true })],
  ['y_axis_title'],
  [text('y_axis_title_margin', 'Y AXIS TITLE MARGIN', 15, { isInt: true })],
];

export const xAxisRows: readonly ControlSetRow[] = [
  heading('X Axis'),
  ['x_axis_time_format'],
  [
    select('xAxisLabelRotation', 'Rotate x axis label', X_AXIS_LABEL_ROTATIONS, 0, {
      freeForm: true,
      clearable: false,
      description: 'Input field supports custom rotation. e.g. 30 for 30°',
    }),
  ],
];

export const tooltipRows: readonly ControlSetRow[] = [
  heading('Tooltip'),
  ['rich_tooltip'],
  [
    checkbox(
      'tooltipSortByMetric',
      'Tooltip sort by metric',
      false,
      'Whether to sort tooltip by the selected metric in descending order.',
    ),
  ],
  ['tooltipTimeFormat'],
];

export const yAxisRows: readonly ControlSetRow[] = [
  heading('Y Axis'),
  ['y_axis_format'],
  ['currency_format'],
  [checkbox('logAxis', 'Logarithmic y-axis', false, 'Logarithmic y-axis')],
  [checkbox('minorSplitLine', 'Minor Split Line', false, 'Draw split lines for minor y-axis ticks')],
  ['truncateYAxis'],
  ['y_axis_bounds'],
];

export const zoomableRow: ControlSetRow = [checkbox('zoomable', 'Data Zoom', false, 'Enable data zooming controls')];

export const markerRows: readonly ControlSetRow[] = [
  [checkbox('markerEnabled', 'Marker', false, 'Draw a marker on data points. Only applicable for line types.')],
  [
    slider('markerSize', 'Marker Size', { min: 0, max: 20, step: 1 }, 6, {
      description: 'Size of marker. Also applies to forecast observations.',
      visibility: (fd) => fd.markerEnabled === true,
    }),
  ],
];

/** Superset stores "no stacking" as null; a select choice needs a value, and an empty string reads as falsy alike. */
export const STACK_CHOICES = [
  ['', 'None'],
  ['Stack', 'Stack'],
  ['Stream', 'Stream'],
  ['Expand', 'Expand'],
] as const;

/** Percent and currency formats for the value of a single-number chart. */
export const valueFormatRows: readonly ControlSetRow[] = [['y_axis_format'], ['currency_format']];
