import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import { FormDataError } from '../errors.ts';
import type { CalendarHeatmapFormData, TimeGrain } from '../form-data.ts';
import { baseAxisColumn } from '../query-object.ts';
import { checkbox, control, customizeSection, querySection, select } from './sections.ts';

const GRAINS: Readonly<Record<string, TimeGrain>> = {
  min: 'PT1M',
  hour: 'PT1H',
  day: 'P1D',
  week: 'P1W',
  month: 'P1M',
};

/**
 * Calendar heatmap (Superset's cal_heatmap): the metrics per time bucket of the subdomain
 * granularity (a day by default) on the dataset's time column, in time order.
 */
export function buildCalendarHeatmapQuery(formData: CalendarHeatmapFormData): QueryContextInput {
  const column = formData.x_axis ?? formData.granularity_sqla ?? undefined;
  if (column === undefined || column === null || column === '')
    throw new FormDataError('A calendar heatmap needs a time column (granularity_sqla)');
  const grain = GRAINS[formData.subdomain_granularity ?? 'day'];
  if (!grain)
    throw new FormDataError(`Unknown subdomain_granularity ${JSON.stringify(formData.subdomain_granularity)}`);
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _limit, series_limit_metric: _metric, order_desc: _desc, extras, ...rest } = base;
      const { time_grain_sqla: _grain, ...ownExtras } = extras ?? {};
      const axis = baseAxisColumn(column, grain);
      return [{ ...rest, extras: ownExtras, columns: [axis], orderby: [[axis, true]] }];
    },
    { columns: [], metrics: ['metrics'] },
  );
}

/** The time column and range come from the Time section every panel gets (granularity_sqla, time_range). */
export const calendarHeatmapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      [
        select(
          'domain_granularity',
          'Domain',
          [
            ['month', 'month'],
            ['year', 'year'],
          ],
          'month',
          { renderTrigger: false, description: 'The time unit for each block' },
        ),
      ],
      [
        select('subdomain_granularity', 'Subdomain', [['day', 'day']], 'day', {
          renderTrigger: false,
          description: 'The time unit for each square of the calendar',
        }),
      ],
      ['metrics'],
      ['adhoc_filters'],
    ]),
    customizeSection('Chart Options', [
      [
        control('linear_color_scheme', {
          type: 'ColorSchemeControl',
          label: 'Linear Color Scheme',
          default: 'superset_seq_1',
          renderTrigger: true,
        }),
      ],
      [checkbox('show_legend', 'Legend', true, 'Whether to display the legend (toggles)')],
      [checkbox('show_values', 'Show Values', false, 'Whether to display the numerical values within the cells')],
      [checkbox('show_metric_name', 'Show Metric Names', true, 'Whether to display the metric name as a title')],
      ['y_axis_format'],
      ['x_axis_time_format'],
    ]),
  ],
};
