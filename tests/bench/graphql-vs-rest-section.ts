/**
 * The same chart through GraphQL `chartData(force: true)` and through POST /api/v1/chart/data with
 * force=true: medians, interleaved; first a check that GraphQL serves exactly the rows REST computed.
 */
import { isDeepStrictEqual } from 'node:util';
import { graphqlChartData } from './graphql.ts';
import { type BenchSection, median, restChartData, round2, round3 } from './section.ts';
import { SHAPES } from './shapes.ts';

export const TARGET_GRAPHQL_RATIO = 1.05;

export const graphqlVsRestSection: BenchSection = {
  name: 'graphql_vs_rest',
  async run(ctx) {
    const rows: Record<string, number | string>[] = [];
    for (const shape of SHAPES) {
      // Same rows: REST computes and caches, GraphQL must then serve exactly that answer (a forced
      // rerun could differ: parallel double sums, ties under ORDER BY ... LIMIT).
      const restWarm = await restChartData(ctx, shape.query, { force: true });
      const gqlWarm = await graphqlChartData(ctx, shape.query, false);
      if (!gqlWarm.result.isCached || !isDeepStrictEqual(gqlWarm.result.data, restWarm.result.data)) {
        throw new Error(`${shape.name}: GraphQL does not answer the rows REST answered`);
      }
      const rest: number[] = [];
      const gql: number[] = [];
      for (let i = 0; i < ctx.runs; i++) {
        rest.push((await restChartData(ctx, shape.query, { force: true })).ms);
        gql.push((await graphqlChartData(ctx, shape.query, true)).ms);
      }
      const r = median(rest);
      const g = median(gql);
      rows.push({ shape: shape.name, rest_ms: round2(r), graphql_ms: round2(g), ratio: round3(g / r) });
      ctx.log(`graphql vs rest: ${shape.name} done`);
    }
    console.log(`\nsame chart, cache bypassed: GraphQL chartData vs REST chart data, median of ${ctx.runs}, ms`);
    console.table(rows);
    const worst = Math.max(...rows.map((r) => Number(r.ratio)));
    console.log(
      `target graphql/rest <= ${TARGET_GRAPHQL_RATIO}: ${worst <= TARGET_GRAPHQL_RATIO ? 'met' : `missed (worst ${worst})`}`,
    );
    return { target_ratio: TARGET_GRAPHQL_RATIO, worst_ratio: worst, shapes: rows };
  },
};
