import type { ControlPanelConfig, ControlSetRow } from '../control-panel.ts';
import {
  advancedAnalyticsSection,
  annotationsSection,
  chartTitleRows,
  checkbox,
  control,
  customizeSection,
  legendRows,
  markerRows,
  querySection,
  STACK_CHOICES,
  select,
  slider,
  timeseriesQueryRows,
  tooltipRows,
  xAxisRows,
  yAxisRows,
  zoomableRow,
} from './sections.ts';

/** Which series a chart draws against a second y-axis on the right (metric labels). */
const secondaryAxisRow: ControlSetRow = [
  control('secondary_y_axis_metrics', {
    type: 'SelectControl',
    label: 'Metrics on a secondary y-axis',
    description: 'Draw these metrics against a second y-axis on the right, for metrics of very different magnitudes.',
    multi: true,
    freeForm: true,
    default: [],
    renderTrigger: true,
  }),
];

const stackRow: ControlSetRow = [
  select('stack', 'Stacked Style', STACK_CHOICES, '', { description: 'Stack series on top of each other' }),
];

const showValueRow: ControlSetRow = [checkbox('show_value', 'Show Value', false, 'Show series values on the chart')];

function timeseriesPanel(chartOptions: readonly ControlSetRow[]): ControlPanelConfig {
  return {
    controlPanelSections: [
      querySection(timeseriesQueryRows),
      advancedAnalyticsSection,
      annotationsSection,
      customizeSection('Chart Title', chartTitleRows),
      customizeSection('Chart Options', [
        ['color_scheme'],
        ...chartOptions,
        zoomableRow,
        ...legendRows(),
        ...xAxisRows,
        ...tooltipRows,
        ...yAxisRows,
        secondaryAxisRow,
      ]),
    ],
    controlOverrides: {
      row_limit: { default: 10000 },
      truncate_metric: { default: true },
    },
  };
}

export const lineControlPanel = timeseriesPanel([showValueRow, stackRow, ...markerRows]);

export const barControlPanel = timeseriesPanel([
  [
    select(
      'orientation',
      'Bar orientation',
      [
        ['vertical', 'Vertical'],
        ['horizontal', 'Horizontal'],
      ],
      'vertical',
      { description: 'Orientation of bar chart' },
    ),
  ],
  showValueRow,
  stackRow,
  [
    checkbox(
      'only_total',
      'Only Total',
      true,
      'Only show the total value on the stacked chart, and not the selected category',
    ),
  ],
]);

export const areaControlPanel = timeseriesPanel([
  [
    select(
      'seriesType',
      'Series Style',
      [
        ['line', 'Line'],
        ['smooth', 'Smooth Line'],
        ['start', 'Step - start'],
        ['middle', 'Step - middle'],
        ['end', 'Step - end'],
      ],
      'line',
      { description: 'Series chart type (line, bar etc)' },
    ),
  ],
  [
    slider('opacity', 'Area chart opacity', { min: 0, max: 1, step: 0.1 }, 0.2, {
      description: 'Opacity of Area Chart. Also applies to confidence band.',
    }),
  ],
  showValueRow,
  stackRow,
  ...markerRows,
]);

export const scatterControlPanel = timeseriesPanel([
  showValueRow,
  [slider('markerSize', 'Marker Size', { min: 0, max: 20, step: 1 }, 6)],
]);

export const smoothControlPanel = timeseriesPanel([showValueRow, stackRow, ...markerRows]);

export const stepControlPanel = timeseriesPanel([
  [
    select(
      'seriesType',
      'Step type',
      [
        ['start', 'Start'],
        ['middle', 'Middle'],
        ['end', 'End'],
      ],
      'start',
      { description: 'Defines whether the step should appear at the beginning, middle or end between two data points' },
    ),
  ],
  showValueRow,
  stackRow,
  ...markerRows,
]);
