import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMemoryEventLog, nextStreamId } from './event-log.ts';
import type { ChartJobState } from './events.ts';
import { openJobInfrastructure } from './infrastructure.ts';
import { createMemoryJobStore, type JobStore } from './job-store.ts';
import { createJobs } from './jobs.ts';
import { createRedisEventLog } from './redis-event-log.ts';
import { createRedisJobStore } from './redis-job-store.ts';
import { loadJobsSettings } from './settings.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = createLogger('silent');

const state = (jobId: string): ChartJobState => ({
  jobId,
  channelId: 'c1',
  userId: 1,
  status: 'pending',
  errors: [],
  resultUrl: null,
  progress: null,
  deadlineAt: Date.now() + 60_000,
  supersedeKey: null,
  updatedAt: Date.now(),
});

describe('jobs core', () => {
  const prefix = `chartroom-unit-${randomBytes(4).toString('hex')}:`;
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('increments the last digit of last_id, as Superset does', () => {
    expect(nextStreamId('1610000000000-0')).toBe('1610000000000-1');
    expect(nextStreamId('1610000000000-9')).toBe('1610000000000-10');
  });

  it.each(['memory', 'redis'] as const)('reads a channel after last_id, 100 at a time (%s)', async (kind) => {
    const events = kind === 'memory' ? createMemoryEventLog() : createRedisEventLog(redis, prefix);
    const body = {
      channel_id: 'chan',
      job_id: 'j',
      user_id: 1,
      status: 'pending' as const,
      errors: [],
      result_url: null,
    };
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) ids.push((await events.append(body)).id);
    await events.append({ ...body, channel_id: 'other' });
    const first = await events.read('chan', null);
    expect(first.map((e) => e.id)).toEqual(ids.slice(0, 100));
    const rest = await events.read('chan', ids[99] as string);
    expect(rest.map((e) => e.id)).toEqual(ids.slice(100));
    expect(await events.read('chan', ids[119] as string)).toEqual([]);
    expect(rest[0]).toMatchObject(body);
  });

  it.each(['memory', 'redis'] as const)('a finished job never changes again: the first end wins (%s)', async (kind) => {
    const store: JobStore = kind === 'memory' ? createMemoryJobStore() : createRedisJobStore(redis, prefix);
    await store.create(state('j1'));
    expect((await store.update('j1', { status: 'running', progress: 0 }))?.status).toBe('running');
    expect((await store.update('j1', { status: 'error', errors: [{ message: 'late' }] }))?.status).toBe('error');
    expect(await store.update('j1', { status: 'done', resultUrl: '/x' })).toBeNull();
    expect((await store.get('j1'))?.errors).toEqual([{ message: 'late' }]);
    expect(await store.update('unknown', { status: 'running' })).toBeNull();
    expect(await store.supersede('u:1', 'j1')).toBeNull();
    expect(await store.supersede('u:1', 'j2')).toBe('j1');
  });

  it('fails a job that passes its deadline, and stops it', async () => {
    const settings = { ...loadJobsSettings({ redisUrl: null }, {}), deadlineMs: 300 };
    const infrastructure = await openJobInfrastructure(settings, { name: 'test' });
    let aborted = false;
    const jobs = createJobs({
      settings,
      infrastructure,
      log,
      secretMaterial: async () => 'secret',
      execute: (_payload, signal) =>
        new Promise((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(signal.reason);
          }),
        ),
    });
    const job = await jobs.submit({ channelId: 'c', userId: 1, body: {}, chartId: null });
    const seen: string[] = [];
    for await (const s of jobs.watch(job.jobId, AbortSignal.timeout(5_000))) seen.push(s.status);
    expect(seen.at(-1)).toBe('error');
    expect((await jobs.get(job.jobId))?.errors[0]?.message).toMatch(/did not finish within/);
    await new Promise((r) => setTimeout(r, 50));
    expect(aborted).toBe(true);
    await jobs.close();
    await infrastructure.close();
  });

  it('supersedes the older running job of the same chart and user, and aborts it', async () => {
    const settings = { ...loadJobsSettings({ redisUrl: null }, {}), deadlineMs: 10_000 };
    const infrastructure = await openJobInfrastructure(settings, { name: 'test' });
    const aborts: string[] = [];
    const jobs = createJobs({
      settings,
      infrastructure,
      log,
      secretMaterial: async () => 'secret',
      execute: (payload, signal) =>
        new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborts.push(payload.jobId);
            reject(signal.reason);
          });
          if ((payload.body as { fast?: boolean }).fast) resolve({ result: [{ cache_key: 'k', data: [] }] });
        }),
    });
    const older = await jobs.submit({ channelId: 'c', userId: 7, body: {}, chartId: 42 });
    await new Promise((r) => setTimeout(r, 20));
    const newer = await jobs.submit({ channelId: 'c', userId: 7, body: { fast: true }, chartId: 42 });
    const endOf = async (id: string) => {
      let last: ChartJobState | undefined;
      for await (const s of jobs.watch(id, AbortSignal.timeout(5_000))) last = s;
      return last;
    };
    expect(await endOf(older.jobId)).toMatchObject({ status: 'error', errors: [{ message: /Superseded/ }] });
    expect(await endOf(newer.jobId)).toMatchObject({ status: 'done' });
    expect(aborts).toEqual([older.jobId]);
    // The channel log holds every status change, in order.
    const events = await infrastructure.events.log.read('c', null);
    expect(events.filter((e) => e.job_id === newer.jobId).map((e) => e.status)).toEqual(['pending', 'running', 'done']);
    await jobs.close();
    await infrastructure.close();
  });

  it('follows a channel without losing live events that arrive out of stream-id order (two workers)', async () => {
    const settings = loadJobsSettings({ redisUrl: null }, {});
    const infrastructure = await openJobInfrastructure(settings, { name: 'test' });
    const jobs = createJobs({
      settings,
      infrastructure,
      log,
      secretMaterial: async () => 'secret',
      execute: async () => ({ result: [] }),
    });
    const { log: eventLog } = infrastructure.events;
    const body = (jobId: string) => ({
      channel_id: 'ch',
      job_id: jobId,
      user_id: 1,
      status: 'done' as const,
      errors: [],
      result_url: null,
    });
    await eventLog.append(body('backlog'));
    const stop = new AbortController();
    const seen: string[] = [];
    const following = (async () => {
      for await (const e of jobs.channelEvents(
        'ch',
        null,
        AbortSignal.any([stop.signal, AbortSignal.timeout(5_000)]),
      )) {
        seen.push(e.job_id);
        if (seen.length === 3) stop.abort();
      }
    })();
    await new Promise((r) => setTimeout(r, 50));
    // Worker 1 appends first, worker 2 second, but worker 2's publish is heard first.
    const first = await eventLog.append(body('one'));
    const second = await eventLog.append(body('two'));
    await infrastructure.pubsub.publish('asyncEvents', 'ch', second);
    await infrastructure.pubsub.publish('asyncEvents', 'ch', first);
    await following.catch(() => {});
    expect(seen).toEqual(['backlog', 'two', 'one']);
    await jobs.close();
    await infrastructure.close();
  });

  it('the Redis pub/sub delivers to another connection once ready', async () => {
    const settings = { ...loadJobsSettings({ redisUrl: REDIS_URL }, {}), redisPrefix: prefix };
    const [one, two] = await Promise.all([
      openJobInfrastructure(settings, { name: 'one' }),
      openJobInfrastructure(settings, { name: 'two' }),
    ]);
    const stop = new AbortController();
    const sub = two.pubsub.subscribe('jobCancel', '*', stop.signal);
    await sub.ready;
    await one.pubsub.publish('jobCancel', '*', { jobId: 'j', reason: 'r' });
    const iterator = sub[Symbol.asyncIterator]();
    expect((await iterator.next()).value).toEqual({ jobId: 'j', reason: 'r' });
    stop.abort();
    await Promise.all([one.close(), two.close()]);
  });
});
