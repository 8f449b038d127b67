import type { BigNumberTotalFormData } from '@chartroom/viz';
import { labelOf, toNumber } from '../columns.ts';
import { colorFormatters, lastColor, parseRules } from '../conditionalFormatting.ts';
import { formatNumber } from '../format.ts';
import { optionalString } from '../timeseries.ts';
import { type ChartQueryResult, GenericDataType } from '../types.ts';

export interface BigNumberTotalProps {
  readonly value: number | null;
  /** The value formatted, or 'No data' when there is none. */
  readonly formatted: string;
  readonly subheader: string | undefined;
  /** The number's colour from the conditional formatting rules, when one matches. */
  readonly color?: string;
}

/** The metric column: the form data's metric when the result has it, else the first numeric column. */
export function metricColumn(
  queryResult: ChartQueryResult,
  formData: { readonly metric?: unknown },
): string | undefined {
  const metric = labelOf(formData.metric);
  if (metric !== undefined && queryResult.colnames.includes(metric)) return metric;
  return (
    queryResult.colnames.find((_, index) => queryResult.coltypes[index] === GenericDataType.NUMERIC) ??
    queryResult.colnames[0]
  );
}

export function transformProps(queryResult: ChartQueryResult, formData: BigNumberTotalFormData): BigNumberTotalProps {
  const metric = metricColumn(queryResult, formData);
  const first = queryResult.data[0];
  const value = metric === undefined || first === undefined ? null : toNumber(first[metric]);
  // As in Superset, every rule applies to the number (whatever column it names), in its plain colour.
  const formatters = colorFormatters(
    parseRules(formData.conditional_formatting),
    () => (value === null ? [] : [value]),
    false,
  );
  const color = lastColor(formatters, value);
  return {
    value,
    formatted: value === null ? 'No data' : formatNumber(value, formData.y_axis_format),
    subheader: optionalString(formData.subheader),
    ...(color ? { color } : {}),
  };
}
