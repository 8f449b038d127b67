import { GenericDataType } from '../../connectors/connector.ts';
import type { DatasetColumn, DatasetDescriptor } from '../dataset.ts';

function column(columnName: string, type: string, typeGeneric: GenericDataType, isDttm = false): DatasetColumn {
  return {
    columnName,
    verboseName: null,
    type,
    typeGeneric,
    isDttm,
    expression: null,
    groupby: true,
    filterable: true,
    pythonDateFormat: null,
  };
}

/** `(i BIGINT, ts TIMESTAMP, label VARCHAR, amount DOUBLE)`: the table the download tests fill. */
export function bigDataset(tableName: string, schema: string | null = null): DatasetDescriptor {
  return {
    id: 900,
    tableName,
    schema,
    sql: null,
    mainDttmCol: 'ts',
    columns: [
      column('i', 'BIGINT', GenericDataType.NUMERIC),
      column('ts', 'TIMESTAMP', GenericDataType.TEMPORAL, true),
      column('label', 'VARCHAR', GenericDataType.STRING),
      column('amount', 'DOUBLE', GenericDataType.NUMERIC),
    ],
    metrics: [{ metricName: 'count', verboseName: null, expression: 'COUNT(*)', d3format: null, warningText: null }],
    version: '1',
    cacheTimeout: null,
  };
}
