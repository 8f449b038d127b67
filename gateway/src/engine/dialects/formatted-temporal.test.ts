import { describe, expect, it } from 'vitest';
import type { DialectName } from '../../connectors/connector.ts';
import { compileQuery } from '../compile-query.ts';
import type { DatasetColumn, DatasetDescriptor } from '../dataset.ts';
import { QueryCompileError } from '../errors.ts';
import { queryObject } from '../test-fixtures/shapes.ts';
import { formattedToTimestamp } from './formatted-temporal.ts';
import { getDialect } from './index.ts';

const COL = '"c"';
const MYSQL_COL = '`c`';

/** Every supported format on every dialect: the exact SQL that reads the column as a timestamp. */
const EXPECTED: Record<string, Record<DialectName, string>> = {
  '%Y': {
    duckdb: `STRPTIME((CAST("c" AS VARCHAR) || '-01-01'), '%Y-%m-%d')`,
    postgresql: `CAST(TO_TIMESTAMP((CAST("c" AS TEXT) || '-01-01'), 'YYYY-MM-DD') AS TIMESTAMP)`,
    mysql: "TIMESTAMP(STR_TO_DATE(CONCAT(`c`, '-01-01'), '%Y-%m-%d'))",
    sqlite: `DATETIME(SUBSTR(CAST("c" AS TEXT), 1, 4) || '-' || '01' || '-' || '01' || ' ' || '00' || ':' || '00' || ':' || '00')`,
  },
  '%Y-%m-%d': {
    duckdb: `STRPTIME(CAST("c" AS VARCHAR), '%Y-%m-%d')`,
    postgresql: `CAST(TO_TIMESTAMP(CAST("c" AS TEXT), 'YYYY-MM-DD') AS TIMESTAMP)`,
    mysql: "TIMESTAMP(STR_TO_DATE(CONCAT(`c`), '%Y-%m-%d'))",
    sqlite: `DATETIME(SUBSTR(CAST("c" AS TEXT), 1, 4) || '-' || SUBSTR(CAST("c" AS TEXT), 6, 2) || '-' || SUBSTR(CAST("c" AS TEXT), 9, 2) || ' ' || '00' || ':' || '00' || ':' || '00')`,
  },
  '%Y%m%d': {
    duckdb: `STRPTIME(CAST("c" AS VARCHAR), '%Y%m%d')`,
    postgresql: `CAST(TO_TIMESTAMP(CAST("c" AS TEXT), 'YYYYMMDD') AS TIMESTAMP)`,
    mysql: "TIMESTAMP(STR_TO_DATE(CONCAT(`c`), '%Y%m%d'))",
    sqlite: `DATETIME(SUBSTR(CAST("c" AS TEXT), 1, 4) || '-' || SUBSTR(CAST("c" AS TEXT), 5, 2) || '-' || SUBSTR(CAST("c" AS TEXT), 7, 2) || ' ' || '00' || ':' || '00' || ':' || '00')`,
  },
  '%Y-%m': {
    duckdb: `STRPTIME((CAST("c" AS VARCHAR) || '-01'), '%Y-%m-%d')`,
    postgresql: `CAST(TO_TIMESTAMP((CAST("c" AS TEXT) || '-01'), 'YYYY-MM-DD') AS TIMESTAMP)`,
    mysql: "TIMESTAMP(STR_TO_DATE(CONCAT(`c`, '-01'), '%Y-%m-%d'))",
    sqlite: `DATETIME(SUBSTR(CAST("c" AS TEXT), 1, 4) || '-' || SUBSTR(CAST("c" AS TEXT), 6, 2) || '-' || '01' || ' ' || '00' || ':' || '00' || ':' || '00')`,
  },
  '%d/%m/%Y %H:%M:%S': {
    duckdb: `STRPTIME(CAST("c" AS VARCHAR), '%d/%m/%Y %H:%M:%S')`,
    postgresql: `CAST(TO_TIMESTAMP(CAST("c" AS TEXT), 'DD/MM/YYYY HH24:MI:SS') AS TIMESTAMP)`,
    mysql: "TIMESTAMP(STR_TO_DATE(CONCAT(`c`), '%d/%m/%Y %H:%i:%s'))",
    sqlite: `DATETIME(SUBSTR(CAST("c" AS TEXT), 7, 4) || '-' || SUBSTR(CAST("c" AS TEXT), 4, 2) || '-' || SUBSTR(CAST("c" AS TEXT), 1, 2) || ' ' || SUBSTR(CAST("c" AS TEXT), 12, 2) || ':' || SUBSTR(CAST("c" AS TEXT), 15, 2) || ':' || SUBSTR(CAST("c" AS TEXT), 18, 2))`,
  },
  '%Y-%m-%dT%H:%M:%S': {
    duckdb: `STRPTIME(CAST("c" AS VARCHAR), '%Y-%m-%dT%H:%M:%S')`,
    postgresql: `CAST(TO_TIMESTAMP(CAST("c" AS TEXT), 'YYYY-MM-DD"T"HH24:MI:SS') AS TIMESTAMP)`,
    mysql: "TIMESTAMP(STR_TO_DATE(CONCAT(`c`), '%Y-%m-%dT%H:%i:%s'))",
    sqlite: `DATETIME(SUBSTR(CAST("c" AS TEXT), 1, 4) || '-' || SUBSTR(CAST("c" AS TEXT), 6, 2) || '-' || SUBSTR(CAST("c" AS TEXT), 9, 2) || ' ' || SUBSTR(CAST("c" AS TEXT), 12, 2) || ':' || SUBSTR(CAST("c" AS TEXT), 15, 2) || ':' || SUBSTR(CAST("c" AS TEXT), 18, 2))`,
  },
  '%y%m%d': {
    duckdb: `STRPTIME(CAST("c" AS VARCHAR), '%y%m%d')`,
    postgresql: `CAST(TO_TIMESTAMP(CAST("c" AS TEXT), 'YYMMDD') AS TIMESTAMP)`,
    mysql: "TIMESTAMP(STR_TO_DATE(CONCAT(`c`), '%y%m%d'))",
    sqlite: `DATETIME((CASE WHEN CAST(SUBSTR(CAST("c" AS TEXT), 1, 2) AS INTEGER) < 69 THEN '20' ELSE '19' END || SUBSTR(CAST("c" AS TEXT), 1, 2)) || '-' || SUBSTR(CAST("c" AS TEXT), 3, 2) || '-' || SUBSTR(CAST("c" AS TEXT), 5, 2) || ' ' || '00' || ':' || '00' || ':' || '00')`,
  },
};

const DIALECTS: DialectName[] = ['duckdb', 'postgresql', 'mysql', 'sqlite'];

describe('formattedToTimestamp', () => {
  for (const [format, perDialect] of Object.entries(EXPECTED)) {
    it.each(DIALECTS)(`${format} on %s`, (dialect) => {
      expect(formattedToTimestamp(dialect, dialect === 'mysql' ? MYSQL_COL : COL, format)).toBe(perDialect[dialect]);
    });
  }

  it.each([
    ['%Y-%b-%d', /Unsupported directive %b/],
    ["%Y'; DROP TABLE x; --", /Unsupported python_date_format/],
    ['%m/%d', /has no year/],
  ])('refuses %s with a clear message', (format, message) => {
    expect(() => formattedToTimestamp('duckdb', COL, format)).toThrow(QueryCompileError);
    expect(() => formattedToTimestamp('duckdb', COL, format)).toThrow(message);
  });
});

function column(name: string, type: string, generic: 0 | 1 | 2, format: string | null): DatasetColumn {
  return {
    columnName: name,
    verboseName: null,
    type,
    typeGeneric: generic,
    isDttm: true,
    expression: null,
    groupby: true,
    filterable: true,
    pythonDateFormat: format,
  };
}

const DATASET: DatasetDescriptor = {
  id: 1,
  tableName: 't',
  schema: null,
  sql: null,
  mainDttmCol: 'year',
  columns: [
    column('year', 'BIGINT', 0, '%Y'),
    column('ymd', 'VARCHAR', 1, '%Y-%m-%d'),
    column('ms', 'BIGINT', 0, 'epoch_ms'),
    column('ts', 'TIMESTAMP', 2, '%Y-%m-%d %H:%M:%S'),
  ],
  metrics: [],
  version: '1',
  cacheTimeout: null,
};

function compile(dialect: DialectName, col: string, grain = 'P1Y') {
  return compileQuery(
    queryObject({
      columns: [{ label: col, sqlExpression: col, columnType: 'BASE_AXIS', timeGrain: grain as 'P1Y' }],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }],
      filters: [{ col, op: 'TEMPORAL_RANGE', val: '2000-01-01 : 2010-01-01' }],
    }),
    DATASET,
    getDialect(dialect),
    { now: '2024-01-01T00:00:00' },
  );
}

describe('compiled queries on formatted temporal columns', () => {
  it.each(DIALECTS)(
    'an integer year (format Y): parsed for the grain, compared as a number in the filter (%s)',
    (d) => {
      const q = compile(d, 'year');
      const quoted = d === 'mysql' ? '`year`' : '"year"';
      expect(q.sql).toContain(formattedToTimestamp(d, quoted, '%Y'));
      expect(q.sql).not.toContain(`CAST(${quoted} AS TIMESTAMP)`);
      expect(q.sql).toMatch(new RegExp(`${quoted.replace(/[`"]/g, '.')} >= `));
      expect(q.parameters).toEqual([2000, 2010]);
    },
  );

  it.each(DIALECTS)('a text date (format Y-m-d) compares with text bounds (%s)', (d) => {
    const q = compile(d, 'ymd', 'P1M');
    expect(q.sql).toContain(formattedToTimestamp(d, d === 'mysql' ? '`ymd`' : '"ymd"', '%Y-%m-%d'));
    expect(q.parameters).toEqual(['2000-01-01', '2010-01-01']);
  });

  it.each(DIALECTS)('epoch milliseconds compare with epoch bounds (%s)', (d) => {
    const q = compile(d, 'ms', 'P1D');
    expect(q.parameters).toEqual([Date.UTC(2000, 0, 1), Date.UTC(2010, 0, 1)]);
  });

  it('a native timestamp column with a format is not parsed again', () => {
    const q = compile('duckdb', 'ts', 'P1D');
    expect(q.sql).not.toContain('STRPTIME');
  });
});
