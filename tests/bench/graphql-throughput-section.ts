/**
 * Cached chart data through GraphQL under load: autocannon, 50 connections for 20 s on loopback,
 * its client in a worker thread (the app keeps the main thread). Every answer must be the cached
 * body byte for byte (the query asks for no timestamps), otherwise it counts as a mismatch.
 */
import autocannon from 'autocannon';
import { chartDataRequestBody, graphqlChartData } from './graphql.ts';
import { type BenchSection, round2 } from './section.ts';
import { SHAPES } from './shapes.ts';

export const TARGET_REQ_PER_S = 3000;
export const TARGET_P99_MS = 50;
/** A typical chart: 114 rows x 4 columns (about 10 kB of JSON). */
export const THROUGHPUT_SHAPE = 'pivot_2_dimensions';

export const graphqlThroughputSection: BenchSection = {
  name: 'graphql_throughput',
  async run(ctx) {
    const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
    const duration = Number(process.env.BENCH_DURATION_S ?? 20);
    const shape = SHAPES.find((s) => s.name === THROUGHPUT_SHAPE);
    if (!shape) throw new Error(`no shape ${THROUGHPUT_SHAPE}`);
    await graphqlChartData(ctx, shape.query, false);
    const expected = await graphqlChartData(ctx, shape.query, false);
    if (!expected.result.isCached) throw new Error('the GraphQL chart data answer is not cached');

    const result = await autocannon({
      url: `${ctx.base}/graphql`,
      method: 'POST',
      headers: ctx.headers,
      body: chartDataRequestBody(ctx, shape.query, false),
      expectBody: expected.text,
      connections,
      duration,
      workers: 1,
    });
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
      errors: result.errors,
      timeouts: result.timeouts,
      non_2xx: result.non2xx,
      mismatches: result.mismatches,
      target_req_per_s: TARGET_REQ_PER_S,
      target_p99_ms: TARGET_P99_MS,
    };
    console.log(`\ncached GraphQL chartData, ${connections} connections, ${duration} s (autocannon, loopback)`);
    console.table([figures]);
    const met = figures.req_per_s >= TARGET_REQ_PER_S && figures.latency_p99_ms <= TARGET_P99_MS;
    console.log(
      `target >= ${TARGET_REQ_PER_S} req/s and p99 <= ${TARGET_P99_MS} ms: ${met ? 'met' : `missed (${figures.req_per_s} req/s, p99 ${figures.latency_p99_ms} ms)`}`,
    );
    if (result.errors || result.non2xx || result.mismatches) {
      throw new Error(
        `throughput run had failures: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.mismatches} mismatched bodies`,
      );
    }
    return figures;
  },
};
