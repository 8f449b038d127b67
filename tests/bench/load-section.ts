/**
 * `npm run bench -- load`: 50 virtual users browse the example dashboard and the chart list through
 * GraphQL for 60 s, first against one gateway (embedded: SQLite metadata, in-process jobs), then
 * against two gateways and two workers in scale-out mode (PostgreSQL metadata, Redis), users spread
 * over both gateways as a load balancer would. Gateways and workers are their own Node processes on
 * loopback; the examples have BENCH_LOAD_EXAMPLES_ROWS rows. Any error fails the section.
 *
 * Environment: BENCH_LOAD_USERS (50), BENCH_LOAD_DURATION_S (60), BENCH_LOAD_EXAMPLES_ROWS (100000),
 * TEST_POSTGRES_URL / TEST_REDIS_URL (the local servers).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { freePort, GatewayClient, GiveUp, type Proc, startProcess, waitFor } from '../jobs/cluster.ts';
import { LoadRecorder } from './load-stats.ts';
import { browseOnce, runUsers, type Target } from './load-users.ts';
import type { Figures, StandaloneSection } from './section.ts';

const ADMIN_PASSWORD = 'bench-load-admin-password';
const DASHBOARD_SLUG = 'sales-overview';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const USERS = Number(process.env.BENCH_LOAD_USERS ?? 50);
const DURATION_S = Number(process.env.BENCH_LOAD_DURATION_S ?? 60);
const EXAMPLES_ROWS = Number(process.env.BENCH_LOAD_EXAMPLES_ROWS ?? 100_000);

interface Cluster {
  targets: Target[];
  procs: Proc[];
  close(): Promise<void>;
}

const loadAverage = () => loadavg().map((l) => Math.round(l * 100) / 100);

async function startNode(
  script: 'main' | 'worker',
  env: Record<string, string>,
  procs: Proc[],
): Promise<Target | null> {
  const port = await freePort();
  // A worker says it is ready at level info; gateways log warnings only (no per-request lines).
  const proc = startProcess(script, { ...env, PORT: String(port), LOG_LEVEL: script === 'worker' ? 'info' : 'warn' });
  procs.push(proc);
  const client = new GatewayClient(`http://127.0.0.1:${port}`);
  await waitFor(
    `${script} ${port}`,
    async () => {
      if (proc.child.exitCode !== null) throw new GiveUp(`${script} exited: ${proc.output().slice(-2000)}`);
      if (script === 'worker') return proc.output().includes('Chartroom worker is ready');
      await client.login('admin', ADMIN_PASSWORD);
      return true;
    },
    300_000,
  );
  return script === 'main' ? { base: client.baseUrl, token: client.token } : null;
}

async function singleGateway(): Promise<Cluster> {
  const dir = await mkdtemp(join(tmpdir(), 'chartroom-load-'));
  const procs: Proc[] = [];
  const env = {
    CHARTROOM_DATA_DIR: dir,
    CHARTROOM_EXAMPLES_ROWS: String(EXAMPLES_ROWS),
    CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
  };
  const target = (await startNode('main', env, procs)) as Target;
  return {
    targets: [target],
    procs,
    close: async () => {
      await Promise.all(procs.map((p) => p.kill()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function scaleOut(): Promise<Cluster> {
  const suffix = randomBytes(5).toString('hex');
  const prefix = `chartroom-bench-${suffix}:`;
  const scratch: ScratchDatabase = await createScratchDatabase('chartroom_load');
  const dirs: string[] = [];
  const procs: Proc[] = [];
  const envFor = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chartroom-load-'));
    dirs.push(dir);
    return {
      DATABASE_URL: scratch.url,
      REDIS_URL,
      CHARTROOM_REDIS_PREFIX: prefix,
      CHARTROOM_JOB_QUEUE: `jobs-${suffix}`,
      CHARTROOM_DATA_DIR: dir,
      CHARTROOM_EXAMPLES_ROWS: String(EXAMPLES_ROWS),
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
    };
  };
  const close = async () => {
    await Promise.all(procs.map((p) => p.kill()));
    const redis = new Redis(REDIS_URL);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
    await scratch.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  };
  try {
    // The first gateway bootstraps the metadata; the others start on it.
    const first = (await startNode('main', await envFor(), procs)) as Target;
    const [second] = await Promise.all([
      startNode('main', await envFor(), procs),
      startNode('worker', await envFor(), procs),
      startNode('worker', await envFor(), procs),
    ]);
    return { targets: [first, second as Target], procs, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function measure(name: string, cluster: Cluster, log: (m: string) => void): Promise<Figures> {
  // One visit per gateway first: the charts' results are computed and cached before the clock starts.
  const warm = new LoadRecorder();
  for (const target of cluster.targets) await browseOnce(target, warm, DASHBOARD_SLUG);
  if (warm.errors) throw new Error(`${name}: the warm-up failed: ${warm.samples.join('; ')}`);
  log(`load ${name}: ${USERS} users for ${DURATION_S} s (load average ${loadAverage().join(' ')})`);
  const recorder = new LoadRecorder();
  const started = performance.now();
  const visits = await runUsers(cluster.targets, USERS, DURATION_S * 1000, recorder, DASHBOARD_SLUG);
  const seconds = (performance.now() - started) / 1000;
  const figures = {
    gateways: cluster.targets.length,
    users: USERS,
    duration_s: Math.round(seconds * 10) / 10,
    visits,
    requests: recorder.requests,
    req_per_s: Math.round((recorder.requests / seconds) * 10) / 10,
    visits_per_s: Math.round((visits / seconds) * 10) / 10,
    errors: recorder.errors,
    load_average: loadAverage(),
    operations: recorder.byOperation(),
  };
  console.log(`\nload, ${name}: ${USERS} users, ${figures.duration_s} s, GraphQL over loopback`);
  console.table(figures.operations);
  console.log(
    `${figures.requests} requests (${figures.req_per_s} req/s, ${figures.visits_per_s} visits/s), ${figures.errors} errors, load average ${figures.load_average.join(' ')}`,
  );
  if (recorder.errors) throw new Error(`${name}: ${recorder.errors} errors, e.g. ${recorder.samples.join('; ')}`);
  return figures;
}

export const loadSection: StandaloneSection = {
  name: 'load',
  standalone: true,
  async run(log) {
    const figures: Figures = {};
    for (const [name, start] of [
      ['one_gateway', singleGateway],
      ['scale_out', scaleOut],
    ] as const) {
      log(`load ${name}: starting the processes`);
      const cluster = await start();
      try {
        figures[name] = await measure(name, cluster, log);
      } finally {
        await cluster.close();
      }
    }
    return figures;
  },
};
