import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, DialectName } from '../../gateway/src/connectors/connector.ts';
import { createMemoryResultCache } from '../../gateway/src/engine/cache.ts';
import { runQueryContext } from '../../gateway/src/engine/execute.ts';
import { parseQueryContext } from '../../gateway/src/engine/query-context.ts';
import { ENGINES, openEngine, randomTableName } from '../../gateway/src/engine/test-fixtures/engines.ts';
import { diffDataset, generateRows, loadRows, rng } from './differential-data.ts';
import { canonical, type GeneratedQuery, generateQuery } from './differential-queries.ts';

// The same generated rows in DuckDB, SQLite, PostgreSQL and MariaDB; generated chart queries run
// on the four and each answer compared with the others and with the answer computed here from
// the rows. `npm test` runs one fixed seed; `npm run fuzz` runs more seeds and more queries
// (DIFFERENTIAL_SEEDS, a count or a comma-separated list, and DIFFERENTIAL_QUERIES).

type Row = Record<string, unknown>;

const FIXED_SEED = 20_261_124;
const seedsFromEnv = process.env.DIFFERENTIAL_SEEDS;
const SEEDS: number[] = !seedsFromEnv
  ? [FIXED_SEED]
  : seedsFromEnv.includes(',')
    ? seedsFromEnv.split(',').map(Number)
    : Array.from({ length: Number(seedsFromEnv) }, () => Math.floor(Math.random() * 2 ** 31));
const QUERIES = Number(process.env.DIFFERENTIAL_QUERIES ?? 200);
const ROWS = 400;
const NOW = new Date('2026-01-15T12:00:00Z');

function close(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'number' && typeof expected === 'number') {
    return actual === expected || Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected));
  }
  return actual === expected;
}

/** The first differences between two row lists, for a readable failure. */
function differences(actual: Row[], expected: Row[]): string[] {
  const out: string[] = [];
  if (actual.length !== expected.length) out.push(`${actual.length} rows, expected ${expected.length}`);
  expected.forEach((exp, i) => {
    const row = actual[i];
    if (!row) return;
    for (const [k, v] of Object.entries(exp)) {
      if (!close(row[k], v)) out.push(`row ${i} ${k}: ${JSON.stringify(row[k])}, expected ${JSON.stringify(v)}`);
    }
  });
  return out.slice(0, 8);
}

interface Answer {
  data: Row[];
  coltypes: unknown;
  colnames: unknown;
}

describe.each(SEEDS.map((seed) => [seed] as const))('differential: seed %i', (seed) => {
  const data = generateRows(seed, ROWS);
  const r = rng(seed + 1);
  const queries: GeneratedQuery[] = Array.from({ length: QUERIES }, () => generateQuery(r, data));
  const connectors = new Map<DialectName, Connector>();
  const table = randomTableName('differential');

  beforeAll(async () => {
    for (const engine of ENGINES) {
      const connector = openEngine(engine);
      connectors.set(engine, connector);
      await loadRows(connector, table, data);
    }
  }, 120_000);
  afterAll(async () => {
    for (const connector of connectors.values()) {
      await connector.query(`DROP TABLE IF EXISTS ${table}`, []);
      await connector.close();
    }
  });

  async function answer(engine: DialectName, q: GeneratedQuery): Promise<Answer> {
    const ctx = parseQueryContext({ datasource: { id: 77, type: 'table' }, queries: [q.query], force: true });
    const response = await runQueryContext(ctx, {
      dataset: diffDataset(table),
      connector: connectors.get(engine) as Connector,
      cache: createMemoryResultCache(),
      now: NOW,
    });
    const result = response.result[0] as Row;
    return { data: result.data as Row[], coltypes: result.coltypes, colnames: result.colnames };
  }

  it(`${QUERIES} generated queries agree on the four engines and with the rows`, async () => {
    const failures: string[] = [];
    for (const [i, q] of queries.entries()) {
      const answers = new Map<DialectName, Answer>();
      for (const engine of ENGINES) {
        try {
          answers.set(engine, await answer(engine, q));
        } catch (e) {
          failures.push(`#${i} ${q.describe} on ${engine}: ${e instanceof Error ? e.message : String(e)}`);
        }
      }
      for (const [engine, a] of answers) {
        const actual = q.ordered ? a.data : canonical(a.data);
        const expected = q.ordered ? q.expected : canonical(q.expected);
        const diff = differences(actual, expected);
        if (diff.length) {
          failures.push(`#${i} ${q.describe} on ${engine}: ${diff.join('; ')}\n  ${JSON.stringify(q.query)}`);
        }
        const reference = answers.get('duckdb');
        if (reference && JSON.stringify(a.coltypes) !== JSON.stringify(reference.coltypes)) {
          failures.push(
            `#${i} ${q.describe}: coltypes on ${engine} ${JSON.stringify(a.coltypes)}, duckdb ${JSON.stringify(reference.coltypes)}`,
          );
        }
        if (reference && JSON.stringify(a.colnames) !== JSON.stringify(reference.colnames)) {
          failures.push(`#${i} ${q.describe}: colnames on ${engine} differ from duckdb`);
        }
      }
      if (failures.length > 20) break;
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('generates every shape it claims to (filters of every operator, HAVING, limits, post-processing)', () => {
    const text = JSON.stringify(queries.map((q) => q.query));
    for (const op of [
      '"==',
      '"!=',
      '">"',
      '"<"',
      '">="',
      '"<="',
      'LIKE',
      'NOT LIKE',
      'ILIKE',
      'IS NULL',
      'IS NOT NULL',
      '"IN"',
      'NOT IN',
      'IS TRUE',
      'IS FALSE',
      'TEMPORAL_RANGE',
    ]) {
      expect(text, op).toContain(op);
    }
    for (const feature of [
      'having',
      'series_limit',
      '"cum"',
      '"rolling"',
      'contribution',
      'P1W',
      'PT1H',
      'P1M',
      'P1D',
    ]) {
      expect(text, feature).toContain(feature);
    }
    expect(queries.filter((q) => q.expected.length > 0).length).toBeGreaterThan(QUERIES / 2);
  });
});
