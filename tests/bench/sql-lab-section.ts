/**
 * SQL Lab: time to first row of a 100,000-row synchronous result (POST /api/v1/sqllab/execute/
 * over loopback HTTP: first body byte, and the whole answer parsed), and the RSS growth of the
 * process while a 1,000,000-row CSV export streams through GET /api/v1/sqllab/export/<client_id>/.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { type BenchContext, type BenchSection, median, round2 } from './section.ts';

const run = promisify(execFile);

export const TARGET_EXPORT_RSS_MB = 100;
const RESULT_ROWS = 100_000;
const EXPORT_ROWS = 1_000_000;

async function databaseOfSales(ctx: BenchContext): Promise<number> {
  const res = await fetch(`${ctx.base}/api/v1/dataset/${ctx.datasetId}`, { headers: ctx.headers });
  const body = (await res.json()) as { result?: { database?: { id?: number } } };
  const id = body.result?.database?.id;
  if (!id) throw new Error(`no database for the sales dataset: ${res.status}`);
  return id;
}

async function execute(ctx: BenchContext, databaseId: number, sql: string, queryLimit: number, clientId: string) {
  const started = performance.now();
  const res = await fetch(`${ctx.base}/api/v1/sqllab/execute/`, {
    method: 'POST',
    headers: ctx.headers,
    body: JSON.stringify({ database_id: databaseId, sql, queryLimit, client_id: clientId }),
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let firstByteMs = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByteMs) firstByteMs = performance.now() - started;
    chunks.push(value);
  }
  const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data?: unknown[]; message?: string };
  const totalMs = performance.now() - started;
  if (!res.ok || body.data?.length !== queryLimit)
    throw new Error(`sql lab execute failed: ${res.status} ${body.message}`);
  return { firstByteMs, totalMs };
}

/** A full collection on demand (the bench runs without --expose-gc). */
v8.setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/**
 * Streams the CSV export to the end with curl (a separate process, so that only the server's
 * memory is in this process's figures), sampling this process's memory meanwhile. Twice: once as
 * is (RSS then also holds garbage V8 has not collected yet), once with a full collection every
 * half second, which shows what the stream keeps alive.
 */
async function measureExport(ctx: BenchContext, clientId: string, collectEveryMs: number | null) {
  collect();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 20);
  const gcTimer = collectEveryMs ? setInterval(collect, collectEveryMs) : null;
  const started = performance.now();
  const { stdout } = await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{size_download}',
    '-H',
    `authorization: Bearer ${ctx.token}`,
    `${ctx.base}/api/v1/sqllab/export/${clientId}/`,
  ]);
  clearInterval(sample);
  if (gcTimer) clearInterval(gcTimer);
  const ms = performance.now() - started;
  const [status, size] = stdout.trim().split(' ').map(Number);
  // About a hundred bytes a row: a short answer means the export stopped early.
  if (status !== 200 || !size || size < EXPORT_ROWS * 50) throw new Error(`export failed: ${stdout}`);
  return {
    ms: round2(ms),
    mb: round2(size / 1024 / 1024),
    rssGrowthMb: round2((peakRss - before.rss) / 1024 / 1024),
    heapGrowthMb: round2((peakHeap - before.heapUsed) / 1024 / 1024),
  };
}

export const sqlLabSection: BenchSection = {
  name: 'sql_lab',
  async run(ctx) {
    const databaseId = await databaseOfSales(ctx);
    // The export first, while the process is small: its figures are then the least flattering.
    // The export re-runs the query without SQL Lab's limit (a million rows of the table; a LIMIT
    // would make DuckDB collect the rows before streaming them).
    const id = () => `bench${randomBytes(6).toString('hex')}`;
    const exportId = id();
    await execute(ctx, databaseId, `SELECT * FROM sales WHERE rowid < ${EXPORT_ROWS}`, 10, exportId);
    // The first read also fills DuckDB's block cache (bounded by its memory_limit).
    const cold = await measureExport(ctx, exportId, null);
    const warm = await measureExport(ctx, exportId, null);
    const collected = await measureExport(ctx, exportId, 500);
    const growthMb = collected.rssGrowthMb;

    const sql = 'SELECT * FROM sales';
    await execute(ctx, databaseId, sql, RESULT_ROWS, id());
    const first: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < Math.min(ctx.runs, 5); i++) {
      const t = await execute(ctx, databaseId, sql, RESULT_ROWS, id());
      first.push(t.firstByteMs);
      total.push(t.totalMs);
    }

    const figures = {
      result_rows: RESULT_ROWS,
      first_byte_ms: round2(median(first)),
      whole_result_ms: round2(median(total)),
      export_rows: EXPORT_ROWS,
      export_mb: warm.mb,
      export_ms: warm.ms,
      export_rss_growth_cold_mb: cold.rssGrowthMb,
      export_rss_growth_uncollected_mb: warm.rssGrowthMb,
      export_rss_growth_mb: growthMb,
      export_heap_growth_mb: collected.heapGrowthMb,
      target_export_rss_mb: TARGET_EXPORT_RSS_MB,
    };
    console.log('\nsql lab: 100,000-row result (median) and 1,000,000-row CSV export');
    console.table([figures]);
    console.log(
      `target export RSS growth (full collection every 0.5 s) <= ${TARGET_EXPORT_RSS_MB} MB: ${growthMb <= TARGET_EXPORT_RSS_MB ? 'met' : `missed (${growthMb} MB)`}`,
    );
    return figures;
  },
};
