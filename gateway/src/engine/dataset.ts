import type { GenericDataType } from '../connectors/connector.ts';

/**
 * What the engine needs to know of a dataset to compile queries against it.
 * The REST layer builds it from the metadata store; the engine never reads the store.
 */
export interface DatasetColumn {
  columnName: string;
  verboseName: string | null;
  /** Database type name as introspected (e.g. VARCHAR, TIMESTAMP). */
  type: string | null;
  typeGeneric: GenericDataType | null;
  isDttm: boolean;
  /** SQL expression for a calculated column; null for a physical column. */
  expression: string | null;
  groupby: boolean;
  filterable: boolean;
  /** e.g. 'epoch_s', 'epoch_ms', '%Y-%m-%d' for strings holding dates; null for native temporal types. */
  pythonDateFormat: string | null;
  /** Superset's advanced data type of the column (e.g. internet_address, port); filters on it are translated. */
  advancedDataType?: string | null;
}

export interface DatasetMetric {
  metricName: string;
  verboseName: string | null;
  expression: string;
  d3format: string | null;
  warningText: string | null;
}

export interface DatasetDescriptor {
  id: number;
  /** Physical table name, or the virtual dataset's name. */
  tableName: string;
  schema: string | null;
  /** SQL of a virtual dataset (run as a subquery); null for a physical table. */
  sql: string | null;
  mainDttmCol: string | null;
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
  /** Bumped on every dataset save; part of every cache key. */
  version: string;
  cacheTimeout: number | null;
  /** The dataset's extra says `disallow_adhoc_metrics`: queries may use only its saved metrics. */
  disallowAdhocMetrics?: boolean;
  /** ENABLE_ADVANCED_DATA_TYPES is on: filters on columns with an advanced data type are translated. */
  advancedDataTypes?: boolean;
  /**
   * Row level security for the user the query runs for: the applicable rules' clauses, already
   * combined (one group key ORed, groups ANDed). ANDed into every WHERE; the compiled SQL, and so
   * the cache key, carries it.
   */
  rowLevelFilter?: string | null;
}
