import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { executeGraphQL } from '../graphql/graphql-client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { GiveUp, type Proc, startProcess, waitFor } from '../jobs/cluster.ts';
import { setEnv } from '../reports/smtp.ts';
import { openStore, suffix } from '../rest/fixtures.ts';
import { addDatabase, clientId } from './helpers.ts';

interface Progress {
  status: string;
  progress: number;
}

const RUN = `mutation($input: RunSqlLabQueryInput!) {
  runSqlLabQuery(input: $input) { __typename ... on RunSqlLabQueryPayload { query { status } } ... on Error { message } } }`;
const PROGRESS = 'subscription($c: String!) { sqlLabQueryProgress(clientId: $c) { status progress } }';

/** A GraphQL subscription over SSE, read as its events arrive. */
async function openSubscription(app: TestApp, variables: Record<string, unknown>) {
  const response = await app.chartroom.fetch(
    new Request('http://localhost/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: `Bearer ${app.token}`,
      },
      body: JSON.stringify({ query: PROGRESS, variables }),
    }),
  );
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pending: Progress[] = [];
  let ended = false;
  /** The next state, or null once the subscription has ended. */
  const next = async (): Promise<Progress | null> => {
    for (;;) {
      const queued = pending.shift();
      if (queued) return queued;
      if (ended) return null;
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        continue;
      }
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        if (/^event: *complete/m.test(block)) ended = true;
        const data = block
          .split('\n')
          .filter((l) => l.startsWith('data:'))
          .map((l) => l.slice(5))
          .join('');
        if (!data.trim().startsWith('{')) continue;
        const body = JSON.parse(data) as { data?: { sqlLabQueryProgress: Progress }; errors?: unknown[] };
        if (body.errors) throw new Error(`subscription error: ${JSON.stringify(body.errors)}`);
        if (body.data) pending.push(body.data.sqlLabQueryProgress);
      }
    }
  };
  return { next, close: () => reader.cancel().catch(() => undefined) };
}

/**
 * The progress subscription is pushed: the node that runs the query announces each change of its
 * row on the event pub/sub, and the subscriber reads the row only then. Proof: a change written
 * straight into the metadata store while the query sleeps (announced by nobody) never reaches the
 * subscriber, which a poller would have read within a fraction of a second; the announced end does.
 */
async function provePushed(app: TestApp, store: MetadataStore, databaseId: number): Promise<Progress[]> {
  const id = clientId();
  const started = await executeGraphQL<{ runSqlLabQuery: { query?: { status: string } } }, Record<string, unknown>>(
    app,
    RUN,
    { input: { databaseId, sql: `SELECT pg_sleep(4) AS push_${suffix()}`, runAsync: true, clientId: id } },
  );
  expect(['PENDING', 'RUNNING']).toContain(started.data?.runSqlLabQuery.query?.status);
  const subscription = await openSubscription(app, { c: id });
  const seen: Progress[] = [];
  try {
    for (;;) {
      const state = await subscription.next();
      if (!state) throw new Error(`the subscription ended before RUNNING: ${JSON.stringify(seen)}`);
      seen.push(state);
      if (state.status === 'RUNNING') break;
    }
    const silent = await store.prisma.query.updateMany({
      where: { clientId: id, status: 'running' },
      data: { progress: 42 },
    });
    expect(silent.count, 'the query had already ended: the proof needs it still running').toBe(1);
    for (;;) {
      const state = await subscription.next();
      if (!state) break;
      seen.push(state);
    }
  } finally {
    await subscription.close();
  }
  expect(seen.map((s) => s.progress)).not.toContain(42);
  expect(seen.at(-1)).toEqual({ status: 'SUCCESS', progress: 100 });
  // Announced: running at 0, the last statement's rows at 100 (the write of 42 was overwritten), then success.
  expect(seen.filter((s) => s.status === 'RUNNING').map((s) => s.progress)).toEqual([0, 100]);
  return seen;
}

describe('SQL Lab progress is pushed to subscribers, not polled', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('in process (embedded default): the run announces each change', async () => {
    const app = await startTestApp({ examplesRows: 0 });
    cleanups.push(() => app.close());
    const store = await openStore(app);
    cleanups.push(() => store.close());
    await provePushed(app, store, await addDatabase(store));
  }, 120_000);

  it('scaled out: a worker process runs the query and its announcements reach the gateway through Redis', async () => {
    const tag = randomBytes(5).toString('hex');
    const scratch: ScratchDatabase = await createScratchDatabase('chartroom_sqlpush');
    cleanups.push(() => scratch.drop());
    const shared = {
      CHARTROOM_REDIS_PREFIX: `chartroom-test-${tag}:`,
      CHARTROOM_JOB_QUEUE: `sqlpush-${tag}`,
      CHARTROOM_JOB_LOCK_MS: '5000',
    };
    const restore = setEnv(shared);
    cleanups.push(async () => restore());
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    // The queue's keys of this run, under its own prefix, go when it ends.
    cleanups.push(async () => {
      const redis = new Redis(redisUrl);
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${shared.CHARTROOM_REDIS_PREFIX}*`, 'COUNT', 1000);
          cursor = next;
          if (keys.length) await redis.del(...keys);
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    });
    const app = await startTestApp({
      examplesRows: 0,
      featureFlags: 'GLOBAL_ASYNC_QUERIES',
      config: { databaseUrl: scratch.url, redisUrl },
    });
    cleanups.push(() => app.close());
    const store = await openStore(app);
    cleanups.push(() => store.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'chartroom-sqlpush-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const worker: Proc = startProcess('worker', {
      ...shared,
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      FEATURE_FLAGS: 'GLOBAL_ASYNC_QUERIES',
      CHARTROOM_EXAMPLES_ROWS: '0',
      CHARTROOM_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    });
    cleanups.push(() => worker.kill());
    await waitFor(
      'the worker to be ready',
      async () => {
        if (worker.child.exitCode !== null) throw new GiveUp(`worker exited: ${worker.output()}`);
        return worker.output().includes('Chartroom worker is ready');
      },
      120_000,
    );
    const databaseId = await addDatabase(store);
    await provePushed(app, store, databaseId);
    // The query ran on the worker, not in this process: its row names the job the worker took.
    const rows = await store.prisma.query.findMany({ where: { databaseId }, select: { jobId: true, status: true } });
    expect(rows).toEqual([{ jobId: expect.stringMatching(/[0-9a-f-]{36}/), status: 'success' }]);
  }, 240_000);
});
