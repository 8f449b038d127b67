import type { ControlPanelConfig } from '../control-panel.ts';
import { checkbox, customizeSection, heading, legendRows, querySection, select, slider, text } from './sections.ts';

export const PIE_LABEL_TYPES = [
  ['key', 'Category Name'],
  ['value', 'Value'],
  ['percent', 'Percentage'],
  ['key_value', 'Category and Value'],
  ['key_percent', 'Category and Percentage'],
  ['key_value_percent', 'Category, Value and Percentage'],
  ['value_percent', 'Value and Percentage'],
] as const;

/** Superset's Pie Chart panel. */
export const pieControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([['groupby'], ['metric'], ['adhoc_filters'], ['row_limit'], ['sort_by_metric']]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      [
        text('show_labels_threshold', 'Percentage threshold', 5, {
          isFloat: true,
          description: 'Minimum threshold in percentage points for showing labels.',
        }),
      ],
      ...legendRows('right'),
      heading('Labels'),
      [
        select('label_type', 'Label Type', PIE_LABEL_TYPES, 'key', {
          description: 'What should be shown on the label?',
        }),
      ],
      [
        text('label_template', 'Label Template', '', {
          description: 'Format data labels; {name}, {value} and {percent} are replaced.',
        }),
      ],
      ['number_format'],
      ['currency_format'],
      ['date_format'],
      [checkbox('show_labels', 'Show Labels', true, 'Whether to display the labels.')],
      [checkbox('labels_outside', 'Put labels outside', true, 'Put the labels outside of the pie?')],
      [checkbox('label_line', 'Label Line', false, 'Draw line from Pie to label when labels outside?')],
      [checkbox('show_total', 'Show Total', false, 'Whether to display the aggregate count')],
      heading('Pie shape'),
      [
        slider('outerRadius', 'Outer Radius', { min: 10, max: 100, step: 1 }, 70, {
          description: 'Outer edge of Pie chart',
        }),
      ],
      [checkbox('donut', 'Donut', false, 'Do you want a donut or a pie?')],
      [
        slider('innerRadius', 'Inner Radius', { min: 0, max: 100, step: 1 }, 30, {
          description: 'Inner radius of donut hole',
          visibility: (fd) => fd.donut === true,
        }),
      ],
    ]),
  ],
  controlOverrides: { row_limit: { default: 100 } },
};
