import { describe, expect, it } from 'vitest';
import { getDialect } from './dialects/index.ts';
import { applyTableRowLevelFilters, type TableRef } from './rls-tables.ts';

const northOnPeople = (ref: TableRef) => (ref.table.toLowerCase() === 'people' ? "region = 'north'" : null);

describe('applyTableRowLevelFilters', () => {
  it('wraps each read of a ruled table, keeping its alias, joins, sub-queries and unions (PostgreSQL)', () => {
    const sql =
      'SELECT p.id, o.x FROM people p JOIN other o ON o.id = p.id WHERE p.id IN (SELECT id FROM people) UNION ALL SELECT id, 1 FROM people';
    expect(applyTableRowLevelFilters(sql, getDialect('postgresql'), northOnPeople)).toBe(
      `SELECT "p".id, "o".x FROM (SELECT * FROM "people" WHERE (region = 'north')) AS "p" INNER JOIN "other" AS "o" ON "o".id = "p".id WHERE "p".id IN (SELECT id FROM (SELECT * FROM "people" WHERE (region = 'north')) AS "people") UNION ALL SELECT id, 1 FROM (SELECT * FROM "people" WHERE (region = 'north')) AS "people"`,
    );
  });

  it('quotes per dialect and passes the schema as written (MariaDB)', () => {
    const seen: TableRef[] = [];
    const out = applyTableRowLevelFilters('SELECT region FROM test.people', getDialect('mysql'), (ref) => {
      seen.push(ref);
      return northOnPeople(ref);
    });
    expect(seen).toEqual([{ schema: 'test', table: 'people' }]);
    expect(out).toBe("SELECT `region` FROM (SELECT * FROM `test`.`people` WHERE (`region` = 'north')) AS `people`");
  });

  it('leaves SQL without ruled tables untouched, and a CTE of the same name alone', () => {
    const plain = 'SELECT  id FROM other';
    expect(applyTableRowLevelFilters(plain, getDialect('sqlite'), northOnPeople)).toBe(plain);
    const cte = 'WITH people AS (SELECT 1 AS id) SELECT id FROM people';
    expect(applyTableRowLevelFilters(cte, getDialect('sqlite'), northOnPeople)).toBe(cte);
  });

  it('answers null for SQL the parser cannot read, so the caller can refuse it', () => {
    expect(applyTableRowLevelFilters('SELECT FROM WHERE (', getDialect('duckdb'), northOnPeople)).toBeNull();
  });

  it('refuses a clause that is not a single expression', () => {
    expect(() =>
      applyTableRowLevelFilters('SELECT id FROM people', getDialect('postgresql'), () => '1=1) OR (1=1; DROP TABLE x'),
    ).toThrow(/row level security filter/);
  });
});
