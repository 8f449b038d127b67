import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import { FormDataError } from '../errors.ts';
import type { BoxPlotFormData, QueryFormColumn } from '../form-data.ts';
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../labels.ts';
import type { PostProcessingRule } from '../operators.ts';
import { customizeSection, legendRows, querySection, select } from './sections.ts';

const PERCENTILES = /^(\d+)\/(\d+) percentiles$/;

/** Superset's boxplotOperator: the whisker option of the form as the boxplot step's options. */
export function boxplotOperator(formData: BoxPlotFormData): PostProcessingRule {
  const option = formData.whiskerOptions ?? 'Tukey';
  const groupby = ensureIsArray(formData.groupby).map(getColumnLabel);
  const metrics = ensureIsArray(formData.metrics).map(getMetricLabel);
  if (option === 'Tukey' || !option)
    return { operation: 'boxplot', options: { whisker_type: 'tukey', groupby, metrics } };
  if (option === 'Min/max (no outliers)')
    return { operation: 'boxplot', options: { whisker_type: 'min/max', groupby, metrics } };
  const match = PERCENTILES.exec(option);
  if (match) {
    const percentiles: [number, number] = [Number(match[1]), Number(match[2])];
    return { operation: 'boxplot', options: { whisker_type: 'percentile', percentiles, groupby, metrics } };
  }
  throw new FormDataError(
    `Unsupported whisker type: ${JSON.stringify(option)} (use Tukey, Min/max (no outliers) or "<low>/<high> percentiles")`,
  );
}

/**
 * Box plot (Superset's box_plot buildQuery): the metrics per combination of the "distribute across"
 * columns and the dimensions; the boxplot step then summarises each dimension's rows into
 * quartiles, whiskers and outliers.
 */
export function buildBoxPlotQuery(formData: BoxPlotFormData): QueryContextInput {
  return wrapQueryContext(
    formData,
    (base) => {
      const distribute = ensureIsArray(formData.columns);
      if (!distribute.length) throw new FormDataError('A box plot needs "Distribute across" columns (columns)');
      const groupby = ensureIsArray(formData.groupby);
      const seen = new Set<string>();
      const columns: QueryFormColumn[] = [...distribute, ...groupby].filter((col) => {
        const key = getColumnLabel(col);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const { series_limit: _limit, series_limit_metric: _metric, order_desc: _desc, ...rest } = base;
      return [{ ...rest, columns, series_columns: groupby, post_processing: [boxplotOperator(formData)] }];
    },
    { columns: ['columns', 'groupby'], metrics: ['metrics'] },
  );
}

export const boxPlotControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        {
          name: 'columns',
          config: {
            type: 'DndColumnSelect',
            label: 'Distribute across',
            multi: true,
            default: [],
            validators: ['required'],
            description: 'Columns to calculate distribution across: each of their groups is one sample of a box.',
          },
        },
      ],
      ['metrics'],
      ['adhoc_filters'],
      ['groupby'],
      ['row_limit'],
    ]),
    customizeSection('Chart Options', [
      ['color_scheme'],
      ...legendRows(),
      [
        select(
          'x_ticks_layout',
          'X Tick Layout',
          [
            ['auto', 'auto'],
            ['flat', 'flat'],
            ['45°', '45°'],
            ['90°', '90°'],
            ['staggered', 'staggered'],
          ],
          'auto',
          { description: 'The way the ticks are laid out on the X-axis' },
        ),
      ],
      ['number_format'],
      ['date_format'],
      [
        select(
          'whiskerOptions',
          'Whisker/outlier options',
          [
            ['Tukey', 'Tukey'],
            ['Min/max (no outliers)', 'Min/max (no outliers)'],
            ['2/98 percentiles', '2/98 percentiles'],
            ['9/91 percentiles', '9/91 percentiles'],
            ['10/90 percentiles', '10/90 percentiles'],
          ],
          'Tukey',
          { freeForm: true, renderTrigger: false, description: 'Determines how whiskers and outliers are calculated.' },
        ),
      ],
    ]),
  ],
};
