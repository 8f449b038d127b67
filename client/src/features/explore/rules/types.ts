import type { AdhocFilter, FilterClause, FilterComparator } from '@chartroom/viz';

/** A dataset column as the explore rules need it (Superset's `datasource.columns[]`). */
export interface ExploreColumn {
  column_name: string;
  verbose_name?: string | null;
  type?: string | null;
  /** A calculated column's SQL; null for a physical column. */
  expression?: string | null;
  is_dttm?: boolean;
  filterable?: boolean;
  groupby?: boolean;
  advanced_data_type?: string | null;
}

/** A saved metric of a dataset. */
export interface ExploreSavedMetric {
  metric_name: string;
  verbose_name?: string | null;
  expression?: string | null;
}

/** The parts of a datasource the rules read: columns, saved metrics and, for partition filters, where the table lives. */
export interface ExploreDatasource {
  type?: string;
  schema?: string | null;
  datasource_name?: string | null;
  columns: readonly ExploreColumn[];
  metrics?: readonly ExploreSavedMetric[];
  /** The table's partition column (from `table_extra`), which alone offers the latest-partition operator. */
  partitionColumn?: string | null;
  /** The dataset's extra says `disallow_adhoc_metrics`: only its saved metrics may be used. */
  disallowAdhocMetrics?: boolean;
}

/** The operators a user picks in the filter popover (Superset's `Operators` enum). */
export type OperatorId =
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'LESS_THAN'
  | 'GREATER_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN_OR_EQUAL'
  | 'IN'
  | 'NOT_IN'
  | 'LIKE'
  | 'ILIKE'
  | 'IS_NOT_NULL'
  | 'IS_NULL'
  | 'LATEST_PARTITION'
  | 'IS_TRUE'
  | 'IS_FALSE'
  | 'TEMPORAL_RANGE';

/**
 * A filter while it is being edited: any field may be missing (a new filter has no operator yet),
 * and a SQL filter may still remember the subject it came from. `normalizeAdhocFilter` makes one.
 */
export interface AdhocFilterDraft {
  expressionType: 'SIMPLE' | 'SQL';
  subject?: string | null;
  operator?: string | null;
  operatorId?: OperatorId | null;
  comparator?: FilterComparator;
  clause: FilterClause;
  sqlExpression?: string | null;
  filterOptionName: string;
  isExtra?: boolean;
  isNew?: boolean;
}

/** A metric while it is being edited: a SIMPLE one may lack its column or aggregate. */
export interface AdhocMetricDraft {
  expressionType: 'SIMPLE' | 'SQL';
  column?: ExploreColumn | null;
  aggregate?: string | null;
  sqlExpression?: string | null;
  label: string;
  hasCustomLabel: boolean;
  optionName: string;
  isNew?: boolean;
}

export type AdhocFilterInput = Partial<AdhocFilterDraft> | AdhocFilter;
export type AdhocMetricInput = Partial<AdhocMetricDraft>;

export type TimeRangeFrame = 'Common' | 'Calendar' | 'Custom' | 'Advanced' | 'No filter';
export type DateTimeMode = 'specific' | 'relative' | 'now' | 'today';
export type DateTimeGrain = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';

/** The Custom frame of the time-range popover: each end is a date, a shift from the other end (or the anchor), now or midnight. */
export interface CustomRange {
  sinceDatetime: string;
  sinceMode: DateTimeMode;
  sinceGrain: DateTimeGrain;
  sinceGrainValue: number;
  untilDatetime: string;
  untilMode: DateTimeMode;
  untilGrain: DateTimeGrain;
  untilGrainValue: number;
  anchorMode: 'now' | 'specific';
  anchorValue: string;
}

export interface CustomRangeDecoded {
  customRange: CustomRange;
  /** False when the text is not one of the shapes the Custom frame writes (it is then Advanced). */
  matchedFlag: boolean;
}
