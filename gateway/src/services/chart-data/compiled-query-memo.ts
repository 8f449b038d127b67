import { LRUCache } from 'lru-cache';
import type { CompiledQuery, compileQuery } from '../../engine/compile-query.ts';

/** The compiler the engine calls (engine/compile-query.ts's signature). */
export type CompileFn = typeof compileQuery;

/** How many compiled queries a process keeps: a few KB each. */
export const COMPILED_QUERY_MEMO_MAX = 1_000;

export interface CompiledQueryMemo {
  /**
   * The compiler for one dataset version: `datasetVersion` names the dataset's columns and metrics
   * as they are now (id, version, changed_on), so that an edit of the dataset compiles anew.
   */
  compilerFor(datasetVersion: string, compile: CompileFn): CompileFn;
  readonly size: number;
}

/** Deep-frozen: a memoised query is shared by every request that compiles the same one. */
function freeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
}

/**
 * Compiled queries (query object -> SQL, parameters, output columns) by what decides them: the
 * dialect, the dataset version, the rest of the dataset descriptor (its SQL, the caller's row level
 * filter, flags), the compile options (the clock of relative time ranges, to the second) and the
 * query object. Columns and metrics are not in the key: the dataset version stands for them.
 * Bounded, least recently used first out.
 */
export function createCompiledQueryMemo(options: { max?: number } = {}): CompiledQueryMemo {
  const memo = new LRUCache<string, CompiledQuery>({ max: options.max ?? COMPILED_QUERY_MEMO_MAX });
  return {
    compilerFor: (datasetVersion, compile) => (query, dataset, dialect, compileOptions) => {
      const { columns: _columns, metrics: _metrics, ...descriptor } = dataset;
      const key = JSON.stringify([dialect.name, datasetVersion, descriptor, compileOptions, query]);
      const known = memo.get(key);
      if (known) return known;
      // Failures (a bad query) are thrown each time, never kept.
      const compiled = freeze(compile(query, dataset, dialect, compileOptions));
      memo.set(key, compiled);
      return compiled;
    },
    get size() {
      return memo.size;
    },
  };
}
