import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../connectors/connector.ts';
import { type Dialect, getDialect } from './dialects/index.ts';
import type { TimeGrain } from './query-context.ts';
import { TIME_GRAINS } from './query-context.ts';
import { ENGINES, openEngine, randomTableName } from './test-fixtures/engines.ts';
import { dayStart, isoWeekStart, monthStart } from './test-fixtures/shapes.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const floorTo = (step: number) => (ms: number) => ms - (ms % step);
const sundayStart = (ms: number) => dayStart(ms) - new Date(ms).getUTCDay() * D;

/** Each grain computed with plain arithmetic on UTC epoch ms, independently of any SQL. */
const EXPECTED: Record<TimeGrain, (ms: number) => number> = {
  PT1S: floorTo(S),
  PT5S: floorTo(5 * S),
  PT30S: floorTo(30 * S),
  PT1M: floorTo(M),
  PT5M: floorTo(5 * M),
  PT10M: floorTo(10 * M),
  PT15M: floorTo(15 * M),
  PT30M: floorTo(30 * M),
  'PT0.5H': floorTo(30 * M),
  PT1H: floorTo(H),
  PT6H: floorTo(6 * H),
  P1D: dayStart,
  P7D: isoWeekStart,
  P1W: isoWeekStart,
  '1969-12-29T00:00:00Z/P1W': isoWeekStart,
  '1969-12-28T00:00:00Z/P1W': sundayStart,
  'P1W/1970-01-03T00:00:00Z': (ms) => sundayStart(ms) + 6 * D,
  'P1W/1970-01-04T00:00:00Z': (ms) => isoWeekStart(ms) + 6 * D,
  P1M: monthStart,
  P3M: (ms) => {
    const d = new Date(ms);
    return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
  },
  'P0.25Y': (ms) => {
    const d = new Date(ms);
    return Date.UTC(d.getUTCFullYear(), Math.floor(d.getUTCMonth() / 3) * 3, 1);
  },
  P1Y: (ms) => Date.UTC(new Date(ms).getUTCFullYear(), 0, 1),
};

// Boundaries that catch off-by-one grains: week edges (Sat/Sun/Mon), month, quarter and year
// ends, leap day, and seconds/minutes/hours on and next to every step.
const INSTANTS = [
  '2023-12-31 23:59:59',
  '2024-01-01 00:00:00',
  '2024-01-06 12:34:56', // Saturday
  '2024-01-07 00:00:04', // Sunday
  '2024-01-07 23:59:30',
  '2024-01-08 05:59:59', // Monday
  '2024-01-08 06:00:00',
  '2024-02-29 11:29:29', // leap day
  '2024-03-31 17:44:35',
  '2024-04-01 00:15:00',
  '2024-06-30 23:30:31',
  '2024-07-01 12:09:05',
  '2024-09-30 18:14:59',
  '2024-10-01 06:45:01',
  '2024-12-28 21:00:00', // Saturday
  '2024-12-29 03:10:10', // Sunday
];
const toMs = (naive: string) => Date.parse(`${naive.replace(' ', 'T')}Z`);

function asEpochMs(v: unknown): number {
  if (v instanceof Date) return v.getTime();
  if (typeof v === 'string') return toMs(v);
  throw new Error(`not a timestamp: ${String(v)}`);
}

describe.each(ENGINES)('time grains on %s', (engine) => {
  let connector: Connector;
  let dialect: Dialect;
  const table = randomTableName('grains');

  beforeAll(async () => {
    connector = openEngine(engine);
    dialect = getDialect(engine);
    const q = (s: string) => dialect.quoteIdentifier(s);
    const tsType = engine === 'mysql' || engine === 'sqlite' ? 'DATETIME' : 'TIMESTAMP';
    await connector.query(
      `CREATE TABLE ${q(table)} (${q('id')} INTEGER, ${q('ts')} ${tsType}, ${q('es')} BIGINT, ${q('ems')} BIGINT)`,
      [],
    );
    const params: unknown[] = [];
    const tuples = INSTANTS.map((ts, id) => {
      params.push(id, ts, toMs(ts) / 1000, toMs(ts));
      const n = params.length;
      return `(${dialect.placeholder(n - 3)}, ${dialect.timestampParameter(dialect.placeholder(n - 2))}, ${dialect.placeholder(n - 1)}, ${dialect.placeholder(n)})`;
    });
    await connector.query(`INSERT INTO ${q(table)} VALUES ${tuples.join(', ')}`, params);
  });
  afterAll(async () => {
    await connector.query(`DROP TABLE ${dialect.quoteIdentifier(table)}`, []);
    await connector.close();
  });

  it.each([...TIME_GRAINS])('%s', async (grain) => {
    const q = (s: string) => dialect.quoteIdentifier(s);
    const onTs = dialect.timeGrain(q('ts'), grain);
    const onEpoch = dialect.timeGrain(dialect.epochToTimestamp(q('es'), 'epoch_s'), grain);
    const onEpochMs = dialect.timeGrain(dialect.epochToTimestamp(q('ems'), 'epoch_ms'), grain);
    expect(onTs).toBeDefined();
    const r = await connector.query(
      `SELECT ${q('id')} AS id, ${onTs} AS g, ${onEpoch} AS ge, ${onEpochMs} AS gm FROM ${q(table)} ORDER BY ${q('id')}`,
      [],
    );
    const expected = INSTANTS.map((ts) => new Date(EXPECTED[grain](toMs(ts))).toISOString());
    expect(r.rows.map((row) => new Date(asEpochMs(row.g)).toISOString())).toEqual(expected);
    expect(r.rows.map((row) => new Date(asEpochMs(row.ge)).toISOString())).toEqual(expected);
    expect(r.rows.map((row) => new Date(asEpochMs(row.gm)).toISOString())).toEqual(expected);
  });
});
