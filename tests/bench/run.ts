/**
 * `npm run bench`: starts the app on a 10M-row DuckDB warehouse, serves it on loopback HTTP, signs in
 * as admin and runs each section in turn. A section returns its figures; the last printed line is
 * one JSON object with all of them (`{ rows, runs, load_average, <section name>: figures, ... }`).
 *
 * Environment: BENCH_RUNS (median over, default 9), BENCH_SECTIONS (comma-separated names, default
 * all), BENCH_CONNECTIONS / BENCH_DURATION_S (throughput run, default 50 / 20).
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../gateway/src/config.ts';
import { LOCKED_DOWN_CONFIG } from '../../gateway/src/connectors/duckdb.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { createChartroom } from '../../gateway/src/server.ts';
import { asyncJobsSection } from './async-bench.ts';
import { BENCH_ROWS, benchDataDir, ensureBenchWarehouse } from './bench-data.ts';
import { chartDataSection } from './chart-data-section.ts';
import { dashboardSection } from './dashboard-section.ts';
import { graphqlThroughputSection } from './graphql-throughput-section.ts';
import { graphqlVsRestSection } from './graphql-vs-rest-section.ts';
import { loadSection } from './load-section.ts';
import { renderSection } from './render-section.ts';
import { reportsSection } from './reports-section.ts';
import { requestOverheadSection } from './request-overhead-section.ts';
import type { BenchContext, BenchSection, Figures, StandaloneSection } from './section.ts';
import { seriesLimitSection } from './series-limit-section.ts';
import { sqlLabSection } from './sql-lab-section.ts';
import { UPLOAD_BENCH_DIR, uploadSection } from './upload-section.ts';

/**
 * In the order they run. Add a section here: it gets the context and returns its figures (a
 * standalone one starts what it measures itself and runs after the others).
 */
const SECTIONS: readonly (BenchSection | StandaloneSection)[] = [
  requestOverheadSection,
  chartDataSection,
  graphqlVsRestSection,
  graphqlThroughputSection,
  asyncJobsSection,
  dashboardSection,
  reportsSection,
  seriesLimitSection,
  uploadSection,
  sqlLabSection,
  loadSection,
  renderSection,
];

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const ADMIN_PASSWORD = 'bench-admin-password';

const loadAverage = () => loadavg().map((l) => Math.round(l * 100) / 100);

const isStandalone = (s: BenchSection | StandaloneSection): s is StandaloneSection => 'standalone' in s;

/** BENCH_SECTIONS, or the names after `npm run bench --` (e.g. `npm run bench -- load`). */
function selectedSections(): readonly (BenchSection | StandaloneSection)[] {
  const wanted = (process.argv.length > 2 ? process.argv.slice(2).join(',') : process.env.BENCH_SECTIONS)
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted?.length) return SECTIONS;
  const unknown = wanted.filter((name) => !SECTIONS.some((s) => s.name === name));
  if (unknown.length) {
    throw new Error(`unknown BENCH_SECTIONS ${unknown.join(', ')} (known: ${SECTIONS.map((s) => s.name).join(', ')})`);
  }
  return SECTIONS.filter((s) => wanted.includes(s.name));
}

async function main(): Promise<void> {
  const selected = selectedSections();
  const log = (message: string) => process.stderr.write(`bench: ${message}\n`);
  const sections = selected.filter((s): s is BenchSection => !isStandalone(s));
  const standalone = selected.filter(isStandalone);
  const runStandalone = async (figures: Record<string, Figures | number | number[]>) => {
    for (const section of standalone) {
      log(`${section.name}: start (load average ${loadAverage().join(' ')})`);
      figures[section.name] = await section.run(log);
    }
  };
  if (!sections.length) {
    // Only sections that start their own processes: no shared app, no 10M-row warehouse.
    const figures: Record<string, Figures | number | number[]> = { load_average_before: loadAverage() };
    await runStandalone(figures);
    figures.load_average_after = loadAverage();
    console.log(JSON.stringify(figures));
    return;
  }
  const dataDir = benchDataDir();
  const warehouse = join(dataDir, 'examples.duckdb');
  log(`warehouse ${warehouse}`);
  const generatedIn = await ensureBenchWarehouse(warehouse);
  if (generatedIn) log(`generated ${BENCH_ROWS} rows in ${generatedIn.toFixed(1)} s`);

  const config = loadConfig(
    {
      ...process.env,
      CHARTROOM_DATA_DIR: dataDir,
      CHARTROOM_EXAMPLES_ROWS: String(BENCH_ROWS),
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      // The upload section connects database files it creates in its own directory.
      CHARTROOM_ALLOWED_DB_FILE_DIRS: [process.env.CHARTROOM_ALLOWED_DB_FILE_DIRS, UPLOAD_BENCH_DIR]
        .filter(Boolean)
        .join(','),
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

    // The instance the app's connector uses (same file, same options): same caches, same threads.
    // The examples file is opened read-only and locked down (connectors/duckdb.ts): ask the cache
    // with the very same options, or DuckDB refuses a second configuration for the file.
    const duckdb = await DuckDBInstance.fromCache(warehouse, { access_mode: 'READ_ONLY', ...LOCKED_DOWN_CONFIG });
    const ctx: BenchContext = { base, fetch: app.fetch, token, headers, datasetId, duckdb, runs: RUNS, log };

    const figures: Record<string, Figures | number | number[]> = {
      rows: BENCH_ROWS,
      runs: RUNS,
      load_average_before: loadAverage(),
    };
    for (const section of sections) {
      log(`${section.name}: start (load average ${loadAverage().join(' ')})`);
      figures[section.name] = await section.run(ctx);
    }
    await runStandalone(figures);
    figures.load_average_after = loadAverage();
    console.log(JSON.stringify(figures));
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
