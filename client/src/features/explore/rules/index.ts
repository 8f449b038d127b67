/**
 * The explore screen's rules, free of React: how filters, metrics, columns and time ranges are
 * normalised, checked, labelled and written as SQL. The screen's components call these, never a copy.
 */
export { customTimeRangeDecode, customTimeRangeEncode } from './custom-time-range.ts';
export { filterAfterOperatorChange, filterAfterSubjectChange, isOperatorRelevant } from './filter-editing.ts';
export {
  adhocFilterLabel,
  adhocFilterToSql,
  isAdhocFilterValid,
  normalizeAdhocFilter,
  simpleFilterSql,
} from './filters.ts';
export { columnLabel, metricLabel } from './labels.ts';
export {
  adhocMetricLabel,
  adhocMetricToSql,
  inferSqlMetric,
  isAdhocMetricValid,
  normalizeAdhocMetric,
} from './metrics.ts';
export { splitPastedValues } from './paste.ts';
export { buildTimeRangeString, formatTimeRange, guessTimeRangeFrame } from './time-range.ts';
export type {
  AdhocFilterDraft,
  AdhocMetricDraft,
  CustomRange,
  CustomRangeDecoded,
  DateTimeGrain,
  DateTimeMode,
  ExploreColumn,
  ExploreDatasource,
  ExploreSavedMetric,
  OperatorId,
  TimeRangeFrame,
} from './types.ts';
