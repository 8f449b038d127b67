import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnFacts, factsSql, kindFits, kindOfFacts, typedSql } from './duckdb-csv-sql.ts';
import { COLUMN_TYPES, coerce, KindTracker, type UploadKind, ValueError } from './values.ts';

const KINDS: UploadKind[] = ['INTEGER', 'FLOAT', 'BOOLEAN', 'DATE', 'TIMESTAMP', 'TEXT'];

/** Values at the edges of the JS reader's rules. */
const EDGES = [
  '1',
  '-5',
  '+7',
  '007',
  '0',
  '1',
  '-0',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '-9223372036854775808',
  '123456789012345678',
  '1234567890123456789',
  '1.5',
  '.5',
  '5.',
  '+.5',
  '1e5',
  '1E+5',
  '1e999',
  '1_000',
  '0x10',
  '+-5',
  'true',
  'FALSE',
  'True',
  'yes',
  '2024-02-29',
  '2023-02-29',
  '2024-02-30',
  '2024-04-31',
  '2024-13-01',
  '1900-02-29',
  '2000-02-29',
  '2024-01-01 10:30',
  '2024-01-01T10:30:00.123456',
  '2024-01-01 10:30:00.1234567',
  '2024-01-01 24:00:00',
  '2024-01-01 10:60:00',
  '2024-01-01 10:30:00Z',
  '2024-01-01 10:30:00+02:00',
  '0000-01-01',
  '0001-01-01 00:00:00',
  '2024-1-1',
  ' 5',
  '5 ',
  'abc',
  '١٢٣',
  'c12',
  '12:30',
];

/** Mixed columns, as a file would have them. */
const COLUMNS = [
  ['1', '2', '3'],
  ['1', '2.5'],
  ['1', 'true'],
  ['true', 'false', 'TRUE'],
  ['0', '1'],
  ['2024-01-01', '2024-01-01 10:00'],
  ['2024-01-01', '2024-02-30'],
  ['2024-01-01', 'soon'],
  ['1', '1e999'],
];

describe('DuckDB CSV reading follows the JS reader', () => {
  let instance: DuckDBInstance;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
  });
  afterAll(() => instance.closeSync());

  const sqlText = (v: string) => `'${v.replaceAll("'", "''")}'`;
  const cellsOf = (values: string[]) =>
    `SELECT v AS v0, false AS nul FROM (VALUES ${values.map((v) => `(${sqlText(v)})`).join(', ')}) AS t(v)`;

  async function factsOf(values: string[]) {
    const connection = await instance.connect();
    try {
      const row = (await connection.runAndReadAll(factsSql(cellsOf(values), 1))).getRowObjects()[0] ?? {};
      return columnFacts(Number(row.n_0), row.m_0 === null ? null : Number(row.m_0));
    } finally {
      connection.closeSync();
    }
  }

  async function sqlValues(sql: string): Promise<(string | null)[]> {
    const connection = await instance.connect();
    try {
      return (await connection.runAndReadAll(sql)).getRows().map((r) => (r[0] === null ? null : String(r[0])));
    } finally {
      connection.closeSync();
    }
  }

  const jsKind = (values: string[]) => {
    const tracker = new KindTracker();
    for (const v of values) tracker.add(v);
    return tracker.kind();
  };

  it('infers the kind KindTracker infers, or leaves the column to it', async () => {
    const unsure: string[] = [];
    for (const values of [...EDGES.map((v) => [v]), ...COLUMNS]) {
      const kind = kindOfFacts(await factsOf(values));
      if (kind === 'unsure') unsure.push(values.join('|'));
      else expect(kind, values.join('|')).toBe(jsKind(values));
    }
    // Only offsets and impossible dates are left to the JS reader.
    expect(unsure.sort()).toEqual(
      [
        '2023-02-29',
        '2024-02-30',
        '2024-04-31',
        '2024-13-01',
        '1900-02-29',
        '2024-01-01 24:00:00',
        '2024-01-01 10:60:00',
        '2024-01-01 10:30:00Z',
        '2024-01-01 10:30:00+02:00',
        '2024-01-01|2024-02-30',
      ].sort(),
    );
  });

  it('writes exactly what coerce() writes, and says a kind does not fit wherever coerce() refuses', async () => {
    for (const v of EDGES) {
      const facts = await factsOf([v]);
      for (const kind of KINDS) {
        let expected: unknown;
        let refused = false;
        try {
          expected = coerce(v, kind, 'duckdb');
        } catch (error) {
          if (!(error instanceof ValueError)) throw error;
          refused = true;
        }
        if (refused) {
          expect(kindFits(facts, kind), `${v} as ${kind}`).toBe(false);
          continue;
        }
        if (!kindFits(facts, kind)) continue; // left to coerce(), which writes it
        const [fast] = await sqlValues(`SELECT CAST(v0 AS VARCHAR) FROM (${typedSql(cellsOf([v]), [kind])})`);
        const type = COLUMN_TYPES.duckdb[kind];
        // Numbers as the appender gets them (a double, -0 included), the rest as the text it casts.
        const text =
          typeof expected === 'number'
            ? Object.is(expected, -0)
              ? '-0.0'
              : expected.toPrecision(17)
            : String(expected);
        const [js] = await sqlValues(`SELECT CAST(CAST(${sqlText(text)} AS ${type}) AS VARCHAR)`);
        expect(fast, `${v} as ${kind}`).toBe(js);
      }
    }
  });
});
