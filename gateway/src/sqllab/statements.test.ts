import { describe, expect, it } from 'vitest';
import { applyLimit } from './limit.ts';
import { isMutating } from './statement-kind.ts';
import { splitStatements } from './statements.ts';

describe('splitStatements', () => {
  it('splits on semicolons outside strings, identifiers, comments and dollar quotes', () => {
    const sql = 'SELECT \';\' AS a;\n-- x; y\nSELECT "b;c" FROM t /* ; */;\n\nSELECT $$;$$;';
    expect(splitStatements(sql, 'postgresql')).toEqual([
      { sql: "SELECT ';' AS a", line: 1 },
      { sql: '-- x; y\nSELECT "b;c" FROM t /* ; */', line: 2 },
      { sql: 'SELECT $$;$$', line: 5 },
    ]);
  });
  it('drops empty statements and keeps MySQL backslash escapes inside strings', () => {
    expect(splitStatements(";; SELECT 'a\\';b' ;  ; -- end", 'mysql').map((s) => s.sql)).toEqual(["SELECT 'a\\';b'"]);
  });
});

describe('isMutating', () => {
  it.each([
    ['SELECT 1', false],
    ['with x as (select 1) select * from x', false],
    ['SHOW TABLES', false],
    ['EXPLAIN SELECT 1', false],
    ["SELECT 'delete from t' AS s", false],
    ['SELECT "update" FROM t', false],
    ['INSERT INTO t VALUES (1)', true],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', true],
    ['SELECT * INTO t2 FROM t', true],
    ['EXPLAIN ANALYZE DELETE FROM t', true],
    ['drop table t', true],
    ['/* c */ ALTER TABLE t ADD x int', true],
    ['CREATE TABLE x AS SELECT 1', true],
  ])('%s -> %s', (sql, expected) => {
    expect(isMutating(sql)).toBe(expected);
  });
});

describe('applyLimit', () => {
  it('appends a limit one above the requested one on its own line', () => {
    expect(applyLimit('SELECT * FROM t -- note', 100)).toEqual({
      sql: 'SELECT * FROM t -- note\nLIMIT 101',
      limit: 100,
      limitingFactor: 'DROPDOWN',
      probesBeyond: true,
    });
  });
  it("keeps the query's own smaller limit untouched and lowers a bigger one", () => {
    expect(applyLimit('SELECT * FROM t LIMIT 5', 100)).toMatchObject({
      sql: 'SELECT * FROM t LIMIT 5',
      limitingFactor: 'QUERY',
      probesBeyond: false,
    });
    expect(applyLimit('SELECT * FROM t LIMIT 500 OFFSET 3', 100)).toMatchObject({
      sql: 'SELECT * FROM t LIMIT 101 OFFSET 3',
      limitingFactor: 'DROPDOWN',
    });
    expect(applyLimit('SELECT * FROM t LIMIT 3, 500', 10).sql).toBe('SELECT * FROM t LIMIT 3, 11');
    expect(applyLimit('SELECT * FROM t LIMIT 10', 10).limitingFactor).toBe('QUERY_AND_DROPDOWN');
  });
  it('ignores limits inside sub-queries and wraps forms it does not rewrite', () => {
    expect(applyLimit('SELECT * FROM (SELECT * FROM t LIMIT 5) s', 10).sql).toBe(
      'SELECT * FROM (SELECT * FROM t LIMIT 5) s\nLIMIT 11',
    );
    expect(applyLimit('SELECT * FROM t OFFSET 5', 10).sql).toBe(
      'SELECT * FROM (\nSELECT * FROM t OFFSET 5\n) AS sqllab_limited\nLIMIT 11',
    );
    expect(applyLimit('SELECT * FROM t LIMIT ALL', 10).sql).toContain('AS sqllab_limited');
  });
  it('leaves an unlimited query alone without a requested limit', () => {
    expect(applyLimit('SELECT 1', null)).toMatchObject({ sql: 'SELECT 1', limit: null, limitingFactor: 'NOT_LIMITED' });
  });
});
