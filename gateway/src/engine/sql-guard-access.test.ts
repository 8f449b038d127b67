import { describe, expect, it } from 'vitest';
import { getDialect } from './dialects/index.ts';
import { assertSelectStatement, assertSqlExpression, UnsafeSqlError } from './sql-guard.ts';

const refusedSelect = (sql: string, dialect: Parameters<typeof getDialect>[0]) => {
  try {
    assertSelectStatement(sql, getDialect(dialect), 'the dataset SQL');
  } catch (e) {
    if (e instanceof UnsafeSqlError) return e.reason;
    throw e;
  }
  return null;
};

const refusedExpression = (sql: string, dialect: Parameters<typeof getDialect>[0]) => {
  try {
    assertSqlExpression(sql, getDialect(dialect), 'metric');
  } catch (e) {
    if (e instanceof UnsafeSqlError) return e.reason;
    throw e;
  }
  return null;
};

describe('SQL guard: file, setting and network access', () => {
  it('refuses DuckDB file readers, globbing and file names used as tables', () => {
    for (const [sql, reason] of [
      ["SELECT * FROM read_text('/etc/passwd')", 'Function read_text is not allowed in SQL.'],
      ["SELECT content FROM READ_BLOB('/etc/passwd')", 'Function read_blob is not allowed in SQL.'],
      ["SELECT * FROM read_csv_auto('/etc/passwd')", 'Function read_csv_auto is not allowed in SQL.'],
      ["SELECT * FROM read_parquet(['a.parquet'])", 'Function read_parquet is not allowed in SQL.'],
      ["SELECT * FROM read_json('x.json')", 'Function read_json is not allowed in SQL.'],
      ["SELECT * FROM glob('/root/*')", 'Function glob is not allowed in SQL.'],
      ['SELECT * FROM "read_text"(\'/etc/passwd\')', 'Function read_text is not allowed in SQL.'],
      ["SELECT * FROM main.read_text ('/etc/passwd')", 'Function read_text is not allowed in SQL.'],
      ["SELECT getenv('CHARTROOM_SECRET_KEY')", 'Function getenv is not allowed in SQL.'],
      ["SELECT * FROM query('SELECT 1')", 'Function query is not allowed in SQL.'],
      ["SELECT * FROM '/etc/passwd'", 'Reading files is not allowed in SQL: name a table of the database.'],
      ["FROM 'data.csv'", 'Reading files is not allowed in SQL: name a table of the database.'],
      ['SELECT * FROM "data.parquet"', 'Reading files is not allowed in SQL: name a table of the database.'],
      ["SELECT * FROM t, '/etc/hosts' AS h", 'Reading files is not allowed in SQL: name a table of the database.'],
      [
        "SELECT * FROM t JOIN '/etc/hosts' h ON true",
        'Reading files is not allowed in SQL: name a table of the database.',
      ],
      ["COPY t TO '/tmp/x.csv'", 'COPY statements are not allowed in SQL.'],
      ["ATTACH '/srv/data/metadata.db' AS m", 'ATTACH statements are not allowed in SQL.'],
      ['INSTALL httpfs', 'INSTALL statements are not allowed in SQL.'],
      ['LOAD httpfs', 'LOAD statements are not allowed in SQL.'],
      ['SET enable_external_access = true', 'SET statements are not allowed in SQL.'],
    ] as const) {
      expect(refusedSelect(sql, 'duckdb'), sql).toBe(reason);
    }
    expect(refusedExpression("length(read_text('/etc/passwd'))", 'duckdb')).toBe(
      'Function read_text is not allowed in SQL.',
    );
  });

  it('refuses PostgreSQL server-file, large-object, dblink and SQL-running functions', () => {
    for (const name of [
      'pg_read_file',
      'pg_read_binary_file',
      'pg_ls_dir',
      'lo_import',
      'lo_export',
      'dblink',
      'query_to_xml',
      'set_config',
    ]) {
      expect(refusedSelect(`SELECT ${name}('/etc/passwd')`, 'postgresql')).toBe(
        `Function ${name} is not allowed in SQL.`,
      );
      expect(refusedExpression(`length(pg_catalog.${name}('x'))`, 'postgresql')).toBe(
        `Function ${name} is not allowed in SQL.`,
      );
    }
    expect(refusedSelect(`SELECT "pg_read_file"('/etc/passwd')`, 'postgresql')).toBe(
      'Function pg_read_file is not allowed in SQL.',
    );
    expect(refusedSelect(`SELECT U&"pg\\005fread_file"('/etc/passwd')`, 'postgresql')).toBe(
      'Unicode-escaped identifiers are not allowed in SQL.',
    );
    expect(refusedSelect("COPY t FROM PROGRAM 'id'", 'postgresql')).toBe('COPY statements are not allowed in SQL.');
  });

  it('refuses MySQL LOAD_FILE, INTO OUTFILE/DUMPFILE and LOAD DATA', () => {
    expect(refusedSelect("SELECT LOAD_FILE('/etc/passwd')", 'mysql')).toBe('Function load_file is not allowed in SQL.');
    expect(refusedSelect("SELECT * FROM t INTO OUTFILE '/tmp/x'", 'mysql')).toBe('INTO OUTFILE is not allowed in SQL.');
    expect(refusedSelect("SELECT 'x' INTO DUMPFILE '/tmp/x'", 'mysql')).toBe('INTO DUMPFILE is not allowed in SQL.');
    expect(refusedSelect("LOAD DATA INFILE '/etc/passwd' INTO TABLE t", 'mysql')).toBe(
      'LOAD statements are not allowed in SQL.',
    );
    expect(refusedExpression("`load_file`('/etc/passwd')", 'mysql')).toBe('Function load_file is not allowed in SQL.');
  });

  it('refuses SQLite ATTACH, load_extension, readfile and writefile', () => {
    expect(refusedSelect("ATTACH DATABASE '/srv/data/metadata.db' AS m", 'sqlite')).toBe(
      'ATTACH statements are not allowed in SQL.',
    );
    for (const name of ['load_extension', 'readfile', 'writefile']) {
      expect(refusedSelect(`SELECT ${name}('/etc/passwd')`, 'sqlite')).toBe(`Function ${name} is not allowed in SQL.`);
    }
    expect(refusedExpression("[readfile]('/etc/passwd')", 'sqlite')).toBe('Function readfile is not allowed in SQL.');
  });

  it('keeps ordinary SQL, and the same words inside strings or as column names', () => {
    for (const [sql, dialect] of [
      ["SELECT 'read_text(x)' AS label, glob FROM t", 'duckdb'],
      ["SELECT EXTRACT(year FROM '2024-01-01'::DATE) AS y FROM t", 'duckdb'],
      ["SELECT trim(both 'x' FROM name) FROM sales", 'duckdb'],
      ['SELECT a, b FROM s.t JOIN u ON t.id = u.id WHERE x IN (SELECT y FROM v)', 'duckdb'],
      ["SELECT glob('a*', name) FROM t", 'sqlite'],
      ["SELECT note FROM t WHERE note = 'pg_read_file(1)'", 'postgresql'],
      ["SELECT * FROM t WHERE outfile = 'load_file'", 'mysql'],
    ] as const) {
      expect(refusedSelect(sql, dialect), `${dialect}: ${sql}`).toBeNull();
    }
    expect(refusedExpression('SUM(load) / COUNT(*)', 'postgresql')).toBeNull();
  });
});
