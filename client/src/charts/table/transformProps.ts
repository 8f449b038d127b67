import type { TableFormData } from '@chartroom/viz';
import { toDate, toNumber } from '../columns.ts';
import { colorFormatters, parseRules } from '../conditionalFormatting.ts';
import { displayName } from '../datasourceMeta.ts';
import { formatNumber } from '../format.ts';
import { formatDate } from '../timeFormat.ts';
import { contextFor } from '../timeseriesProps.ts';
import { type ChartContext, type ChartQueryResult, GenericDataType } from '../types.ts';
import { crossFilterColumns, crossFilterValue } from './crossFilterCells.ts';

export interface TableColumn {
  readonly key: string;
  readonly label: string;
  readonly numeric: boolean;
}

export interface TableChartProps {
  readonly columns: readonly TableColumn[];
  /** Cell texts, formatted, in column order. */
  readonly rows: readonly (readonly string[])[];
  readonly rowcount: number;
  /** Per column, the column a click on its cells cross-filters on (null: not clickable). */
  readonly crossColumns?: readonly (string | null)[];
  /** Per row, the raw values the cross-filtering columns filter on. */
  readonly crossValues?: readonly (readonly (string | null)[])[];
  /** Per row and column, the colours conditional formatting gives the cell (none without rules). */
  readonly cellColors?: readonly (readonly (CellColor | undefined)[])[];
}

export interface CellColor {
  readonly background?: string;
  readonly color?: string;
}

/** Superset's DATABASE_DATETIME: how a raw table shows a timestamp under smart_date. */
const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';

type ColumnConfig = Readonly<Record<string, { d3NumberFormat?: unknown } | undefined>>;

/** Superset's per-column display settings; not (yet) part of `TableFormData` in @chartroom/viz. */
export type TableChartFormData = TableFormData & { column_config?: ColumnConfig };

function cellText(
  value: unknown,
  coltype: number | undefined,
  numberFormat: unknown,
  time: { format: unknown; grain: unknown },
): string {
  if (value === null || value === undefined) return 'N/A';
  if (coltype === GenericDataType.TEMPORAL) {
    const date = toDate(value);
    return date ? formatDate(date, time.format, time.grain) : String(value);
  }
  if (coltype === GenericDataType.NUMERIC) {
    const number = toNumber(value);
    // Without a configured format, a table shows numbers as they are, grouped for reading.
    if (number !== null) return formatNumber(number, numberFormat ?? ',.2~f');
  }
  return String(value);
}

export function transformProps(
  queryResult: ChartQueryResult,
  formData: TableChartFormData,
  context?: ChartContext,
): TableChartProps {
  const meta = contextFor(queryResult, context).datasource;
  const config: ColumnConfig = formData.column_config ?? {};
  const columns = queryResult.colnames.map((name, index) => ({
    key: name,
    label: displayName(name, meta),
    numeric: queryResult.coltypes[index] === GenericDataType.NUMERIC,
  }));
  // Raw records keep their full timestamps ('2024-05-01 10:23:52', Superset's database datetime
  // under smart_date); grouped rows read as their grain ('Jan 2024').
  const raw = formData.query_mode === 'raw';
  const grain = raw ? undefined : formData.time_grain_sqla;
  const saved = formData.table_timestamp_format;
  const smart = saved === undefined || saved === null || saved === '' || saved === 'smart_date';
  const time = { format: raw && smart ? DATABASE_DATETIME : saved, grain };
  const rows = queryResult.data.map((row) =>
    queryResult.colnames.map((name, index) =>
      cellText(row[name], queryResult.coltypes[index], config[name]?.d3NumberFormat ?? meta.metricFormats[name], time),
    ),
  );
  const crossColumns = crossFilterColumns(formData, queryResult.colnames, queryResult.coltypes);
  const crossValues = crossColumns.some((c) => c !== null)
    ? queryResult.data.map((row) =>
        queryResult.colnames.map((name, index) => (crossColumns[index] ? crossFilterValue(row[name]) : null)),
      )
    : undefined;
  const cellColors = conditionalColors(queryResult, formData.conditional_formatting);
  return {
    columns,
    rows,
    rowcount: queryResult.rowcount,
    crossColumns,
    ...(crossValues ? { crossValues } : {}),
    ...(cellColors ? { cellColors } : {}),
  };
}

/**
 * Superset's table conditional formatting: each rule colours the cells of its column whose value it
 * matches (over the column's values on the page), its whole row with `toAllRow`, the text instead
 * of the background with `toTextColor`; a cell's own colour wins over its row's, a later rule over
 * an earlier one.
 */
function conditionalColors(queryResult: ChartQueryResult, saved: unknown): (CellColor | undefined)[][] | undefined {
  const rules = parseRules(saved).filter((r) => queryResult.colnames.includes(r.column));
  if (!rules.length) return undefined;
  const valuesOf = (column: string) => queryResult.data.flatMap((row) => toNumber(row[column]) ?? []);
  const formatters = colorFormatters(rules, valuesOf);
  return queryResult.data.map((row) => {
    let whole: CellColor | undefined;
    const cells: (CellColor | undefined)[] = queryResult.colnames.map(() => undefined);
    for (const { rule, colorOf } of formatters) {
      const value = toNumber(row[rule.column]);
      const color = value === null ? undefined : colorOf(value);
      if (!color) continue;
      const style: CellColor = rule.toTextColor ? { color } : { background: color };
      if (rule.toAllRow) whole = { ...whole, ...style };
      else {
        const index = queryResult.colnames.indexOf(rule.column);
        cells[index] = { ...cells[index], ...style };
      }
    }
    return cells.map((cell) => (whole || cell ? { ...whole, ...cell } : undefined));
  });
}
