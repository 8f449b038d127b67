import type { ControlFormData, ControlPanelConfig } from '../control-panel.ts';
import { checkbox, control, customizeSection, querySection, select } from './sections.ts';

const isRaw = (fd: ControlFormData) => fd.query_mode === 'raw';
const isAggregate = (fd: ControlFormData) => fd.query_mode !== 'raw';

const PAGE_LENGTHS = [
  [0, 'All'],
  [10, '10'],
  [20, '20'],
  [50, '50'],
  [100, '100'],
  [200, '200'],
] as const;

/** Superset's Table panel: aggregate or raw records, then display options. */
export const tableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        select(
          'query_mode',
          'Query mode',
          [
            ['aggregate', 'Aggregate'],
            ['raw', 'Raw records'],
          ],
          'aggregate',
          { renderTrigger: false },
        ),
      ],
      [control('groupby', { type: 'DndColumnSelect', label: 'Dimensions', multi: true, visibility: isAggregate })],
      [control('metrics', { type: 'DndMetricSelect', label: 'Metrics', multi: true, visibility: isAggregate })],
      [control('all_columns', { type: 'DndColumnSelect', label: 'Columns', multi: true, visibility: isRaw })],
      [
        control('percent_metrics', {
          type: 'DndMetricSelect',
          label: 'Percentage metrics',
          multi: true,
          description: 'Select one or many metrics to display, that will be displayed in the percentages of total.',
          visibility: isAggregate,
        }),
      ],
      ['adhoc_filters'],
      [
        control('timeseries_limit_metric', {
          type: 'DndMetricSelect',
          label: 'Sort by',
          description: 'Metric used to define how the top series are sorted if a series or row limit is present.',
          visibility: isAggregate,
        }),
      ],
      [
        control('order_by_cols', {
          type: 'SelectControl',
          label: 'Ordering',
          multi: true,
          default: [],
          description: 'Order results by selected columns',
          visibility: isRaw,
        }),
      ],
      [
        checkbox(
          'server_pagination',
          'Server pagination',
          false,
          'Enable server side pagination of results (experimental feature)',
        ),
      ],
      ['row_limit'],
      [checkbox('order_desc', 'Sort descending', true, 'Whether to sort descending or ascending')],
      [
        checkbox(
          'show_totals',
          'Show summary',
          false,
          'Show total aggregations of selected metrics. Note that row limit does not apply to the result.',
        ),
      ],
    ]),
    customizeSection('Options', [
      ['table_timestamp_format'],
      [
        select('page_length', 'Page length', PAGE_LENGTHS, 0, {
          freeForm: true,
          description: 'Rows per page, 0 means no pagination',
        }),
      ],
      [checkbox('include_search', 'Search box', false, 'Whether to include a client-side search box')],
      [checkbox('show_cell_bars', 'Cell bars', true, 'Whether to display a bar chart background in table columns')],
      [
        checkbox(
          'align_pn',
          'Align +/-',
          false,
          'Whether to align background charts with both positive and negative values at 0',
        ),
      ],
      [
        checkbox(
          'color_pn',
          'Add colors to cell bars for +/-',
          true,
          'Whether to colorize numeric values by whether they are positive or negative',
        ),
      ],
      [
        checkbox(
          'allow_rearrange_columns',
          'Allow columns to be rearranged',
          false,
          'Allow end user to drag-and-drop column headers to rearrange them.',
        ),
      ],
      [
        control('column_config', {
          type: 'ColumnConfigControl',
          label: 'Customize columns',
          renderTrigger: true,
          default: {},
        }),
      ],
      ['conditional_formatting'],
    ]),
  ],
  controlOverrides: { row_limit: { default: 10000 } },
};
