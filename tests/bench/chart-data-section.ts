/**
 * Chart data against raw DuckDB: for each shape, the engine's SQL (result_type `query`) run straight
 * on the DuckDB instance the app uses, then the same chart through POST /api/v1/chart/data with
 * force=true, then the cached answer. Medians, interleaved so both see the same machine state.
 */
import { type BenchContext, type BenchSection, median, restChartData, round2, round3 } from './section.ts';
import { SHAPES } from './shapes.ts';

export const TARGET_RATIO = 1.1;
export const TARGET_CACHED_MS = 2;

async function rawMs(ctx: BenchContext, statements: string[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    statements.map(async (sql) => {
      const conn = await ctx.duckdb.connect();
      try {
        const reader = await conn.runAndReadAll(sql);
        if (reader.currentRowCount < 0) throw new Error('unreachable');
      } finally {
        conn.closeSync();
      }
    }),
  );
  return performance.now() - started;
}

export const chartDataSection: BenchSection = {
  name: 'chart_data',
  async run(ctx) {
    const rows: Record<string, number | string>[] = [];
    for (const shape of SHAPES) {
      // The exact SQL of every statement the engine runs for this chart (time offsets are shifted copies).
      const statements = [String((await restChartData(ctx, shape.query, { result_type: 'query' })).result.query)];
      for (const offset of (shape.query.time_offsets as string[] | undefined) ?? []) {
        const shifted = { ...shape.query, time_offsets: [], time_shift: offset };
        statements.push(String((await restChartData(ctx, shifted, { result_type: 'query' })).result.query));
      }
      const raw: number[] = [];
      const e2e: number[] = [];
      const cached: number[] = [];
      let rowcount = 0;
      await rawMs(ctx, statements);
      await restChartData(ctx, shape.query, { force: true });
      for (let i = 0; i < ctx.runs; i++) {
        raw.push(await rawMs(ctx, statements));
        const fresh = await restChartData(ctx, shape.query, { force: true });
        e2e.push(fresh.ms);
        rowcount = Number(fresh.result.rowcount);
        const hit = await restChartData(ctx, shape.query, {});
        if (hit.result.is_cached !== true) throw new Error(`${shape.name}: second answer not cached`);
        cached.push(hit.ms);
      }
      const r = median(raw);
      const e = median(e2e);
      rows.push({
        shape: shape.name,
        rows: rowcount,
        raw_ms: round2(r),
        e2e_ms: round2(e),
        cached_ms: round2(median(cached)),
        ratio: round3(e / r),
      });
      ctx.log(`${shape.name} done`);
    }
    console.log(`\nchart data: raw DuckDB vs POST /api/v1/chart/data (force) vs cached, median of ${ctx.runs}, ms`);
    console.table(rows);
    const worst = Math.max(...rows.map((r) => Number(r.ratio)));
    const slowestCached = Math.max(...rows.map((r) => Number(r.cached_ms)));
    console.log(`target e2e/raw <= ${TARGET_RATIO}: ${worst <= TARGET_RATIO ? 'met' : `missed (worst ${worst})`}`);
    console.log(
      `target cached < ${TARGET_CACHED_MS} ms: ${slowestCached < TARGET_CACHED_MS ? 'met' : `missed (slowest ${slowestCached})`}`,
    );
    return {
      target_ratio: TARGET_RATIO,
      target_cached_ms: TARGET_CACHED_MS,
      worst_ratio: worst,
      slowest_cached_ms: slowestCached,
      shapes: rows,
    };
  },
};
