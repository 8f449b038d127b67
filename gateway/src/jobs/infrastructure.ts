import type { Redis } from 'ioredis';
import { createMemoryResultCache, type ResultCache } from '../engine/cache.ts';
import { createRedisResultCache } from '../engine/redis-cache.ts';
import { createMemoryEventLog } from './event-log.ts';
import { createJobEvents, type JobEvents } from './job-events.ts';
import { createMemoryJobStore } from './job-store.ts';
import { createMemoryPubSub, type PubSub } from './pubsub.ts';
import { openRedis } from './redis.ts';
import { createRedisEventLog } from './redis-event-log.ts';
import { createRedisJobStore } from './redis-job-store.ts';
import { createRedisPubSub } from './redis-pubsub.ts';
import { withRedisRunOnce } from './redis-run-once.ts';
import type { JobsSettings } from './settings.ts';

/** The shared pieces of the jobs system: in process, or on Redis for every node at once. */
export interface JobInfrastructure {
  mode: 'in-process' | 'redis';
  pubsub: PubSub;
  events: JobEvents;
  /** Where query results and job results live (shared by every node in Redis mode). */
  cache: ResultCache;
  /** Answers while Redis does (always true in process). */
  healthy(): Promise<boolean>;
  /** The command connection in Redis mode (other shared counters use it, e.g. login limits); null in process. */
  redis: Redis | null;
  close(): Promise<void>;
}

/** Opens the Redis connections (RedisStartupError when Redis does not answer) or the in-process pieces. */
export async function openJobInfrastructure(
  settings: JobsSettings,
  options: { cache?: ResultCache; name: string },
): Promise<JobInfrastructure> {
  if (!settings.redisUrl) {
    const pubsub = createMemoryPubSub();
    return {
      mode: 'in-process',
      pubsub,
      events: createJobEvents(createMemoryJobStore(), createMemoryEventLog(), pubsub),
      cache: options.cache ?? createMemoryResultCache(),
      healthy: async () => true,
      redis: null,
      close: () => pubsub.close(),
    };
  }
  const prefix = settings.redisPrefix;
  const connections: Redis[] = [];
  try {
    connections.push(await openRedis(settings.redisUrl, { name: `${options.name}-cmd` }));
    connections.push(await openRedis(settings.redisUrl, { name: `${options.name}-sub`, subscriber: true }));
  } catch (error) {
    for (const c of connections) c.disconnect();
    throw error;
  }
  const [command, subscriber] = connections as [Redis, Redis];
  const pubsub = createRedisPubSub(command, subscriber, prefix);
  return {
    mode: 'redis',
    pubsub,
    redis: command,
    events: createJobEvents(createRedisJobStore(command, prefix), createRedisEventLog(command, prefix), pubsub),
    // The engine's Redis cache: an outage costs cache hits, never a chart.
    // Identical queries on several gateways or workers at once run once (the others read its result).
    cache: options.cache ?? withRedisRunOnce(createRedisResultCache(command, { prefix }), command, { prefix }),
    healthy: async () => {
      try {
        return (await command.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      await pubsub.close();
      for (const c of connections) c.disconnect();
    },
  };
}
