import { once } from 'node:events';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import type { BenchContext, BenchSection, Figures } from './section.ts';

/** Where the section writes its CSV and database files (the bench app may connect files there). */
export const UPLOAD_BENCH_DIR = join(tmpdir(), 'chartroom-bench-upload');

const ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 1_000_000);
const ALL_ENGINES = ['duckdb', 'sqlite', 'postgresql', 'mysql'] as const;
/** BENCH_UPLOAD_ENGINES=duckdb,sqlite narrows a run (default: all four). */
const ENGINES = ALL_ENGINES.filter(
  (e) => !process.env.BENCH_UPLOAD_ENGINES || process.env.BENCH_UPLOAD_ENGINES.split(',').includes(e),
);

/** A 4-column CSV like the (integer, text, decimal, date), about 19 bytes a row. */
async function writeCsv(path: string): Promise<void> {
  const out = createWriteStream(path);
  out.write('id,code,amount,day\n');
  for (let i = 0; i < ROWS; i += 1) {
    const line = `${i},c${i % 997},${(i % 10007) / 4},2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/**
 * `upload`: a 1,000,000-row, 4-column CSV posted to csv_upload on each engine (a DuckDB file, a
 * SQLite file, PostgreSQL, MariaDB): seconds until the 201, the process's CPU seconds meanwhile, and
 * how much the process RSS grew at its peak during the upload (sampled every 20 ms).
 */
export const uploadSection: BenchSection = {
  name: 'upload',
  async run(ctx: BenchContext): Promise<Figures> {
    await mkdir(UPLOAD_BENCH_DIR, { recursive: true });
    const dir = await mkdtemp(join(UPLOAD_BENCH_DIR, 'run-'));
    const csv = join(dir, 'big.csv');
    await writeCsv(csv);
    const pgName = `bench_upload_${process.pid}`;
    const admin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pgName}`);
    await admin.query(`CREATE DATABASE ${pgName}`);
    const uris: Record<(typeof ALL_ENGINES)[number], string> = {
      duckdb: `duckdb://${join(dir, 'w.duckdb')}`,
      sqlite: `sqlite://${join(dir, 'w.db')}`,
      postgresql: `postgresql://postgres@127.0.0.1:5432/${pgName}`,
      mysql: 'mysql://root@127.0.0.1:3306/test',
    };
    const table = `bench_upload_${process.pid}`;
    const figures: Figures = { rows: ROWS };
    try {
      for (const engine of ENGINES) {
        const created = await fetch(`${ctx.base}/api/v1/database/`, {
          method: 'POST',
          headers: ctx.headers,
          body: JSON.stringify({
            database_name: `bench upload ${engine} ${process.pid}`,
            sqlalchemy_uri: uris[engine],
            allow_file_upload: true,
          }),
        });
        const db = (await created.json()) as { id: number };
        if (!created.ok) throw new Error(`database ${engine}: ${created.status} ${JSON.stringify(db)}`);
        global.gc?.();
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 20);
        const form = new FormData();
        form.set('file', await openAsBlob(csv), 'big.csv');
        form.set('table_name', table);
        form.set('already_exists', 'replace');
        const cpuBefore = process.cpuUsage();
        const started = performance.now();
        const res = await fetch(`${ctx.base}/api/v1/database/${db.id}/csv_upload/`, {
          method: 'POST',
          headers: { authorization: ctx.headers.authorization ?? '' },
          body: form,
        });
        const body = await res.text();
        const seconds = (performance.now() - started) / 1000;
        const cpu = process.cpuUsage(cpuBefore);
        clearInterval(sampler);
        peak = Math.max(peak, process.memoryUsage().rss);
        if (res.status !== 201) throw new Error(`upload ${engine}: ${res.status} ${body}`);
        figures[engine] = {
          seconds: Math.round(seconds * 100) / 100,
          // This process's CPU (the gateway, and DuckDB/SQLite inside it), less sensitive to other load.
          cpu_seconds: Math.round((cpu.user + cpu.system) / 10_000) / 100,
          rss_growth_mb: Math.round((peak - before) / 1024 / 1024),
        };
        ctx.log(
          `upload ${engine}: ${seconds.toFixed(2)} s (CPU ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s), RSS +${Math.round((peak - before) / 1024 / 1024)} MB`,
        );
      }
    } finally {
      const maria = await mysql.createConnection({ uri: uris.mysql });
      await maria.query(`DROP TABLE IF EXISTS \`${table}\``).catch(() => undefined);
      await maria.end();
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    }
    return figures;
  },
};
