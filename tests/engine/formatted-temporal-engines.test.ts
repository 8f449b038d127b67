import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector, DialectName } from '../../gateway/src/connectors/connector.ts';
import { createMemoryResultCache } from '../../gateway/src/engine/cache.ts';
import type { DatasetColumn, DatasetDescriptor } from '../../gateway/src/engine/dataset.ts';
import { getDialect } from '../../gateway/src/engine/dialects/index.ts';
import { runQueryContext } from '../../gateway/src/engine/execute.ts';
import { parseQueryContext } from '../../gateway/src/engine/query-context.ts';
import { dropTable, ENGINES, openEngine, randomTableName } from '../../gateway/src/engine/test-fixtures/engines.ts';

// Temporal columns stored as numbers or text with a python_date_format, run on DuckDB, SQLite,
// PostgreSQL and MariaDB: grains, x-axis values and time-range filters are checked against values
// computed here from the rows, and the four engines must answer alike.

interface Row {
  ms: number;
  qty: number;
}

const ROWS: Row[] = Array.from({ length: 60 }, (_, i) => ({
  ms: Date.UTC(2016 + (i % 7), (i * 5) % 12, 1 + ((i * 7) % 28), (i * 3) % 24, (i * 11) % 60, (i * 13) % 60),
  qty: (i % 5) + 1,
}));

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const parts = (ms: number) => {
  const d = new Date(ms);
  return {
    Y: d.getUTCFullYear(),
    m: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    H: pad(d.getUTCHours()),
    M: pad(d.getUTCMinutes()),
    S: pad(d.getUTCSeconds()),
  };
};

/** Each stored column: its SQL type per engine, its format, how a row writes it and what it means. */
interface FormattedColumn {
  name: string;
  format: string;
  numeric: boolean;
  write: (ms: number) => string | number;
  /** The instant the stored value stands for (a year means its January 1st). */
  meaning: (ms: number) => number;
}

const dayOf = (ms: number) =>
  Date.UTC(new Date(ms).getUTCFullYear(), new Date(ms).getUTCMonth(), new Date(ms).getUTCDate());
const COLUMNS: FormattedColumn[] = [
  {
    name: 'year_int',
    format: '%Y',
    numeric: true,
    write: (ms) => parts(ms).Y,
    meaning: (ms) => Date.UTC(new Date(ms).getUTCFullYear(), 0, 1),
  },
  {
    name: 'ymd_int',
    format: '%Y%m%d',
    numeric: true,
    write: (ms) => Number(`${parts(ms).Y}${parts(ms).m}${parts(ms).d}`),
    meaning: dayOf,
  },
  {
    name: 'ymd_text',
    format: '%Y-%m-%d',
    numeric: false,
    write: (ms) => `${parts(ms).Y}-${parts(ms).m}-${parts(ms).d}`,
    meaning: dayOf,
  },
  {
    name: 'dmy_text',
    format: '%d/%m/%Y %H:%M:%S',
    numeric: false,
    write: (ms) => {
      const p = parts(ms);
      return `${p.d}/${p.m}/${p.Y} ${p.H}:${p.M}:${p.S}`;
    },
    meaning: (ms) => ms,
  },
  { name: 'epoch_s_col', format: 'epoch_s', numeric: true, write: (ms) => ms / 1000, meaning: (ms) => ms },
  { name: 'epoch_ms_col', format: 'epoch_ms', numeric: true, write: (ms) => ms, meaning: (ms) => ms },
];

function column(c: FormattedColumn): DatasetColumn {
  return {
    columnName: c.name,
    verboseName: null,
    type: c.numeric ? 'BIGINT' : 'VARCHAR',
    typeGeneric: c.numeric ? 0 : 1,
    isDttm: true,
    expression: null,
    groupby: true,
    filterable: true,
    pythonDateFormat: c.format,
  };
}

function dataset(table: string): DatasetDescriptor {
  return {
    id: 1,
    tableName: table,
    schema: null,
    sql: null,
    mainDttmCol: null,
    columns: [
      ...COLUMNS.map(column),
      { ...column(COLUMNS[0] as FormattedColumn), columnName: 'qty', isDttm: false, pythonDateFormat: null },
    ],
    metrics: [],
    version: '1',
    cacheTimeout: null,
  };
}

async function load(connector: Connector, table: string): Promise<void> {
  const d = getDialect(connector.dialect);
  const q = (s: string) => d.quoteIdentifier(s);
  const text = connector.dialect === 'mysql' ? 'VARCHAR(32)' : 'VARCHAR';
  const defs = COLUMNS.map((c) => `${q(c.name)} ${c.numeric ? 'BIGINT' : text}`);
  await connector.query(`CREATE TABLE ${q(table)} (${defs.join(', ')}, ${q('qty')} INTEGER)`, []);
  const params: unknown[] = [];
  const tuples = ROWS.map((r) => {
    const values = [...COLUMNS.map((c) => c.write(r.ms)), r.qty];
    return `(${values
      .map((v) => {
        params.push(v);
        return d.placeholder(params.length);
      })
      .join(', ')})`;
  });
  await connector.query(`INSERT INTO ${q(table)} VALUES ${tuples.join(', ')}`, params);
}

const GRAINS = { P1Y: 'year', P1M: 'month', P1D: 'day' } as const;
type Grain = keyof typeof GRAINS;
const truncate = (ms: number, grain: Grain) => {
  const d = new Date(ms);
  if (grain === 'P1Y') return Date.UTC(d.getUTCFullYear(), 0, 1);
  if (grain === 'P1M') return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

const FROM = Date.UTC(2018, 0, 1);
const TO = Date.UTC(2021, 0, 1);

/**
 * SUM(qty) per grain bucket of the rows the filter keeps, ascending. As Superset, the filter compares
 * the stored value with the bounds written in the column's format (text compares as text).
 */
function expected(c: FormattedColumn, grain: Grain): Record<string, unknown>[] {
  const from = c.write(FROM);
  const to = c.write(TO);
  const buckets = new Map<number, number>();
  for (const r of ROWS) {
    const stored = c.write(r.ms);
    if (stored < from || stored >= to) continue;
    const key = truncate(c.meaning(r.ms), grain);
    buckets.set(key, (buckets.get(key) ?? 0) + r.qty);
  }
  return [...buckets].sort(([a], [b]) => a - b).map(([t, total]) => ({ [c.name]: t, total }));
}

const answers = new Map<string, Map<DialectName, unknown>>();

describe.each(ENGINES)('formatted temporal columns on %s', (engine) => {
  let connector: Connector;
  const table = randomTableName('fmt_temporal');

  beforeAll(async () => {
    connector = openEngine(engine);
    await load(connector, table);
  }, 60_000);
  afterAll(async () => {
    await dropTable(connector, table);
    await connector.close();
  });

  const cases = COLUMNS.flatMap((c) =>
    (Object.keys(GRAINS) as Grain[])
      .filter((g) => c.format !== '%Y' || g === 'P1Y')
      .map((g) => [`${c.name} (${c.format}) by ${GRAINS[g]}`, c, g] as const),
  );

  it.each(cases)('%s', async (key, c, grain) => {
    const ctx = parseQueryContext({
      datasource: { id: 1, type: 'table' },
      queries: [
        {
          columns: [{ label: c.name, sqlExpression: c.name, columnType: 'BASE_AXIS', timeGrain: grain }],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(qty)', label: 'total' }],
          filters: [{ col: c.name, op: 'TEMPORAL_RANGE', val: '2018-01-01 : 2021-01-01' }],
          orderby: [[c.name, true]],
        },
      ],
      result_type: 'full',
      force: true,
    });
    const response = await runQueryContext(ctx, {
      dataset: dataset(table),
      connector,
      cache: createMemoryResultCache(),
      now: () => new Date('2024-01-01T00:00:00Z'),
    });
    const result = response.result[0] as { data: Record<string, unknown>[]; coltypes: number[]; status: string };
    expect(result.status).toBe('success');
    const want = expected(c, grain);
    expect(want.length).toBeGreaterThan(0);
    const data = result.data.map((r) => ({ ...r, total: Number(r.total) }));
    expect(data).toEqual(want);
    expect(result.coltypes[0]).toBe(2);
    const perEngine = answers.get(key) ?? new Map();
    perEngine.set(engine, data);
    answers.set(key, perEngine);
  });
});

describe('the four engines agree', () => {
  it('on every formatted column and grain', () => {
    expect(answers.size).toBeGreaterThan(0);
    for (const [key, perEngine] of answers) {
      const [first, ...rest] = [...perEngine.values()];
      for (const other of rest) expect(JSON.stringify(other), key).toBe(JSON.stringify(first));
    }
  });
});
