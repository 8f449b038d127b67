import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import {
  CHANNELS,
  COUNTRIES,
  FIRST_NAMES,
  LAST_NAMES,
  LOYALTY_TIERS,
  PERIOD_END,
  PERIOD_START,
  PRODUCTS,
  SEGMENTS,
} from './warehouse-dimensions.ts';

export interface GenerateWarehouseOptions {
  /** DuckDB worker threads; the data is the same for any count. Default: DuckDB's (one per core). */
  threads?: number;
}

/** One customer for every this many sales, so that customers repeat as in a real shop. */
const SALES_PER_CUSTOMER = 20;
const MIN_CUSTOMERS = 50;

function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function sqlNumber(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

function valuesList(rows: readonly (readonly (string | number)[])[]): string {
  return rows
    .map((row) => `(${row.map((v) => (typeof v === 'string' ? sqlString(v) : sqlNumber(v))).join(', ')})`)
    .join(',\n    ');
}

/**
 * Uniform numbers map to weighted choices through a bucket table: bucket b of BUCKETS owns the
 * value range [b/BUCKETS, (b+1)/BUCKETS) and points at the row whose cumulative-weight slice
 * holds the bucket's start, with that row's columns. A hash join on the bucket number is far
 * cheaper than an ASOF join over a million rows; the rounding error is at most 1/buckets of
 * probability per row.
 */
const BUCKETS = 1 << 16;
/** Days need finer buckets: each of the ~1,100 days should get hundreds. */
const DAY_BUCKETS = 1 << 18;

function bucketTable(name: string, buckets = BUCKETS): string {
  return `CREATE TEMP TABLE ${name}_pick AS
  WITH w AS (SELECT *, (SUM(weight) OVER (ORDER BY ord) - weight) / SUM(weight) OVER () AS lo FROM ${name})
  SELECT r.b::INTEGER AS b, w.* EXCLUDE (lo, weight, ord)
  FROM range(0, ${buckets}) AS r(b) ASOF JOIN w ON r.b / ${buckets}.0 >= w.lo`;
}

/** A weighted reference table (`ord`, columns..., `weight`) and its bucket table. */
function weightedTable(name: string, columns: string[], rows: readonly (readonly (string | number)[])[]): string[] {
  const numbered = rows.map((row, i) => [i + 1, ...row]);
  return [
    `CREATE TEMP TABLE ${name} AS SELECT * FROM (VALUES
    ${valuesList(numbered)}
  ) AS t(ord, ${columns.join(', ')})`,
    bucketTable(name),
  ];
}

/** The bucket of a uniform number in [0, 1). */
function bucketOf(uniform: string, buckets = BUCKETS): string {
  return `floor((${uniform}) * ${buckets})::INTEGER`;
}

function sqlList(values: readonly string[]): string {
  return `[${values.map(sqlString).join(', ')}]`;
}

/**
 * The statements that build the warehouse. Every random value is `u(seed, row, salt)`, a hash of
 * the seed and the row number, so the data does not depend on threads or execution order. No
 * ORDER BY: with DuckDB's preserve_insertion_order (on by default) rows land in range() order,
 * and sorting a million rows would cost a quarter of the time.
 */
export function warehouseStatements(rows: number, seed: number): string[] {
  const customers = Math.max(MIN_CUSTOMERS, Math.ceil(rows / SALES_PER_CUSTOMER));
  const S = sqlNumber(seed);
  return [
    // hash(a, b, c) merely combines per-value hashes, so streams with different salts come out
    // correlated; re-hashing one 64-bit key mixes fully. The top 53 bits -> a double in [0, 1).
    'CREATE TEMP MACRO u(s, i, k) AS (hash(xor(hash(s, k), i::UBIGINT)) >> 11)::DOUBLE / 9007199254740992.0',
    ...weightedTable(
      'ref_country',
      ['region', 'country', 'weight'],
      COUNTRIES.map((c) => [c.region, c.country, c.weight]),
    ),
    ...weightedTable(
      'ref_channel',
      ['channel', 'weight', 'price_factor', 'quantity_factor'],
      CHANNELS.map((c) => [c.channel, c.weight, c.priceFactor, c.quantityFactor]),
    ),
    ...weightedTable(
      'ref_product',
      ['product_line', 'product', 'list_price', 'cost_ratio', 'weight'],
      PRODUCTS.map((p) => [p.productLine, p.product, p.price, p.costRatio, p.weight]),
    ),
    ...weightedTable(
      'ref_segment',
      ['segment', 'weight'],
      SEGMENTS.map((s) => [s.segment, s.weight]),
    ),
    ...weightedTable(
      'ref_tier',
      ['loyalty_tier', 'weight'],
      LOYALTY_TIERS.map((t) => [t.tier, t.weight]),
    ),
    // Daily demand: yearly growth, a holiday peak, Black Friday, a January slump, busier Saturdays, noise.
    `CREATE TEMP TABLE ref_day AS
  WITH d AS (
    SELECT i, (DATE ${sqlString(PERIOD_START)} + i::INTEGER) AS day
    FROM range(0, DATE ${sqlString(PERIOD_END)} - DATE ${sqlString(PERIOD_START)} + 1) AS r(i)
  )
  SELECT i + 1 AS ord, i AS day_index, day,
    (1 + 0.22 * i / 365.25)
    * (1 + 0.55 * exp(-power((dayofyear(day) - 340) / 16.0, 2)) - 0.18 * exp(-power((dayofyear(day) - 20) / 14.0, 2))
       + 0.08 * sin(2 * pi() * (dayofyear(day) - 80) / 365.25))
    * CASE WHEN month(day) = 11 AND dayofweek(day) = 5 AND day(day) BETWEEN 23 AND 29 THEN 2.6 ELSE 1 END
    * CASE dayofweek(day) WHEN 6 THEN 1.12 WHEN 0 THEN 0.9 ELSE 1 END
    * (0.9 + 0.2 * u(${S}, i, 101)) AS weight
  FROM d`,
    bucketTable('ref_day', DAY_BUCKETS),
    `CREATE TABLE customers AS
  WITH b AS (
    SELECT i AS customer_id,
      ${bucketOf(`u(${S}, i, 21)`)} AS b_country,
      ${bucketOf(`u(${S}, i, 22)`)} AS b_segment,
      -- The first customers buy most (see sales.customer_id), and are more often in high tiers.
      ${bucketOf(`1 - (1 - u(${S}, i, 23)) * (0.25 + 0.75 * i / ${customers})`)} AS b_tier,
      ${sqlList(FIRST_NAMES)}[1 + floor(u(${S}, i, 24) * ${FIRST_NAMES.length})::INTEGER] AS first_name,
      ${sqlList(LAST_NAMES)}[1 + floor(u(${S}, i, 25) * ${LAST_NAMES.length})::INTEGER] AS last_name,
      u(${S}, i, 26) AS u_signup
    FROM range(1, ${customers + 1}) AS r(i)
  )
  SELECT b.customer_id::INTEGER AS customer_id,
    b.first_name || ' ' || b.last_name AS customer_name,
    lower(strip_accents(b.first_name || '.' || replace(b.last_name, ' ', ''))) || b.customer_id || '@example.com' AS email,
    s.segment, c.region, c.country,
    (DATE '2019-01-01' + floor(power(b.u_signup, 0.8) * (DATE ${sqlString(PERIOD_END)} - DATE '2019-01-01'))::INTEGER) AS signup_date,
    t.loyalty_tier
  FROM b
  JOIN ref_country_pick c ON c.b = b.b_country
  JOIN ref_segment_pick s ON s.b = b.b_segment
  JOIN ref_tier_pick t ON t.b = b.b_tier`,
    `CREATE TABLE sales AS
  WITH b AS (
    SELECT i AS order_id,
      ${bucketOf(`u(${S}, i, 1)`, DAY_BUCKETS)} AS b_day,
      ${bucketOf(`u(${S}, i, 2)`)} AS b_product,
      ${bucketOf(`u(${S}, i, 3)`)} AS b_channel,
      -- Skewed towards the first customers: a few loyal customers place many orders.
      1 + floor(${customers} * power(u(${S}, i, 4), 1.8))::INTEGER AS customer_id,
      u(${S}, i, 5) AS u_quantity, u(${S}, i, 6) AS u_price, u(${S}, i, 7) AS u_cost,
      u(${S}, i, 8) AS u_second, u(${S}, i, 9) AS u_daytime
    FROM range(1, ${rows + 1}) AS r(i)
  ), j AS (
    SELECT b.*, d.day, d.day_index, p.product_line, p.product, p.list_price, p.cost_ratio,
      ch.channel, ch.price_factor, ch.quantity_factor
    FROM b
    JOIN ref_day_pick d ON d.b = b.b_day
    JOIN ref_product_pick p ON p.b = b.b_product
    JOIN ref_channel_pick ch ON ch.b = b.b_channel
  ), v AS (
    SELECT j.*,
      -- Most orders in shop hours, the rest around the clock.
      CASE WHEN u_daytime < 0.8 THEN 28800 + floor(u_second * 46800) ELSE floor(u_second * 86400) END AS second_of_day,
      LEAST(500, ceil(quantity_factor * (1 + floor(-ln(1 - u_quantity) * CASE WHEN list_price > 1000 THEN 0.3 ELSE 1.3 END))))::INTEGER AS quantity,
      round(list_price * power(1.04, day_index / 365.25) * price_factor * (0.95 + 0.1 * u_price)
        * CASE WHEN month(day) IN (11, 12) AND channel = 'Online' THEN 0.9 ELSE 1 END, 2) AS price,
      list_price * cost_ratio * power(1.03, day_index / 365.25) * (0.97 + 0.06 * u_cost) AS unit_cost
    FROM j
  )
  SELECT v.order_id::BIGINT AS order_id,
    (v.day::TIMESTAMP + to_seconds(v.second_of_day::BIGINT)) AS order_date,
    c.region, c.country, v.channel, v.product_line, v.product, v.customer_id::INTEGER AS customer_id,
    v.quantity, v.price::DOUBLE AS price, round(v.quantity * v.price, 2)::DOUBLE AS revenue,
    round(v.quantity * v.unit_cost, 2)::DOUBLE AS cost
  FROM v JOIN customers c USING (customer_id)`,
    `CREATE TABLE daily_metrics AS
  WITH a AS (
    SELECT order_date::DATE AS ds, COUNT(*) AS orders, SUM(revenue) AS revenue, COUNT(DISTINCT customer_id) AS buyers
    FROM sales GROUP BY 1
  ), m AS (
    SELECT d.day AS ds, COALESCE(a.orders, 0) AS orders, COALESCE(a.revenue, 0) AS revenue, COALESCE(a.buyers, 0) AS buyers,
      0.018 + 0.014 * u(${S}, d.day_index, 201) AS conversion, u(${S}, d.day_index, 202) AS u_session,
      u(${S}, d.day_index, 203) AS u_signup, u(${S}, d.day_index, 204) AS u_tickets, u(${S}, d.day_index, 205) AS u_bounce
    FROM ref_day d LEFT JOIN a ON a.ds = d.day
  )
  SELECT ds, round((orders + 1) / conversion)::BIGINT AS visitors, orders::BIGINT AS orders, buyers::BIGINT AS buyers,
    round(revenue, 2)::DOUBLE AS revenue,
    round(orders / ((orders + 1) / conversion), 5)::DOUBLE AS conversion_rate,
    round((orders + 1) / conversion * (0.004 + 0.003 * u_signup))::INTEGER AS signups,
    round(140 + 80 * u_session, 1)::DOUBLE AS avg_session_seconds,
    round(0.35 + 0.2 * u_bounce, 4)::DOUBLE AS bounce_rate,
    round(orders * 0.03 * (0.6 + 0.8 * u_tickets))::INTEGER AS support_tickets
  FROM m ORDER BY ds`,
    'CHECKPOINT',
  ];
}

/**
 * Generates the example warehouse (DuckDB file): `sales` (one row per order line), `customers`
 * and `daily_metrics` (one row per day), deterministic from the seed. Written to a temporary file
 * and renamed, so a crash never leaves a half-built warehouse at `path`.
 */
export async function generateExampleWarehouse(
  path: string,
  rows: number,
  seed = 42,
  options: GenerateWarehouseOptions = {},
): Promise<void> {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`rows must be a positive integer, got ${rows}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  const config: Record<string, string> = {};
  if (options.threads !== undefined) config.threads = String(options.threads);
  try {
    const instance = await DuckDBInstance.create(tmp, config);
    try {
      const connection = await instance.connect();
      try {
        for (const statement of warehouseStatements(rows, seed)) await connection.run(statement);
      } finally {
        connection.closeSync();
      }
    } finally {
      instance.closeSync();
    }
    await rename(tmp, path);
  } finally {
    await rm(tmp, { force: true });
    await rm(`${tmp}.wal`, { force: true });
  }
}
