import type { AsyncEvent } from './events.ts';

/** Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT: a channel keeps its last 1000 events. */
export const CHANNEL_EVENT_LIMIT = 1000;
/** At most this many events per `GET /api/v1/async_event/`. */
export const EVENTS_PER_READ = 100;

/** The events of each channel, in order, with stream ids; reads resume after `last_id`. */
export interface EventLog {
  append(event: Omit<AsyncEvent, 'id'>): Promise<AsyncEvent>;
  /** Events after `lastId` (from the start when null), oldest first, at most `limit`. */
  read(channelId: string, lastId: string | null, limit?: number): Promise<AsyncEvent[]>;
}

const STREAM_ID = /^(\d+)-(\d+)$/;

/** A stream id as Redis writes them, `<ms>-<seq>`; anything else is refused by the routes (400). */
export function isStreamId(value: string): boolean {
  return STREAM_ID.test(value);
}

/** Superset's `_get_stream_id`: the id just after `lastId`, so that XRANGE starts past it. */
export function nextStreamId(lastId: string): string {
  const m = STREAM_ID.exec(lastId);
  if (!m) throw new Error(`not a stream id: ${lastId}`);
  return `${m[1]}-${BigInt(m[2] as string) + 1n}`;
}

function compareIds(a: string, b: string): number {
  const [am, as] = a.split('-').map(BigInt) as [bigint, bigint];
  const [bm, bs] = b.split('-').map(BigInt) as [bigint, bigint];
  return am === bm ? (as < bs ? -1 : as > bs ? 1 : 0) : am < bm ? -1 : 1;
}

/** In process: a ring per channel, ids made like Redis's (ms clock, sequence within the ms). */
export function createMemoryEventLog(limit = CHANNEL_EVENT_LIMIT): EventLog {
  const channels = new Map<string, AsyncEvent[]>();
  let lastMs = 0;
  let seq = 0;
  const nextId = () => {
    const now = Date.now();
    if (now > lastMs) {
      lastMs = now;
      seq = 0;
    } else seq++;
    return `${lastMs}-${seq}`;
  };
  return {
    async append(body) {
      const event: AsyncEvent = { id: nextId(), ...body };
      let ring = channels.get(body.channel_id);
      if (!ring) {
        ring = [];
        channels.set(body.channel_id, ring);
      }
      ring.push(event);
      if (ring.length > limit) ring.splice(0, ring.length - limit);
      return structuredClone(event);
    },
    async read(channelId, lastId, max = EVENTS_PER_READ) {
      const ring = channels.get(channelId) ?? [];
      const after = lastId ? ring.filter((e) => compareIds(e.id, lastId) > 0) : ring;
      return structuredClone(after.slice(0, max));
    },
  };
}
