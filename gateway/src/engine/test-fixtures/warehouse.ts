import type { Connector, DialectName } from '../../connectors/connector.ts';
import { genericTypeOf } from '../../connectors/generic-type.ts';
import { EXAMPLE_DATASETS } from '../../examples/example-datasets.ts';
import type { DatasetDescriptor } from '../dataset.ts';
import { getDialect } from '../dialects/index.ts';

/**
 * A small copy of the example warehouse (tables `sales` and `daily_metrics` with the columns of
 * gateway/src/examples), generated in JS so that a test can compute every expected value itself
 * and load exactly the same rows into the four engines. Money is in quarters (multiples of 0.25)
 * so that sums are exact in binary floating point whatever order an engine adds them in.
 */

export interface SaleFact {
  order_id: number;
  /** Naive 'YYYY-MM-DD HH:MM:SS', unique per row (orderings have no ties). */
  order_date: string;
  ms: number;
  region: string;
  country: string;
  channel: string;
  product_line: string;
  product: string;
  customer_id: number;
  quantity: number;
  price: number;
  revenue: number;
  cost: number;
}

export interface DailyFact {
  /** 'YYYY-MM-DD'. */
  ds: string;
  ms: number;
  visitors: number;
  orders: number;
  buyers: number;
  revenue: number;
  conversion_rate: number;
  signups: number;
  avg_session_seconds: number;
  bounce_rate: number;
  support_tickets: number;
}

const GEO: [string, string][] = [
  ['North America', 'United States'],
  ['North America', 'Canada'],
  ['Europe', 'France'],
  ['Europe', 'Germany'],
  ['Europe', "Cote d'Ivoire"],
  ['Asia', 'Japan'],
  ['Oceania', 'Australia'],
];
const CHANNELS = ['Online', 'Retail', 'Wholesale', 'Partner'];
const LINES: [string, string[]][] = [
  ['Hardware', ['Laptop', 'Monitor', 'Dock', 'Keyboard']],
  ['Software', ['Suite', 'Antivirus', 'Backup']],
  ['Services', ['Support plan', 'Training', 'Setup', 'Audit', 'Repair']],
  ['Accessories', ['Cable', 'Bag', 'Mouse']],
];
const PRODUCTS = LINES.flatMap(([line, products]) => products.map((p) => [line, p] as const));

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

export const WAREHOUSE_START = Date.UTC(2023, 0, 1);
export const WAREHOUSE_DAYS = 1096; // 2023-01-01 .. 2025-12-31
const DAY = 86_400_000;

export function naive(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

export function generateWarehouse(count = 3000, seed = 7): { sales: SaleFact[]; daily: DailyFact[] } {
  const r = rng(seed);
  const int = (n: number) => Math.floor(r() * n);
  const seconds = new Set<number>();
  const sales: SaleFact[] = [];
  for (let i = 0; i < count; i++) {
    let s = int(WAREHOUSE_DAYS * 86_400);
    while (seconds.has(s)) s = (s + 1) % (WAREHOUSE_DAYS * 86_400);
    seconds.add(s);
    const ms = WAREHOUSE_START + s * 1000;
    // Skewed picks: clear leaders, so top-N answers do not hinge on ties.
    const [region, country] = GEO[Math.min(GEO.length - 1, Math.floor(r() * r() * GEO.length * 1.3))] as [
      string,
      string,
    ];
    const [productLine, product] = PRODUCTS[Math.floor(r() * r() * PRODUCTS.length)] as readonly [string, string];
    const quantity = 1 + int(20);
    const price = (40 + int(1200)) / 4;
    const revenue = quantity * price;
    const cost = Math.floor(revenue * (0.4 + r() * 0.4) * 4) / 4;
    sales.push({
      order_id: 100_000 + i,
      order_date: naive(ms),
      ms,
      region,
      country,
      channel: CHANNELS[int(CHANNELS.length)] as string,
      product_line: productLine,
      product,
      customer_id: 1 + int(400),
      quantity,
      price,
      revenue,
      cost,
    });
  }
  const daily: DailyFact[] = [];
  for (let d = 0; d < WAREHOUSE_DAYS; d++) {
    const ms = WAREHOUSE_START + d * DAY;
    const day = sales.filter((x) => x.ms >= ms && x.ms < ms + DAY);
    const visitors = 500 + int(2000);
    daily.push({
      ds: naive(ms).slice(0, 10),
      ms,
      visitors,
      orders: day.length,
      buyers: new Set(day.map((x) => x.customer_id)).size,
      revenue: day.reduce((a, x) => a + x.revenue, 0),
      conversion_rate: day.length / visitors,
      signups: int(30),
      avg_session_seconds: 60 + int(400) / 4,
      bounce_rate: int(100) / 128,
      support_tickets: int(12),
    });
  }
  return { sales, daily };
}

type Kind = 'id' | 'ts' | 'date' | 'text' | 'int' | 'dbl';
const SALES_COLUMNS: [keyof SaleFact, Kind][] = [
  ['order_id', 'id'],
  ['order_date', 'ts'],
  ['region', 'text'],
  ['country', 'text'],
  ['channel', 'text'],
  ['product_line', 'text'],
  ['product', 'text'],
  ['customer_id', 'int'],
  ['quantity', 'int'],
  ['price', 'dbl'],
  ['revenue', 'dbl'],
  ['cost', 'dbl'],
];
const DAILY_COLUMNS: [keyof DailyFact, Kind][] = [
  ['ds', 'date'],
  ['visitors', 'id'],
  ['orders', 'id'],
  ['buyers', 'id'],
  ['revenue', 'dbl'],
  ['conversion_rate', 'dbl'],
  ['signups', 'int'],
  ['avg_session_seconds', 'dbl'],
  ['bounce_rate', 'dbl'],
  ['support_tickets', 'int'],
];

const SQL_TYPES: Record<DialectName, Record<Kind, string>> = {
  duckdb: { id: 'BIGINT', ts: 'TIMESTAMP', date: 'DATE', text: 'VARCHAR', int: 'INTEGER', dbl: 'DOUBLE' },
  postgresql: {
    id: 'BIGINT',
    ts: 'TIMESTAMP',
    date: 'DATE',
    text: 'VARCHAR(64)',
    int: 'INTEGER',
    dbl: 'DOUBLE PRECISION',
  },
  mysql: { id: 'BIGINT', ts: 'DATETIME', date: 'DATE', text: 'VARCHAR(64)', int: 'INT', dbl: 'DOUBLE' },
  sqlite: { id: 'BIGINT', ts: 'TIMESTAMP', date: 'DATE', text: 'VARCHAR(64)', int: 'INTEGER', dbl: 'DOUBLE' },
};
/** Types as the DuckDB connector introspects them (what the example datasets are registered with). */
const DESCRIPTOR_TYPES: Record<Kind, string> = {
  id: 'BIGINT',
  ts: 'TIMESTAMP',
  date: 'DATE',
  text: 'VARCHAR',
  int: 'INTEGER',
  dbl: 'DOUBLE',
};

async function loadTable<T extends object>(
  connector: Connector,
  table: string,
  columns: [keyof T, Kind][],
  rows: T[],
): Promise<void> {
  const dialect = getDialect(connector.dialect);
  const q = (s: string) => dialect.quoteIdentifier(s);
  const types = SQL_TYPES[connector.dialect];
  await connector.query(
    `CREATE TABLE ${q(table)} (${columns.map(([c, k]) => `${q(String(c))} ${types[k]}`).join(', ')})`,
    [],
  );
  const batch = 200;
  for (let start = 0; start < rows.length; start += batch) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + batch).map((row) => {
      const ph = columns.map(([c, k]) => {
        params.push(row[c]);
        const p = dialect.placeholder(params.length);
        return k === 'ts' || k === 'date' ? dialect.timestampParameter(p) : p;
      });
      return `(${ph.join(', ')})`;
    });
    await connector.query(`INSERT INTO ${q(table)} VALUES ${tuples.join(', ')}`, params);
  }
}

export interface WarehouseTables {
  sales: string;
  daily_metrics: string;
}

export async function loadWarehouse(
  connector: Connector,
  tables: WarehouseTables,
  data: { sales: SaleFact[]; daily: DailyFact[] },
): Promise<void> {
  await loadTable(connector, tables.sales, SALES_COLUMNS, data.sales);
  // SQLite keeps the text it is given: a DATE column holds 'YYYY-MM-DD', as a SQLite user would store it.
  await loadTable(connector, tables.daily_metrics, DAILY_COLUMNS, data.daily);
}

/** The example dataset (metrics, calculated columns, main datetime) over a loaded table. */
export function warehouseDataset(name: 'sales' | 'daily_metrics', table: string, id: number): DatasetDescriptor {
  const example = EXAMPLE_DATASETS.find((d) => d.tableName === name);
  if (!example) throw new Error(name);
  const physical = name === 'sales' ? SALES_COLUMNS : DAILY_COLUMNS;
  const column = (columnName: string, type: string, expression: string | null) => ({
    columnName,
    verboseName: example.verboseNames[columnName] ?? null,
    type,
    typeGeneric: genericTypeOf(type),
    isDttm: genericTypeOf(type) === 2,
    expression,
    groupby: true,
    filterable: true,
    pythonDateFormat: null,
  });
  return {
    id,
    tableName: table,
    schema: null,
    sql: null,
    mainDttmCol: example.mainDttmCol,
    columns: [
      ...physical.map(([c, k]) => column(String(c), DESCRIPTOR_TYPES[k], null)),
      ...example.calculatedColumns.map((c) => column(c.columnName, c.type, c.expression)),
    ],
    metrics: example.metrics.map((m) => ({
      metricName: m.metricName,
      verboseName: m.verboseName,
      expression: m.expression,
      d3format: m.d3format ?? null,
      warningText: m.warningText ?? null,
    })),
    version: '1',
    cacheTimeout: null,
  };
}
