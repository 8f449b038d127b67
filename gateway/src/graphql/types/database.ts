import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError } from '../errors.ts';
import { DATABASE_FILTERS, DATASET_FILTERS } from '../list-filter-specs.ts';
import { type ListFilterInput, toRestFilters } from '../list-filters.ts';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import { listSearch } from '../rest-client.ts';
import type { RestDataset, RestFilter, RestItemResponse, RestListQuery, RestListResponse } from '../rest-types.ts';
import { DatasetRef } from './dataset.ts';
import { listFilterInput } from './list-filter-input.ts';
import { loadEach, parseRestId } from './node.ts';
import { OrderDirection } from './order.ts';

/** `GET /api/v1/database/{id}` and list rows (the URI comes masked; the password never leaves REST). */
export interface RestDatabase {
  id: number;
  database_name: string;
  backend?: string | null;
  sqlalchemy_uri?: string | null;
  allow_file_upload?: boolean;
  expose_in_sqllab?: boolean;
  cache_timeout?: number | null;
  extra?: string | null;
  is_managed_externally?: boolean;
  changed_on_delta_humanized?: string | null;
}

const listDatabases = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestDatabase>>(`/api/v1/database/${listSearch(q)}`);
export const listDatasets = (ctx: GraphQLContext, q: RestListQuery) => ctx.rest.listDatasets(q);

// The shared Loaders interface belongs to the gateway core; this resource keeps its own per request.
const databaseLoaders = new WeakMap<GraphQLContext, DataLoader<number, RestDatabase | null>>();
export function databaseLoader(ctx: GraphQLContext): DataLoader<number, RestDatabase | null> {
  let loader = databaseLoaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, RestDatabase | null>(
      async (ids) => {
        const response = await listDatabases(ctx, {
          filters: [{ col: 'id', opr: 'in', value: [...ids] }],
          page: 0,
          page_size: ids.length,
        });
        const found = new Map(response.result.map((row) => [row.id, row]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: REST_MAX_PAGE_SIZE },
    );
    databaseLoaders.set(ctx, loader);
  }
  return loader;
}

export const DatabaseRef = builder.objectRef<RestDatabase>('Database');

const DatasetOrderField = builder.enumType('DatasetOrderField', {
  description: 'Columns the dataset list can be sorted by.',
  values: {
    CHANGED_ON: { value: 'changed_on_delta_humanized', description: 'Last modification time.' },
    TABLE_NAME: { value: 'table_name', description: 'The table (or virtual dataset) name.' },
    SCHEMA: { value: 'schema', description: 'The schema.' },
    DATABASE_NAME: { value: 'database.database_name', description: 'The name of the database.' },
  } as const,
});

const DatasetOrder = builder.inputType('DatasetOrder', {
  description: 'How to sort the dataset list (default: last modified first).',
  fields: (t) => ({
    field: t.field({ type: DatasetOrderField, required: true, description: 'The column to sort by.' }),
    direction: t.field({ type: OrderDirection, required: true, description: 'The direction.' }),
  }),
});

export const DatasetKind = builder.enumType('DatasetKind', {
  description: 'Whether a dataset reads a table or runs its own SQL.',
  values: {
    PHYSICAL: { value: 'physical', description: 'A table or view of the database.' },
    VIRTUAL: { value: 'virtual', description: 'A SQL query saved as a dataset.' },
  } as const,
});

interface DatasetFilterArgs {
  search?: string | null;
  databaseId?: number | null;
  schema?: string | null;
  kind?: 'physical' | 'virtual' | null;
  ownedByMe?: boolean | null;
  certified?: boolean | null;
  orderBy?: { field: string; direction: 'asc' | 'desc' } | null;
  filters?: readonly ListFilterInput[] | null;
}

async function datasetQuery(ctx: GraphQLContext, args: DatasetFilterArgs): Promise<RestListQuery> {
  const filters: RestFilter[] = toRestFilters(DATASET_FILTERS, args.filters);
  const search = args.search?.trim();
  if (search) filters.push({ col: 'table_name', opr: 'ct', value: search });
  if (args.databaseId != null) filters.push({ col: 'database', opr: 'rel_o_m', value: args.databaseId });
  if (args.schema != null) filters.push({ col: 'schema', opr: 'eq', value: args.schema });
  if (args.kind) filters.push({ col: 'sql', opr: 'dataset_is_null_or_empty', value: args.kind === 'physical' });
  if (args.certified != null) filters.push({ col: 'id', opr: 'dataset_is_certified', value: args.certified });
  if (args.ownedByMe) filters.push({ col: 'owners', opr: 'rel_m_m', value: (await ctx.rest.me()).result.id });
  return {
    filters,
    ...(args.orderBy ? { order_column: args.orderBy.field, order_direction: args.orderBy.direction } : {}),
  };
}

const DatasetFilter = listFilterInput('Dataset', 'dataset', DATASET_FILTERS);

builder.node(DatabaseRef, {
  description: 'A database connection: where datasets read their tables (spec 002, databases).',
  id: { resolve: (d) => d.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(databaseLoader(ctx), ids),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST primary key of the database.' }),
    databaseName: t.exposeString('database_name', { description: 'The name users know the connection by.' }),
    backend: t.string({
      nullable: true,
      description: 'The engine: postgresql, mysql, duckdb or sqlite.',
      resolve: (d) => d.backend ?? null,
    }),
    maskedUri: t.string({
      nullable: true,
      description: 'The SQLAlchemy URI with the password replaced by XXXXXXXXXX.',
      resolve: (d) => d.sqlalchemy_uri ?? null,
    }),
    allowFileUpload: t.boolean({
      description: 'Whether CSV and Parquet files may be uploaded into it.',
      resolve: (d) => d.allow_file_upload ?? false,
    }),
    exposeInSqllab: t.boolean({
      description: 'Whether SQL Lab offers it.',
      resolve: (d) => d.expose_in_sqllab ?? true,
    }),
    cacheTimeout: t.int({
      nullable: true,
      description: 'Seconds results of its charts stay cached (null: the default).',
      resolve: (d) => d.cache_timeout ?? null,
    }),
    extra: t.string({ nullable: true, description: 'Extra settings (JSON text).', resolve: (d) => d.extra ?? null }),
    isManagedExternally: t.boolean({
      description: 'Managed by an external tool; edits belong there.',
      resolve: (d) => d.is_managed_externally ?? false,
    }),
    changedOnDeltaHumanized: t.string({
      nullable: true,
      description: "e.g. '3 days ago'",
      resolve: (d) => d.changed_on_delta_humanized ?? null,
    }),
    datasets: t.connection(
      {
        type: DatasetRef,
        description: 'The datasets that read this database.',
        args: {
          search: t.arg.string({ description: 'Text searched in the dataset name.' }),
          filters: t.arg({
            type: [DatasetFilter],
            description: 'Conditions on the REST search columns, AND-ed with each other and with the other arguments.',
          }),
        },
        resolve: async (d, args, ctx) =>
          resolveRestConnection({
            args,
            query: await datasetQuery(ctx, { search: args.search, databaseId: d.id, filters: args.filters }),
            list: (q) => listDatasets(ctx, q),
            loader: ctx.loaders.dataset,
          }),
      },
      { name: 'DatabaseDatasetConnection', description: 'A page of the datasets of a database.' },
      { name: 'DatabaseDatasetEdge', description: 'A dataset of a database, with its cursor.' },
    ),
  }),
});

const DatabaseOrderField = builder.enumType('DatabaseOrderField', {
  description: 'Columns the database list can be sorted by.',
  values: {
    DATABASE_NAME: { value: 'database_name', description: 'The name.' },
    CHANGED_ON: { value: 'changed_on_delta_humanized', description: 'Last modification time.' },
    ALLOW_FILE_UPLOAD: { value: 'allow_file_upload', description: 'Whether it accepts file uploads.' },
    EXPOSE_IN_SQLLAB: { value: 'expose_in_sqllab', description: 'Whether SQL Lab offers it.' },
  } as const,
});

const DatabaseOrder = builder.inputType('DatabaseOrder', {
  description: 'How to sort the database list (default: by name).',
  fields: (t) => ({
    field: t.field({ type: DatabaseOrderField, required: true, description: 'The column to sort by.' }),
    direction: t.field({ type: OrderDirection, required: true, description: 'The direction.' }),
  }),
});

const DatabaseFilter = listFilterInput('Database', 'database', DATABASE_FILTERS);

builder.queryField('databases', (t) =>
  t.connection(
    {
      type: DatabaseRef,
      description: 'Database connections the viewer may see (`GET /api/v1/database/`).',
      args: {
        search: t.arg.string({ description: 'Text searched in the database name.' }),
        allowFileUpload: t.arg.boolean({ description: 'Only databases that accept (true) or refuse (false) uploads.' }),
        orderBy: t.arg({ type: DatabaseOrder, description: 'Sort order (default: by name, A to Z).' }),
        filters: t.arg({
          type: [DatabaseFilter],
          description: 'Conditions on the REST search columns, AND-ed with each other and with the other arguments.',
        }),
      },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = toRestFilters(DATABASE_FILTERS, args.filters);
        const search = args.search?.trim();
        if (search) filters.push({ col: 'database_name', opr: 'ct', value: search });
        if (args.allowFileUpload != null) {
          filters.push({ col: 'allow_file_upload', opr: 'upload_is_enabled', value: args.allowFileUpload });
        }
        return resolveRestConnection({
          args,
          query: {
            filters,
            order_column: args.orderBy?.field ?? 'database_name',
            order_direction: args.orderBy?.direction ?? 'asc',
          },
          list: (q) => listDatabases(ctx, q),
          loader: databaseLoader(ctx),
        });
      },
    },
    { name: 'DatabaseConnection', description: 'A page of database connections.' },
    { name: 'DatabaseEdge', description: 'A database connection in a page, with its cursor.' },
  ),
);

builder.queryField('datasets', (t) =>
  t.connection(
    {
      type: DatasetRef,
      description: 'Datasets the viewer may see (`GET /api/v1/dataset/`).',
      args: {
        search: t.arg.string({ description: 'Text searched in the dataset name.' }),
        databaseId: t.arg.globalID({ description: 'Only datasets of this database.' }),
        schema: t.arg.string({ description: 'Only datasets of this schema.' }),
        kind: t.arg({ type: DatasetKind, description: 'Only physical or only virtual datasets.' }),
        ownedByMe: t.arg.boolean({ description: 'Only datasets the viewer owns.' }),
        certified: t.arg.boolean({ description: 'Only certified (true) or uncertified (false) datasets.' }),
        filters: t.arg({
          type: [DatasetFilter],
          description: 'Conditions on the REST search columns, AND-ed with each other and with the other arguments.',
        }),
        orderBy: t.arg({ type: DatasetOrder, description: 'Sort order (default: last modified first).' }),
      },
      resolve: async (_root, args, ctx) =>
        resolveRestConnection({
          args,
          query: await datasetQuery(ctx, {
            search: args.search,
            databaseId: args.databaseId ? parseRestId(args.databaseId.id) : null,
            schema: args.schema,
            kind: args.kind,
            ownedByMe: args.ownedByMe,
            certified: args.certified,
            orderBy: args.orderBy,
            filters: args.filters,
          }),
          list: (q) => listDatasets(ctx, q),
          loader: ctx.loaders.dataset,
        }),
    },
    { name: 'DatasetConnection', description: 'A page of datasets.' },
    { name: 'DatasetEdge', description: 'A dataset in a page of datasets, with its cursor.' },
  ),
);

/** The show call has what list rows lack (is_managed_externally, columns). */
async function datasetDetail(
  dataset: RestDataset,
  ctx: GraphQLContext,
): Promise<RestDataset & Record<string, unknown>> {
  if ('is_managed_externally' in dataset) return dataset as RestDataset & Record<string, unknown>;
  return (await ctx.rest.get<RestItemResponse<RestDataset & Record<string, unknown>>>(`/api/v1/dataset/${dataset.id}`))
    .result;
}

builder.objectFields(DatasetRef, (t) => ({
  datasetKind: t.field({
    type: DatasetKind,
    description: 'PHYSICAL for a table, VIRTUAL for a SQL query.',
    resolve: (d) => (d.kind === 'virtual' || (d.kind == null && d.sql?.trim()) ? 'virtual' : 'physical'),
  }),
  database: t.field({
    type: DatabaseRef,
    nullable: true,
    description: 'The database the dataset reads (null for viewers who may not see databases).',
    resolve: async (d, _args, ctx) => {
      const id = d.database?.id;
      if (id == null) return null;
      try {
        return await databaseLoader(ctx).load(id);
      } catch (error) {
        if (error instanceof ChartroomError && error.code === 'FORBIDDEN') return null;
        throw error;
      }
    },
  }),
  isManagedExternally: t.boolean({
    description: "Managed by an external tool: 'This dataset is managed externally, and can't be edited in Superset'.",
    resolve: async (d, _args, ctx) => (await datasetDetail(d, ctx)).is_managed_externally === true,
  }),
  viewerCanEdit: t.boolean({
    description: 'Whether the viewer may edit it: an owner with write permission, or an admin.',
    resolve: async (d, _args, ctx) => {
      const [me, info] = await Promise.all([
        ctx.rest.me() as Promise<{ result: { id: number; roles?: string[] } }>,
        ctx.rest.get<{ permissions?: string[] }>('/api/v1/dataset/_info?q=(keys:!(permissions))'),
      ]);
      if ((me.result.roles ?? []).some((r) => r.toLowerCase() === 'admin')) return true;
      const owner = (d.owners ?? []).some((o) => o.id === me.result.id);
      return owner && (info.permissions ?? []).includes('can_write');
    },
  }),
}));
