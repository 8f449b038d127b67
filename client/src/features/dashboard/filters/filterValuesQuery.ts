import type { ExtraFormData } from '@chartroom/viz';

/** How many options a select filter loads (Superset's row limit of the filter values query). */
export const OPTIONS_LIMIT = 1000;

/** A select filter's pre-filter time range and the temporal column it applies to. */
export interface PreFilterTime {
  readonly range?: string | null;
  readonly column?: string | null;
}

/**
 * The QueryContext of a select filter's options: the distinct values of its column, narrowed by its
 * parents' filters (cascading), its pre-filter (SQL WHERE and time range) and the search text. It
 * runs through the chartData field, so the server checks the viewer's grant on the dataset.
 */
export function filterValuesQueryContext(
  datasetId: number,
  column: string,
  parents: ExtraFormData,
  searchText: string,
  sort: { metric?: string | null; ascending?: boolean } = {},
  preFilter: string | null = null,
  preFilterTime: PreFilterTime = {},
): Record<string, unknown> {
  const filters: unknown[] = [...(parents.filters ?? [])];
  const text = searchText.trim();
  if (text) filters.push({ col: column, op: 'ILIKE', val: `%${text}%` });
  // A parent's time range or time column overrides the filter's own (Superset's override keys).
  const range = parents.time_range ?? preFilterTime.range ?? null;
  const timeColumn = parents.granularity_sqla ?? preFilterTime.column ?? null;
  if (range && range !== 'No filter' && timeColumn) filters.push({ col: timeColumn, op: 'TEMPORAL_RANGE', val: range });
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    result_format: 'json',
    result_type: 'full',
    queries: [
      {
        columns: [column],
        // Sorted by a saved metric, the server orders the values (by the metric's value).
        metrics: sort.metric ? [sort.metric] : [],
        ...(sort.metric ? { orderby: [[sort.metric, sort.ascending !== false]] } : {}),
        filters,
        extras: preFilter ? { where: preFilter } : {},
        time_range: range ?? 'No filter',
        row_limit: OPTIONS_LIMIT,
      },
    ],
  };
}

/** The option values of a values-query answer: distinct, sorted (ascending unless told otherwise). */
export function optionValues(
  data: unknown,
  column: string,
  ascending: boolean | null = true,
): (string | number | boolean | null)[] {
  const rows = Array.isArray(data) ? data : [];
  const seen = new Map<string, string | number | boolean | null>();
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const value = (row as Record<string, unknown>)[column];
    if (value === undefined) continue;
    const option =
      typeof value === 'object' && value !== null ? String(value) : (value as string | number | boolean | null);
    seen.set(String(option), option);
  }
  const values = [...seen.values()];
  // null: keep the server's order (sorted by a metric).
  if (ascending === null) return values;
  values.sort((a, b) => {
    if (a === null) return 1;
    if (b === null) return -1;
    const order = typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
    return ascending ? order : -order;
  });
  return values;
}

/**
 * Superset's 'Dynamically search all filter values' (`searchAllOptions`): on, the search text goes
 * to the server (values beyond the options limit can be found); off, the loaded options are
 * searched in the browser.
 */
export const searchesServer = (controlValues: Readonly<Record<string, unknown>>) =>
  controlValues.searchAllOptions === true;

/** The loaded options matching a search typed in the browser (any case; `<NULL>` names null). */
export function localOptions<T>(options: readonly T[], search: string): T[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...options];
  return options.filter((o) => (o === null ? '<NULL>' : String(o)).toLowerCase().includes(text));
}

/**
 * The SQL WHERE of a filter's pre-filter (its `adhoc_filters`): SQL WHERE expressions and simple
 * equality conditions joined with AND; null when there is none.
 */
export function preFilterWhere(adhocFilters: unknown): string | null {
  if (!Array.isArray(adhocFilters)) return null;
  const parts = adhocFilters.flatMap((f) => {
    if (!f || typeof f !== 'object') return [];
    const filter = f as Record<string, unknown>;
    if (filter.clause !== undefined && filter.clause !== 'WHERE') return [];
    return filter.expressionType === 'SQL' && typeof filter.sqlExpression === 'string' && filter.sqlExpression.trim()
      ? [filter.sqlExpression.trim()]
      : [];
  });
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] ?? null) : parts.map((p) => `(${p})`).join(' AND ');
}
