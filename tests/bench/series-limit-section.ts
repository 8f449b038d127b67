import { type BenchSection, round2 } from './section.ts';
import { seriesLimitFigures } from './series-limit-engines.ts';

/** BENCH_SERIES_LIMIT_ROWS: sales rows loaded into each of the four engines (default 100000). */
const ROWS = Number(process.env.BENCH_SERIES_LIMIT_ROWS ?? 100_000);

export const seriesLimitSection: BenchSection = {
  name: 'series_limit_engines',
  async run(ctx) {
    const rows = await seriesLimitFigures(ctx.runs, ROWS, ctx.log);
    console.log(`\nseries limits on the four engines (${ROWS} sales rows each), median of ${ctx.runs}, ms`);
    console.table(rows);
    const slowest = Math.max(...rows.map((r) => Number(r.ms)));
    return { sales_rows: ROWS, slowest_ms: round2(slowest), shapes: rows };
  },
};
