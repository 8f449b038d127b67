import type { ExtraFormData } from '../../viz/index.ts';
import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';
import type { RestChart } from '../rest-types.ts';
import { drawnChart, queryContextFromFormData } from './chart-form-data.ts';

const OPERATORS = {
  EQ: '==',
  NEQ: '!=',
  GT: '>',
  LT: '<',
  GTE: '>=',
  LTE: '<=',
  LIKE: 'LIKE',
  NOT_LIKE: 'NOT LIKE',
  ILIKE: 'ILIKE',
  IS_NULL: 'IS NULL',
  IS_NOT_NULL: 'IS NOT NULL',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
} as const;

export const FilterOperator = builder.enumType('FilterOperator', {
  description: 'The operator of a chart query filter (the QueryObject `op`).',
  values: Object.fromEntries(
    Object.entries(OPERATORS).map(([name, op]) => [name, { value: op, description: `\`${op}\`` }]),
  ) as { [K in keyof typeof OPERATORS]: { value: (typeof OPERATORS)[K]; description: string } },
});

export const ChartFilterInput = builder.inputType('ChartFilterInput', {
  description: 'A filter added to every query of a chart, as a dashboard filter would add it.',
  fields: (t) => ({
    col: t.string({ required: true, description: 'The column to filter on.' }),
    op: t.field({ type: FilterOperator, required: true, description: 'The operator.' }),
    val: t.field({ type: 'JSON', description: 'The comparator: a value, or a list for IN / NOT IN.' }),
  }),
});

export interface ChartDataOverrides {
  timeRange?: string | null;
  extraFilters?: readonly { col: string; op: string; val?: unknown }[] | null;
  extraFormData?: unknown;
}

export function hasOverrides(overrides: ChartDataOverrides): boolean {
  return Boolean(overrides.timeRange || overrides.extraFilters?.length || overrides.extraFormData != null);
}

/**
 * The chart's query context rebuilt from its saved form data with what a dashboard adds (Superset's
 * `extra_form_data`: time range, filters...), through the same viz builders the client uses.
 */
export function queryContextWithOverrides(chart: RestChart, overrides: ChartDataOverrides): Record<string, unknown> {
  const formData = drawnChart(chart).formData;
  const given = overrides.extraFormData;
  if (given != null && (typeof given !== 'object' || Array.isArray(given))) {
    throw new ValidationError('extraFormData must be a JSON object (Superset extra_form_data).');
  }
  const extra: ExtraFormData = {
    ...((formData.extra_form_data as ExtraFormData | undefined) ?? {}),
    ...((given as ExtraFormData | null | undefined) ?? {}),
  };
  if (overrides.timeRange) extra.time_range = overrides.timeRange;
  if (overrides.extraFilters?.length) {
    extra.filters = [
      ...(extra.filters ?? []),
      ...overrides.extraFilters.map((f) => ({
        col: f.col,
        op: f.op as NonNullable<ExtraFormData['filters']>[number]['op'],
        val: f.val as NonNullable<ExtraFormData['filters']>[number]['val'],
        isExtra: true,
      })),
    ];
  }
  return queryContextFromFormData(chart, extra);
}
