import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import { DASHBOARD_FILTERS } from '../list-filter-specs.ts';
import { toRestFilters } from '../list-filters.ts';
import type { RestFilter, RestListQuery } from '../rest-types.ts';
import { DashboardRef } from './dashboard.ts';
import { viewer } from './dashboard-loaders.ts';
import { listFilterInput } from './list-filter-input.ts';
import { OrderDirection } from './order.ts';

const DashboardOrderField = builder.enumType('DashboardOrderField', {
  description: 'Columns the dashboard list can be sorted by.',
  values: {
    CHANGED_ON: { value: 'changed_on_delta_humanized', description: 'Last modification time.' },
    DASHBOARD_TITLE: { value: 'dashboard_title', description: 'The title.' },
    PUBLISHED: { value: 'published', description: 'Published state.' },
  } as const,
});

const DashboardOrder = builder.inputType('DashboardOrder', {
  description: 'How to sort the dashboard list (default: last modified first).',
  fields: (t) => ({
    field: t.field({ type: DashboardOrderField, required: true, description: 'The column to sort by.' }),
    direction: t.field({ type: OrderDirection, required: true, description: 'The direction.' }),
  }),
});

const DashboardFilter = listFilterInput('Dashboard', 'dashboard', DASHBOARD_FILTERS);

builder.queryField('dashboards', (t) =>
  t.connection(
    {
      type: DashboardRef,
      description:
        'Dashboards the viewer may see, as a Relay connection over `GET /api/v1/dashboard/` (cursor = offset, at most 100 per page).',
      args: {
        search: t.arg.string({ description: 'Text searched in the title and the slug.' }),
        published: t.arg.boolean({ description: 'Only published (true) or draft (false) dashboards.' }),
        favorite: t.arg.boolean({ description: 'Only dashboards the viewer starred (true) or did not star (false).' }),
        certified: t.arg.boolean({ description: 'Only certified (true) or uncertified (false) dashboards.' }),
        ownedByMe: t.arg.boolean({ description: 'Only dashboards the viewer owns (when true).' }),
        filters: t.arg({
          type: [DashboardFilter],
          description: 'Conditions on the REST search columns, AND-ed with each other and with the other arguments.',
        }),
        orderBy: t.arg({ type: DashboardOrder, description: 'Sort order (default: last modified first).' }),
      },
      resolve: async (_root, args, ctx) => {
        const filters: RestFilter[] = toRestFilters(DASHBOARD_FILTERS, args.filters);
        const search = args.search?.trim();
        if (search) filters.push({ col: 'dashboard_title', opr: 'title_or_slug', value: search });
        if (args.published != null) filters.push({ col: 'published', opr: 'eq', value: args.published });
        if (args.favorite != null) filters.push({ col: 'id', opr: 'dashboard_is_favorite', value: args.favorite });
        if (args.certified != null) filters.push({ col: 'id', opr: 'dashboard_is_certified', value: args.certified });
        if (args.ownedByMe) filters.push({ col: 'owners', opr: 'rel_m_m', value: (await viewer(ctx)).id });
        const query: RestListQuery = {
          filters,
          ...(args.orderBy ? { order_column: args.orderBy.field, order_direction: args.orderBy.direction } : {}),
        };
        return resolveRestConnection({
          args,
          query,
          list: (q) => ctx.rest.listDashboards(q),
          loader: ctx.loaders.dashboard,
        });
      },
    },
    { name: 'DashboardConnection', description: 'A page of dashboards.' },
    { name: 'DashboardEdge', description: 'A dashboard in a page of dashboards, with its cursor.' },
  ),
);
