/**
 * Async job figures (issue 6): round trip submit -> done event -> result fetched, for uncached and
 * cached small queries, and the jobs per second two workers sustain. It starts its own deployment
 * as the scale-out tests do: one gateway and two workers (Node processes) sharing a scratch
 * PostgreSQL database (metadata and a small warehouse table) and Redis under a private key prefix.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { loadConfig } from '../../gateway/src/config.ts';
import { createLogger } from '../../gateway/src/logger.ts';
import { openMetadataStore } from '../../gateway/src/metadata/index.ts';
import { createScratchDatabase } from '../helpers/postgres.ts';
import { freePort, GatewayClient, GiveUp, type Proc, startProcess, waitFor } from '../jobs/cluster.ts';
import type { BenchSection, Figures } from './section.ts';

export interface AsyncBenchOptions {
  /** Round trips measured per kind (median and p99 over them). */
  runs?: number;
  /** Jobs submitted for the throughput figure. */
  throughputJobs?: number;
  /** Jobs the client keeps submitted at once during the throughput run. */
  throughputConcurrency?: number;
  redisUrl?: string;
  log?: (message: string) => void;
}

export interface AsyncBenchFigures extends Figures {
  uncached_round_trip_ms: { median: number; p99: number; runs: number };
  cached_round_trip_ms: { median: number; p99: number; runs: number };
  jobs_per_second_2_workers: number;
  throughput_jobs: number;
  worker_concurrency: number;
}

interface AsyncEvent {
  job_id: string;
  status: string;
  result_url: string | null;
  errors: { message: string }[];
}

const ADMIN_PASSWORD = 'async-bench-admin-password';
const WORKER_CONCURRENCY = 4;

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;
const stats = (values: number[]) => ({
  median: round2(percentile(values, 50)),
  p99: round2(percentile(values, 99)),
  runs: values.length,
});

/** The gateway's async events pushed over its WebSocket, waited on by job id. */
class EventListener {
  private readonly ended = new Map<string, AsyncEvent>();
  private readonly waiters = new Map<string, (e: AsyncEvent) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as AsyncEvent;
      if (event.status !== 'done' && event.status !== 'error') return;
      const waiter = this.waiters.get(event.job_id);
      if (waiter) {
        this.waiters.delete(event.job_id);
        waiter(event);
      } else this.ended.set(event.job_id, event);
    });
  }

  static async open(client: GatewayClient): Promise<EventListener> {
    const socket = new WebSocket(`${client.baseUrl.replace('http', 'ws')}/api/v1/async_event/ws`, {
      headers: { cookie: `async-token=${client.cookie}` },
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new EventListener(socket);
  }

  end(jobId: string, timeoutMs = 60_000): Promise<AsyncEvent> {
    const seen = this.ended.get(jobId);
    if (seen) {
      this.ended.delete(jobId);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`job ${jobId} did not end in ${timeoutMs} ms`)), timeoutMs);
      this.waiters.set(jobId, (e) => {
        clearTimeout(timer);
        resolve(e);
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** A small aggregate; `bound` makes each distinct (its own cache key), `force` bypasses the cache. */
function smallQuery(datasetId: number, bound: number, force: boolean) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force,
    queries: [
      {
        columns: ['region'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(amount)', label: 'total' }],
        filters: [{ col: 'id', op: '<=', val: bound }],
        orderby: [],
        row_limit: 100,
      },
    ],
    result_format: 'json',
    result_type: 'full',
  };
}

/** Submit -> (202 -> done event -> GET result_url) or 200; returns the ms it took. */
async function roundTrip(client: GatewayClient, events: EventListener, body: unknown, expect: 200 | 202) {
  const started = performance.now();
  const res = await client.request('/api/v1/chart/data', { method: 'POST', json: body });
  if (res.status !== expect) throw new Error(`expected ${expect}, got ${res.status}: ${await res.text()}`);
  if (res.status === 200) {
    await res.json();
    return performance.now() - started;
  }
  const { job_id: jobId } = (await res.json()) as { job_id: string };
  const end = await events.end(jobId);
  if (end.status !== 'done' || !end.result_url) throw new Error(`job failed: ${JSON.stringify(end.errors)}`);
  const result = await client.request(end.result_url);
  if (result.status !== 200) throw new Error(`result ${result.status}`);
  await result.json();
  return performance.now() - started;
}

export async function runAsyncBench(options: AsyncBenchOptions = {}): Promise<AsyncBenchFigures> {
  const runs = options.runs ?? 50;
  const throughputJobs = options.throughputJobs ?? 300;
  const concurrency = options.throughputConcurrency ?? 16;
  const redisUrl = options.redisUrl ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const log = options.log ?? ((m: string) => process.stderr.write(`async-bench: ${m}\n`));
  const suffix = randomBytes(5).toString('hex');
  const prefix = `chartroom-bench-${suffix}:`;
  const scratch = await createScratchDatabase('chartroom_async_bench');
  const dirs: string[] = [];
  const procs: Proc[] = [];
  const env = async (extra: Record<string, string> = {}) => {
    const dir = await mkdtemp(join(tmpdir(), 'chartroom-async-bench-'));
    dirs.push(dir);
    return {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      CHARTROOM_REDIS_PREFIX: prefix,
      CHARTROOM_JOB_QUEUE: `bench-${suffix}`,
      CHARTROOM_JOB_CONCURRENCY: String(WORKER_CONCURRENCY),
      FEATURE_FLAGS: 'GLOBAL_ASYNC_QUERIES',
      CHARTROOM_EXAMPLES_ROWS: '0',
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      CHARTROOM_DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      ...extra,
    };
  };
  let events: EventListener | null = null;
  try {
    const db = new pg.Client({ connectionString: scratch.url });
    await db.connect();
    await db.query(`CREATE SCHEMA wh;
      CREATE TABLE wh.sales (id int, region text, amount numeric);
      INSERT INTO wh.sales SELECT g, (ARRAY['north','south','east'])[1 + g % 3], g FROM generate_series(1, 1000) g;`);
    await db.end();

    const port = await freePort();
    const gateway = startProcess('main', await env({ PORT: String(port) }));
    procs.push(gateway);
    const client = new GatewayClient(`http://127.0.0.1:${port}`);
    await waitFor(
      'the gateway',
      async () => {
        if (gateway.child.exitCode !== null) throw new GiveUp(`gateway exited: ${gateway.output()}`);
        await client.login('admin', ADMIN_PASSWORD);
        return true;
      },
      120_000,
    );
    for (let i = 0; i < 2; i++) {
      const worker = startProcess('worker', await env({ LOG_LEVEL: 'info' }));
      procs.push(worker);
    }
    await waitFor(
      'two workers',
      async () => {
        for (const w of procs.slice(1)) {
          if (w.child.exitCode !== null) throw new GiveUp(`worker exited: ${w.output()}`);
        }
        return procs.slice(1).every((w) => w.output().includes('Chartroom worker is ready'));
      },
      120_000,
    );

    const store = await openMetadataStore(loadConfig({}, { databaseUrl: scratch.url }), createLogger('silent'));
    let datasetId: number;
    try {
      const database = await store.prisma.database.create({
        data: { uuid: crypto.randomUUID(), databaseName: `wh_${suffix}`, sqlalchemyUri: scratch.url },
      });
      const column = (columnName: string, type: string) => ({ uuid: crypto.randomUUID(), columnName, type });
      datasetId = (
        await store.prisma.dataset.create({
          data: {
            uuid: crypto.randomUUID(),
            tableName: 'sales',
            schema: 'wh',
            databaseId: database.id,
            columns: {
              create: [column('id', 'INTEGER'), column('region', 'TEXT'), column('amount', 'NUMERIC')],
            },
          },
        })
      ).id;
    } finally {
      await store.close();
    }

    // The first 202 gives the client its channel; then its events are pushed over the WebSocket.
    const first = await client.request('/api/v1/chart/data', { method: 'POST', json: smallQuery(datasetId, 1, true) });
    if (first.status !== 202) throw new Error(`expected a 202, got ${first.status}: ${await first.text()}`);
    events = await EventListener.open(client);
    const warm = ((await first.json()) as { job_id: string }).job_id;
    await events.end(warm);

    log(`round trips (${runs} uncached, ${runs} cached)`);
    const uncached: number[] = [];
    const cached: number[] = [];
    for (let i = 0; i < runs; i++) {
      // A bound of its own: a new cache key, so the job runs the query; then the same again: cached.
      const bound = 2 + i;
      uncached.push(await roundTrip(client, events, smallQuery(datasetId, bound, false), 202));
      cached.push(await roundTrip(client, events, smallQuery(datasetId, bound, false), 200));
    }

    log(`throughput: ${throughputJobs} distinct jobs, ${concurrency} in flight, 2 workers x ${WORKER_CONCURRENCY}`);
    const listener = events;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < throughputJobs) {
          const bound = 10_000 + next++;
          const res = await client.request('/api/v1/chart/data', {
            method: 'POST',
            json: smallQuery(datasetId, bound, true),
          });
          if (res.status !== 202) throw new Error(`expected a 202, got ${res.status}: ${await res.text()}`);
          const end = await listener.end(((await res.json()) as { job_id: string }).job_id);
          if (end.status !== 'done') throw new Error(`job failed: ${JSON.stringify(end.errors)}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    return {
      uncached_round_trip_ms: stats(uncached),
      cached_round_trip_ms: stats(cached),
      jobs_per_second_2_workers: Math.round((throughputJobs / seconds) * 10) / 10,
      throughput_jobs: throughputJobs,
      worker_concurrency: WORKER_CONCURRENCY,
    };
  } catch (error) {
    for (const p of procs) log(`process output (tail):\n${p.output().slice(-3000)}`);
    throw error;
  } finally {
    events?.close();
    await Promise.allSettled(procs.map((p) => p.kill()));
    const redis = new Redis(redisUrl);
    try {
      let cursor = '0';
      do {
        const [after, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = after;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
    await scratch.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  }
}

/** The bench section (its own deployment; the shared in-process app is not used). */
export const asyncJobsSection: BenchSection = {
  name: 'async_jobs',
  run: (ctx) => runAsyncBench({ log: ctx.log }),
};

// `npx tsx tests/bench/async-bench.ts`: this section alone (ASYNC_BENCH_RUNS, ASYNC_BENCH_JOBS).
if (import.meta.url === `file://${process.argv[1]}`) {
  runAsyncBench({
    runs: Number(process.env.ASYNC_BENCH_RUNS ?? 50),
    throughputJobs: Number(process.env.ASYNC_BENCH_JOBS ?? 300),
  }).then(
    (figures) => {
      console.log(JSON.stringify({ async_jobs: figures }));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
