import { BadRequestError } from '../errors.ts';
import { compileFilters } from './filters.ts';
import { prettifyColumn, projectRow } from './project.ts';
import { effectivePageSize, type ListQuery, METADATA_KEYS } from './query.ts';
import type { ListContext, ListResource, OrderBy, Where } from './types.ts';

export const DEFAULT_MAX_PAGE_SIZE = 100;

/** Runs a FAB list request against one resource declaration and shapes the response. */
export async function runList<Row>(
  resource: ListResource<Row>,
  query: ListQuery,
  ctx: ListContext,
): Promise<Record<string, unknown>> {
  const generic = resource as ListResource<unknown>;
  const clauses: Where[] = [];
  if (resource.baseFilter) clauses.push(await resource.baseFilter(ctx));
  clauses.push(...(await compileFilters(generic, query.filters, ctx)));
  const where: Where = clauses.length === 0 ? {} : clauses.length === 1 ? (clauses[0] as Where) : { AND: clauses };

  const orderBy: OrderBy[] = [];
  if (query.orderColumn !== null) {
    const order = resource.orderColumns[query.orderColumn];
    if (!order) throw new BadRequestError(`Invalid order by column: ${query.orderColumn}`);
    orderBy.push(order(query.orderDirection));
  } else {
    orderBy.push(...resource.baseOrder);
  }
  // A total order keeps pages stable when the sort key has ties.
  orderBy.push({ id: query.orderColumn !== null ? query.orderDirection : 'desc' });

  const take = effectivePageSize(query.pageSize, resource.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE);
  const skip = take === undefined ? 0 : query.page * take;
  const [count, rows] = await Promise.all([
    resource.count(ctx, where),
    resource.findMany(ctx, { where, orderBy, skip, take }),
  ]);

  const columns = query.columns
    ? query.columns.filter((c) => resource.listColumns.includes(c))
    : [...resource.listColumns];
  const serialized = await resource.serialize(rows, ctx);
  const response: Record<string, unknown> = {
    count,
    ids: rows.map((row) => resource.id(row)),
    result: serialized.map((row) => projectRow(row, columns)),
  };
  Object.assign(response, metadataBlocks(resource, columns, query.keys));
  return response;
}

function metadataBlocks(
  resource: ListResource<unknown> | ListResource<never>,
  columns: string[],
  keys: string[] | null,
): Record<string, unknown> {
  const wanted = new Set<string>(keys === null || keys.length === 0 ? METADATA_KEYS : keys);
  const out: Record<string, unknown> = {};
  if (wanted.has('list_columns')) out.list_columns = columns;
  if (wanted.has('order_columns')) out.order_columns = Object.keys(resource.orderColumns);
  if (wanted.has('label_columns')) {
    out.label_columns = Object.fromEntries(columns.map((c) => [c, resource.labelColumns?.[c] ?? prettifyColumn(c)]));
  }
  if (wanted.has('description_columns')) out.description_columns = resource.descriptionColumns ?? {};
  if (wanted.has('list_title')) out.list_title = resource.listTitle;
  return out;
}
