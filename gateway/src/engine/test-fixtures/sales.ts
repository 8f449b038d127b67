import type { ColumnInfo, DialectName } from '../../connectors/connector.ts';
import type { DatasetColumn, DatasetDescriptor } from '../dataset.ts';

/** One generated fact row; every engine gets exactly these values. */
export interface SaleRow {
  /** Naive 'YYYY-MM-DD HH:MM:SS'. */
  ts: string;
  tsMs: number;
  epochS: number;
  dayStr: string;
  country: string;
  product: string;
  qty: number;
  price: number;
  active: boolean;
  note: string | null;
}

export const COUNTRIES = ['FR', 'DE', 'US', 'JP', "Cote d'Ivoire"] as const;
export const PRODUCTS = ['alpha', 'beta', 'gamma'] as const;
export const NOTES = ['promo_a', 'PROMO_b', 'regular', null] as const;

/** Deterministic generator (mulberry32) so that expectations are reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const START = Date.UTC(2024, 0, 1);
const SPAN_MS = 91 * 86_400_000; // 2024-01-01 .. 2024-03-31

export function naive(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function generateSales(count = 400, seed = 42): SaleRow[] {
  const r = rng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;
  const rows: SaleRow[] = [];
  for (let i = 0; i < count; i++) {
    const tsMs = START + Math.floor(r() * (SPAN_MS / 1000)) * 1000;
    // Skewed so that country totals differ clearly (stable top-N).
    const country = COUNTRIES[Math.min(COUNTRIES.length - 1, Math.floor(r() * r() * COUNTRIES.length * 1.6))] as string;
    rows.push({
      ts: naive(tsMs),
      tsMs,
      epochS: tsMs / 1000,
      dayStr: naive(tsMs).slice(0, 10),
      country,
      product: pick(PRODUCTS),
      qty: 1 + Math.floor(r() * 10),
      // Multiples of 0.25 add up exactly in binary floating point, on every engine.
      price: Math.floor(r() * 400) / 4,
      active: r() < 0.6,
      note: pick(NOTES),
    });
  }
  return rows;
}

const TYPES: Record<DialectName, Record<string, string>> = {
  duckdb: { ts: 'TIMESTAMP', text: 'VARCHAR', int: 'INTEGER', big: 'BIGINT', dbl: 'DOUBLE', bool: 'BOOLEAN' },
  postgresql: {
    ts: 'TIMESTAMP',
    text: 'VARCHAR(64)',
    int: 'INTEGER',
    big: 'BIGINT',
    dbl: 'DOUBLE PRECISION',
    bool: 'BOOLEAN',
  },
  mysql: { ts: 'DATETIME', text: 'VARCHAR(64)', int: 'INT', big: 'BIGINT', dbl: 'DOUBLE', bool: 'BOOLEAN' },
  sqlite: { ts: 'DATETIME', text: 'TEXT', int: 'INTEGER', big: 'INTEGER', dbl: 'REAL', bool: 'BOOLEAN' },
};

const COLUMNS: [string, keyof (typeof TYPES)['duckdb']][] = [
  ['ts', 'ts'],
  ['epoch_s', 'big'],
  ['day_str', 'text'],
  ['country', 'text'],
  ['product', 'text'],
  ['qty', 'int'],
  ['price', 'dbl'],
  ['active', 'bool'],
  ['note', 'text'],
];

export function createTableSql(dialect: DialectName, table: string, quote: (s: string) => string): string {
  const cols = COLUMNS.map(([name, t]) => `${quote(name)} ${TYPES[dialect][t]}`).join(', ');
  return `CREATE TABLE ${quote(table)} (${cols})`;
}

export function rowValues(row: SaleRow, dialect: DialectName): unknown[] {
  return [
    row.ts,
    row.epochS,
    row.dayStr,
    row.country,
    row.product,
    row.qty,
    row.price,
    dialect === 'sqlite' ? (row.active ? 1 : 0) : row.active,
    row.note,
  ];
}

function column(name: string, type: string, generic: 0 | 1 | 2 | 3, extra: Partial<DatasetColumn> = {}): DatasetColumn {
  return {
    columnName: name,
    verboseName: null,
    type,
    typeGeneric: generic,
    isDttm: generic === 2,
    expression: null,
    groupby: true,
    filterable: true,
    pythonDateFormat: null,
    ...extra,
  };
}

/** The dataset over the sales table, as the metadata layer would describe it. */
export function salesDataset(tableName: string, options: { sql?: string | null } = {}): DatasetDescriptor {
  return {
    id: 7,
    tableName,
    schema: null,
    sql: options.sql ?? null,
    mainDttmCol: 'ts',
    columns: [
      column('ts', 'TIMESTAMP', 2),
      column('epoch_s', 'BIGINT', 2, { pythonDateFormat: 'epoch_s' }),
      column('day_str', 'VARCHAR', 1),
      column('country', 'VARCHAR', 1),
      column('product', 'VARCHAR', 1),
      column('qty', 'INTEGER', 0),
      column('price', 'DOUBLE', 0),
      column('active', 'BOOLEAN', 3),
      column('note', 'VARCHAR', 1),
      column('qty_x2', 'INTEGER', 0, { expression: 'qty * 2' }),
    ],
    metrics: [
      { metricName: 'count', verboseName: 'COUNT(*)', expression: 'COUNT(*)', d3format: null, warningText: null },
      { metricName: 'revenue', verboseName: null, expression: 'SUM(qty * price)', d3format: null, warningText: null },
    ],
    version: '1',
    cacheTimeout: null,
  };
}

export function describeColumns(cols: ColumnInfo[]): string[] {
  return cols.map((c) => `${c.name}:${c.generic}`);
}
