import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { freePort, GatewayClient, GiveUp, type Proc, startProcess, waitFor } from './cluster.ts';

const SHARED_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'scale-out-examples-password';

interface ChartListBody {
  result: { id: number; slice_name: string }[];
}
interface AsyncEventBody {
  job_id: string;
  status: string;
  errors: { message: string }[];
  result_url: string | null;
}
interface ChartDataBody {
  result: { data: Record<string, unknown>[]; rowcount: number }[];
}

/**
 * The README's scale-out set-up with the examples on: gateways and workers sharing PostgreSQL and
 * Redis, some on one data dir (one machine), some on their own (other machines). Every node must
 * serve the example charts, and a warehouse is never a reason for /health to fail.
 */
describe('scale-out with the example warehouse', () => {
  const suffix = randomBytes(5).toString('hex');
  const procs: Proc[] = [];
  const dirs: string[] = [];
  let scratch: ScratchDatabase;
  let sharedDir = '';
  const gateways: GatewayClient[] = [];

  async function newDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'chartroom-scale-examples-'));
    dirs.push(dir);
    return dir;
  }

  function env(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
    return {
      DATABASE_URL: scratch.url,
      REDIS_URL: SHARED_REDIS,
      CHARTROOM_REDIS_PREFIX: `chartroom-test-${suffix}:`,
      CHARTROOM_JOB_QUEUE: `jobs-${suffix}`,
      FEATURE_FLAGS: 'GLOBAL_ASYNC_QUERIES',
      CHARTROOM_EXAMPLES_ROWS: '2000',
      CHARTROOM_ADMIN_PASSWORD: ADMIN_PASSWORD,
      CHARTROOM_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...extra,
    };
  }

  async function gateway(dataDir: string): Promise<GatewayClient> {
    const port = await freePort();
    const proc = startProcess('main', env(dataDir, { PORT: String(port) }));
    procs.push(proc);
    const client = new GatewayClient(`http://127.0.0.1:${port}`);
    await waitFor(
      `gateway on ${port}`,
      async () => {
        if (proc.child.exitCode !== null) throw new GiveUp(`gateway exited: ${proc.output()}`);
        await client.login('admin', ADMIN_PASSWORD);
        return true;
      },
      240_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${proc.output().slice(-3000)}`);
    });
    return client;
  }

  async function worker(dataDir: string): Promise<void> {
    const proc = startProcess('worker', env(dataDir));
    procs.push(proc);
    await waitFor(
      'worker',
      async () => {
        if (proc.child.exitCode !== null) throw new GiveUp(`worker exited: ${proc.output()}`);
        return proc.output().includes('Chartroom worker is ready');
      },
      240_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}\n${proc.output().slice(-3000)}`);
    });
  }

  /** The example chart's saved query through the job queue: whichever worker takes it answers. */
  async function exampleChartRows(client: GatewayClient, chartId: number): Promise<ChartDataBody['result']> {
    const chart = (await (await client.request(`/api/v1/chart/${chartId}`)).json()) as {
      result: { query_context: string };
    };
    const queryContext = { ...JSON.parse(chart.result.query_context), force: true };
    const submitted = await client.request('/api/v1/chart/data', { method: 'POST', json: queryContext });
    const job = (await submitted.json()) as { job_id: string };
    expect(submitted.status, JSON.stringify(job)).toBe(202);
    const end = await waitFor(
      `job ${job.job_id}`,
      async () => {
        const res = await client.request('/api/v1/async_event/');
        if (res.status !== 200) return null;
        const { result } = (await res.json()) as { result: AsyncEventBody[] };
        return result.find((e) => e.job_id === job.job_id && (e.status === 'done' || e.status === 'error')) ?? null;
      },
      60_000,
    );
    expect(end.status, JSON.stringify(end.errors)).toBe('done');
    const data = await client.request(end.result_url as string);
    expect(data.status).toBe(200);
    return ((await data.json()) as ChartDataBody).result;
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase('chartroom_examples');
    sharedDir = await newDir();
    // One machine: the first gateway generates the examples, a second one starts on the same data
    // dir while the first holds the file open. Another machine: a gateway and a worker with data
    // dirs of their own.
    gateways.push(await gateway(sharedDir));
    const [remoteDir, workerDir] = [await newDir(), await newDir()];
    const [second, remote] = await Promise.all([
      gateway(sharedDir),
      gateway(remoteDir),
      worker(sharedDir),
      worker(workerDir),
    ]);
    gateways.push(second as GatewayClient, remote as GatewayClient);
  }, 600_000);

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.kill()));
    await scratch?.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it('answers health on every gateway, with the examples warehouse reported as information', async () => {
    for (const client of gateways) {
      const res = await client.request('/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ok',
        metadata: 'ok',
        redis: 'ok',
        warehouses: { examples: 'ok' },
      });
    }
  });

  it('serves the same example chart data through every gateway and worker', async () => {
    const list = (await (await gateways[0]?.request('/api/v1/chart/?q=(page_size:100)'))?.json()) as ChartListBody;
    expect(list.result.length).toBeGreaterThan(3);
    const ids = list.result.slice(0, 4).map((c) => c.id);
    for (const id of ids) {
      const answers = [];
      // Several jobs per gateway, so that both workers (own and shared data dir) take some.
      for (const client of gateways)
        answers.push(await exampleChartRows(client, id), await exampleChartRows(client, id));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]?.[0]?.rowcount).toBeGreaterThan(0);
    }
  }, 300_000);

  it('stays healthy when an admin renames the examples database', async () => {
    const client = gateways[0] as GatewayClient;
    const list = (await (await client.request('/api/v1/database/?q=(page_size:100)')).json()) as {
      result: { id: number; database_name: string }[];
    };
    const examples = list.result.find((d) => d.database_name === 'examples');
    expect(examples).toBeDefined();
    const renamed = await client.request(`/api/v1/database/${examples?.id}`, {
      method: 'PUT',
      json: { database_name: `examples renamed ${suffix}` },
    });
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    for (const gw of gateways) {
      const res = await gw.request('/health');
      expect(res.status).toBe(200);
      expect(((await res.json()) as { warehouses: unknown }).warehouses).toEqual({ examples: 'ok' });
    }
  });
});
