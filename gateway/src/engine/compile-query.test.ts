import { describe, expect, it } from 'vitest';
import type { DialectName } from '../connectors/connector.ts';
import { compileQuery } from './compile-query.ts';
import { getDialect } from './dialects/index.ts';
import { QueryCompileError } from './errors.ts';
import { salesDataset } from './test-fixtures/sales.ts';
import { queryObject, SHAPES } from './test-fixtures/shapes.ts';

const NOW = '2024-03-10T12:00:00';
const compile = (shapeName: string, dialect: DialectName) => {
  const shape = SHAPES.find((s) => s.name === shapeName);
  if (!shape) throw new Error(shapeName);
  const c = compileQuery(shape.query, salesDataset('sales'), getDialect(dialect), { now: NOW });
  return { sql: c.sql, parameters: c.parameters };
};

describe('pinned SQL: big number', () => {
  it('duckdb', () => {
    expect(compile('big number', 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT SUM("qty") AS "SUM(qty)", (COUNT(*)) AS "count" FROM "sales" WHERE "ts" >= CAST($1 AS TIMESTAMP) AND "ts" < CAST($2 AS TIMESTAMP) ORDER BY SUM("qty") DESC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile('big number', 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT SUM("qty") AS "SUM(qty)", (COUNT(*)) AS "count" FROM "sales" WHERE "ts" >= CAST($1 AS TIMESTAMP) AND "ts" < CAST($2 AS TIMESTAMP) ORDER BY SUM("qty") DESC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('mysql', () => {
    expect(compile('big number', 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT SUM(\`qty\`) AS \`SUM(qty)\`, (COUNT(*)) AS \`count\` FROM \`sales\` WHERE \`ts\` >= CAST(? AS DATETIME) AND \`ts\` < CAST(? AS DATETIME) ORDER BY SUM(\`qty\`) IS NULL, SUM(\`qty\`) DESC LIMIT 10000",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile('big number', 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT SUM("qty") AS "SUM(qty)", (COUNT(*)) AS "count" FROM "sales" WHERE DATETIME("ts") >= ? AND DATETIME("ts") < ? ORDER BY SUM("qty") DESC NULLS LAST LIMIT 10000",
      }
    `);
  });
});

describe('pinned SQL: time series by week with 2 metrics', () => {
  const name = 'time series by week with 2 metrics';
  it('duckdb', () => {
    expect(compile(name, 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT DATE_TRUNC('week', "ts") AS "ts", SUM("qty") AS "SUM(qty)", AVG("price") AS "AVG(price)" FROM "sales" WHERE "ts" >= CAST($1 AS TIMESTAMP) AND "ts" < CAST($2 AS TIMESTAMP) GROUP BY DATE_TRUNC('week', "ts") ORDER BY SUM("qty") ASC NULLS LAST, DATE_TRUNC('week', "ts") ASC NULLS LAST LIMIT 1000",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile(name, 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT DATE_TRUNC('week', "ts") AS "ts", SUM("qty") AS "SUM(qty)", AVG("price") AS "AVG(price)" FROM "sales" WHERE "ts" >= CAST($1 AS TIMESTAMP) AND "ts" < CAST($2 AS TIMESTAMP) GROUP BY DATE_TRUNC('week', "ts") ORDER BY SUM("qty") ASC NULLS LAST, DATE_TRUNC('week', "ts") ASC NULLS LAST LIMIT 1000",
      }
    `);
  });
  it('mysql', () => {
    expect(compile(name, 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL WEEKDAY(\`ts\`) DAY))) AS \`ts\`, SUM(\`qty\`) AS \`SUM(qty)\`, AVG(\`price\` + 0E0) AS \`AVG(price)\` FROM \`sales\` WHERE \`ts\` >= CAST(? AS DATETIME) AND \`ts\` < CAST(? AS DATETIME) GROUP BY TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL WEEKDAY(\`ts\`) DAY))) ORDER BY SUM(\`qty\`) IS NULL, SUM(\`qty\`) ASC, TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL WEEKDAY(\`ts\`) DAY))) IS NULL, TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL WEEKDAY(\`ts\`) DAY))) ASC LIMIT 1000",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile(name, 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT DATETIME("ts", 'start of day', PRINTF('-%d days', (CAST(STRFTIME('%w', "ts") AS INTEGER) + 6) % 7)) AS "ts", SUM("qty") AS "SUM(qty)", AVG("price") AS "AVG(price)" FROM "sales" WHERE DATETIME("ts") >= ? AND DATETIME("ts") < ? GROUP BY DATETIME("ts", 'start of day', PRINTF('-%d days', (CAST(STRFTIME('%w', "ts") AS INTEGER) + 6) % 7)) ORDER BY SUM("qty") ASC NULLS LAST, DATETIME("ts", 'start of day', PRINTF('-%d days', (CAST(STRFTIME('%w', "ts") AS INTEGER) + 6) % 7)) ASC NULLS LAST LIMIT 1000",
      }
    `);
  });
});

describe('pinned SQL: top-N with series limit', () => {
  const name = 'top-2 countries by month (series limit)';
  it('duckdb', () => {
    expect(compile(name, 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [],
        "sql": "WITH "series_limit" AS MATERIALIZED (SELECT "country" AS "__series_0" FROM "sales" GROUP BY "country" ORDER BY SUM("qty") DESC NULLS LAST, "country" ASC NULLS LAST LIMIT 2) SELECT DATE_TRUNC('month', "ts") AS "ts", "country" AS "country", SUM("qty") AS "SUM(qty)" FROM "sales" INNER JOIN "series_limit" ON "country" = "series_limit"."__series_0" GROUP BY DATE_TRUNC('month', "ts"), "country" ORDER BY DATE_TRUNC('month', "ts") ASC NULLS LAST, "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile(name, 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [],
        "sql": "WITH "series_limit" AS MATERIALIZED (SELECT "country" AS "__series_0" FROM "sales" GROUP BY "country" ORDER BY SUM("qty") DESC NULLS LAST, "country" ASC NULLS LAST LIMIT 2) SELECT DATE_TRUNC('month', "ts") AS "ts", "country" AS "country", SUM("qty") AS "SUM(qty)" FROM "sales" INNER JOIN "series_limit" ON "country" = "series_limit"."__series_0" GROUP BY DATE_TRUNC('month', "ts"), "country" ORDER BY DATE_TRUNC('month', "ts") ASC NULLS LAST, "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('mysql', () => {
    expect(compile(name, 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [],
        "sql": "WITH \`series_limit\` AS (SELECT \`country\` AS \`__series_0\` FROM \`sales\` GROUP BY \`country\` ORDER BY SUM(\`qty\`) IS NULL, SUM(\`qty\`) DESC, \`country\` IS NULL, \`country\` ASC LIMIT 2) SELECT TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL DAYOFMONTH(\`ts\`) - 1 DAY))) AS \`ts\`, \`country\` AS \`country\`, SUM(\`qty\`) AS \`SUM(qty)\` FROM \`sales\` INNER JOIN \`series_limit\` ON \`country\` = \`series_limit\`.\`__series_0\` GROUP BY TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL DAYOFMONTH(\`ts\`) - 1 DAY))), \`country\` ORDER BY TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL DAYOFMONTH(\`ts\`) - 1 DAY))) IS NULL, TIMESTAMP(DATE(DATE_SUB(\`ts\`, INTERVAL DAYOFMONTH(\`ts\`) - 1 DAY))) ASC, \`country\` IS NULL, \`country\` ASC LIMIT 10000",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile(name, 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [],
        "sql": "WITH "series_limit" AS MATERIALIZED (SELECT "country" AS "__series_0" FROM "sales" GROUP BY "country" ORDER BY SUM("qty") DESC NULLS LAST, "country" ASC NULLS LAST LIMIT 2) SELECT DATETIME("ts", 'start of month') AS "ts", "country" AS "country", SUM("qty") AS "SUM(qty)" FROM "sales" INNER JOIN "series_limit" ON "country" = "series_limit"."__series_0" GROUP BY DATETIME("ts", 'start of month'), "country" ORDER BY DATETIME("ts", 'start of month') ASC NULLS LAST, "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
});

describe('pinned SQL: table with filters', () => {
  const name = 'table with filters, limit and offset';
  it('duckdb', () => {
    expect(compile(name, 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "FR",
          "Cote d'Ivoire",
          5,
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT "ts" AS "ts", "country" AS "country", "qty" AS "qty" FROM "sales" WHERE "country" IN ($1, $2) AND "qty" >= $3 AND "ts" >= CAST($4 AS TIMESTAMP) AND "ts" < CAST($5 AS TIMESTAMP) ORDER BY "ts" ASC NULLS LAST, "qty" ASC NULLS LAST LIMIT 20 OFFSET 5",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile(name, 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "FR",
          "Cote d'Ivoire",
          5,
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT "ts" AS "ts", "country" AS "country", "qty" AS "qty" FROM "sales" WHERE "country" IN ($1, $2) AND "qty" >= $3 AND "ts" >= CAST($4 AS TIMESTAMP) AND "ts" < CAST($5 AS TIMESTAMP) ORDER BY "ts" ASC NULLS LAST, "qty" ASC NULLS LAST LIMIT 20 OFFSET 5",
      }
    `);
  });
  it('mysql', () => {
    expect(compile(name, 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "FR",
          "Cote d'Ivoire",
          5,
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT \`ts\` AS \`ts\`, \`country\` AS \`country\`, \`qty\` AS \`qty\` FROM \`sales\` WHERE \`country\` IN (?, ?) AND \`qty\` >= ? AND \`ts\` >= CAST(? AS DATETIME) AND \`ts\` < CAST(? AS DATETIME) ORDER BY \`ts\` IS NULL, \`ts\` ASC, \`qty\` IS NULL, \`qty\` ASC LIMIT 20 OFFSET 5",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile(name, 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "FR",
          "Cote d'Ivoire",
          5,
          "2024-01-15 00:00:00",
          "2024-03-01 00:00:00",
        ],
        "sql": "SELECT "ts" AS "ts", "country" AS "country", "qty" AS "qty" FROM "sales" WHERE "country" IN (?, ?) AND "qty" >= ? AND DATETIME("ts") >= ? AND DATETIME("ts") < ? ORDER BY "ts" ASC NULLS LAST, "qty" ASC NULLS LAST LIMIT 20 OFFSET 5",
      }
    `);
  });
});

describe('pinned SQL: IN with NULL / IS TRUE / !=', () => {
  const name = 'IN with NULL, LIKE, IS NULL, IS TRUE, != filters';
  it('duckdb', () => {
    expect(compile(name, 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo_a",
          "gamma",
        ],
        "sql": "SELECT "product" AS "product", (COUNT(*)) AS "count" FROM "sales" WHERE ("note" IS NULL OR "note" IN ($1)) AND "product" <> $2 AND "active" IS TRUE GROUP BY "product" ORDER BY "product" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile(name, 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo_a",
          "gamma",
        ],
        "sql": "SELECT "product" AS "product", (COUNT(*)) AS "count" FROM "sales" WHERE ("note" IS NULL OR "note" IN ($1)) AND "product" <> $2 AND "active" IS TRUE GROUP BY "product" ORDER BY "product" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('mysql', () => {
    expect(compile(name, 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo_a",
          "gamma",
        ],
        "sql": "SELECT \`product\` AS \`product\`, (COUNT(*)) AS \`count\` FROM \`sales\` WHERE (\`note\` IS NULL OR \`note\` IN (?)) AND \`product\` <> ? AND \`active\` IS TRUE GROUP BY \`product\` ORDER BY \`product\` IS NULL, \`product\` ASC LIMIT 10000",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile(name, 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo_a",
          "gamma",
        ],
        "sql": "SELECT "product" AS "product", (COUNT(*)) AS "count" FROM "sales" WHERE ("note" IS NULL OR "note" IN (?)) AND "product" <> ? AND "active" IS TRUE GROUP BY "product" ORDER BY "product" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
});

describe('pinned SQL: LIKE / NOT IN / IS NOT NULL / IS FALSE', () => {
  const name = 'LIKE / NOT IN / IS NOT NULL / IS FALSE';
  it('duckdb', () => {
    expect(compile(name, 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo%",
          "US",
        ],
        "sql": "SELECT "country" AS "country", (COUNT(*)) AS "count", (SUM(qty * price)) AS "revenue" FROM "sales" WHERE "note" LIKE $1 AND NOT ("country" IN ($2)) AND "note" IS NOT NULL AND "active" IS FALSE GROUP BY "country" ORDER BY "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile(name, 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo%",
          "US",
        ],
        "sql": "SELECT "country" AS "country", (COUNT(*)) AS "count", (SUM(qty * price)) AS "revenue" FROM "sales" WHERE "note" LIKE $1 AND NOT ("country" IN ($2)) AND "note" IS NOT NULL AND "active" IS FALSE GROUP BY "country" ORDER BY "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('mysql', () => {
    expect(compile(name, 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo%",
          "US",
        ],
        "sql": "SELECT \`country\` AS \`country\`, (COUNT(*)) AS \`count\`, (SUM(qty * price)) AS \`revenue\` FROM \`sales\` WHERE CONVERT(\`note\` USING utf8mb4) COLLATE utf8mb4_bin LIKE CONVERT(? USING utf8mb4) COLLATE utf8mb4_bin AND NOT (\`country\` IN (?)) AND \`note\` IS NOT NULL AND \`active\` IS FALSE GROUP BY \`country\` ORDER BY \`country\` IS NULL, \`country\` ASC LIMIT 10000",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile(name, 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "promo%",
          "US",
        ],
        "sql": "SELECT "country" AS "country", (COUNT(*)) AS "count", (SUM(qty * price)) AS "revenue" FROM "sales" WHERE "note" LIKE ? AND NOT ("country" IN (?)) AND "note" IS NOT NULL AND "active" IS FALSE GROUP BY "country" ORDER BY "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
});

describe('pinned SQL: ILIKE and HAVING', () => {
  const name = 'ILIKE and HAVING';
  it('duckdb', () => {
    expect(compile(name, 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "PROMO%",
        ],
        "sql": "SELECT "country" AS "country", SUM("qty") AS "SUM(qty)" FROM "sales" WHERE "note" ILIKE $1 GROUP BY "country" HAVING (SUM(qty) > 40) ORDER BY SUM("qty") DESC NULLS LAST, "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile(name, 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "PROMO%",
        ],
        "sql": "SELECT "country" AS "country", SUM("qty") AS "SUM(qty)" FROM "sales" WHERE "note" ILIKE $1 GROUP BY "country" HAVING (SUM(qty) > 40) ORDER BY SUM("qty") DESC NULLS LAST, "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('mysql', () => {
    expect(compile(name, 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "PROMO%",
        ],
        "sql": "SELECT \`country\` AS \`country\`, SUM(\`qty\`) AS \`SUM(qty)\` FROM \`sales\` WHERE LOWER(CONVERT(\`note\` USING utf8mb4)) COLLATE utf8mb4_bin LIKE LOWER(CONVERT(? USING utf8mb4)) COLLATE utf8mb4_bin GROUP BY \`country\` HAVING (SUM(qty) > 40) ORDER BY SUM(\`qty\`) IS NULL, SUM(\`qty\`) DESC, \`country\` IS NULL, \`country\` ASC LIMIT 10000",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile(name, 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [
          "PROMO%",
        ],
        "sql": "SELECT "country" AS "country", SUM("qty") AS "SUM(qty)" FROM "sales" WHERE chartroom_lower("note") LIKE chartroom_lower(?) GROUP BY "country" HAVING (SUM(qty) > 40) ORDER BY SUM("qty") DESC NULLS LAST, "country" ASC NULLS LAST LIMIT 10000",
      }
    `);
  });
});

describe('pinned SQL: calculated column, SQL metric, custom WHERE, epoch column', () => {
  const name = 'calculated column, adhoc SQL metric, custom WHERE, epoch time filter';
  it('duckdb', () => {
    expect(compile(name, 'duckdb')).toMatchInlineSnapshot(`
      {
        "parameters": [
          1705276800,
          1709251200,
        ],
        "sql": "SELECT "product" AS "product", MAX((qty * 2)) AS "max2", (SUM(qty) - MIN(qty)) AS "spread", COUNT(DISTINCT "country") AS "countries" FROM "sales" WHERE "epoch_s" >= $1 AND "epoch_s" < $2 AND (country <> 'JP' AND qty < 9) GROUP BY "product" ORDER BY "product" DESC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('postgresql', () => {
    expect(compile(name, 'postgresql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          1705276800,
          1709251200,
        ],
        "sql": "SELECT "product" AS "product", MAX((qty * 2)) AS "max2", (SUM(qty) - MIN(qty)) AS "spread", COUNT(DISTINCT "country") AS "countries" FROM "sales" WHERE "epoch_s" >= $1 AND "epoch_s" < $2 AND (country <> 'JP' AND qty < 9) GROUP BY "product" ORDER BY "product" DESC NULLS LAST LIMIT 10000",
      }
    `);
  });
  it('mysql', () => {
    expect(compile(name, 'mysql')).toMatchInlineSnapshot(`
      {
        "parameters": [
          1705276800,
          1709251200,
        ],
        "sql": "SELECT \`product\` AS \`product\`, MAX((qty * 2)) AS \`max2\`, (SUM(qty) - MIN(qty)) AS \`spread\`, COUNT(DISTINCT \`country\`) AS \`countries\` FROM \`sales\` WHERE \`epoch_s\` >= ? AND \`epoch_s\` < ? AND (country <> 'JP' AND qty < 9) GROUP BY \`product\` ORDER BY \`product\` IS NULL, \`product\` DESC LIMIT 10000",
      }
    `);
  });
  it('sqlite', () => {
    expect(compile(name, 'sqlite')).toMatchInlineSnapshot(`
      {
        "parameters": [
          1705276800,
          1709251200,
        ],
        "sql": "SELECT "product" AS "product", MAX((qty * 2)) AS "max2", (SUM(qty) - MIN(qty)) AS "spread", COUNT(DISTINCT "country") AS "countries" FROM "sales" WHERE "epoch_s" >= ? AND "epoch_s" < ? AND (country <> 'JP' AND qty < 9) GROUP BY "product" ORDER BY "product" DESC NULLS LAST LIMIT 10000",
      }
    `);
  });
});

describe('pinned SQL: virtual dataset', () => {
  const dataset = salesDataset('v', { sql: 'SELECT country, qty FROM sales WHERE qty > 3;' });
  const q = queryObject({ columns: ['country'], metrics: ['count'], row_limit: 5 });
  it.each(['duckdb', 'postgresql', 'mysql', 'sqlite'] as const)('%s', (d) => {
    const c = compileQuery(q, dataset, getDialect(d), { now: NOW });
    const quote = d === 'mysql' ? '`' : '"';
    const qi = (s: string) => `${quote}${s}${quote}`;
    expect(c.sql).toBe(
      `SELECT ${qi('country')} AS ${qi('country')}, (COUNT(*)) AS ${qi('count')} FROM (\nSELECT country, qty FROM sales WHERE qty > 3\n) AS ${qi('virtual_table')} GROUP BY ${qi('country')} LIMIT 5`,
    );
    expect(c.parameters).toEqual([]);
  });
});

describe('compileQuery behaviour', () => {
  const ds = salesDataset('sales');
  const pg = getDialect('postgresql');

  it('defaults the row limit to 10000 and caps it at 100000', () => {
    expect(compileQuery(queryObject({ columns: ['country'] }), ds, pg, { now: NOW }).sql).toMatch(/LIMIT 10000$/);
    expect(compileQuery(queryObject({ columns: ['country'], row_limit: 10 ** 7 }), ds, pg, { now: NOW }).sql).toMatch(
      /LIMIT 100000$/,
    );
  });

  it('rejects filters on columns the dataset lacks and reports the applied ones', () => {
    const c = compileQuery(
      queryObject({
        metrics: ['count'],
        filters: [
          { col: 'country', op: '==', val: 'FR' },
          { col: 'nope', op: '==', val: 1 },
        ],
        time_range: 'Last week',
        granularity: 'ts',
        applied_time_extras: { __time_range: 'Last week' },
      }),
      ds,
      pg,
      { now: NOW },
    );
    expect(c.appliedFilters).toEqual([{ column: 'country' }, { column: '__time_range' }]);
    expect(c.rejectedFilters).toEqual([{ reason: 'not_in_datasource', column: 'nope' }]);
    expect(c.fromDttm).toBe('2024-03-03T00:00:00');
    expect(c.toDttm).toBe('2024-03-10T00:00:00');
    expect(c.sql).toBe(
      'SELECT (COUNT(*)) AS "count" FROM "sales" WHERE "ts" >= CAST($1 AS TIMESTAMP) AND "ts" < CAST($2 AS TIMESTAMP) AND "country" = $3 ORDER BY (COUNT(*)) DESC NULLS LAST LIMIT 10000',
    );
    expect(c.parameters).toEqual(['2024-03-03 00:00:00', '2024-03-10 00:00:00', 'FR']);
  });

  it('fails clearly on unknown columns and metrics, empty queries and bad time ranges', () => {
    expect(() => compileQuery(queryObject({ columns: ['nope'] }), ds, pg, { now: NOW })).toThrow(
      'Columns missing in dataset: ["nope"]',
    );
    expect(() => compileQuery(queryObject({ metrics: ['nope'] }), ds, pg, { now: NOW })).toThrow(
      "Metric 'nope' does not exist",
    );
    expect(() => compileQuery(queryObject({}), ds, pg, { now: NOW })).toThrow('Empty query?');
    const bad = () =>
      compileQuery(
        queryObject({
          metrics: ['count'],
          filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last fortnight or so' }],
        }),
        ds,
        pg,
        { now: NOW },
      );
    expect(bad).toThrow(QueryCompileError);
    try {
      bad();
    } catch (e) {
      expect((e as QueryCompileError).field).toBe('time_range');
    }
  });

  it('legacy is_timeseries + granularity adds __timestamp with the extras grain', () => {
    const c = compileQuery(
      queryObject({
        metrics: ['count'],
        is_timeseries: true,
        granularity_sqla: 'ts',
        extras: { time_grain_sqla: 'P1D' },
      }),
      ds,
      getDialect('duckdb'),
      { now: NOW },
    );
    expect(c.sql).toBe(
      `SELECT DATE_TRUNC('day', "ts") AS "__timestamp", (COUNT(*)) AS "count" FROM "sales" GROUP BY DATE_TRUNC('day', "ts") LIMIT 10000`,
    );
    expect(c.columns[0]).toEqual({ label: '__timestamp', kind: 'column', temporal: true });
  });

  it('numbers and strings are bound with the column type; == null becomes IS NULL', () => {
    const c = compileQuery(
      queryObject({
        columns: ['country'],
        filters: [
          { col: 'qty', op: '>', val: '3' },
          { col: 'country', op: '!=', val: 12 },
          { col: 'note', op: '==', val: null },
          { col: 'country', op: 'IN', val: [] },
          { col: 'active', op: '==', val: 'true' },
        ],
      }),
      ds,
      getDialect('sqlite'),
      { now: NOW },
    );
    expect(c.sql).toBe(
      'SELECT "country" AS "country" FROM "sales" WHERE "qty" > ? AND "country" <> ? AND "note" IS NULL AND 1 = 0 AND "active" = ? LIMIT 10000',
    );
    expect(c.parameters).toEqual([3, '12', 1]);
  });

  it('orders by an adhoc metric named by its label', () => {
    const c = compileQuery(
      queryObject({
        columns: ['country'],
        metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'qty' }, aggregate: 'SUM', label: 'total' }],
        orderby: [['total', false]],
        row_limit: 3,
      }),
      ds,
      pg,
      { now: NOW },
    );
    expect(c.sql).toBe(
      'SELECT "country" AS "country", SUM("qty") AS "total" FROM "sales" GROUP BY "country" ORDER BY SUM("qty") DESC NULLS LAST, "country" ASC NULLS LAST LIMIT 3',
    );
  });

  it('orders by the x-axis object with its grain', () => {
    const axis = {
      label: 'ts',
      sqlExpression: 'ts',
      columnType: 'BASE_AXIS',
      timeGrain: 'P1M',
      expressionType: 'SQL',
    } as const;
    const c = compileQuery(
      queryObject({ columns: [axis], metrics: ['count'], orderby: [[axis, true]] }),
      ds,
      getDialect('duckdb'),
      { now: NOW },
    );
    expect(c.sql).toBe(
      `SELECT DATE_TRUNC('month', "ts") AS "ts", (COUNT(*)) AS "count" FROM "sales" GROUP BY DATE_TRUNC('month', "ts") ORDER BY DATE_TRUNC('month', "ts") ASC NULLS LAST LIMIT 10000`,
    );
  });

  it('every time grain of the spec compiles in every dialect', () => {
    for (const d of ['duckdb', 'postgresql', 'mysql', 'sqlite'] as const) {
      for (const grain of getDialect(d).timeGrains) {
        expect(getDialect(d).timeGrain('"ts"', grain), `${d} ${grain}`).toBeTruthy();
      }
    }
  });
});
