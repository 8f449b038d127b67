import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { iterateEmitter, type PubSub, topicChannel } from './pubsub.ts';
import { withRedis } from './redis.ts';

/**
 * Redis pub/sub: every gateway and worker hears every publication. One subscriber connection per
 * process, with reference-counted channels; ioredis re-subscribes on its own after a reconnect.
 */
export function createRedisPubSub(publisher: Redis, subscriber: Redis, prefix: string): PubSub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const counts = new Map<string, number>();
  const pending = new Map<string, Promise<void>>();
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(prefix)) return;
    try {
      local.emit(channel.slice(prefix.length), JSON.parse(message));
    } catch {
      // A foreign or corrupt message on our prefix: nothing to deliver.
    }
  });

  return {
    async publish(topic, key, payload) {
      await withRedis(() => publisher.publish(prefix + topicChannel(topic, key), JSON.stringify(payload)));
    },
    subscribe(topic, key, signal) {
      const name = topicChannel(topic, key);
      const n = counts.get(name) ?? 0;
      counts.set(name, n + 1);
      const ready =
        n === 0
          ? subscriber.subscribe(prefix + name).then(
              () => undefined,
              () => undefined,
            )
          : (pending.get(name) ?? Promise.resolve());
      if (n === 0) pending.set(name, ready);
      signal.addEventListener(
        'abort',
        () => {
          const left = (counts.get(name) ?? 1) - 1;
          if (left > 0) counts.set(name, left);
          else {
            counts.delete(name);
            pending.delete(name);
            subscriber.unsubscribe(prefix + name).catch(() => {});
          }
        },
        { once: true },
      );
      return iterateEmitter(local, name, signal, ready);
    },
    async close() {
      local.removeAllListeners();
    },
  };
}
