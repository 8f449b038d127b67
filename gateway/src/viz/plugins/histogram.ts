import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import { FormDataError } from '../errors.ts';
import type { HistogramFormData } from '../form-data.ts';
import { ensureIsArray, getColumnLabel } from '../labels.ts';
import type { PostProcessingRule } from '../operators.ts';
import { checkbox, control, customizeSection, legendRows, querySection, select, text } from './sections.ts';

function binCount(raw: HistogramFormData['bins']): number {
  if (raw === null || raw === undefined || raw === '') return 5;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new FormDataError(`bins must be a positive integer, got ${JSON.stringify(raw)}`);
  return n;
}

/** Superset's histogramOperator: count the column's values in equal-width bins, per group. */
export function histogramOperator(formData: HistogramFormData): PostProcessingRule {
  return {
    operation: 'histogram',
    options: {
      column: getColumnLabel(formData.column),
      groupby: ensureIsArray(formData.groupby).map(getColumnLabel),
      bins: binCount(formData.bins),
      cumulative: formData.cumulative === true,
      normalize: formData.normalize === true,
    },
  };
}

/**
 * Histogram (Superset's histogram_v2 buildQuery): the raw values of the column with their
 * dimensions, no aggregation; the histogram step bins them.
 */
export function buildHistogramQuery(formData: HistogramFormData): QueryContextInput {
  if (formData.column === undefined || formData.column === null || formData.column === '')
    throw new FormDataError('A histogram needs a numeric column (column)');
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _limit, series_limit_metric: _metric, order_desc: _desc, ...rest } = base;
      return [
        {
          ...rest,
          columns: [...ensureIsArray(formData.groupby), formData.column],
          // null: raw values, one row each, so that the bins count rows rather than groups.
          metrics: null,
          post_processing: [histogramOperator(formData)],
        },
      ];
    },
    { columns: ['groupby'], metrics: [] },
  );
}

export const histogramControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        control('column', {
          type: 'DndColumnSelect',
          label: 'Column',
          multi: false,
          validators: ['required'],
          description: 'Numeric column used to calculate the histogram.',
        }),
      ],
      ['groupby'],
      ['adhoc_filters'],
      ['row_limit'],
      [
        select(
          'bins',
          'Bins',
          [5, 10, 15, 20, 25, 30, 40, 50].map((n) => [n, String(n)] as const),
          5,
          {
            freeForm: true,
            renderTrigger: false,
            validators: ['integer'],
            description: 'The number of bins for the histogram',
          },
        ),
      ],
      [
        checkbox(
          'normalize',
          'Normalize',
          false,
          "The normalize option transforms the histogram values into proportions or probabilities by dividing each bin's count by the total count of data points.",
        ),
      ],
      [
        checkbox(
          'cumulative',
          'Cumulative',
          false,
          'The cumulative option allows you to see how your data accumulates over different values.',
        ),
      ],
    ]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      ...legendRows(),
      [text('x_axis_title', 'X Axis Title', '')],
      [text('y_axis_title', 'Y Axis Title', '')],
      [
        control('x_axis_format', {
          type: 'SelectControl',
          label: 'X Axis Format',
          freeForm: true,
          default: 'SMART_NUMBER',
          renderTrigger: true,
        }),
      ],
      ['y_axis_format'],
    ]),
  ],
};
