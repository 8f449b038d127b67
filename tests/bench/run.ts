/**
 * `npm run bench`: the chart-data path against raw DuckDB on a 10M-row table.
 *
 * For each shape: the engine's SQL (result_type `query`) run straight on the DuckDB instance the
 * app uses, then the same chart through POST /api/v1/chart/data over loopback HTTP with force=true,
 * then the cached answer. Medians over RUNS runs after a warm-up. The last line is one JSON object.
 */
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createChartroom } from '../../gateway/src/server.ts';
import { BENCH_ROWS, benchDataDir, ensureBenchWarehouse } from './bench-data.ts';
import { SHAPES } from './shapes.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ADMIN_PASSWORD = 'bench-admin-password';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

async function main(): Promise<void> {
  const dataDir = benchDataDir();
  const warehouse = join(dataDir, 'examples.duckdb');
  process.stderr.write(`bench: warehouse ${warehouse}\n`);
  const generatedIn = await ensureBenchWarehouse(warehouse);
  if (generatedIn) process.stderr.write(`bench: generated ${BENCH_ROWS} rows in ${generatedIn.toFixed(1)} s\n`);

  const config = loadConfig(
    {
      ...process.env,
      CHARTROOM_DATA_DIR: dataDir,
      CHARTROOM_EXAMPLES_ROWS: String(BENCH_ROWS),
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
    },
    { databaseUrl: null, restUpstreamUrl: null, port: 0 },
  );
  const app = await createChartroom(config, { log: createLogger('warn') });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;

  try {
    const login = await fetch(`${base}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, provider: 'db' }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };

    const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:sales)))');
    const list = (await (await fetch(`${base}/api/v1/dataset/?q=${q}`, { headers })).json()) as {
      result: { id: number; table_name: string }[];
    };
    const datasetId = list.result.find((d) => d.table_name === 'sales')?.id;
    if (!datasetId) throw new Error('the sales dataset is not registered');

    const chartData = async (query: Record<string, unknown>, extra: Record<string, unknown>) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/chart/data`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ datasource: { id: datasetId, type: 'table' }, queries: [query], ...extra }),
      });
      const body = (await res.json()) as { result?: Record<string, unknown>[]; message?: string };
      const ms = performance.now() - started;
      if (!res.ok || !body.result?.[0]) throw new Error(`chart data failed: ${res.status} ${JSON.stringify(body)}`);
      return { ms, result: body.result[0] };
    };

    // The instance the app's connector uses (same file, same options): same caches, same threads.
    const instance = await DuckDBInstance.fromCache(warehouse, {});
    const raw = async (statements: string[]) => {
      const started = performance.now();
      await Promise.all(
        statements.map(async (sql) => {
          const conn = await instance.connect();
          try {
            const reader = await conn.runAndReadAll(sql);
            if (reader.currentRowCount < 0) throw new Error('unreachable');
          } finally {
            conn.closeSync();
          }
        }),
      );
      return performance.now() - started;
    };

    const rows: Record<string, number | string>[] = [];
    for (const shape of SHAPES) {
      // The exact SQL of every statement the engine runs for this chart (time offsets are shifted copies).
      const statements = [String((await chartData(shape.query, { result_type: 'query' })).result.query)];
      for (const offset of (shape.query.time_offsets as string[] | undefined) ?? []) {
        const shifted = { ...shape.query, time_offsets: [], time_shift: offset };
        statements.push(String((await chartData(shifted, { result_type: 'query' })).result.query));
      }
      const rawMs: number[] = [];
      const e2eMs: number[] = [];
      const cachedMs: number[] = [];
      let rowcount = 0;
      await raw(statements);
      await chartData(shape.query, { force: true });
      for (let i = 0; i < RUNS; i++) {
        // Interleaved so that both see the same machine state.
        rawMs.push(await raw(statements));
        const e2e = await chartData(shape.query, { force: true });
        e2eMs.push(e2e.ms);
        rowcount = Number(e2e.result.rowcount);
        const cached = await chartData(shape.query, {});
        if (cached.result.is_cached !== true) throw new Error(`${shape.name}: second answer not cached`);
        cachedMs.push(cached.ms);
      }
      const r = median(rawMs);
      const e = median(e2eMs);
      rows.push({
        shape: shape.name,
        rows: rowcount,
        raw_ms: round(r),
        e2e_ms: round(e),
        cached_ms: round(median(cachedMs)),
        ratio: Math.round((e / r) * 1000) / 1000,
      });
      process.stderr.write(`bench: ${shape.name} done\n`);
    }

    console.log(`\nchart data on ${BENCH_ROWS.toLocaleString('en')} rows (DuckDB), median of ${RUNS} runs, ms`);
    console.table(rows);
    const worst = Math.max(...rows.map((r) => Number(r.ratio)));
    console.log(`target e2e/raw <= 1.10: ${worst <= 1.1 ? 'met' : `missed (worst ${worst})`}`);
    console.log(JSON.stringify({ rows: BENCH_ROWS, runs: RUNS, target_ratio: 1.1, shapes: rows }));
  } finally {
    server.close();
    await app.close();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
