import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import type { RestDataset } from '../rest-types.ts';
import { DatasetColumnRef } from './dataset-column.ts';
import { DatasetMetricRef } from './dataset-metric.ts';
import { loadEach, parseRestId } from './node.ts';
import { UserRef } from './user.ts';

export const DatasetRef = builder.objectRef<RestDataset>('Dataset');

/** List rows (what the loaders batch) lack columns, metrics and main_dttm_col; the show call has them. */
async function detail(dataset: RestDataset, ctx: GraphQLContext): Promise<RestDataset> {
  return dataset.columns !== undefined ? dataset : (await ctx.rest.getDataset(dataset.id)).result;
}

builder.node(DatasetRef, {
  description:
    'A dataset: a physical table or a virtual (SQL) query of a database, with typed columns and saved metrics; charts read datasets.',
  id: { resolve: (dataset) => dataset.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(ctx.loaders.dataset, ids),
  fields: (t) => ({
    datasetId: t.exposeInt('id', { description: 'The REST primary key of the dataset.' }),
    tableName: t.exposeString('table_name', { description: 'The table name (or the name of a virtual dataset).' }),
    schema: t.string({
      nullable: true,
      description: 'The schema the table lives in.',
      resolve: (d) => d.schema ?? null,
    }),
    catalog: t.string({
      nullable: true,
      description: 'The catalog, where the database has them.',
      resolve: (d) => d.catalog ?? null,
    }),
    sql: t.string({
      nullable: true,
      description: 'SQL of a virtual dataset; null for a physical table.',
      resolve: (d) => d.sql || null,
    }),
    kind: t.string({
      description: "'physical' for a table, 'virtual' for a SQL query.",
      resolve: (d) => d.kind ?? (d.sql ? 'virtual' : 'physical'),
    }),
    description: t.string({ nullable: true, description: 'The description.', resolve: (d) => d.description ?? null }),
    databaseId: t.int({
      nullable: true,
      description: 'The REST primary key of the database.',
      resolve: (d) => d.database?.id ?? null,
    }),
    databaseName: t.string({
      nullable: true,
      description: 'The name of the database the dataset reads.',
      resolve: (d) => d.database?.database_name ?? null,
    }),
    mainDttmCol: t.string({
      nullable: true,
      description: 'The default temporal column.',
      resolve: async (d, _args, ctx) => (await detail(d, ctx)).main_dttm_col ?? null,
    }),
    columns: t.field({
      type: [DatasetColumnRef],
      description: 'The columns, physical and calculated.',
      resolve: async (d, _args, ctx) => (await detail(d, ctx)).columns ?? [],
    }),
    metrics: t.field({
      type: [DatasetMetricRef],
      description: 'The saved metrics.',
      resolve: async (d, _args, ctx) => (await detail(d, ctx)).metrics ?? [],
    }),
    changedOn: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Last modification time (ISO 8601, UTC).',
      resolve: (d) => d.changed_on_utc ?? d.changed_on ?? null,
    }),
    changedOnDeltaHumanized: t.string({
      nullable: true,
      description: "e.g. '3 days ago'",
      resolve: (d) => d.changed_on_delta_humanized ?? null,
    }),
    exploreUrl: t.string({
      nullable: true,
      description: 'Where to explore the dataset.',
      resolve: (d) => d.explore_url ?? null,
    }),
    owners: t.field({
      type: [UserRef],
      description: 'Users who may edit the dataset.',
      resolve: (d) => d.owners ?? [],
    }),
  }),
});
