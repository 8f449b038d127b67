import type { ControlPanelConfig, ControlSetRow } from '../control-panel.ts';
import { checkbox, control, customizeSection, heading, querySection, slider, text } from './sections.ts';

const fontSizeRows: readonly ControlSetRow[] = [
  [slider('header_font_size', 'Big Number Font Size', { min: 0.2, max: 0.6, step: 0.05 }, 0.4)],
  [slider('subheader_font_size', 'Subheader Font Size', { min: 0.1, max: 0.4, step: 0.025 }, 0.15)],
];

const numberFormatRows: readonly ControlSetRow[] = [
  ['y_axis_format'],
  ['currency_format'],
  ['time_format'],
  [
    checkbox(
      'force_timestamp_formatting',
      'Force date format',
      false,
      'Use date formatting even when metric value is not a timestamp',
    ),
  ],
];

/** Superset's Big Number panel (one metric over the whole filtered dataset). */
export const bigNumberTotalControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['metric'], ['adhoc_filters']]),
    customizeSection('Display settings', [
      [text('subheader', 'Subheader', '', { description: 'Description text that shows up below your Big Number' })],
      ...fontSizeRows,
    ]),
    customizeSection('Chart Options', [...numberFormatRows, ['conditional_formatting']]),
  ],
  controlOverrides: { y_axis_format: { label: 'Number format' } },
};

/** Superset's Big Number with Trendline panel. */
export const bigNumberControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['x_axis'], ['time_grain_sqla'], ['metric'], ['adhoc_filters']]),
    customizeSection('Options', [
      heading('Comparison Period Lag'),
      [
        text('compare_lag', 'Comparison Period Lag', '', {
          isInt: true,
          description: 'Based on granularity, number of time periods to compare against',
        }),
      ],
      [
        text('compare_suffix', 'Comparison suffix', '', {
          description: 'Suffix to apply after the percentage display',
        }),
      ],
      [checkbox('show_timestamp', 'Show Timestamp', false, 'Whether to display the timestamp')],
      [checkbox('show_trend_line', 'Show Trend Line', true, 'Whether to display the trend line')],
      [
        checkbox(
          'start_y_axis_at_zero',
          'Start y-axis at 0',
          true,
          'Start y-axis at zero. Uncheck to start y-axis at minimum value in the data.',
        ),
      ],
      [
        checkbox(
          'time_range_fixed',
          'Fix to selected Time Range',
          false,
          'Fix the trend line to the full time range specified in case filtered results do not include the start or end dates',
        ),
      ],
    ]),
    customizeSection('Chart Options', [
      [
        control('color_picker', {
          type: 'ColorPickerControl',
          label: 'Color',
          renderTrigger: true,
          default: { r: 0, g: 122, b: 135, a: 1 },
        }),
      ],
      ...fontSizeRows,
      ...numberFormatRows,
    ]),
    {
      label: 'Advanced Analytics',
      tab: 'data',
      expanded: false,
      controlSetRows: [
        heading('Rolling Window'),
        ['rolling_type'],
        ['rolling_periods'],
        ['min_periods'],
        heading('Resample'),
        ['resample_rule'],
        ['resample_method'],
      ],
    },
  ],
  controlOverrides: { y_axis_format: { label: 'Number format' } },
};
