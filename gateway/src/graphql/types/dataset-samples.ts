import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';
import { DatasetRef } from './dataset.ts';

/** `POST /datasource/samples` answers the first chart-data result plus its paging. */
interface RestSamples {
  colnames?: string[];
  coltypes?: number[];
  data?: Record<string, unknown>[];
  page: number;
  per_page: number;
  total_count: number;
}

const SamplesRef = builder.objectRef<RestSamples>('DatasetSamples').implement({
  description: 'A page of raw rows of a dataset (the "Samples" pane of a chart).',
  fields: (t) => ({
    colnames: t.stringList({ description: 'Column names, in order.', resolve: (s) => s.colnames ?? [] }),
    coltypes: t.intList({
      description: 'Generic type per column (0 numeric, 1 string, 2 temporal, 3 boolean).',
      resolve: (s) => s.coltypes ?? [],
    }),
    data: t.field({
      type: 'JSON',
      description: 'The rows, as objects keyed by column name.',
      resolve: (s) => s.data ?? [],
    }),
    page: t.exposeInt('page', { description: 'The page (from 1).' }),
    perPage: t.exposeInt('per_page', { description: 'Rows per page.' }),
    totalCount: t.exposeInt('total_count', { description: 'Rows on this page (REST reports the page rowcount).' }),
  }),
});

builder.objectField(DatasetRef, 'samples', (t) =>
  t.field({
    type: SamplesRef,
    description: 'Raw rows of the dataset (`POST /datasource/samples`), paged.',
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'The page, from 1.' }),
      perPage: t.arg.int({ defaultValue: 100, description: 'Rows per page (1 to 10,000).' }),
      force: t.arg.boolean({ defaultValue: false, description: 'Bypass the result cache.' }),
    },
    resolve: async (d, args, ctx) => {
      const page = args.page ?? 1;
      const perPage = args.perPage ?? 100;
      if (page < 1 || perPage < 1 || perPage > 10_000) {
        throw new ValidationError('samples takes page >= 1 and perPage between 1 and 10000.');
      }
      const q = new URLSearchParams({
        datasource_type: 'table',
        datasource_id: String(d.id),
        page: String(page),
        per_page: String(perPage),
        force: String(args.force ?? false),
      });
      return (await ctx.rest.post<{ result: RestSamples }>(`/datasource/samples?${q}`, {})).result;
    },
  }),
);
