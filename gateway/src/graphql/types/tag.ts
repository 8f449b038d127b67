import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError } from '../errors.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { ChartRef } from './chart.ts';
import { DashboardRef } from './dashboard.ts';
import { parseRestId } from './node.ts';
import { SavedQueryRef } from './saved-query.ts';

type UserName = { first_name: string; last_name: string } | null;

/**
 * A tag as `/api/v1/tag/` lists it, or as chart, dashboard and saved query rows nest it (`{id, name,
 * type}` only: the other fields are then absent).
 */
export interface RestTag {
  id: number;
  name: string;
  type: number | string;
  description?: string | null;
  changed_on_delta_humanized?: string;
  created_by?: UserName;
}

/** A row of `GET /api/v1/tag/get_objects/`. */
export interface RestTaggedObject {
  id: number;
  type: 'chart' | 'dashboard' | 'query';
  name: string;
  url: string;
  changed_on: string | null;
  creator: string | null;
  tags: RestTag[];
  owners: { id: number; first_name: string; last_name: string }[];
}

/** What the object's REST path segment is: `/api/v1/tag/<type>/<id>/`. */
export const TaggableObjectType = builder.enumType('TaggableObjectType', {
  description: 'What a tag can be put on (Superset ObjectType).',
  values: {
    CHART: { value: 'chart', description: 'A chart.' },
    DASHBOARD: { value: 'dashboard', description: 'A dashboard.' },
    SAVED_QUERY: { value: 'query', description: "A saved query (Superset's `query` object type)." },
  } as const,
});

export const listTags = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestTag>>(`/api/v1/tag/${listSearch(q)}`);

export async function loadTag(ctx: GraphQLContext, id: number): Promise<RestTag | null> {
  try {
    return (await ctx.rest.get<{ result: RestTag }>(`/api/v1/tag/${id}`)).result;
  } catch (error) {
    if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const fullName = (u: UserName | undefined) => (u ? `${u.first_name} ${u.last_name}`.trim() : null);

export const TagRef = builder.objectRef<RestTag>('Tag');
export const TaggedObjectRef = builder.objectRef<RestTaggedObject>('TaggedObject');

builder.node(TagRef, {
  description: 'A custom tag (`/api/v1/tag/`), put on charts, dashboards and saved queries.',
  id: { resolve: (t) => t.id, parse: parseRestId },
  loadWithoutCache: (id, ctx) => loadTag(ctx, id),
  fields: (t) => ({
    tagId: t.exposeInt('id', { description: 'The REST primary key of the tag.' }),
    name: t.exposeString('name', { description: 'Its name (unique).' }),
    type: t.string({
      description: 'Its kind: always "custom" (Chartroom has no implicit owner:/type: tags).',
      resolve: () => 'custom',
    }),
    description: t.string({
      nullable: true,
      description: 'What it is for.',
      resolve: async (tag, _args, ctx) =>
        tag.description !== undefined ? tag.description : ((await loadTag(ctx, tag.id))?.description ?? null),
    }),
    changedOnHumanized: t.string({
      nullable: true,
      description: 'When it last changed, e.g. "2 hours ago".',
      resolve: async (tag, _args, ctx) =>
        tag.changed_on_delta_humanized ?? (await loadTag(ctx, tag.id))?.changed_on_delta_humanized ?? null,
    }),
    createdByName: t.string({
      nullable: true,
      description: 'Who created it (null when that user was deleted).',
      resolve: async (tag, _args, ctx) =>
        fullName(tag.created_by !== undefined ? tag.created_by : (await loadTag(ctx, tag.id))?.created_by),
    }),
    objects: t.field({
      type: [TaggedObjectRef],
      description:
        'What carries the tag and the viewer may see (`GET /api/v1/tag/get_objects/?tagIds=`), last changed first.',
      args: {
        types: t.arg({
          type: [TaggableObjectType],
          description: 'Only these kinds (default: all).',
        }),
      },
      resolve: async (tag, args, ctx) => {
        const types = args.types?.length ? `&types=${args.types.join(',')}` : '';
        const body = await ctx.rest.get<{ result: RestTaggedObject[] }>(
          `/api/v1/tag/get_objects/?tagIds=${tag.id}${types}`,
        );
        return body.result;
      },
    }),
  }),
});

TaggedObjectRef.implement({
  description: 'A chart, dashboard or saved query that carries a tag.',
  fields: (t) => ({
    objectType: t.field({ type: TaggableObjectType, description: 'What it is.', resolve: (o) => o.type }),
    objectId: t.exposeInt('id', { description: 'Its REST primary key.' }),
    name: t.exposeString('name', { description: 'Its name or title.' }),
    url: t.exposeString('url', { description: 'Where it opens.' }),
    changedOn: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it last changed.',
      resolve: (o) => o.changed_on,
    }),
    creatorName: t.exposeString('creator', { nullable: true, description: 'Who created it.' }),
    ownerNames: t.stringList({
      description: 'Its owners (a saved query: its creator).',
      resolve: (o) => o.owners.map((u) => `${u.first_name} ${u.last_name}`.trim()),
    }),
    tags: t.field({ type: [TagRef], description: 'Every tag it carries, by name.', resolve: (o) => o.tags }),
  }),
});

/** Rows of charts, dashboards and saved queries carry their tags (`tags: [{id, name, type}]`). */
const tagsOf = (row: object): RestTag[] => (row as { tags?: RestTag[] }).tags ?? [];
const tagsDescription = 'Its tags, by name (Superset tagging).';
builder.objectField(ChartRef, 'tags', (t) =>
  t.field({ type: [TagRef], description: tagsDescription, resolve: tagsOf }),
);
builder.objectField(DashboardRef, 'tags', (t) =>
  t.field({ type: [TagRef], description: tagsDescription, resolve: tagsOf }),
);
builder.objectField(SavedQueryRef, 'tags', (t) =>
  t.field({ type: [TagRef], description: tagsDescription, resolve: tagsOf }),
);

const TagOrderField = builder.enumType('TagOrderField', {
  description: 'Columns tags can be sorted by.',
  values: {
    NAME: { value: 'name', description: 'Its name.' },
    CHANGED_ON: { value: 'changed_on_delta_humanized', description: 'When it last changed.' },
  } as const,
});

builder.queryField('tags', (t) =>
  t.connection(
    {
      type: TagRef,
      description: 'Tags by name, over `GET /api/v1/tag/` (can_read on Tag: every role).',
      args: {
        search: t.arg.string({ description: 'Text searched in the tag name.' }),
        orderBy: t.arg({ type: TagOrderField, description: 'Sort column (default: name).' }),
        descending: t.arg.boolean({ description: 'Sort descending (default false).' }),
      },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = [];
        const search = args.search?.trim();
        if (search) filters.push({ col: 'name', opr: 'ct', value: search });
        return resolveRestConnection({
          args,
          query: {
            filters,
            order_column: args.orderBy ?? 'name',
            order_direction: args.descending ? 'desc' : 'asc',
          },
          list: (q) => listTags(ctx, q),
        });
      },
    },
    { name: 'TagConnection', description: 'A page of tags.' },
    { name: 'TagEdge', description: 'A tag in a page, with its cursor.' },
  ),
);

builder.queryField('tag', (t) =>
  t.field({
    type: TagRef,
    nullable: true,
    description: 'One tag by its REST id (`GET /api/v1/tag/{pk}`); null when there is none.',
    args: { tagId: t.arg.int({ required: true, description: 'The REST primary key of the tag.' }) },
    resolve: (_root, { tagId }, ctx) => (tagId > 0 && tagId <= 2_147_483_647 ? loadTag(ctx, tagId) : null),
  }),
);
