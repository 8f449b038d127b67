import type { Connector, DialectName } from '../../gateway/src/connectors/connector.ts';
import type { DatasetColumn, DatasetDescriptor } from '../../gateway/src/engine/dataset.ts';
import { getDialect } from '../../gateway/src/engine/dialects/index.ts';

/**
 * Generated rows for the differential test: times around a leap day and the 2024 daylight-saving
 * changes (naive, read as UTC), NULLs in every column, empty strings, mixed case and non-ASCII
 * text, money in quarters (sums are exact in binary floating point whatever the order).
 */

export interface DiffRow {
  /** Naive 'YYYY-MM-DD HH:MM:SS'. */
  ts: string;
  ms: number;
  cat: string | null;
  grp: string | null;
  n: number | null;
  x: number | null;
  flag: boolean | null;
}

export type Rng = () => number;

/** mulberry32: a small seeded generator, so a seed names one data set and one query list. */
export function rng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
export const int = (r: Rng, n: number) => Math.floor(r() * n);

/** Texts whose case folding every engine agrees on (one letter each way, no context rules). */
export const TEXTS = [
  'Ärger',
  'ärger',
  'ÄRGER',
  'Über',
  'über',
  'Uber',
  'École',
  'école',
  'Ωmega',
  'ωmega',
  'Москва',
  'москва',
  'abc',
  'Abc',
  'ABC',
  'a_b',
  'a%b',
  '',
  ' x',
  'zeta',
];
export const GROUPS = ['north', 'South', 'éast', 'West'];

// Windows around 2024-02-29 and the US/EU daylight-saving changes of March, October and November.
const WINDOWS: [string, number][] = [
  ['2024-02-27T00:00:00Z', 4],
  ['2024-03-09T00:00:00Z', 3],
  ['2024-03-30T00:00:00Z', 3],
  ['2024-10-26T00:00:00Z', 3],
  ['2024-11-02T00:00:00Z', 3],
];

export function naive(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function generateRows(seed: number, count: number): DiffRow[] {
  const r = rng(seed);
  const rows: DiffRow[] = [];
  for (let i = 0; i < count; i++) {
    const [start, days] = pick(r, WINDOWS);
    const ms = Date.parse(start) + int(r, days * 86_400) * 1000;
    rows.push({
      ts: naive(ms),
      ms,
      cat: r() < 0.1 ? null : pick(r, TEXTS),
      grp: r() < 0.1 ? null : pick(r, GROUPS),
      n: r() < 0.15 ? null : int(r, 41) - 10,
      x: r() < 0.15 ? null : (int(r, 400) - 100) / 4,
      flag: r() < 0.15 ? null : r() < 0.5,
    });
  }
  return rows;
}

const TYPES: Record<DialectName, Record<'ts' | 'text' | 'int' | 'double' | 'bool', string>> = {
  duckdb: { ts: 'TIMESTAMP', text: 'VARCHAR', int: 'INTEGER', double: 'DOUBLE', bool: 'BOOLEAN' },
  postgresql: { ts: 'TIMESTAMP', text: 'TEXT', int: 'INTEGER', double: 'DOUBLE PRECISION', bool: 'BOOLEAN' },
  // Text compared, grouped and ordered by code point, as the other engines do (see the README).
  mysql: {
    ts: 'DATETIME',
    text: 'VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin',
    int: 'INT',
    double: 'DOUBLE',
    bool: 'BOOLEAN',
  },
  sqlite: { ts: 'TIMESTAMP', text: 'TEXT', int: 'INTEGER', double: 'REAL', bool: 'BOOLEAN' },
};

const COLUMNS = [
  ['ts', 'ts'],
  ['cat', 'text'],
  ['grp', 'text'],
  ['n', 'int'],
  ['x', 'double'],
  ['flag', 'bool'],
] as const;

export async function loadRows(connector: Connector, table: string, rows: DiffRow[]): Promise<void> {
  const d = getDialect(connector.dialect);
  const q = (s: string) => d.quoteIdentifier(s);
  const types = TYPES[connector.dialect];
  await connector.query(`CREATE TABLE ${q(table)} (${COLUMNS.map(([c, t]) => `${q(c)} ${types[t]}`).join(', ')})`, []);
  for (let start = 0; start < rows.length; start += 100) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + 100).map((row) => {
      const values = [row.ts, row.cat, row.grp, row.n, row.x, row.flag];
      return `(${values
        .map((v, i) => {
          params.push(d.bindValue(v));
          const p = d.placeholder(params.length);
          return i === 0 ? d.timestampParameter(p) : p;
        })
        .join(', ')})`;
    });
    await connector.query(`INSERT INTO ${q(table)} VALUES ${tuples.join(', ')}`, params);
  }
}

function column(columnName: string, type: string, typeGeneric: 0 | 1 | 2 | 3): DatasetColumn {
  return {
    columnName,
    verboseName: null,
    type,
    typeGeneric,
    isDttm: typeGeneric === 2,
    expression: null,
    groupby: true,
    filterable: true,
    pythonDateFormat: null,
  };
}

export function diffDataset(table: string): DatasetDescriptor {
  return {
    id: 77,
    tableName: table,
    schema: null,
    sql: null,
    mainDttmCol: 'ts',
    columns: [
      column('ts', 'TIMESTAMP', 2),
      column('cat', 'VARCHAR', 1),
      column('grp', 'VARCHAR', 1),
      column('n', 'INTEGER', 0),
      column('x', 'DOUBLE', 0),
      column('flag', 'BOOLEAN', 3),
    ],
    metrics: [],
    version: '1',
    cacheTimeout: null,
  };
}
