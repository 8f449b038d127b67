import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import { CHART_FILTERS } from '../list-filter-specs.ts';
import { toRestFilters } from '../list-filters.ts';
import type { RestFilter, RestListQuery } from '../rest-types.ts';
import { ChartRef } from './chart.ts';
import { viewer } from './dashboard-loaders.ts';
import { listFilterInput } from './list-filter-input.ts';
import { OrderDirection } from './order.ts';

const ChartOrderField = builder.enumType('ChartOrderField', {
  description: 'Columns the chart list can be sorted by.',
  values: {
    CHANGED_ON: { value: 'changed_on_delta_humanized', description: 'Last modification time.' },
    SLICE_NAME: { value: 'slice_name', description: "The chart's name." },
    VIZ_TYPE: { value: 'viz_type', description: 'The visualization type.' },
    DATASOURCE_NAME: { value: 'datasource_name', description: 'The name of the dataset.' },
  } as const,
});

const ChartOrder = builder.inputType('ChartOrder', {
  description: 'How to sort the chart list (default: last modified first).',
  fields: (t) => ({
    field: t.field({ type: ChartOrderField, required: true, description: 'The column to sort by.' }),
    direction: t.field({ type: OrderDirection, required: true, description: 'The direction.' }),
  }),
});

const ChartFilter = listFilterInput('Chart', 'chart', CHART_FILTERS);

builder.queryField('charts', (t) =>
  t.connection(
    {
      type: ChartRef,
      description:
        'Charts the viewer may see, as a Relay connection over `GET /api/v1/chart/` (cursor = offset, at most 100 per page).',
      args: {
        search: t.arg.string({
          description: 'Text searched in the name, description, visualization type and dataset name.',
        }),
        isFavorite: t.arg.boolean({ description: 'Only charts the viewer starred (true) or did not star (false).' }),
        isCertified: t.arg.boolean({ description: 'Only certified (true) or uncertified (false) charts.' }),
        ownedByMe: t.arg.boolean({ description: 'Only charts the viewer owns (when true).' }),
        filters: t.arg({
          type: [ChartFilter],
          description: 'Conditions on the REST search columns, AND-ed with each other and with the other arguments.',
        }),
        orderBy: t.arg({ type: ChartOrder, description: 'Sort order (default: last modified first).' }),
      },
      resolve: async (_root, args, ctx) => {
        const filters: RestFilter[] = toRestFilters(CHART_FILTERS, args.filters);
        const search = args.search?.trim();
        if (search) filters.push({ col: 'slice_name', opr: 'chart_all_text', value: search });
        if (args.isFavorite != null) filters.push({ col: 'id', opr: 'chart_is_favorite', value: args.isFavorite });
        if (args.isCertified != null) filters.push({ col: 'id', opr: 'chart_is_certified', value: args.isCertified });
        if (args.ownedByMe) filters.push({ col: 'owners', opr: 'rel_m_m', value: (await viewer(ctx)).id });
        const base: RestListQuery = {
          filters,
          ...(args.orderBy ? { order_column: args.orderBy.field, order_direction: args.orderBy.direction } : {}),
        };

        return resolveRestConnection({
          args,
          query: base,
          list: (q) => ctx.rest.listCharts(q),
          loader: ctx.loaders.chart,
        });
      },
    },
    { name: 'ChartConnection', description: 'A page of charts.' },
    { name: 'ChartEdge', description: 'A chart in a page of charts, with its cursor.' },
  ),
);
