import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import type { BubbleFormData, OrderByClause } from '../form-data.ts';
import { ensureIsArray } from '../labels.ts';
import { checkbox, control, customizeSection, legendRows, querySection, select, slider, text } from './sections.ts';

/**
 * Bubble chart (Superset's bubble_v2 buildQuery): the x, y and size metrics per entity (and series),
 * ordered by the sort metric when one is set.
 */
export function buildBubbleQuery(formData: BubbleFormData): QueryContextInput {
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _limit, series_limit_metric: _metric, order_desc: _desc, ...rest } = base;
      const sortBy = formData.orderby ?? undefined;
      const orderby: OrderByClause[] | undefined =
        sortBy === undefined || sortBy === null ? undefined : [[sortBy, formData.order_desc === false]];
      return [
        {
          ...rest,
          columns: [...ensureIsArray(formData.entity), ...ensureIsArray(formData.series)],
          ...(orderby ? { orderby } : {}),
        },
      ];
    },
    { columns: ['entity', 'series'], metrics: ['x', 'y', 'size'] },
  );
}

const metric = (name: string, label: string, description: string) =>
  control(name, { type: 'DndMetricSelect', label, multi: false, validators: ['required'], description });

export const bubbleControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        control('series', {
          type: 'DndColumnSelect',
          label: 'Series',
          multi: false,
          description: 'Bubbles of one series share a colour.',
        }),
      ],
      [
        control('entity', {
          type: 'DndColumnSelect',
          label: 'Entity',
          multi: false,
          validators: ['required'],
          description: 'This defines the element to be plotted on the chart',
        }),
      ],
      [metric('x', 'X Axis', "The dataset's column or metric to plot on the x-axis")],
      [metric('y', 'Y Axis', "The dataset's column or metric to plot on the y-axis")],
      [metric('size', 'Bubble Size', 'Metric used to calculate bubble size')],
      ['adhoc_filters'],
      [control('orderby', { type: 'DndMetricSelect', label: 'Sort by', multi: false })],
      ['order_desc'],
      ['row_limit'],
    ]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      ...legendRows(),
      [
        select(
          'max_bubble_size',
          'Max Bubble Size',
          [5, 10, 15, 25, 50, 75, 100].map((n) => [String(n), String(n)] as const),
          '25',
          { freeForm: true },
        ),
      ],
      [slider('opacity', 'Bubble Opacity', { min: 0, max: 1, step: 0.1 }, 0.6)],
      [text('x_axis_label', 'X Axis Title', '')],
      [
        control('xAxisFormat', {
          type: 'SelectControl',
          label: 'X Axis Format',
          freeForm: true,
          default: 'SMART_NUMBER',
          renderTrigger: true,
        }),
      ],
      [checkbox('logXAxis', 'Logarithmic x-axis', false)],
      [text('y_axis_label', 'Y Axis Title', '')],
      ['y_axis_format'],
      [checkbox('logYAxis', 'Logarithmic y-axis', false)],
    ]),
  ],
};
