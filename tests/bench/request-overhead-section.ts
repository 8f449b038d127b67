/**
 * The fixed cost of a request, in process (no HTTP): CPU time per request (process.cpuUsage, all
 * threads) and wall time, for /health, /api/v1/me/, a cached chart data answer through REST and
 * through GraphQL, and a trivial GraphQL operation. CPU time barely moves with the machine's load,
 * wall time does: both are reported, each the best and the median of several blocks.
 */
import { chartDataRequestBody } from './graphql.ts';
import { type BenchContext, type BenchSection, median, round3 } from './section.ts';
import { SHAPES } from './shapes.ts';

const BLOCKS = 8;
const PER_BLOCK = 100;

async function drain(ctx: BenchContext, request: () => Request): Promise<void> {
  const res = await ctx.fetch(request());
  await res.text();
  if (!res.ok) throw new Error(`${request().url}: ${res.status}`);
}

export const requestOverheadSection: BenchSection = {
  name: 'request_overhead',
  async run(ctx) {
    const shape = SHAPES.find((s) => s.name === 'pivot_2_dimensions');
    if (!shape) throw new Error('no pivot shape');
    const url = (path: string) => `http://127.0.0.1${path}`;
    const chartBody = JSON.stringify({ datasource: { id: ctx.datasetId, type: 'table' }, queries: [shape.query] });
    const kinds: Record<string, () => Request> = {
      health: () => new Request(url('/health')),
      me: () => new Request(url('/api/v1/me/'), { headers: ctx.headers }),
      rest_cached_chart_data: () =>
        new Request(url('/api/v1/chart/data'), { method: 'POST', headers: ctx.headers, body: chartBody }),
      graphql_cached_chart_data: () =>
        new Request(url('/graphql'), {
          method: 'POST',
          headers: ctx.headers,
          body: chartDataRequestBody(ctx, shape.query, false),
        }),
      graphql_typename: () =>
        new Request(url('/graphql'), {
          method: 'POST',
          headers: ctx.headers,
          body: JSON.stringify({ query: '{ __typename }' }),
        }),
    };
    const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    const wall: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    for (const request of Object.values(kinds)) for (let i = 0; i < 30; i++) await drain(ctx, request);
    for (let block = 0; block < BLOCKS; block++) {
      for (const [name, request] of Object.entries(kinds)) {
        const startedCpu = process.cpuUsage();
        const started = performance.now();
        for (let i = 0; i < PER_BLOCK; i++) await drain(ctx, request);
        const used = process.cpuUsage(startedCpu);
        wall[name]?.push((performance.now() - started) / PER_BLOCK);
        cpu[name]?.push((used.user + used.system) / 1000 / PER_BLOCK);
      }
    }
    const rows = Object.keys(kinds).map((name) => {
      const c = cpu[name] ?? [];
      const w = wall[name] ?? [];
      return {
        request: name,
        cpu_ms_best: round3(Math.min(...c)),
        cpu_ms_median: round3(median(c)),
        wall_ms_best: round3(Math.min(...w)),
        wall_ms_median: round3(median(w)),
      };
    });
    console.log(`\nfixed cost per request, in process, ${BLOCKS} blocks of ${PER_BLOCK}, ms`);
    console.table(rows);
    return { requests: rows };
  },
};
