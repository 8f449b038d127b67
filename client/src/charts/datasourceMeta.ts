/**
 * What a chart needs to know of its dataset to draw well: display names of metrics and columns
 * (Superset's verbose_map) and each saved metric's number format and currency.
 */
export interface DatasourceMeta {
  readonly verboseMap: Readonly<Record<string, string>>;
  readonly metricFormats: Readonly<Record<string, string>>;
  readonly currencyFormats: Readonly<Record<string, unknown>>;
}

export const EMPTY_DATASOURCE_META: DatasourceMeta = { verboseMap: {}, metricFormats: {}, currencyFormats: {} };

interface DatasetFields {
  readonly metrics: readonly {
    readonly metricName: string;
    readonly verboseName?: string | null | undefined;
    readonly d3format?: string | null | undefined;
    readonly currency?: unknown;
  }[];
  readonly columns: readonly { readonly columnName: string; readonly verboseName?: string | null | undefined }[];
}

export function toDatasourceMeta(dataset: DatasetFields | null | undefined): DatasourceMeta {
  if (!dataset) return EMPTY_DATASOURCE_META;
  const verboseMap: Record<string, string> = {};
  const metricFormats: Record<string, string> = {};
  const currencyFormats: Record<string, unknown> = {};
  for (const column of dataset.columns) if (column.verboseName) verboseMap[column.columnName] = column.verboseName;
  for (const metric of dataset.metrics) {
    if (metric.verboseName) verboseMap[metric.metricName] = metric.verboseName;
    if (metric.d3format) metricFormats[metric.metricName] = metric.d3format;
    if (metric.currency !== null && typeof metric.currency === 'object')
      currencyFormats[metric.metricName] = metric.currency;
  }
  return { verboseMap, metricFormats, currencyFormats };
}

/**
 * A result column's display name: its verbose name, or, for pivoted series named
 * `<metric>, <dimension values>`, the metric's verbose name before the values.
 */
export function displayName(column: string, meta: DatasourceMeta): string {
  const own = meta.verboseMap[column];
  if (own) return own;
  const comma = column.indexOf(', ');
  if (comma > 0) {
    const head = meta.verboseMap[column.slice(0, comma)];
    if (head) return `${head}${column.slice(comma)}`;
  }
  return column;
}
