import type { ControlPanelConfig } from '../control-panel.ts';
import {
  advancedAnalyticsSection,
  annotationsSection,
  checkbox,
  control,
  customizeSection,
  heading,
  legendRows,
  querySection,
  select,
  slider,
  text,
  xAxisRows,
  yAxisRows,
  zoomableRow,
} from './sections.ts';

const SERIES_TYPES = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
] as const;
const AXES = [
  [0, 'Primary'],
  [1, 'Secondary'],
] as const;
const SORT_AXIS = [
  ['alpha_asc', 'Axis ascending'],
  ['alpha_desc', 'Axis descending'],
  ['value_asc', 'Metric ascending'],
  ['value_desc', 'Metric descending'],
] as const;

const columnSelect = (name: string, label: string, multi: boolean, description?: string) =>
  control(name, { type: 'DndColumnSelect', label, multi, ...(description ? { description } : {}) });
const metricSelect = (name: string, label: string, multi: boolean, required = true) =>
  control(name, { type: 'DndMetricSelect', label, multi, ...(required ? { validators: ['required'] as const } : {}) });

/** Superset's Mixed Chart: Query A and Query B, each with its own series style and y-axis. */
export const mixedTimeseriesControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['x_axis'], ['time_grain_sqla']]),
    {
      label: 'Query A',
      expanded: true,
      tab: 'data',
      controlSetRows: [
        ['metrics'],
        ['groupby'],
        ['adhoc_filters'],
        ['limit'],
        ['timeseries_limit_metric'],
        ['order_desc'],
        ['row_limit'],
        ['truncate_metric'],
      ],
    },
    {
      label: 'Query B',
      expanded: true,
      tab: 'data',
      controlSetRows: [
        [metricSelect('metrics_b', 'Metrics', true)],
        [columnSelect('groupby_b', 'Dimensions', true)],
        [control('adhoc_filters_b', { type: 'DndFilterSelect', label: 'Filters', default: [] })],
        [
          select(
            'limit_b',
            'Series limit',
            [5, 10, 25, 50, 100, 500].map((n) => [n, String(n)] as const),
            null,
            { freeForm: true, renderTrigger: false, validators: ['integer'] },
          ),
        ],
        [metricSelect('timeseries_limit_metric_b', 'Sort by', false, false)],
        [checkbox('order_desc_b', 'Sort descending', true)],
        [text('row_limit_b', 'Row limit', 10000, { isInt: true, renderTrigger: false })],
        [checkbox('truncate_metric_b', 'Truncate Metric', true)],
      ],
    },
    advancedAnalyticsSection,
    annotationsSection,
    customizeSection('Chart Options', [
      ['color_scheme'],
      heading('Query A'),
      [select('seriesType', 'Series type', SERIES_TYPES, 'line')],
      [select('yAxisIndex', 'Y Axis', AXES, 0, { description: 'Primary or secondary y-axis' })],
      [checkbox('stack', 'Stack series', false)],
      [checkbox('area', 'Area chart', false, 'Draw area under curves. Only applicable for line types.')],
      heading('Query B'),
      [select('seriesTypeB', 'Series type', SERIES_TYPES, 'bar')],
      [select('yAxisIndexB', 'Y Axis', AXES, 1, { description: 'Primary or secondary y-axis' })],
      [checkbox('stackB', 'Stack series', false)],
      [checkbox('areaB', 'Area chart', false)],
      zoomableRow,
      ...legendRows(),
      ...xAxisRows,
      ...yAxisRows,
      [
        control('y_axis_format_secondary', {
          type: 'SelectControl',
          label: 'Secondary y-axis format',
          freeForm: true,
          default: 'SMART_NUMBER',
          renderTrigger: true,
        }),
      ],
      [text('y_axis_title_secondary', 'Secondary y-axis title', '')],
    ]),
  ],
};

export const distBarControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['metrics'],
      ['adhoc_filters'],
      ['groupby'],
      [columnSelect('columns', 'Breakdowns', true, 'Defines how each series is broken down')],
      ['row_limit'],
      ['timeseries_limit_metric'],
      ['order_desc'],
      [checkbox('contribution', 'Contribution', false, 'Compute the contribution to the total')],
    ]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      ...legendRows(),
      [checkbox('show_bar_value', 'Bar Values', false, 'Show the value on top of the bar')],
      [checkbox('bar_stacked', 'Stacked Bars', false)],
      [checkbox('order_bars', 'Sort Bars', false, 'Sort bars by x labels.')],
      ['y_axis_format'],
      [text('x_axis_label', 'X Axis Label', '')],
      [text('y_axis_label', 'Y Axis Label', '')],
      [checkbox('horizontal', 'Horizontal', false)],
    ]),
  ],
};

export const heatmapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['x_axis'],
      ['time_grain_sqla'],
      [columnSelect('groupby', 'Y-axis', false)],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      [select('sort_x_axis', 'Sort X Axis', SORT_AXIS, null, { clearable: true })],
      [select('sort_y_axis', 'Sort Y Axis', SORT_AXIS, null, { clearable: true })],
      [
        select(
          'normalize_across',
          'Normalize Across',
          [
            ['heatmap', 'heatmap'],
            ['x', 'x'],
            ['y', 'y'],
          ],
          'heatmap',
          {
            description:
              'Color will be shaded based the normalized (0% to 100%) value of a given cell against the other cells in the selected range',
            renderTrigger: false,
          },
        ),
      ],
    ]),
    customizeSection('Heatmap Options', [
      [
        control('linear_color_scheme', {
          type: 'ColorSchemeControl',
          label: 'Linear Color Scheme',
          default: 'superset_seq_1',
          renderTrigger: true,
        }),
      ],
      [
        control('value_bounds', {
          type: 'BoundsControl',
          label: 'Value bounds',
          default: [null, null],
          renderTrigger: true,
        }),
      ],
      ['y_axis_format'],
      ['currency_format'],
      ['x_axis_time_format'],
      ['show_legend'],
      [checkbox('show_percentage', 'Show percentage', true)],
      [checkbox('show_values', 'Show Values', false)],
      [
        checkbox(
          'normalized',
          'Normalized',
          false,
          'Whether to apply a normal distribution based on rank on the color scale',
        ),
      ],
    ]),
  ],
};

const hierarchyOptions = (extra: ReturnType<typeof checkbox>[] = []) =>
  customizeSection('Chart Options', [
    ['color_scheme'],
    heading('Labels'),
    [checkbox('show_labels', 'Show Labels', true)],
    [
      select(
        'label_type',
        'Label Type',
        [
          ['key', 'Category Name'],
          ['value', 'Value'],
          ['key_value', 'Category and Value'],
        ],
        'key',
      ),
    ],
    ['number_format'],
    ['currency_format'],
    ...extra.map((item) => [item]),
  ]);

export const treemapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metric'], ['row_limit'], ['sort_by_metric'], ['adhoc_filters']]),
    hierarchyOptions([
      checkbox('show_upper_labels', 'Show Upper Labels', true, 'Show labels when the node has children.'),
    ]),
  ],
  controlOverrides: { groupby: { label: 'Hierarchy' } },
};

export const sunburstControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        columnSelect(
          'columns',
          'Hierarchy',
          true,
          'Sets the hierarchy levels of the chart. Each level is represented by one ring with the innermost circle as the top of the hierarchy.',
        ),
      ],
      ['metric'],
      [metricSelect('secondary_metric', 'Secondary Metric', false, false)],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
    ]),
    hierarchyOptions([checkbox('show_total', 'Show Total', false, 'Whether to display the aggregate count')]),
  ],
};

export const funnelControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      ...legendRows(),
      heading('Labels'),
      [checkbox('show_labels', 'Show Labels', true)],
      [
        select(
          'label_type',
          'Label Contents',
          [
            ['key', 'Category Name'],
            ['value', 'Value'],
            ['percent', 'Percentage'],
            ['key_value', 'Category and Value'],
            ['key_percent', 'Category and Percentage'],
            ['key_value_percent', 'Category, Value and Percentage'],
          ],
          'key',
        ),
      ],
      ['number_format'],
      ['currency_format'],
      [
        select(
          'percent_calculation_type',
          'Percent calculation',
          [
            ['first_step', 'Calculate from first step'],
            ['prev_step', 'Calculate from previous step'],
            ['total', 'Percent of total'],
          ],
          'first_step',
        ),
      ],
    ]),
  ],
};

export const gaugeControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metric'], ['adhoc_filters'], ['row_limit']]),
    customizeSection('Chart Options', [
      heading('General'),
      [text('min_val', 'Min', null, { isFloat: true, description: 'Minimum value on the gauge axis' })],
      [text('max_val', 'Max', null, { isFloat: true, description: 'Maximum value on the gauge axis' })],
      [slider('start_angle', 'Start angle', { min: -360, max: 360, step: 1 }, 225)],
      [slider('end_angle', 'End angle', { min: -360, max: 360, step: 1 }, -45)],
      ['color_scheme'],
      ['number_format'],
      ['currency_format'],
      [checkbox('show_pointer', 'Show pointer', true)],
      [checkbox('show_progress', 'Show progress', true, 'Whether to show the progress of gauge chart')],
      heading('Intervals'),
      [
        text('intervals', 'Interval bounds', '', {
          description:
            'Comma-separated interval bounds, e.g. 2,4,5 for intervals 0-2, 2-4 and 4-5. Last number should match the value provided for MAX.',
        }),
      ],
      [
        text('interval_color_indices', 'Interval colors', '', {
          description:
            'Comma-separated color picks for the intervals, e.g. 1,2,4. Integers denote colors from the chosen color scheme and are 1-indexed.',
        }),
      ],
    ]),
  ],
};

export const radarControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metrics'], ['adhoc_filters'], ['timeseries_limit_metric'], ['row_limit']]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      ...legendRows(),
      heading('Labels'),
      [checkbox('show_labels', 'Show Labels', false)],
      ['number_format'],
      heading('Radar'),
      [checkbox('is_circle', 'Circle radar shape', false, "Radar render type, whether to display 'circle' shape.")],
      [
        control('column_config', {
          type: 'ColumnConfigControl',
          label: 'Customize Metrics',
          description: 'Further customize how to display each metric',
          renderTrigger: true,
          default: {},
        }),
      ],
    ]),
  ],
};

export const sankeyControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnSelect('source', 'Source', false, 'The column to be used as the source of the edge.')],
      [columnSelect('target', 'Target', false, 'The column to be used as the target of the edge.')],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
    ]),
    customizeSection('Chart Options', [['color_scheme']]),
  ],
};

export const wordCloudControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [columnSelect('series', 'Dimension', false)],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
      ['sort_by_metric'],
    ]),
    customizeSection('Options', [
      [
        text('size_from', 'Minimum Font Size', 10, {
          isInt: true,
          description: 'Font size for the smallest value in the list',
        }),
      ],
      [
        text('size_to', 'Maximum Font Size', 70, {
          isInt: true,
          description: 'Font size for the biggest value in the list',
        }),
      ],
      [
        select(
          'rotation',
          'Word Rotation',
          [
            ['random', 'random'],
            ['flat', 'flat'],
            ['square', 'square'],
          ],
          'square',
          { description: 'Rotation to apply to words in the cloud' },
        ),
      ],
      ['color_scheme'],
    ]),
  ],
};
