import type { Redis } from 'ioredis';
import { CHANNEL_EVENT_LIMIT, EVENTS_PER_READ, type EventLog, nextStreamId } from './event-log.ts';
import type { AsyncEvent } from './events.ts';
import { withRedis } from './redis.ts';

/** Superset's stream names: one per channel, and the firehose of every event. */
export const channelStream = (prefix: string, channelId: string) => `${prefix}async-events-${channelId}`;
export const firehoseStream = (prefix: string) => `${prefix}async-events-full`;

/** Redis streams, as Superset writes them: XADD with the event JSON in the field `data`. */
export function createRedisEventLog(redis: Redis, prefix: string, limit = CHANNEL_EVENT_LIMIT): EventLog {
  return {
    async append(body) {
      const data = JSON.stringify(body);
      const stream = channelStream(prefix, body.channel_id);
      const [added] = await withRedis(() =>
        redis
          .multi()
          .xadd(stream, 'MAXLEN', '~', String(limit), '*', 'data', data)
          .xadd(firehoseStream(prefix), 'MAXLEN', '~', String(limit * 10), '*', 'data', data)
          .pexpire(stream, 7 * 24 * 3600 * 1000)
          .exec()
          .then((r) => r ?? []),
      );
      const [error, id] = added ?? [new Error('XADD gave no answer'), null];
      if (error) throw error;
      return { id: String(id), ...body };
    },
    async read(channelId, lastId, max = EVENTS_PER_READ) {
      const start = lastId ? nextStreamId(lastId) : '-';
      const entries = await withRedis(() => redis.xrange(channelStream(prefix, channelId), start, '+', 'COUNT', max));
      const events: AsyncEvent[] = [];
      for (const [id, fields] of entries) {
        const i = fields.indexOf('data');
        const raw = i >= 0 ? fields[i + 1] : undefined;
        if (raw === undefined) continue;
        events.push({ id, ...(JSON.parse(raw) as Omit<AsyncEvent, 'id'>) });
      }
      return events;
    },
  };
}
