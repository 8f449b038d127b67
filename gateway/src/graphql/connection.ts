import { offsetToCursor } from '@pothos/plugin-relay';
import type DataLoader from 'dataloader';
import { primeLoader } from './loaders.ts';
import { type ConnectionArgs, needsTotalCount, restPagesFor, sliceWindow, windowForArgs } from './paging.ts';
import type { RestListQuery, RestListResponse } from './rest-types.ts';

export interface RestConnection<T> {
  edges: { cursor: string; node: T }[];
  totalCount: number;
  pageInfo: { startCursor: string | null; endCursor: string | null; hasPreviousPage: boolean; hasNextPage: boolean };
}

/**
 * A Relay connection over a REST list endpoint: the window the arguments select becomes one or two
 * REST pages (cursor = offset, at most 100 per page), and the rows are primed into the by-id loader
 * so a later look-up of the same object in this request costs nothing.
 */
export async function resolveRestConnection<T extends { id: number }>(options: {
  args: ConnectionArgs;
  query: RestListQuery;
  list: (q: RestListQuery) => Promise<RestListResponse<T>>;
  loader?: DataLoader<number, T | null>;
}): Promise<RestConnection<T>> {
  const { args, query, list } = options;
  // `last` without a cursor counts from the end, so the total must be known before the window.
  let totalCount = needsTotalCount(args) ? (await list({ ...query, page: 0, page_size: 1 })).count : undefined;
  const window = windowForArgs(args, totalCount);
  const pages = restPagesFor(window);
  const responses = await Promise.all(
    (pages.length ? pages : [{ page: 0, pageSize: 1 }]).map((p) =>
      list({ ...query, page: p.page, page_size: p.pageSize }),
    ),
  );
  totalCount = responses[0]?.count ?? 0;
  const rows = sliceWindow(
    window,
    pages,
    responses.flatMap((r) => r.result),
  );
  if (options.loader) primeLoader(options.loader, rows);

  const edges = rows.map((node, i) => ({ cursor: offsetToCursor(window.offset + i), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: window.offset > 0,
      hasNextPage: window.offset + rows.length < totalCount,
    },
  };
}
