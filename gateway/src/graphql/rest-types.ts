/**
 * The shapes of the REST surface the gateway reads (server-semantics.md §1 and §4, Superset-compatible).
 * Fields are optional where Superset's list and show columns differ, so that the gateway reads either.
 */

export interface RestFilter {
  col: string;
  opr: string;
  value: string | number | boolean | readonly (string | number | boolean)[];
}

/** The rison `q` of a list call. */
export interface RestListQuery {
  filters?: readonly RestFilter[];
  order_column?: string;
  order_direction?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
  columns?: readonly string[];
  keys?: readonly string[];
}

export interface RestListResponse<T> {
  count: number;
  ids?: number[];
  result: T[];
}

export interface RestItemResponse<T> {
  id?: number | string;
  result: T;
}

/** A user as embedded in owners lists, and as `/api/v1/me/` returns it. */
export interface RestUser {
  id: number;
  username?: string;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  is_active?: boolean;
  active?: boolean;
}

export interface RestDashboardRef {
  id: number;
  dashboard_title?: string | null;
}

export interface RestChart {
  id: number;
  slice_name: string;
  viz_type: string | null;
  description?: string | null;
  datasource_id: number;
  datasource_type?: string | null;
  datasource_name_text?: string | null;
  datasource_name?: string | null;
  changed_on_utc?: string | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
  /** Form data as a JSON string (Superset `params`). */
  params?: string | null;
  form_data?: Record<string, unknown> | null;
  /** The saved QueryContext as a JSON string. */
  query_context?: string | null;
  owners?: RestUser[];
  dashboards?: RestDashboardRef[];
  url?: string | null;
  slice_url?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
  thumbnail_url?: string | null;
}

export interface RestDataset {
  id: number;
  table_name: string;
  schema?: string | null;
  catalog?: string | null;
  sql?: string | null;
  kind?: string | null;
  description?: string | null;
  database?: { id: number; database_name?: string | null } | null;
  main_dttm_col?: string | null;
  changed_on_utc?: string | null;
  changed_on?: string | null;
  changed_on_delta_humanized?: string | null;
  explore_url?: string | null;
  owners?: RestUser[];
  cache_timeout?: number | null;
  /** JSON text: `{"certification": {"certified_by", "details"}, "warning_markdown", "disallow_adhoc_metrics"}`. */
  extra?: string | null;
  /** Only in the show call (`GET /api/v1/dataset/{id}`). */
  columns?: RestDatasetColumn[];
  metrics?: RestDatasetMetric[];
}

export interface RestDatasetColumn {
  id: number;
  column_name: string;
  verbose_name?: string | null;
  description?: string | null;
  expression?: string | null;
  type?: string | null;
  is_dttm?: boolean | null;
  is_active?: boolean | null;
  groupby?: boolean | null;
  filterable?: boolean | null;
  python_date_format?: string | null;
  advanced_data_type?: string | null;
}

export interface RestDatasetMetric {
  id: number;
  metric_name: string;
  verbose_name?: string | null;
  metric_type?: string | null;
  expression: string;
  description?: string | null;
  d3format?: string | null;
  currency?: string | Record<string, unknown> | null;
  /** JSON text: `{"certification": {"certified_by", "details"}, "warning_markdown"}`. */
  extra?: string | null;
  warning_text?: string | null;
}

/** One query's result in `POST /api/v1/chart/data` (server-semantics.md §4). */
export interface RestChartQueryResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  is_cached?: boolean | null;
  query?: string | null;
  from_dttm?: number | null;
  to_dttm?: number | null;
  cache_key?: string | null;
  cached_dttm?: string | null;
  cache_timeout?: number | null;
  status?: string | null;
  error?: string | null;
  sql_rowcount?: number | null;
  applied_filters?: unknown[] | null;
  rejected_filters?: unknown[] | null;
}

export interface RestChartDataResponse {
  result: RestChartQueryResult[];
}

export interface RestDashboard {
  id: number;
  dashboard_title: string | null;
  slug?: string | null;
  url?: string | null;
  published?: boolean | null;
  status?: string | null;
  thumbnail_url?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  changed_on_utc?: string | null;
  changed_on_delta_humanized?: string | null;
  owners?: RestUser[];
  /** Only in the show call (`GET /api/v1/dashboard/{id}`): JSON text. */
  json_metadata?: string | null;
  position_json?: string | null;
  css?: string | null;
}
