/**
 * Cached chart data through GraphQL under load: autocannon, 50 connections for 20 s on loopback,
 * its client in a worker thread (the app keeps the main thread). Every answer must be the cached
 * body byte for byte (the query asks for no timestamps), otherwise it counts as a mismatch.
 *
 * In the same run, the same query against plain graphql-yoga serving the same payload from memory
 * (plain-yoga-baseline.ts): the ratio of the two is what the app's path keeps of GraphQL's own speed.
 */
import autocannon from 'autocannon';
import { chartDataRequestBody, graphqlChartData } from './graphql.ts';
import { startPlainYoga } from './plain-yoga-baseline.ts';
import { type BenchSection, round2 } from './section.ts';
import { SHAPES } from './shapes.ts';

export const TARGET_REQ_PER_S = 3000;
export const TARGET_P99_MS = 50;
/** Cached GraphQL chartData req/s over plain graphql-yoga's on the same payload, same run. */
export const TARGET_YOGA_RATIO = 0.6;
/** A typical chart: 114 rows x 4 columns (about 10 kB of JSON). */
export const THROUGHPUT_SHAPE = 'pivot_2_dimensions';

async function load(url: string, headers: Record<string, string>, body: string, expected: string) {
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
  const duration = Number(process.env.BENCH_DURATION_S ?? 20);
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body,
    expectBody: expected,
    connections,
    duration,
    workers: 1,
  });
  if (result.errors || result.non2xx || result.mismatches) {
    throw new Error(
      `throughput run on ${url} had failures: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.mismatches} mismatched bodies`,
    );
  }
  return { connections, duration, result };
}

export const graphqlThroughputSection: BenchSection = {
  name: 'graphql_throughput',
  async run(ctx) {
    const shape = SHAPES.find((s) => s.name === THROUGHPUT_SHAPE);
    if (!shape) throw new Error(`no shape ${THROUGHPUT_SHAPE}`);
    await graphqlChartData(ctx, shape.query, false);
    const expected = await graphqlChartData(ctx, shape.query, false);
    if (!expected.result.isCached) throw new Error('the GraphQL chart data answer is not cached');
    const body = chartDataRequestBody(ctx, shape.query, false);

    const app = await load(`${ctx.base}/graphql`, ctx.headers, body, expected.text);
    const yoga = await startPlainYoga([expected.result]);
    let baseline: Awaited<ReturnType<typeof load>>;
    try {
      baseline = await load(yoga.url, { 'content-type': 'application/json' }, body, expected.text);
    } finally {
      await yoga.close();
    }
    const { result, connections, duration } = app;
    const ratio = round2(result.requests.average / baseline.result.requests.average);
    const figures = {
      shape: THROUGHPUT_SHAPE,
      rows: expected.result.rowcount,
      response_bytes: Buffer.byteLength(expected.text),
      connections,
      duration_s: duration,
      requests: result.requests.total,
      req_per_s: round2(result.requests.average),
      latency_p50_ms: result.latency.p50,
      latency_p99_ms: result.latency.p99,
      latency_max_ms: result.latency.max,
      yoga_req_per_s: round2(baseline.result.requests.average),
      yoga_latency_p50_ms: baseline.result.latency.p50,
      yoga_latency_p99_ms: baseline.result.latency.p99,
      ratio_to_yoga: ratio,
      errors: result.errors,
      timeouts: result.timeouts,
      non_2xx: result.non2xx,
      mismatches: result.mismatches,
      target_req_per_s: TARGET_REQ_PER_S,
      target_p99_ms: TARGET_P99_MS,
      target_ratio_to_yoga: TARGET_YOGA_RATIO,
    };
    console.log(`\ncached GraphQL chartData, ${connections} connections, ${duration} s (autocannon, loopback)`);
    console.table([figures]);
    const verdict = (met: boolean) => (met ? 'met' : 'missed');
    console.log(
      `GraphQL chartData / plain graphql-yoga: ${ratio} (target >= ${TARGET_YOGA_RATIO}: ${verdict(ratio >= TARGET_YOGA_RATIO)}); ` +
        `p99 ${figures.latency_p99_ms} ms at ${connections} connections (target <= ${TARGET_P99_MS} ms: ${verdict(figures.latency_p99_ms <= TARGET_P99_MS)}); ` +
        `${figures.req_per_s} req/s (target >= ${TARGET_REQ_PER_S}: ${verdict(figures.req_per_s >= TARGET_REQ_PER_S)})`,
    );
    return figures;
  },
};
