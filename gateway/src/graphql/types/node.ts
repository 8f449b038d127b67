import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';

/** The REST primary key inside a global ID ("Chart:12" -> 12); anything else is the caller's mistake. */
export function parseRestId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError(`Invalid ID: ${raw} is not a REST primary key`);
  return id;
}

/** Loads nodes through a per-request DataLoader; one promise per id so one failure does not sink the rest. */
export function loadEach<T>(loader: { load(id: number): Promise<T> }, ids: readonly number[]): Promise<T>[] {
  return ids.map((id) => loader.load(id));
}

builder.globalConnectionField('totalCount', (t) =>
  t.exposeInt('totalCount', { description: 'How many items match, across all pages.' }),
);
