import type { QueryContextInput } from '../../engine/query-context.ts';
import { wrapQueryContext } from '../build-query-context.ts';
import type { ControlPanelConfig } from '../control-panel.ts';
import { FormDataError } from '../errors.ts';
import type { PopKpiFormData } from '../form-data.ts';
import { checkbox, control, customizeSection, querySection, select, slider } from './sections.ts';

const SHORTCUTS: Readonly<Record<string, string>> = { y: '1 year ago', m: '1 month ago', w: '1 week ago' };

const DAY_MS = 86_400_000;
const DATE_RANGE = /^\s*(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+)?\s*:\s*(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+)?\s*$/;

/** "inherit": the period just before the time range, as long as it; needs a range of two dates. */
function inheritedOffset(formData: PopKpiFormData): string {
  const range = formData.extra_form_data?.time_range ?? formData.time_range ?? '';
  const match = DATE_RANGE.exec(range);
  const days = match
    ? Math.round((Date.parse(`${match[2]}T00:00:00Z`) - Date.parse(`${match[1]}T00:00:00Z`)) / DAY_MS)
    : 0;
  if (!match || !(days > 0))
    throw new FormDataError(
      `Comparing with the inherited period needs a time range of two dates ("2025-01-01 : 2026-01-01"), got ${JSON.stringify(range)}`,
    );
  return `${days} days ago`;
}

/**
 * The comparison period as a time offset: `time_compare` ("1 year ago", or "inherit": the period
 * just before), else Superset 4.0's y/m/w/r shortcut, else a year.
 */
export function popKpiOffset(formData: PopKpiFormData): string {
  const own = Array.isArray(formData.time_compare) ? formData.time_compare[0] : formData.time_compare;
  if (own === 'inherit' || (own === undefined && formData.time_comparison === 'r')) return inheritedOffset(formData);
  if (typeof own === 'string' && own.trim() !== '') {
    if (!/^\d+ (second|minute|hour|day|week|month|quarter|year)s? ago$/.test(own.trim()))
      throw new FormDataError(`time_compare must read like "1 year ago", got ${JSON.stringify(own)}`);
    return own.trim();
  }
  const shortcut = formData.time_comparison ? SHORTCUTS[formData.time_comparison] : undefined;
  if (formData.time_comparison && !shortcut)
    throw new FormDataError(
      `time_comparison ${JSON.stringify(formData.time_comparison)} is not supported: use y, m, w or r, or a time_compare such as "1 year ago"`,
    );
  return shortcut ?? '1 year ago';
}

/**
 * Big number with period-over-period comparison (Superset's pop_kpi): the metric over the chart's
 * time range, and through `time_offsets` the same metric over the range shifted into the
 * comparison period (`<metric>__<offset>`).
 */
export function buildPopKpiQuery(formData: PopKpiFormData): QueryContextInput {
  const offset = popKpiOffset(formData);
  return wrapQueryContext(
    formData,
    (base) => {
      const { series_limit: _limit, series_limit_metric: _metric, order_desc: _desc, ...rest } = base;
      return [{ ...rest, columns: [], time_offsets: [offset] }];
    },
    { columns: [], metrics: ['metric'] },
  );
}

export const popKpiControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    querySection([
      ['metric'],
      ['adhoc_filters'],
      [
        control('time_compare', {
          type: 'SelectControl',
          label: 'Time Comparison',
          freeForm: true,
          default: '1 year ago',
          choices: [
            ...['1 day ago', '1 week ago', '28 days ago', '1 month ago', '1 quarter ago', '1 year ago'].map(
              (v) => [v, v.replace(' ago', ' before')] as const,
            ),
            ['inherit', 'Inherit range from time filter'] as const,
          ],
          description: 'The period the value is compared with: the time range shifted back by this much.',
        }),
      ],
    ]),
    customizeSection('Chart Options', [
      ['y_axis_format'],
      ['currency_format'],
      [
        control('percentDifferenceFormat', {
          type: 'SelectControl',
          label: 'Percent Difference format',
          freeForm: true,
          default: '.1%',
          renderTrigger: true,
        }),
      ],
      [slider('header_font_size', 'Big Number Font Size', { min: 0.2, max: 0.6, step: 0.1 }, 0.4)],
      [slider('subheader_font_size', 'Subheader Font Size', { min: 0.1, max: 0.4, step: 0.05 }, 0.15)],
      [checkbox('show_metric_name', 'Show metric name', false)],
      [checkbox('comparison_color_enabled', 'Add color for positive/negative change', false)],
      [
        select(
          'comparison_color_scheme',
          'Color scheme',
          [
            ['Green', 'Green for increase, red for decrease'],
            ['Red', 'Red for increase, green for decrease'],
          ],
          'Green',
          { visibility: (fd) => fd.comparison_color_enabled === true },
        ),
      ],
    ]),
  ],
};
