import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { createMemoryResultCache } from './cache.ts';
import type { DatasetDescriptor } from './dataset.ts';
import { getDialect } from './dialects/index.ts';
import { QueryCompileError } from './errors.ts';
import { runQueryContext } from './execute.ts';
import type { QueryObject, QueryObjectInput } from './query-context.ts';
import { UnsafeSqlError } from './sql-guard.ts';
import { ENGINES, loadSales, openEngine, randomTableName } from './test-fixtures/engines.ts';
import { generateSales, salesDataset } from './test-fixtures/sales.ts';
import { queryObject } from './test-fixtures/shapes.ts';

const ROWS = generateSales(60, 7);

/** Attacks that must be refused before any SQL runs, whatever the database. */
const REFUSED: [string, QueryObjectInput][] = [
  [
    'stacked statement in an adhoc SQL metric',
    { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE canary', label: 'm' }] },
  ],
  [
    'comment swallowing the rest in a metric',
    { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*) --', label: 'm' }] },
  ],
  [
    'block comment in a metric',
    { metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*) /* x */', label: 'm' }] },
  ],
  [
    'sub-query reading another table',
    { metrics: [{ expressionType: 'SQL', sqlExpression: '(SELECT COUNT(*) FROM canary)', label: 'm' }] },
  ],
  [
    'UNION in an adhoc column',
    { columns: [{ label: 'c', sqlExpression: 'country UNION SELECT secret FROM canary' }], metrics: ['count'] },
  ],
  [
    'closing parenthesis then statement in a SIMPLE metric column',
    {
      metrics: [{ expressionType: 'SIMPLE', column: { column_name: 'qty); DROP TABLE canary; --' }, aggregate: 'SUM' }],
    },
  ],
  ['custom WHERE with a second statement', { metrics: ['count'], extras: { where: '1 = 1; DROP TABLE canary' } }],
  ['custom WHERE hiding the rest in a comment', { metrics: ['count'], extras: { where: "country = 'FR' --" } }],
  ['custom WHERE with an always-true OR and a comment', { metrics: ['count'], extras: { where: '1=1) OR (1=1' } }],
  [
    'custom HAVING with a statement',
    { columns: ['country'], metrics: ['count'], extras: { having: 'COUNT(*) > 0; DELETE FROM canary' } },
  ],
  ['bind placeholder smuggled in a fragment', { metrics: ['count'], extras: { where: 'qty > ?' } }],
  [
    'dollar-quoted string hiding a statement',
    { metrics: ['count'], extras: { where: "$$ ' $$; DROP TABLE canary; $$ ' $$ = 'x'" } },
  ],
  [
    'adhoc filter column with a statement',
    {
      metrics: ['count'],
      filters: [{ col: { label: 'x', sqlExpression: 'country); DROP TABLE canary; --' }, op: '==', val: 'FR' }],
    },
  ],
  [
    'orderby with an adhoc SQL statement',
    {
      columns: ['country'],
      metrics: ['count'],
      orderby: [[{ expressionType: 'SQL', sqlExpression: '1; DROP TABLE canary', label: 'o' }, true]],
    },
  ],
  [
    'series limit metric with a sub-query',
    {
      columns: [{ label: 'ts', sqlExpression: 'ts', columnType: 'BASE_AXIS', timeGrain: 'P1D' }, 'country'],
      metrics: ['count'],
      series_limit: 2,
      series_limit_metric: { expressionType: 'SQL', sqlExpression: '(SELECT 1 FROM canary)', label: 'l' },
    },
  ],
];

/** Attacks that must be rejected as unknown names (never turned into SQL text). */
const UNKNOWN: [string, QueryObjectInput][] = [
  ['column name with a statement', { columns: ['country"; DROP TABLE canary; --'], metrics: ['count'] }],
  [
    'orderby name with a statement',
    { columns: ['country'], metrics: ['count'], orderby: [['country; DROP TABLE canary', true]] },
  ],
  ['saved metric name with a statement', { metrics: ["count'); DROP TABLE canary; --"] }],
  [
    'time range that is SQL',
    { metrics: ['count'], filters: [{ col: 'ts', op: 'TEMPORAL_RANGE', val: "2024-01-01' OR '1'='1 : now" }] },
  ],
];

describe.each(ENGINES)('injection attempts on %s', (engine) => {
  let connector: Connector;
  let dataset: DatasetDescriptor;
  const table = randomTableName('inj');
  const canary = randomTableName('canary');
  const q = (s: string) => getDialect(engine).quoteIdentifier(s);

  beforeAll(async () => {
    connector = openEngine(engine);
    await loadSales(connector, table, ROWS);
    await connector.query(`CREATE TABLE ${q(canary)} (${q('secret')} VARCHAR(20))`, []);
    await connector.query(`INSERT INTO ${q(canary)} VALUES ('s3cret')`, []);
    dataset = salesDataset(table);
  });
  afterAll(async () => {
    await connector.query(`DROP TABLE IF EXISTS ${q(table)}`, []);
    await connector.query(`DROP TABLE IF EXISTS ${q(canary)}`, []);
    await connector.close();
  });

  const run = async (query: QueryObject) => {
    const res = await runQueryContext(
      {
        datasource: { id: 7, type: 'table' },
        queries: [query],
        result_type: 'full',
        result_format: 'json',
        force: false,
        form_data: null,
        custom_cache_timeout: null,
      },
      { dataset, connector, cache: createMemoryResultCache(), now: () => new Date(Date.UTC(2024, 2, 10)) },
    );
    return res.result[0] as { data: Record<string, unknown>[]; colnames: string[] };
  };

  const intact = async () => {
    const c = await connector.query(`SELECT COUNT(*) AS n FROM ${q(canary)}`, []);
    expect(Number(c.rows[0]?.n)).toBe(1);
    const t = await connector.query(`SELECT COUNT(*) AS n FROM ${q(table)}`, []);
    expect(Number(t.rows[0]?.n)).toBe(ROWS.length);
  };

  it.each(REFUSED)('refuses %s', async (_name, input) => {
    // The canary table name in the attacks is a stand-in; any name must be refused the same way.
    await expect(run(queryObject(input))).rejects.toBeInstanceOf(UnsafeSqlError);
    await intact();
  });

  it.each(UNKNOWN)('rejects %s', async (_name, input) => {
    await expect(run(queryObject(input))).rejects.toBeInstanceOf(QueryCompileError);
    await intact();
  });

  it('binds hostile filter values as data', async () => {
    const hostile = [
      "FR' OR '1'='1",
      "FR'; DROP TABLE canary; --",
      'FR\\',
      "' UNION SELECT secret FROM canary --",
      '%',
    ];
    for (const val of hostile) {
      const res = await run(queryObject({ metrics: ['count'], filters: [{ col: 'country', op: '==', val }] }));
      expect(res.data).toEqual([{ count: 0 }]);
      const like = await run(
        queryObject({ metrics: ['count'], filters: [{ col: 'country', op: 'LIKE', val: `${val}x` }] }),
      );
      expect(like.data).toEqual([{ count: 0 }]);
      const inList = await run(
        queryObject({ metrics: ['count'], filters: [{ col: 'country', op: 'IN', val: [val, 'FR'] }] }),
      );
      expect(inList.data).toEqual([{ count: ROWS.filter((r) => r.country === 'FR').length }]);
    }
    // A quote inside a legitimate value still matches.
    const ivoire = await run(
      queryObject({ metrics: ['count'], filters: [{ col: 'country', op: '==', val: "Cote d'Ivoire" }] }),
    );
    expect(ivoire.data).toEqual([{ count: ROWS.filter((r) => r.country === "Cote d'Ivoire").length }]);
    await intact();
  });

  it('quotes hostile labels as identifiers', async () => {
    const label = `n" FROM x; DROP TABLE canary; -- \` '`;
    const res = await run(queryObject({ metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }] }));
    expect(res.colnames).toEqual([label]);
    expect(res.data).toEqual([{ [label]: ROWS.length }]);
    await intact();
  });

  it('keeps quotes inside string literals of a fragment', async () => {
    const res = await run(
      queryObject({ metrics: ['count'], extras: { where: "country = 'Cote d''Ivoire' OR note = ';--'" } }),
    );
    expect(res.data).toEqual([{ count: ROWS.filter((r) => r.country === "Cote d'Ivoire").length }]);
    await intact();
  });
});
