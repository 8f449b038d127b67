import { offsetToCursor } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { RestConnection } from '../connection.ts';
import { matchesAll } from '../list-filter-match.ts';
import { FILTER_SET_FILTERS } from '../list-filter-specs.ts';
import { toRestFilters } from '../list-filters.ts';
import { windowForArgs } from '../paging.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { FilterSetRef, listFilterSets, type RestFilterSet } from './filter-set.ts';
import { listFilterInput } from './list-filter-input.ts';

const FilterSetFilter = listFilterInput('FilterSet', 'filter set', FILTER_SET_FILTERS);

/** A window of an in-memory list, shaped like the REST-backed connections (cursor = offset). */
export function arrayConnection<T>(
  args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null },
  all: readonly T[],
): RestConnection<T> {
  const window = windowForArgs(args, all.length);
  const rows = all.slice(window.offset, window.offset + window.size);
  const edges = rows.map((node, i) => ({ cursor: offsetToCursor(window.offset + i), node }));
  return {
    edges,
    totalCount: all.length,
    pageInfo: {
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
      hasPreviousPage: window.offset > 0,
      hasNextPage: window.offset + rows.length < all.length,
    },
  };
}

builder.queryField('filterSets', (t) =>
  t.connection(
    {
      type: FilterSetRef,
      description:
        'Filter sets of a dashboard the viewer may see (`GET /api/v1/dashboard/{pk}/filtersets`): their own and, for owners, the shared ones.',
      args: {
        dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
        filters: t.arg({
          type: [FilterSetFilter],
          description: 'Conditions on the filter sets, AND-ed (applied by the gateway: REST lists them whole).',
        }),
      },
      resolve: async (_root, args, ctx) => {
        const filters = toRestFilters(FILTER_SET_FILTERS, args.filters);
        const all = await listFilterSets(ctx, restIdOf(args.dashboardId, 'Dashboard'));
        return arrayConnection(
          args,
          all.filter((row: RestFilterSet) => matchesAll(row as unknown as Record<string, unknown>, filters)),
        );
      },
    },
    { name: 'FilterSetConnection', description: 'A page of filter sets.' },
    { name: 'FilterSetEdge', description: 'A filter set in a page, with its cursor.' },
  ),
);
