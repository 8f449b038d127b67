import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options?: { type: 'minor' | 'major' }) => void;

let collect: Collect | null | undefined;

/** V8's collector, exposed once (null when this runtime refuses). */
function collector(): Collect | null {
  if (collect !== undefined) return collect;
  const existing = (globalThis as { gc?: Collect }).gc;
  if (typeof existing === 'function') {
    collect = existing;
    return collect;
  }
  try {
    setFlagsFromString('--expose-gc');
    collect = runInNewContext('gc') as Collect;
  } catch {
    collect = null;
  }
  return collect;
}

/**
 * DuckDB data chunks passed through JS hold native memory V8 does not count: their small wrappers
 * would wait for a collection that the loop never triggers, and a million-row load would keep
 * every chunk it read. A young-generation collection (a few milliseconds: the wrappers are young)
 * every `every` chunks lets their finalizers free them, keeping memory flat whatever the file's size.
 */
export function chunkReleaser(every = 8): () => void {
  let seen = 0;
  return () => {
    seen += 1;
    if (seen % every === 0) collector()?.({ type: 'minor' });
  };
}
