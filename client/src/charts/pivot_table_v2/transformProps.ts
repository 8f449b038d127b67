import type { PivotAggregateFunction, PivotSortOrder, PivotTableFormData } from '@chartroom/viz';
import { labelsOf, toDate, toNumber } from '../columns.ts';
import { type ColorFormatter, colorFormatters, lastColor, parseRules } from '../conditionalFormatting.ts';
import { displayName } from '../datasourceMeta.ts';
import { formatValue } from '../format.ts';
import { formatDate } from '../timeFormat.ts';
import { optionalString } from '../timeseries.ts';
import { contextFor } from '../timeseriesProps.ts';
import { type ChartContext, type ChartQueryResult, GenericDataType } from '../types.ts';

/** A header cell: its text and how many leaf columns (or body rows) it spans. */
export interface PivotHeaderCell {
  readonly label: string;
  readonly span: number;
  readonly total: boolean;
}

export interface PivotBodyRow {
  /** The row's header cells, outer level first; cells covered by a row span above are left out. */
  readonly headers: readonly (PivotHeaderCell & { readonly colSpan: number })[];
  readonly cells: readonly {
    readonly text: string;
    readonly value: number | null;
    readonly total: boolean;
    /** Background from the conditional formatting rules, when one matches. */
    readonly background?: string;
  }[];
  readonly total: boolean;
}

export interface PivotTableProps {
  /** The names over the row headers (one per row level). */
  readonly rowLevelNames: readonly string[];
  /** One header row per column level, outer level first. */
  readonly columnHeaderRows: readonly (readonly PivotHeaderCell[])[];
  readonly rows: readonly PivotBodyRow[];
}

interface PivotRecord {
  readonly rowKey: readonly string[];
  readonly colKey: readonly string[];
  readonly metric: string;
  readonly value: number | null;
}

type Aggregate = (
  records: readonly PivotRecord[],
  context: { total: (m: Partial<Pick<PivotRecord, 'rowKey' | 'colKey'>>, metric: string) => number },
) => number | null;

const numbers = (records: readonly PivotRecord[]) =>
  records.map((r) => r.value).filter((v): v is number => v !== null && Number.isFinite(v));
const sum = (records: readonly PivotRecord[]) => numbers(records).reduce((s, v) => s + v, 0);

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function variance(values: number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1);
}

const fraction =
  (of: 'sum' | 'count', axis: 'total' | 'row' | 'col'): Aggregate =>
  (records, ctx) => {
    const first = records[0];
    if (!first) return null;
    const own = of === 'sum' ? sum(records) : records.length;
    const scope = axis === 'row' ? { rowKey: first.rowKey } : axis === 'col' ? { colKey: first.colKey } : {};
    const whole = of === 'sum' ? ctx.total(scope, first.metric) : ctx.total({ ...scope }, '');
    return whole ? own / whole : null;
  };

/** Superset's pivot table aggregators, applied to the query rows falling in a cell (or total). */
export const AGGREGATORS: Readonly<Record<PivotAggregateFunction, Aggregate>> = {
  Count: (records) => records.length,
  'Count Unique Values': (records) => new Set(numbers(records)).size,
  Sum: (records) => (numbers(records).length ? sum(records) : null),
  Average: (records) => {
    const values = numbers(records);
    return values.length ? sum(records) / values.length : null;
  },
  Median: (records) => median(numbers(records)),
  'Sample Variance': (records) => variance(numbers(records)),
  'Sample Standard Deviation': (records) => {
    const v = variance(numbers(records));
    return v === null ? null : Math.sqrt(v);
  },
  Minimum: (records) => (numbers(records).length ? Math.min(...numbers(records)) : null),
  Maximum: (records) => (numbers(records).length ? Math.max(...numbers(records)) : null),
  First: (records) => numbers(records)[0] ?? null,
  Last: (records) => numbers(records).at(-1) ?? null,
  'Sum as Fraction of Total': fraction('sum', 'total'),
  'Sum as Fraction of Rows': fraction('sum', 'row'),
  'Sum as Fraction of Columns': fraction('sum', 'col'),
  'Count as Fraction of Total': fraction('count', 'total'),
  'Count as Fraction of Rows': fraction('count', 'row'),
  'Count as Fraction of Columns': fraction('count', 'col'),
};

const startsWith = (key: readonly string[], prefix: readonly string[]) => prefix.every((p, i) => key[i] === p);

interface Leaf {
  readonly key: readonly string[];
  readonly kind: 'leaf' | 'subtotal' | 'total';
}

/**
 * The ordered leaves of one axis: every full key, a subtotal after each group when asked, a grand
 * total last when asked. Groups sort by key or by their aggregated value, level by level.
 */
function axisLeaves(
  keys: readonly (readonly string[])[],
  depth: number,
  order: PivotSortOrder | undefined,
  groupValue: (prefix: readonly string[]) => number,
  rawOf: ReadonlyMap<string, unknown>,
  subtotals: boolean,
  total: boolean,
): Leaf[] {
  const out: Leaf[] = [];
  const walk = (prefix: readonly string[]) => {
    if (prefix.length === depth) {
      out.push({ key: prefix, kind: 'leaf' });
      return;
    }
    const children = [...new Set(keys.filter((k) => startsWith(k, prefix)).map((k) => k[prefix.length] as string))];
    const byValue = (a: string, b: string) => groupValue([...prefix, a]) - groupValue([...prefix, b]);
    // Dates and numbers sort by their value, not by how they read ('Apr 2024' before 'Jan 2024').
    const byKey = (a: string, b: string) => {
      const x = rawOf.get(a);
      const y = rawOf.get(b);
      return typeof x === 'number' && typeof y === 'number' ? x - y : a.localeCompare(b, undefined, { numeric: true });
    };
    if (order === 'value_a_to_z') children.sort(byValue);
    else if (order === 'value_z_to_a') children.sort((a, b) => byValue(b, a));
    else if (order === 'key_z_to_a') children.sort((a, b) => byKey(b, a));
    else children.sort(byKey);
    for (const child of children) {
      walk([...prefix, child]);
      if (subtotals && prefix.length + 1 < depth) out.push({ key: [...prefix, child], kind: 'subtotal' });
    }
  };
  walk([]);
  if (total && depth > 0) out.push({ key: [], kind: 'total' });
  if (depth === 0) return [{ key: [], kind: 'leaf' }];
  return out;
}

/**
 * Rows grouped by the row and column dimensions (and the metrics, on the side `metricsLayout`
 * says) become a cross table: each cell aggregates the rows in it with the aggregate function, so
 * totals and subtotals aggregate the underlying rows as Superset's pivot table does.
 */
export function transformProps(
  queryResult: ChartQueryResult,
  formData: PivotTableFormData,
  context?: ChartContext,
): PivotTableProps {
  const meta = contextFor(queryResult, context).datasource;
  const rowsDims = labelsOf(formData.groupbyRows ?? []);
  const colsDims = labelsOf(formData.groupbyColumns ?? []);
  const [rowDims, colDims] = formData.transposePivot === true ? [colsDims, rowsDims] : [rowsDims, colsDims];
  const metrics = labelsOf(formData.metrics ?? []).filter((m) => queryResult.colnames.includes(m));
  const metricName = new Map(metrics.map((m) => [displayName(m, meta), m]));
  const metricsOnRows = formData.metricsLayout === 'ROWS';
  const combine = formData.combineMetric === true;
  const aggregateName: PivotAggregateFunction =
    typeof formData.aggregateFunction === 'string' && formData.aggregateFunction in AGGREGATORS
      ? formData.aggregateFunction
      : 'Sum';
  const aggregate = AGGREGATORS[aggregateName];
  const temporal = new Set(queryResult.colnames.filter((_, i) => queryResult.coltypes[i] === GenericDataType.TEMPORAL));
  const rawOf = new Map<string, unknown>();
  const text = (column: string, value: unknown) => {
    if (value === null || value === undefined) return 'NULL';
    const date = temporal.has(column) ? toDate(value) : null;
    const label = date
      ? formatDate(date, optionalString(formData.date_format), formData.time_grain_sqla)
      : String(value);
    rawOf.set(label, date ? date.getTime() : value);
    return label;
  };
  // The metric is one more level of the side it sits on: outermost, or innermost when combined.
  const place = (dims: string[], metric: string, here: boolean) =>
    !here || metrics.length === 0 ? dims : combine ? [...dims, metric] : [metric, ...dims];
  const records: PivotRecord[] = [];
  for (const row of queryResult.data) {
    const r = rowDims.map((d) => text(d, row[d]));
    const c = colDims.map((d) => text(d, row[d]));
    for (const metric of metrics) {
      const label = displayName(metric, meta);
      records.push({
        rowKey: place(r, label, metricsOnRows),
        colKey: place(c, label, !metricsOnRows),
        metric: label,
        value: toNumber(row[metric]),
      });
    }
  }
  // Every record filed under each (row prefix, column prefix) pair it falls in, so that a cell,
  // subtotal or total reads its records at once instead of scanning them all.
  const index = new Map<string, PivotRecord[]>();
  const keyOf = (rowPrefix: readonly string[], colPrefix: readonly string[]) =>
    `${JSON.stringify(rowPrefix)}|${JSON.stringify(colPrefix)}`;
  for (const rec of records) {
    for (let r = 0; r <= rec.rowKey.length; r++) {
      for (let c = 0; c <= rec.colKey.length; c++) {
        const key = keyOf(rec.rowKey.slice(0, r), rec.colKey.slice(0, c));
        const list = index.get(key);
        if (list) list.push(rec);
        else index.set(key, [rec]);
      }
    }
  }
  const recordsIn = (rowPrefix: readonly string[], colPrefix: readonly string[]) =>
    index.get(keyOf(rowPrefix, colPrefix)) ?? [];
  const total = (scope: Partial<Pick<PivotRecord, 'rowKey' | 'colKey'>>, metric: string) => {
    const scoped = recordsIn(scope.rowKey ?? [], scope.colKey ?? []);
    return metric === '' ? scoped.length : sum(scoped.filter((rec) => rec.metric === metric));
  };
  const values = new Map<string, number | null>();
  const cellValue = (rowPrefix: readonly string[], colPrefix: readonly string[]) => {
    const key = keyOf(rowPrefix, colPrefix);
    const known = values.get(key);
    if (known !== undefined) return known;
    const inCell = recordsIn(rowPrefix, colPrefix);
    const value = inCell.length ? aggregate(inCell, { total }) : null;
    values.set(key, value);
    return value;
  };
  const rowDepth = rowDims.length + (metricsOnRows && metrics.length ? 1 : 0);
  const colDepth = colDims.length + (!metricsOnRows && metrics.length ? 1 : 0);
  const unique = (keys: (readonly string[])[]) => [...new Map(keys.map((k) => [JSON.stringify(k), k])).values()];
  const rowLeaves = axisLeaves(
    unique(records.map((r) => r.rowKey)),
    rowDepth,
    formData.rowOrder,
    (prefix) => cellValue(prefix, []) ?? 0,
    rawOf,
    formData.rowSubTotals === true,
    formData.colTotals === true,
  );
  const colLeaves = axisLeaves(
    unique(records.map((r) => r.colKey)),
    colDepth,
    formData.colOrder,
    (prefix) => cellValue([], prefix) ?? 0,
    rawOf,
    formData.colSubTotals === true,
    formData.rowTotals === true,
  );
  const fractionFormat = aggregateName.includes('Fraction') ? '.1%' : undefined;
  const formatOf = (rowKey: readonly string[], colKey: readonly string[]) => {
    if (fractionFormat) return fractionFormat;
    if (aggregateName.startsWith('Count')) return ',d';
    const own = optionalString(formData.valueFormat);
    if (own && own !== 'SMART_NUMBER') return own;
    const metricLabel = [...rowKey, ...colKey].find((k) => metricName.has(k));
    const metric = metricLabel ? metricName.get(metricLabel) : metrics.length === 1 ? metrics[0] : undefined;
    return (metric ? meta.metricFormats[metric] : undefined) ?? own ?? 'SMART_NUMBER';
  };
  const leafLabel = (leaf: Leaf, level: number) =>
    leaf.kind === 'total'
      ? level === 0
        ? 'Total'
        : ''
      : leaf.kind === 'subtotal' && level === leaf.key.length
        ? 'Subtotal'
        : (leaf.key[level] ?? '');

  // Column headers: neighbours under the same parent merge into one cell per level.
  const columnHeaderRows: PivotHeaderCell[][] = [];
  for (let level = 0; level < colDepth; level++) {
    const cells: PivotHeaderCell[] = [];
    let previous: string | null = null;
    for (const leaf of colLeaves) {
      const label = leafLabel(leaf, level);
      const id = leaf.kind === 'leaf' && leaf.key.length > level ? JSON.stringify(leaf.key.slice(0, level + 1)) : null;
      const last = cells[cells.length - 1];
      if (id !== null && id === previous && last) cells[cells.length - 1] = { ...last, span: last.span + 1 };
      else cells.push({ label, span: 1, total: leaf.kind !== 'leaf' });
      previous = id;
    }
    columnHeaderRows.push(cells);
  }

  // Conditional formatting applies to the cells of its metric (not to totals), over their range.
  const rules = parseRules(formData.conditional_formatting);
  const metricOfCell = (rowKey: readonly string[], colKey: readonly string[]) => {
    const shown = [...rowKey, ...colKey].find((k) => metricName.has(k));
    return shown ? metricName.get(shown) : metrics.length === 1 ? metrics[0] : undefined;
  };
  const cellValues = new Map<string, number[]>();
  if (rules.length) {
    for (const row of rowLeaves.filter((l) => l.kind === 'leaf')) {
      for (const col of colLeaves.filter((l) => l.kind === 'leaf')) {
        const value = cellValue(row.key, col.key);
        const metric = metricOfCell(row.key, col.key);
        if (value === null || metric === undefined) continue;
        const values = cellValues.get(metric) ?? [];
        values.push(value);
        cellValues.set(metric, values);
      }
    }
  }
  const formatters = new Map<string, ColorFormatter[]>();
  for (const [metric, values] of cellValues) {
    formatters.set(
      metric,
      colorFormatters(
        rules.filter((r) => r.column === metric),
        () => values,
      ),
    );
  }
  const backgroundOf = (rowKey: readonly string[], colKey: readonly string[], value: number) => {
    const metric = metricOfCell(rowKey, colKey);
    return lastColor((metric === undefined ? undefined : formatters.get(metric)) ?? [], value);
  };

  const bodyRows: PivotBodyRow[] = rowLeaves.map((leaf, index) => {
    const headers: (PivotHeaderCell & { colSpan: number })[] = [];
    if (leaf.kind === 'total') headers.push({ label: 'Total', span: 1, colSpan: Math.max(1, rowDepth), total: true });
    else if (rowDepth === 0)
      headers.push({ label: metrics.length === 1 ? '' : 'Total', span: 1, colSpan: 1, total: false });
    else {
      const depth = leaf.kind === 'subtotal' ? leaf.key.length : rowDepth;
      for (let level = 0; level < depth; level++) {
        const prefix = JSON.stringify(leaf.key.slice(0, level + 1));
        const sameAsAbove = (other: Leaf | undefined) =>
          other !== undefined &&
          other.kind !== 'total' &&
          JSON.stringify(other.key.slice(0, level + 1)) === prefix &&
          (other.kind === 'leaf' || other.key.length > level);
        // Covered by the cell of a row above.
        if (sameAsAbove(rowLeaves[index - 1])) continue;
        let span = 1;
        while (
          sameAsAbove(rowLeaves[index + span]) &&
          (rowLeaves[index + span]?.kind === 'leaf' || level < (rowLeaves[index + span]?.key.length ?? 0))
        )
          span++;
        headers.push({ label: leaf.key[level] ?? '', span, colSpan: 1, total: false });
      }
      if (leaf.kind === 'subtotal')
        headers.push({ label: 'Subtotal', span: 1, colSpan: rowDepth - depth, total: true });
    }
    const rowPrefix = leaf.kind === 'total' ? [] : leaf.key;
    const cells = colLeaves.map((col) => {
      const colPrefix = col.kind === 'total' ? [] : col.key;
      const value = cellValue(rowPrefix, colPrefix);
      const total = col.kind !== 'leaf' || leaf.kind !== 'leaf';
      const background = total || value === null ? undefined : backgroundOf(rowPrefix, colPrefix, value);
      return {
        value,
        text: value === null ? '' : formatValue(value, formatOf(rowPrefix, colPrefix), formData.currency_format),
        total,
        ...(background ? { background } : {}),
      };
    });
    return { headers, cells, total: leaf.kind !== 'leaf' };
  });

  const metricLevel = metricsOnRows && metrics.length ? ['Metric'] : [];
  const rowNames = rowDims.map((d) => displayName(d, meta));
  return {
    rowLevelNames: combine ? [...rowNames, ...metricLevel] : [...metricLevel, ...rowNames],
    columnHeaderRows,
    rows: bodyRows,
  };
}
