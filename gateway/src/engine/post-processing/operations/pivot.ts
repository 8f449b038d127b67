import * as aq from 'arquero';
import { z } from 'zod';
import { fillEmptyGroups, type ResolvedAggregate, resolveAggregates, sourceId } from '../aggregates.ts';
import { PostProcessingError } from '../errors.ts';
import {
  compareLabels,
  comparePaths,
  type DataColumn,
  type Frame,
  flatColumn,
  freshId,
  type Label,
  requireFlat,
  type Table,
} from '../frame.ts';
import { columnList, label, parseOptions } from '../options.ts';
import { dropMissingKeys, orderByLabels } from './grouping.ts';

const { op } = aq;

const schema = z.strictObject({
  index: columnList.nullish(),
  columns: columnList.nullish(),
  aggregates: z.record(z.string(), z.record(z.string(), z.unknown())).nullish(),
  metric_fill_value: label.optional(),
  column_fill_value: z.string().nullish(),
  drop_missing_columns: z.boolean().nullish(),
  combine_value_with_metric: z.boolean().nullish(),
  marginal_distributions: z.boolean().nullish(),
  marginal_distribution_name: z.string().nullish(),
  show_values_as: z.string().nullish(),
});

// show_values_as: each cell as a share of its row, column or grand total, within its metric.
const SHARES = ['percent_row', 'percent_col', 'percent_total'];
// A share of summed cells is the share of the real total only for aggregates that add up.
const ADDITIVE = new Set(['sum', 'nansum', 'count']);

const NULL_STRING = '<NULL>';
const KEY = '\u0000key';
const VALUE_SEPARATOR = '\u001e';

type Row = Record<string, unknown>;

interface Metric {
  aggregate: ResolvedAggregate;
  source: string;
  /** Column of the grouped table holding this metric. */
  id: string;
}

const keyOf = (ids: readonly string[]) => (d: Row) => JSON.stringify(ids.map((id) => d[id] ?? null));

/**
 * pandas `pivot_table`: rows grouped by `index`, one column per aggregate and distinct value of
 * `columns`, both sorted; columns with only missing values dropped when `drop_missing_columns`.
 */
export function pivot(frame: Frame, options: unknown): Frame {
  const o = parseOptions(schema, options, 'pivot');
  requireFlat(frame, 'pivot');
  if (!o.index?.length) throw new PostProcessingError('Pivot operation requires at least one index');
  if (!o.aggregates || Object.keys(o.aggregates).length === 0) {
    throw new PostProcessingError('Pivot operation must include at least one aggregate');
  }
  const indexColumns = o.index.map((name) => flatColumn(frame, name));
  const keyColumns = (o.columns ?? []).map((name) => flatColumn(frame, name));
  const metrics: Metric[] = resolveAggregates(frame, o.aggregates).map((aggregate) => ({
    aggregate,
    source: sourceId(frame, aggregate),
    id: freshId(),
  }));
  const share = o.show_values_as && o.show_values_as !== 'actual' ? o.show_values_as : null;
  if (share !== null) {
    if (!SHARES.includes(share)) {
      throw new PostProcessingError(`show_values_as must be one of actual, ${SHARES.join(', ')}`);
    }
    if (o.marginal_distributions) {
      throw new PostProcessingError('show_values_as cannot be combined with marginal_distributions');
    }
    const operators = Object.values(o.aggregates).map((a) => a.operator);
    if (!operators.every((op) => typeof op === 'string' && ADDITIVE.has(op))) {
      throw new PostProcessingError('show_values_as needs additive aggregates (sum, count)');
    }
  }
  const dropMissing = o.drop_missing_columns ?? true;
  const columnFill = o.column_fill_value === undefined ? NULL_STRING : o.column_fill_value;
  const indexIds = indexColumns.map((c) => c.id);
  const keyIds = keyColumns.map((c) => c.id);

  // A missing index value is a row of its own, labelled "<NULL>", as the reference keeps it.
  let source = frame.table.derive(
    Object.fromEntries(indexIds.map((id) => [id, aq.escape((d: Row) => d[id] ?? NULL_STRING)])) as never,
  );
  if (columnFill && keyIds.length) {
    source = source.derive(
      Object.fromEntries(keyIds.map((id) => [id, aq.escape((d: Row) => d[id] ?? columnFill)])) as never,
    );
  }
  source = dropMissingKeys(source, [...indexColumns, ...keyColumns]);

  let grouped = source
    .groupby([...indexIds, ...keyIds])
    .rollup(Object.fromEntries(metrics.map((m) => [m.id, m.aggregate.make(m.source)])))
    .ungroup();
  grouped = fillEmptyGroups(grouped, metrics).reify();

  let { table, columns } = keyIds.length
    ? spread(grouped, indexIds, keyIds, metrics)
    : {
        table: grouped,
        columns: metrics.map((m) => ({ id: m.id, path: [m.aggregate.name] as Label[] })),
      };

  if (dropMissing) {
    const ids = columns.map((c) => c.id);
    table = table.filter(aq.escape((d: Row) => ids.some((id) => d[id] !== null && d[id] !== undefined))).reify();
    // A metric without any value keeps all its columns (in the order its series first appear),
    // so that later operations naming it still find it.
    const kept = columns.filter((c) => hasValue(table, c.id));
    const restored = columns.filter((c) => !kept.some((k) => k.path[0] === c.path[0]));
    const isRestored = new Set(restored);
    columns = [...kept, ...restored].sort(
      (a, b) => compareLabels(a.path[0], b.path[0]) || (isRestored.has(a) ? 0 : comparePaths(a.path, b.path)),
    );
  } else {
    columns = [...columns].sort((a, b) => comparePaths(a.path, b.path));
  }
  table = orderByLabels(table, indexIds);
  if (share !== null) table = shares(table, columns, share);

  if (o.marginal_distributions) {
    ({ table, columns } = addMargins(
      source,
      table,
      columns,
      indexColumns,
      keyIds,
      metrics,
      o.marginal_distribution_name ?? 'All',
    ));
  }
  if (o.metric_fill_value !== undefined && o.metric_fill_value !== null) {
    const fill = o.metric_fill_value;
    table = table.derive(
      Object.fromEntries(columns.map((c) => [c.id, aq.escape((d: Row) => d[c.id] ?? fill)])) as never,
    );
  }
  if (o.combine_value_with_metric && keyIds.length) {
    columns = columns
      .map((c) => ({ id: c.id, path: [...c.path.slice(1), c.path[0] ?? null] }))
      .sort((a, b) => comparePaths(a.path, b.path));
  }
  return {
    table: table.select([...indexIds, ...columns.map((c) => c.id)] as string[]).reify(),
    index: indexColumns,
    columns,
  };
}

/** Each cell over its row, column or grand total within its metric; a zero total leaves it missing. */
function shares(table: Table, columns: readonly DataColumn[], mode: string): Table {
  const byMetric = new Map<Label, DataColumn[]>();
  for (const c of columns) byMetric.set(c.path[0] ?? null, [...(byMetric.get(c.path[0] ?? null) ?? []), c]);
  const arrays = new Map(columns.map((c) => [c.id, Array.from(table.array(c.id) as ArrayLike<unknown>)]));
  const num = (v: unknown) => (typeof v === 'number' && !Number.isNaN(v) ? v : null);
  const rows = table.numRows();
  const out: Record<string, unknown[]> = {};
  for (const group of byMetric.values()) {
    const cell = (c: DataColumn, r: number) => num(arrays.get(c.id)![r]);
    const sum = (values: (number | null)[]) => values.reduce<number>((s, v) => s + (v ?? 0), 0);
    const rowTotals = Array.from({ length: rows }, (_, r) => sum(group.map((c) => cell(c, r))));
    const grand = sum(rowTotals);
    for (const c of group) {
      const columnTotal = sum(Array.from({ length: rows }, (_, r) => cell(c, r)));
      out[c.id] = Array.from({ length: rows }, (_, r) => {
        const v = cell(c, r);
        const total = mode === 'percent_row' ? rowTotals[r]! : mode === 'percent_col' ? columnTotal : grand;
        return v === null || total === 0 ? null : v / total;
      });
    }
  }
  return table.assign(aq.table(out)).reify();
}

function hasValue(table: Table, id: string): boolean {
  return Array.from(table.array(id) as ArrayLike<unknown>).some((v) => v !== null && v !== undefined);
}

/** One column per (metric, key tuple) through arquero's pivot on a serialised key. */
function spread(
  grouped: Table,
  indexIds: readonly string[],
  keyIds: readonly string[],
  metrics: readonly Metric[],
): { table: Table; columns: DataColumn[] } {
  // With one key column arquero names the pivoted columns by the value itself; with several, by
  // a serialised tuple.
  const single = keyIds.length === 1;
  const nameOf = single ? (d: Row) => String(d[keyIds[0]!]) : keyOf(keyIds);
  const tuples = new Map<string, Label[]>();
  const keyArrays = keyIds.map((id) => grouped.array(id) as ArrayLike<unknown>);
  for (let r = 0; r < grouped.numRows(); r++) {
    const tuple = keyArrays.map((values) => values[r] as Label);
    const name = single ? String(tuple[0]) : JSON.stringify(tuple.map((v) => v ?? null));
    if (!tuples.has(name)) tuples.set(name, tuple);
  }
  const keyColumn = single ? keyIds[0]! : KEY;
  const keyed = single ? grouped : grouped.derive({ [KEY]: aq.escape(nameOf) } as never);
  const wide = keyed
    .groupby([...indexIds])
    .pivot(keyColumn, Object.fromEntries(metrics.map((m) => [m.id, op.any(m.id)])), {
      valueSeparator: VALUE_SEPARATOR,
    } as never)
    .ungroup();
  const renames: Record<string, string> = {};
  const columns: DataColumn[] = [];
  for (const m of metrics) {
    for (const [key, tuple] of tuples) {
      const name = metrics.length === 1 ? key : `${m.id}${VALUE_SEPARATOR}${key}`;
      const id = freshId();
      renames[name] = id;
      columns.push({ id, path: [m.aggregate.name, ...tuple] });
    }
  }
  return { table: wide.rename(renames).reify(), columns };
}

/** Totals row and column ("All"), computed from the source rows with each metric's own aggregate. */
function addMargins(
  source: Table,
  table: Table,
  columns: DataColumn[],
  indexColumns: readonly DataColumn[],
  keyIds: readonly string[],
  metrics: readonly Metric[],
  name: string,
): { table: Table; columns: DataColumn[] } {
  const indexIds: string[] = indexColumns.map((c) => c.id);
  const depth = keyIds.length;
  const rollupOf = (t: Table) =>
    fillEmptyGroups(
      t.rollup(Object.fromEntries(metrics.map((m) => [m.id, m.aggregate.make(m.source)]))).ungroup(),
      metrics,
    );
  const marginColumns = depth
    ? metrics.map((m) => ({
        id: freshId(),
        path: [m.aggregate.name, name, ...Array<Label>(depth - 1).fill('')],
        metric: m,
      }))
    : [];

  let withColumn = table;
  if (marginColumns.length) {
    const perRow = rollupOf(source.groupby(indexIds));
    const renamed = perRow.rename(Object.fromEntries(marginColumns.map((c) => [c.metric.id, c.id])));
    withColumn = orderByLabels(table.join_left(renamed, [indexIds, indexIds] as never), indexIds);
  }

  const allColumns: DataColumn[] = [];
  for (const m of metrics) {
    allColumns.push(...columns.filter((c) => c.path[0] === m.aggregate.name));
    const margin = marginColumns.find((c) => c.metric === m);
    if (margin) allColumns.push({ id: margin.id, path: margin.path });
  }

  // The totals row: each metric over all rows sharing a key tuple, and over everything for the margin column.
  const total = rollupOf(source).objects()[0] as Row;
  const perKey = new Map<string, Row>();
  if (depth) {
    for (const row of rollupOf(source.groupby(keyIds as string[])).objects() as Row[]) {
      perKey.set(JSON.stringify(keyIds.map((id) => row[id] ?? null)), row);
    }
  }
  const totalsRow: Row = {};
  indexIds.forEach((id, i) => {
    totalsRow[id] = i === 0 ? name : '';
  });
  for (const c of allColumns) {
    const m = metrics.find((x) => x.aggregate.name === c.path[0])!;
    const margin = marginColumns.some((x) => x.id === c.id) || depth === 0;
    totalsRow[c.id] = margin ? total[m.id] : perKey.get(JSON.stringify(c.path.slice(1)))?.[m.id];
  }
  const names = [...indexIds, ...allColumns.map((c) => c.id)];
  const appended = withColumn
    .select(names)
    .concat(aq.table(Object.fromEntries(names.map((id) => [id, [totalsRow[id] ?? null]]))))
    .reify();
  return { table: appended, columns: allColumns };
}
