import type { Redis } from 'ioredis';
import type { ChartJobState } from './events.ts';
import { applyPatch, JOB_STATE_TTL_S, type JobStore } from './job-store.ts';
import { withRedis } from './redis.ts';

// Writes the new state only while the stored one is not final, atomically across every node.
const UPDATE_UNLESS_FINAL = `
local status = redis.call('HGET', KEYS[1], 'status')
if not status or status == 'done' or status == 'error' then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[1], 'state', ARGV[2])
return 1`;

export function createRedisJobStore(redis: Redis, prefix: string): JobStore {
  const key = (jobId: string) => `${prefix}job:${jobId}`;
  const read = async (jobId: string) => {
    const raw = await withRedis(() => redis.hget(key(jobId), 'state'));
    return raw ? (JSON.parse(raw) as ChartJobState) : null;
  };
  return {
    async create(state) {
      await withRedis(() =>
        redis
          .multi()
          .hset(key(state.jobId), 'status', state.status, 'state', JSON.stringify(state))
          .expire(key(state.jobId), JOB_STATE_TTL_S)
          .exec(),
      );
    },
    get: read,
    async update(jobId, patch) {
      const current = await read(jobId);
      if (!current) return null;
      const next = applyPatch(current, patch);
      const ok = await withRedis(() =>
        redis.eval(UPDATE_UNLESS_FINAL, 1, key(jobId), next.status, JSON.stringify(next)),
      );
      return ok === 1 ? next : null;
    },
    async supersede(supersedeKey, jobId) {
      const k = `${prefix}job-latest:${supersedeKey}`;
      const previous = await withRedis(() => redis.set(k, jobId, 'EX', JOB_STATE_TTL_S, 'GET'));
      return previous ?? null;
    },
  };
}
