import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';

/** The REST primary key inside a global ID ("Chart:12" -> 12); anything else is the caller's mistake. */
export function parseRestId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError(`Invalid ID: ${raw} is not a REST primary key`);
  return id;
}

/**
 * Loads nodes through a per-request DataLoader. A failed id resolves to its Error, which graphql-js
 * reports on that item alone (it throws Error values it completes), so one failing id does not sink
 * the other nodes of `nodes(ids:)`. Pothos' loader type has no room for Error values, hence the cast.
 */
export function loadEach<T>(loader: { load(id: number): Promise<T> }, ids: readonly number[]): Promise<T[]> {
  return Promise.all(
    ids.map((id) =>
      loader.load(id).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))) as T),
    ),
  );
}

builder.globalConnectionField('totalCount', (t) =>
  t.exposeInt('totalCount', { description: 'How many items match, across all pages.' }),
);
