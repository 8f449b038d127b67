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
  /** DuckDB worker threads; the data is the same for any count. Default 1 (see DEFAULT_THREADS). */
  threads?: number;
}

/**
 * One thread: measured on the 2-core machine with other work running, a second thread doubled
 * the CPU spent (DuckDB's workers spin while they wait) and made the wall time longer, not shorter
 * (1M rows: 10 s with one thread against 19 s with two, at a load average of 17).
 */
const DEFAULT_THREADS = 1;

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

function sqlList(values: readonly (string | number)[]): string {
  return `[${values.map((v) => (typeof v === 'string' ? sqlString(v) : sqlNumber(v))).join(', ')}]`;
}

/**
 * The 1-based index of a weighted choice: the uniform number falls in the slice of [0, 1) that
 * the entry's weight owns. A CASE over fixed thresholds costs no join.
 */
function weightedIndex(uniform: string, weights: readonly number[]): string {
  const total = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  const branches = weights.slice(0, -1).map((w, i) => {
    cumulative += w;
    return `WHEN ${uniform} < ${sqlNumber(cumulative / total)} THEN ${i + 1}`;
  });
  return `CASE ${branches.join(' ')} ELSE ${weights.length} END`;
}

/**
 * Days are too many for a CASE (and their weights come from SQL): bucket b of DAY_BUCKETS owns
 * [b/DAY_BUCKETS, (b+1)/DAY_BUCKETS) and holds the day whose cumulative-weight slice contains the
 * bucket's start, so a hash join on the bucket picks days with their weight (error per day at
 * most 1/DAY_BUCKETS of probability, against ~1/1,100 for the day itself).
 */
const DAY_BUCKETS = 1 << 18;

/** Region and country of a customer: a pure function of (seed, customer id), so sales need no join. */
function customerCountryIndex(seed: string, customerId: string): string {
  return weightedIndex(
    `u(${seed}, ${customerId}, 21)`,
    COUNTRIES.map((c) => c.weight),
  );
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
  const regions = sqlList(COUNTRIES.map((c) => c.region));
  const countries = sqlList(COUNTRIES.map((c) => c.country));
  return [
    // hash(a, b, c) merely combines per-value hashes, so streams with different salts come out
    // correlated; re-hashing one 64-bit key mixes fully. The top 53 bits -> a double in [0, 1).
    'CREATE TEMP MACRO u(s, i, k) AS (hash(xor(hash(s, k), i::UBIGINT)) >> 11)::DOUBLE / 9007199254740992.0',
    // Daily demand: yearly growth, a holiday peak, Black Friday, a January slump, busier Saturdays, noise.
    `CREATE TEMP TABLE ref_day AS
  WITH d AS (
    SELECT i, (DATE ${sqlString(PERIOD_START)} + i::INTEGER) AS day
    FROM range(0, DATE ${sqlString(PERIOD_END)} - DATE ${sqlString(PERIOD_START)} + 1) AS r(i)
  )
  SELECT i AS day_index, day,
    (1 + 0.22 * i / 365.25)
    * (1 + 0.55 * exp(-power((dayofyear(day) - 340) / 16.0, 2)) - 0.18 * exp(-power((dayofyear(day) - 20) / 14.0, 2))
       + 0.08 * sin(2 * pi() * (dayofyear(day) - 80) / 365.25))
    * CASE WHEN month(day) = 11 AND dayofweek(day) = 5 AND day(day) BETWEEN 23 AND 29 THEN 2.6 ELSE 1 END
    * CASE dayofweek(day) WHEN 6 THEN 1.12 WHEN 0 THEN 0.9 ELSE 1 END
    * (0.9 + 0.2 * u(${S}, i, 101)) AS weight
  FROM d`,
    `CREATE TEMP TABLE ref_day_pick AS
  WITH w AS (SELECT day_index, day, (SUM(weight) OVER (ORDER BY day) - weight) / SUM(weight) OVER () AS lo FROM ref_day)
  SELECT r.b::INTEGER AS b, w.day_index::INTEGER AS day_index, w.day
  FROM range(0, ${DAY_BUCKETS}) AS r(b) ASOF JOIN w ON r.b / ${DAY_BUCKETS}.0 >= w.lo`,
    `CREATE TABLE customers AS
  WITH b AS (
    SELECT i AS customer_id,
      ${customerCountryIndex(S, 'i')} AS country_index,
      ${weightedIndex(
        `u(${S}, i, 22)`,
        SEGMENTS.map((x) => x.weight),
      )} AS segment_index,
      -- The first customers buy most (see sales.customer_id), and are more often in high tiers.
      ${weightedIndex(
        `(1 - (1 - u(${S}, i, 23)) * (0.25 + 0.75 * i / ${customers}))`,
        LOYALTY_TIERS.map((x) => x.weight),
      )} AS tier_index,
      ${sqlList(FIRST_NAMES)}[1 + floor(u(${S}, i, 24) * ${FIRST_NAMES.length})::INTEGER] AS first_name,
      ${sqlList(LAST_NAMES)}[1 + floor(u(${S}, i, 25) * ${LAST_NAMES.length})::INTEGER] AS last_name,
      u(${S}, i, 26) AS u_signup
    FROM range(1, ${customers + 1}) AS r(i)
  )
  SELECT customer_id::INTEGER AS customer_id,
    first_name || ' ' || last_name AS customer_name,
    lower(strip_accents(first_name || '.' || replace(last_name, ' ', ''))) || customer_id || '@example.com' AS email,
    ${sqlList(SEGMENTS.map((x) => x.segment))}[segment_index] AS segment,
    ${regions}[country_index] AS region,
    ${countries}[country_index] AS country,
    (DATE '2019-01-01' + floor(power(u_signup, 0.8) * (DATE ${sqlString(PERIOD_END)} - DATE '2019-01-01'))::INTEGER) AS signup_date,
    ${sqlList(LOYALTY_TIERS.map((x) => x.tier))}[tier_index] AS loyalty_tier
  FROM b`,
    `CREATE TABLE sales AS
  WITH b AS (
    SELECT i AS order_id,
      floor(u(${S}, i, 1) * ${DAY_BUCKETS})::INTEGER AS day_bucket,
      ${weightedIndex(
        `u(${S}, i, 2)`,
        PRODUCTS.map((p) => p.weight),
      )} AS product_index,
      ${weightedIndex(
        `u(${S}, i, 3)`,
        CHANNELS.map((c) => c.weight),
      )} AS channel_index,
      -- Skewed towards the first customers: a few loyal customers place many orders.
      1 + floor(${customers} * power(u(${S}, i, 4), 1.8))::INTEGER AS customer_id,
      u(${S}, i, 5) AS u_quantity, u(${S}, i, 6) AS u_price, u(${S}, i, 7) AS u_cost,
      u(${S}, i, 8) AS u_second, u(${S}, i, 9) AS u_daytime
    FROM range(1, ${rows + 1}) AS r(i)
  ), j AS (
    SELECT b.*, d.day, d.day_index,
      ${sqlList(PRODUCTS.map((p) => p.price))}[product_index] AS list_price,
      ${sqlList(PRODUCTS.map((p) => p.costRatio))}[product_index] AS cost_ratio,
      ${sqlList(CHANNELS.map((c) => c.priceFactor))}[channel_index] AS price_factor,
      ${sqlList(CHANNELS.map((c) => c.quantityFactor))}[channel_index] AS quantity_factor,
      ${customerCountryIndex(S, 'b.customer_id')} AS country_index
    FROM b JOIN ref_day_pick d ON d.b = b.day_bucket
  ), v AS (
    SELECT j.*,
      -- Most orders in shop hours, the rest around the clock.
      CASE WHEN u_daytime < 0.8 THEN 28800 + floor(u_second * 46800) ELSE floor(u_second * 86400) END AS second_of_day,
      LEAST(500, ceil(quantity_factor * (1 + floor(-ln(1 - u_quantity) * CASE WHEN list_price > 1000 THEN 0.3 ELSE 1.3 END))))::INTEGER AS quantity,
      round(list_price * power(1.04, day_index / 365.25) * price_factor * (0.95 + 0.1 * u_price)
        * CASE WHEN month(day) IN (11, 12) AND channel_index = 1 THEN 0.9 ELSE 1 END, 2) AS price,
      list_price * cost_ratio * power(1.03, day_index / 365.25) * (0.97 + 0.06 * u_cost) AS unit_cost
    FROM j
  )
  SELECT order_id::BIGINT AS order_id,
    (day::TIMESTAMP + to_seconds(second_of_day::BIGINT)) AS order_date,
    ${regions}[country_index] AS region,
    ${countries}[country_index] AS country,
    ${sqlList(CHANNELS.map((c) => c.channel))}[channel_index] AS channel,
    ${sqlList(PRODUCTS.map((p) => p.productLine))}[product_index] AS product_line,
    ${sqlList(PRODUCTS.map((p) => p.product))}[product_index] AS product,
    customer_id::INTEGER AS customer_id,
    quantity, price::DOUBLE AS price, round(quantity * price, 2)::DOUBLE AS revenue,
    round(quantity * unit_cost, 2)::DOUBLE AS cost
  FROM v`,
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
  const config: Record<string, string> = { threads: String(options.threads ?? DEFAULT_THREADS) };
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
