import { EventEmitter, on } from 'node:events';
import type { Topic, TopicMap } from './events.ts';

/** Publish/subscribe over the typed topic map; in process or through Redis, the same contract. */
export interface PubSub {
  publish<T extends Topic>(topic: T, key: string, payload: TopicMap[T]): Promise<void>;
  /** Messages published once `ready` has resolved, until `signal` aborts. */
  subscribe<T extends Topic>(topic: T, key: string, signal: AbortSignal): Subscription<TopicMap[T]>;
  close(): Promise<void>;
}

export interface Subscription<V> extends AsyncIterable<V> {
  /** Resolves once nothing published from now on can be missed. */
  ready: Promise<void>;
}

export const topicChannel = (topic: Topic, key: string) => `${topic}:${key}`;

/**
 * What `emitter` emits under `name` until the signal aborts (then the iteration ends quietly).
 * Listening starts at once, so values emitted before the first `next()` are buffered, not lost.
 */
export function iterateEmitter<V>(
  emitter: EventEmitter,
  name: string,
  signal: AbortSignal,
  ready: Promise<void> = Promise.resolve(),
): Subscription<V> {
  const source = on(emitter, name, { signal });
  async function* values(): AsyncGenerator<V> {
    try {
      for await (const [value] of source) yield value as V;
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  }
  const iterator = values();
  return { ready, [Symbol.asyncIterator]: () => iterator };
}

/** One process: an EventEmitter. */
export function createMemoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, key, payload) {
      emitter.emit(topicChannel(topic, key), structuredClone(payload));
    },
    subscribe(topic, key, signal) {
      return iterateEmitter(emitter, topicChannel(topic, key), signal);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
