import type { PubSub } from '../jobs/pubsub.ts';
import type { Logger } from '../logger.ts';
import { isFinalStatus } from './serialize.ts';

/**
 * A subscriber reads the row again after this long without news: the safety net for a publication
 * lost while Redis reconnected (pub/sub does not replay), never the way progress normally arrives.
 */
export const PROGRESS_RECHECK_MS = 30_000;

/**
 * Announces that a query's row changed, to every gateway (Redis pub/sub in scale-out mode). A
 * publication that fails costs subscribers their push, never the query: it is logged, not thrown.
 */
export async function announceQueryChange(
  pubsub: PubSub,
  log: Logger,
  change: { clientId: string; status: string; progress?: number | null },
): Promise<void> {
  try {
    await pubsub.publish('sqlLabQuery', change.clientId, {
      clientId: change.clientId,
      status: change.status,
      progress: change.progress ?? null,
    });
  } catch (error) {
    log.warn(
      { clientId: change.clientId, message: error instanceof Error ? error.message : String(error) },
      'sql lab progress was not published',
    );
  }
}

export interface FollowedQuery {
  status: string;
  progress: number | null;
  changed_on: string;
}

/**
 * The query's state now, then its state after each announced change, ending after a final state.
 * Listening starts before the first read, so a change between the two is not missed; reads happen
 * only on news (or after `recheckMs` of silence). `read` answers null when the caller may not see
 * the query (or it is gone).
 */
export async function* followQuery<Q extends FollowedQuery>(
  pubsub: PubSub,
  clientId: string,
  read: () => Promise<Q | null>,
  signal: AbortSignal,
  recheckMs = PROGRESS_RECHECK_MS,
): AsyncGenerator<Q> {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  const news = pubsub.subscribe('sqlLabQuery', clientId, stop.signal);
  const iterator = news[Symbol.asyncIterator]();
  try {
    await news.ready;
    let last = '';
    let pending: Promise<IteratorResult<unknown>> | null = null;
    while (!signal.aborted) {
      const query = await read();
      if (!query) return;
      const key = `${query.status}:${query.progress}:${query.changed_on}`;
      if (key !== last) {
        last = key;
        yield query;
      }
      if (isFinalStatus(query.status)) return;
      pending ??= iterator.next();
      let timer: NodeJS.Timeout | undefined;
      const quiet = new Promise<'quiet'>((resolve) => {
        timer = setTimeout(() => resolve('quiet'), recheckMs);
      });
      const woke = await Promise.race([pending, quiet]);
      clearTimeout(timer);
      if (woke === 'quiet') continue;
      pending = null;
      if (woke.done) return;
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    stop.abort();
  }
}
