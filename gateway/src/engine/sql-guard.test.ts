import { describe, expect, it } from 'vitest';
import { getDialect } from './dialects/index.ts';
import { assertSelectStatement, assertSqlExpression, UnsafeSqlError } from './sql-guard.ts';

const ALL = ['duckdb', 'postgresql', 'mysql', 'sqlite'] as const;

describe('assertSqlExpression', () => {
  it.each(ALL)('accepts ordinary expressions in %s', (d) => {
    for (const sql of [
      'SUM(qty) / COUNT(*)',
      "CASE WHEN country = 'FR' THEN 1 ELSE 0 END",
      'COUNT(DISTINCT country)',
      "note = 'a;b -- not a comment /* nor this */'",
      'qty > 1 AND (price < 2 OR price IS NULL)',
    ]) {
      expect(assertSqlExpression(sql, getDialect(d), 'metric')).toBe(sql);
    }
  });

  it.each(ALL)('refuses statements, comments, placeholders and sub-queries in %s', (d) => {
    for (const [sql, reason] of [
      ['1; SELECT 2', '";" is not allowed'],
      ['1 -- x', 'comments are not allowed'],
      ['1 /* x */', 'comments are not allowed'],
      ['a = ?', '"?" is not allowed'],
      ['a = $1', '"$" is not allowed'],
      ['a = :name', 'named parameters'],
      ['(SELECT 1)', 'sub-queries'],
      ['a FROM t', 'not a query'],
      ['a, b', 'a single expression is expected'],
      ['a AS b', 'aliases'],
      ["'unterminated", 'unterminated'],
      ['', 'empty'],
      ['a\u0000b', 'NUL'],
      ['1) OR (1', 'unbalanced parentheses'],
    ] as const) {
      expect(() => assertSqlExpression(sql, getDialect(d), 'metric "m"'), `${d}: ${sql}`).toThrow(UnsafeSqlError);
      expect(() => assertSqlExpression(sql, getDialect(d), 'metric "m"'), `${d}: ${sql}`).toThrow(reason);
    }
  });

  it('reads MySQL backslash escapes the way MySQL does', () => {
    // In MySQL 'a\'' is one string; a scanner ignoring backslashes would see `; DROP` inside a string.
    expect(() => assertSqlExpression("note = 'a\\'' ; DROP TABLE t; '", getDialect('mysql'), 'w')).toThrow(
      UnsafeSqlError,
    );
    expect(() => assertSqlExpression("note = 'a\\'' ; DROP TABLE t; '", getDialect('mysql'), 'w')).toThrow('";"');
    // # starts a comment only in MySQL.
    expect(() => assertSqlExpression('1 # x', getDialect('mysql'), 'w')).toThrow('comments');
  });

  it('names the place of the fragment in the message', () => {
    expect(() => assertSqlExpression('1;', getDialect('sqlite'), 'custom WHERE clause')).toThrow(
      'Invalid SQL in custom WHERE clause: a single expression is expected, ";" is not allowed',
    );
  });
});

describe('assertSelectStatement', () => {
  it('accepts one SELECT with comments and a trailing semicolon', () => {
    expect(assertSelectStatement('SELECT a -- note\nFROM t;', getDialect('postgresql'), 'v')).toBe(
      'SELECT a -- note\nFROM t',
    );
  });
  it('refuses several statements, writes and unterminated comments', () => {
    const pg = getDialect('postgresql');
    expect(() => assertSelectStatement('SELECT 1; DROP TABLE t', pg, 'v')).toThrow(UnsafeSqlError);
    expect(() => assertSelectStatement('DELETE FROM t', pg, 'v')).toThrow('only SELECT');
    expect(() => assertSelectStatement('SELECT 1 /* open', pg, 'v')).toThrow('unterminated comment');
    // Would escape the parentheses the dataset is wrapped in, even where the parser gives up.
    expect(() => assertSelectStatement('SELECT 1) UNION (SELECT 2', pg, 'v')).toThrow('unbalanced parentheses');
  });
});
