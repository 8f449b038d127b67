import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { DatabaseRef, databaseLoader } from './database.ts';
import { loadEach, parseRestId } from './node.ts';

interface RestUserRef {
  id: number;
  first_name: string;
  last_name: string;
}

/** A row of `GET /api/v1/saved_query/`. */
export interface RestSavedQuery {
  id: number;
  uuid: string;
  label: string;
  description: string | null;
  sql: string;
  schema: string | null;
  catalog: string | null;
  rows: number | null;
  template_parameters: string | null;
  extra_json: string;
  database: { id: number; database_name: string };
  created_by: RestUserRef | null;
  changed_by: RestUserRef | null;
  created_on: string;
  changed_on: string;
  changed_on_delta_humanized: string;
  last_run: string | null;
}

export const listSavedQueries = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestSavedQuery>>(`/api/v1/saved_query/${listSearch(q)}`);

const loaders = new WeakMap<GraphQLContext, DataLoader<number, RestSavedQuery | null>>();
/** The viewer's saved queries by id for one request: one list call with `id in [...]`. */
export function savedQueryLoader(ctx: GraphQLContext): DataLoader<number, RestSavedQuery | null> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader<number, RestSavedQuery | null>(
      async (ids) => {
        const page = await listSavedQueries(ctx, {
          filters: [{ col: 'id', opr: 'in', value: [...ids] }],
          page: 0,
          page_size: ids.length,
        });
        const found = new Map(page.result.map((r) => [r.id, r]));
        return ids.map((id) => found.get(id) ?? null);
      },
      { maxBatchSize: REST_MAX_PAGE_SIZE },
    );
    loaders.set(ctx, loader);
  }
  return loader;
}

const userName = (u: RestUserRef | null) => (u ? `${u.first_name} ${u.last_name}`.trim() : null);

export const SavedQueryRef = builder.objectRef<RestSavedQuery>('SavedQuery');

builder.node(SavedQueryRef, {
  description: 'A query saved from SQL Lab by the viewer (everyone sees only their own, as in Superset).',
  id: { resolve: (q) => q.id, parse: parseRestId },
  loadManyWithoutCache: (ids, ctx) => loadEach(savedQueryLoader(ctx), ids),
  fields: (t) => ({
    savedQueryId: t.exposeInt('id', { description: 'The REST primary key (`/sqllab/?savedQueryId=` opens it).' }),
    uuid: t.exposeString('uuid', { description: 'Stable id across exports.' }),
    label: t.exposeString('label', { description: 'Its name.' }),
    description: t.exposeString('description', { nullable: true, description: 'What it is for.' }),
    sql: t.exposeString('sql', { description: 'The SQL text.' }),
    schema: t.exposeString('schema', { nullable: true, description: 'The schema it was saved with.' }),
    catalog: t.exposeString('catalog', { nullable: true, description: 'The catalog it was saved with.' }),
    templateParameters: t.exposeString('template_parameters', {
      nullable: true,
      description: 'Template parameters as JSON text, as saved.',
    }),
    databaseId: t.int({ description: 'REST id of its database.', resolve: (q) => q.database.id }),
    databaseName: t.string({ description: 'Name of its database.', resolve: (q) => q.database.database_name }),
    database: t.field({
      type: DatabaseRef,
      nullable: true,
      description: 'Its database.',
      resolve: (q, _args, ctx) => databaseLoader(ctx).load(q.database.id),
    }),
    createdByName: t.string({ nullable: true, description: 'Who saved it.', resolve: (q) => userName(q.created_by) }),
    changedByName: t.string({
      nullable: true,
      description: 'Who changed it last.',
      resolve: (q) => userName(q.changed_by),
    }),
    createdOn: t.field({ type: 'DateTime', description: 'When it was saved.', resolve: (q) => q.created_on }),
    changedOn: t.field({ type: 'DateTime', description: 'When it last changed.', resolve: (q) => q.changed_on }),
    changedOnDeltaHumanized: t.exposeString('changed_on_delta_humanized', {
      description: "When it last changed, in words ('2 days ago').",
    }),
    shareUrl: t.string({
      description: 'The SQL Lab address that opens it (for its owner).',
      resolve: (q) => `/sqllab/?savedQueryId=${q.id}`,
    }),
  }),
});

const SavedQueryOrderField = builder.enumType('SavedQueryOrderField', {
  description: 'Columns saved queries can be sorted by.',
  values: {
    CHANGED_ON: { value: 'changed_on', description: 'When it last changed.' },
    CREATED_ON: { value: 'created_on', description: 'When it was saved.' },
    LABEL: { value: 'label', description: 'Its name.' },
    DATABASE: { value: 'database.database_name', description: 'Database name.' },
    SCHEMA: { value: 'schema', description: 'Schema.' },
  } as const,
});

builder.queryField('savedQueries', (t) =>
  t.connection(
    {
      type: SavedQueryRef,
      description: "The viewer's saved queries (`GET /api/v1/saved_query/`), last changed first by default.",
      args: {
        search: t.arg.string({ description: 'Text searched in name, description and SQL.' }),
        databaseId: t.arg.int({ description: 'Only those of this database (REST id).' }),
        schema: t.arg.string({ description: 'Only those of this schema.' }),
        tagId: t.arg.int({ description: 'Only those carrying this tag (REST tag id).' }),
        orderBy: t.arg({ type: SavedQueryOrderField, description: 'Sort column (default: changed_on).' }),
        descending: t.arg.boolean({ description: 'Sort descending (default true).' }),
      },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = [];
        const search = args.search?.trim();
        if (search) filters.push({ col: 'label', opr: 'saved_query_all_text', value: search });
        if (args.databaseId != null) filters.push({ col: 'database', opr: 'rel_o_m', value: args.databaseId });
        if (args.schema) filters.push({ col: 'schema', opr: 'eq', value: args.schema });
        if (args.tagId != null) filters.push({ col: 'tags', opr: 'saved_query_tag_id', value: args.tagId });
        return resolveRestConnection({
          args,
          query: {
            filters,
            order_column: args.orderBy ?? 'changed_on',
            order_direction: args.descending === false ? 'asc' : 'desc',
          },
          list: (q) => listSavedQueries(ctx, q),
          loader: savedQueryLoader(ctx),
        });
      },
    },
    { name: 'SavedQueryConnection', description: 'A page of saved queries.' },
    { name: 'SavedQueryEdge', description: 'A saved query in a page, with its cursor.' },
  ),
);
