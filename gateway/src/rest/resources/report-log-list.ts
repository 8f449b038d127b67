import { parseListQuery } from '../list/query.ts';
import { runList } from '../list/run-list.ts';
import type { ListContext, ListResource } from '../list/types.ts';
import { parseRisonParam } from '../rison.ts';

/** A FAB list over a resource built per request (e.g. one report's execution log). */
export function listQueryHandler<Row>(resource: ListResource<Row>, q: string | undefined, ctx: ListContext) {
  return runList(resource, parseListQuery(parseRisonParam(q)), ctx);
}
