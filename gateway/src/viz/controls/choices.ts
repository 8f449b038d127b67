import { ROW_LIMIT_OPTIONS, SERIES_LIMIT_OPTIONS, TIME_GRAIN_OPTIONS } from '../form-data.ts';

type Choices = readonly (readonly [string | number, string])[];

/** Number formats offered by the format controls (d3-format, plus Superset's named ones). */
export const D3_FORMAT_CHOICES: Choices = [
  ['SMART_NUMBER', 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.1%', '.1% (12345.432 => 1234543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
];

/** Date formats offered by the time-format controls (d3-time-format). */
export const D3_TIME_FORMAT_CHOICES: Choices = [
  ['smart_date', 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

export const CURRENCY_CHOICES: Choices = [
  ['', 'No currency'],
  ['USD', 'USD ($)'],
  ['EUR', 'EUR (€)'],
  ['GBP', 'GBP (£)'],
  ['JPY', 'JPY (¥)'],
  ['INR', 'INR (₹)'],
  ['CHF', 'CHF'],
];

export const ROW_LIMIT_CHOICES: Choices = ROW_LIMIT_OPTIONS.map((n) => [n, String(n)] as const);
export const SERIES_LIMIT_CHOICES: Choices = SERIES_LIMIT_OPTIONS.map((n) => [n, String(n)] as const);
export const TIME_GRAIN_CHOICES: Choices = TIME_GRAIN_OPTIONS.map((o) => [o.value, o.label] as const);

export const ROLLING_TYPE_CHOICES: Choices = [
  ['None', 'None'],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
];

export const TIME_SHIFT_CHOICES: Choices = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
].map((value) => [value, value.replace(' ago', '')] as const);

export const COMPARISON_TYPE_CHOICES: Choices = [
  ['values', 'Actual values'],
  ['difference', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
];

export const RESAMPLE_RULE_CHOICES: Choices = [
  ['1T', '1 minutely frequency'],
  ['1H', '1 hourly frequency'],
  ['1D', '1 calendar day frequency'],
  ['7D', '7 calendar day frequency'],
  ['1MS', '1 month start frequency'],
  ['1M', '1 month end frequency'],
  ['1AS', '1 year start frequency'],
  ['1A', '1 year end frequency'],
];

export const RESAMPLE_METHOD_CHOICES: Choices = [
  ['asfreq', 'Null imputation'],
  ['zerofill', 'Zero imputation'],
  ['linear', 'Linear interpolation'],
  ['ffill', 'Forward values'],
  ['bfill', 'Backward values'],
  ['median', 'Median values'],
  ['mean', 'Mean values'],
  ['sum', 'Sum values'],
];

/** Colour schemes the chart renderers know; the first is the default. */
export const COLOR_SCHEME_CHOICES: Choices = [
  ['supersetColors', 'Superset Colors'],
  ['bnbColors', 'Airbnb Colors'],
  ['googleCategory10c', 'Google Category 10c'],
  ['d3Category10', 'D3 Category 10'],
  ['echarts4Colors', 'ECharts v4.x Colors'],
];
