import type { TableFormData } from '@chartroom/viz';
import { toDate, toNumber } from '../columns.ts';
import { formatNumber, formatTime } from '../format.ts';
import { type ChartQueryResult, GenericDataType } from '../types.ts';

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
}

type ColumnConfig = Readonly<Record<string, { d3NumberFormat?: unknown } | undefined>>;

/** Superset's per-column display settings; not (yet) part of `TableFormData` in @chartroom/viz. */
export type TableChartFormData = TableFormData & { column_config?: ColumnConfig };

function cellText(value: unknown, coltype: number | undefined, numberFormat: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (coltype === GenericDataType.TEMPORAL) {
    const date = toDate(value);
    return date ? formatTime(date) : String(value);
  }
  if (coltype === GenericDataType.NUMERIC) {
    const number = toNumber(value);
    // Without a configured format, a table shows numbers as they are, grouped for reading.
    if (number !== null) return formatNumber(number, numberFormat ?? ',.2~f');
  }
  return String(value);
}

export function transformProps(queryResult: ChartQueryResult, formData: TableChartFormData): TableChartProps {
  const config: ColumnConfig = formData.column_config ?? {};
  const columns = queryResult.colnames.map((name, index) => ({
    key: name,
    label: name,
    numeric: queryResult.coltypes[index] === GenericDataType.NUMERIC,
  }));
  const rows = queryResult.data.map((row) =>
    queryResult.colnames.map((name, index) =>
      cellText(row[name], queryResult.coltypes[index], config[name]?.d3NumberFormat),
    ),
  );
  return { columns, rows, rowcount: queryResult.rowcount };
}
