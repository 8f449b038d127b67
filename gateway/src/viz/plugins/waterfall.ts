import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import { FormDataError } from '../errors.ts';
import type { OrderByClause, QueryFormColumn, WaterfallFormData } from '../form-data.ts';
import { ensureIsArray } from '../labels.ts';
import { normalizeTimeColumn } from '../query-object.ts';
import { columnsOf } from './category-query.ts';
import { checkbox, control, customizeSection, heading, legendRows, querySection, text } from './sections.ts';

/**
 * Waterfall (Superset's waterfall buildQuery): the metric by the x-axis (at its grain) and the
 * breakdown, ordered by those columns ascending so that the steps run in axis order.
 */
export function buildWaterfallQuery(formData: WaterfallFormData): QueryContextInput {
  const x = formData.x_axis ?? formData.granularity_sqla ?? undefined;
  if (x === undefined || x === null || x === '') throw new FormDataError('A waterfall needs an x-axis column (x_axis)');
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _limit, series_limit_metric: _metric, order_desc: _desc, ...rest } = base;
      const query = normalizeTimeColumn(x, { ...rest, columns: [x, ...columnsOf(formData.groupby)] });
      const orderby: OrderByClause[] = ensureIsArray(query.columns).map(
        (column: QueryFormColumn) => [column, true] as OrderByClause,
      );
      return [{ ...query, orderby }];
    },
    { columns: [], metrics: ['metric'] },
  );
}

const colorPicker = (name: string, label: string, rgb: { r: number; g: number; b: number }) =>
  control(name, { type: 'ColorPickerControl', label, default: { ...rgb, a: 1 }, renderTrigger: true });

export const waterfallControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['x_axis'],
      ['time_grain_sqla'],
      [
        control('groupby', {
          type: 'DndColumnSelect',
          label: 'Breakdowns',
          multi: false,
          default: [],
          description:
            'Breaks down the series by the category specified in this control. This can help viewers understand how each category affects the overall value.',
        }),
      ],
      ['metric'],
      ['adhoc_filters'],
      ['row_limit'],
    ]),
    customizeSection('Chart Options', [
      ...legendRows(),
      [checkbox('show_value', 'Show value', false, 'Show series values on the chart')],
      heading('Series colors'),
      [colorPicker('increase_color', 'Increase', { r: 90, g: 193, b: 137 })],
      [colorPicker('decrease_color', 'Decrease', { r: 224, g: 67, b: 85 })],
      [colorPicker('total_color', 'Total', { r: 102, g: 102, b: 102 })],
      [text('increase_label', 'Increase label', '')],
      [text('decrease_label', 'Decrease label', '')],
      [text('total_label', 'Total label', '')],
      heading('X Axis'),
      [text('x_axis_label', 'X Axis Label', '')],
      ['x_axis_time_format'],
      heading('Y Axis'),
      [text('y_axis_label', 'Y Axis Label', '')],
      ['y_axis_format'],
      ['currency_format'],
    ]),
  ],
};
