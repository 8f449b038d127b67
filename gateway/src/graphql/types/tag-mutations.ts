import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { listSearch } from '../rest-client.ts';
import type { RestListResponse } from '../rest-types.ts';
import { ChartRef } from './chart.ts';
import { DashboardRef } from './dashboard.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { loadTag, type RestTag, TaggableObjectType, TagRef } from './tag.ts';

type ObjectType = 'chart' | 'dashboard' | 'query';
const LIST_PATH: Record<ObjectType, string> = {
  chart: '/api/v1/chart/',
  dashboard: '/api/v1/dashboard/',
  query: '/api/v1/saved_query/',
};

/**
 * The tags an object carries, read from its own list (404 when the viewer cannot see it). `after`
 * marks the read after a change: a POST does not clear the client's per-request GET memo, so that
 * read asks a different URL (one row a page) than the read before it.
 */
async function objectTags(ctx: GraphQLContext, type: ObjectType, id: number, after = true): Promise<RestTag[]> {
  const filters = [{ col: 'id', opr: 'eq', value: id }];
  const body = await ctx.rest.get<RestListResponse<{ id: number; tags?: RestTag[] }>>(
    `${LIST_PATH[type]}${listSearch(after ? { filters, page: 0, page_size: 1 } : { filters })}`,
  );
  const row = body.result[0];
  if (!row) throw new NotFoundError();
  return row.tags ?? [];
}

interface ObjectTagsPayload {
  objectType: ObjectType;
  objectId: number;
  tags: RestTag[];
}

const ObjectTagsPayloadRef = builder.objectRef<ObjectTagsPayload>('ObjectTagsPayload').implement({
  description: 'The object whose tags changed, and the tags it now carries.',
  fields: (t) => ({
    objectType: t.field({ type: TaggableObjectType, description: 'What it is.', resolve: (p) => p.objectType }),
    objectId: t.exposeInt('objectId', { description: 'Its REST primary key.' }),
    tags: t.field({ type: [TagRef], description: 'Its tags now, by name.', resolve: (p) => p.tags }),
    chart: t.field({
      type: ChartRef,
      nullable: true,
      description: 'The chart, when the object is one (so a client store sees its new tags).',
      resolve: (p, _args, ctx) => (p.objectType === 'chart' ? ctx.loaders.chart.load(p.objectId) : null),
    }),
    dashboard: t.field({
      type: DashboardRef,
      nullable: true,
      description: 'The dashboard, when the object is one.',
      resolve: (p, _args, ctx) => (p.objectType === 'dashboard' ? ctx.loaders.dashboard.load(p.objectId) : null),
    }),
  }),
});
const ObjectTagsResult = mutationResult('ObjectTags', ObjectTagsPayloadRef, 'The object’s tags, or why not.');

function checkId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new ValidationError('objectId must be a positive integer.');
  return id;
}

const tagPath = (type: ObjectType, id: number) => `/api/v1/tag/${type}/${id}/`;

/** Adds tags (created when missing) through `POST /api/v1/tag/<type>/<id>/`. */
async function addTags(ctx: GraphQLContext, type: ObjectType, id: number, names: readonly string[]) {
  if (names.length) await ctx.rest.post(tagPath(type, id), { properties: { tags: names } });
}

const removeTag = (ctx: GraphQLContext, type: ObjectType, id: number, name: string) =>
  ctx.rest.del(`${tagPath(type, id)}${encodeURIComponent(name)}/`);

builder.mutationField('tagObject', (t) =>
  t.field({
    type: ObjectTagsResult,
    description:
      'Puts tags on a chart, dashboard or saved query (`POST /api/v1/tag/<type>/<id>/`); missing tags are created. ' +
      'Needs can_write on Tag and the edit rights on the object.',
    args: {
      objectType: t.arg({ type: TaggableObjectType, required: true, description: 'What to tag.' }),
      objectId: t.arg.int({ required: true, description: 'Its REST primary key.' }),
      tags: t.arg.stringList({ required: true, description: 'Tag names to add.' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const id = checkId(args.objectId);
        if (args.tags.length === 0) throw new ValidationError('tags must not be empty.');
        await addTags(ctx, args.objectType, id, args.tags);
        return { objectType: args.objectType, objectId: id, tags: await objectTags(ctx, args.objectType, id) };
      }),
  }),
);

builder.mutationField('untagObject', (t) =>
  t.field({
    type: ObjectTagsResult,
    description:
      'Takes a tag off an object (`DELETE /api/v1/tag/<type>/<id>/<tag>/`); NotFoundError when it does not carry it.',
    args: {
      objectType: t.arg({ type: TaggableObjectType, required: true, description: 'The tagged object’s kind.' }),
      objectId: t.arg.int({ required: true, description: 'Its REST primary key.' }),
      tag: t.arg.string({ required: true, description: 'The tag name to remove.' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const id = checkId(args.objectId);
        await removeTag(ctx, args.objectType, id, args.tag);
        return { objectType: args.objectType, objectId: id, tags: await objectTags(ctx, args.objectType, id) };
      }),
  }),
);

builder.mutationField('setObjectTags', (t) =>
  t.field({
    type: ObjectTagsResult,
    description:
      'Makes these the tags of an object (what the properties dialogs save): adds the missing ones, then removes ' +
      'the others. Names are checked before anything changes.',
    args: {
      objectType: t.arg({ type: TaggableObjectType, required: true, description: 'The object’s kind.' }),
      objectId: t.arg.int({ required: true, description: 'Its REST primary key.' }),
      tags: t.arg.stringList({ required: true, description: 'Every tag name it should carry.' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const id = checkId(args.objectId);
        const wanted = [...new Set(args.tags.map((n) => n.trim()))];
        const current = await objectTags(ctx, args.objectType, id, false);
        const have = new Set(current.map((tag) => tag.name));
        // The add runs first: REST refuses a bad name or missing rights before anything is stored.
        await addTags(
          ctx,
          args.objectType,
          id,
          wanted.filter((n) => !have.has(n)),
        );
        for (const tag of current) if (!wanted.includes(tag.name)) await removeTag(ctx, args.objectType, id, tag.name);
        return { objectType: args.objectType, objectId: id, tags: await objectTags(ctx, args.objectType, id) };
      }),
  }),
);

const TagPayload = builder.objectRef<{ tag: RestTag }>('TagPayload').implement({
  description: 'The saved tag.',
  fields: (t) => ({
    tag: t.field({ type: TagRef, description: 'The tag as stored.', resolve: (p) => p.tag }),
  }),
});
const TagResult = mutationResult('Tag', TagPayload, 'The saved tag, or why it was refused.');

const TagInput = builder.inputType('TagInput', {
  description: "A tag's fields, as `POST /api/v1/tag/` takes them.",
  fields: (t) => ({
    name: t.string({ required: true, description: 'Its name, up to 250 characters, without commas.' }),
    description: t.string({ description: 'What it is for.' }),
  }),
});

async function reloadTag(ctx: GraphQLContext, id: number) {
  const tag = await loadTag(ctx, id);
  if (!tag) throw new NotFoundError();
  return { tag };
}

builder.mutationField('createTag', (t) =>
  t.field({
    type: TagResult,
    description: 'Creates a custom tag (`POST /api/v1/tag/`); can_write on Tag (Alpha, Admin).',
    args: { input: t.arg({ type: TagInput, required: true, description: 'The tag.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/tag/', {
          name: input.name,
          ...(input.description != null ? { description: input.description } : {}),
        });
        return reloadTag(ctx, saved.id);
      }),
  }),
);

builder.mutationField('updateTag', (t) =>
  t.field({
    type: TagResult,
    description: 'Renames a tag or changes its description (`PUT /api/v1/tag/{pk}`); can_write on Tag.',
    args: {
      id: t.arg.globalID({ required: true, description: 'The tag.' }),
      input: t.arg({ type: TagInput, required: true, description: 'Its new fields.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Tag');
        await ctx.rest.put(`/api/v1/tag/${pk}`, {
          name: input.name,
          ...(input.description !== undefined ? { description: input.description } : {}),
        });
        return reloadTag(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteTags', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes tags, taking them off everything (`DELETE /api/v1/tag/?q=!(ids)`; all or none).',
    args: { ids: t.arg.globalIDList({ required: true, description: 'The tags.' }) },
    resolve: (_root, { ids }, ctx) =>
      asMutationResult(async () => {
        if (ids.length === 0) throw new ValidationError('ids must not be empty.');
        const pks = ids.map((id) => restIdOf(id, 'Tag'));
        const body = await ctx.rest.del<{ message: string }>(
          `/api/v1/tag/?q=${encodeURIComponent(`!(${pks.join(',')})`)}`,
        );
        return { deletedIds: pks.map((pk) => encodeGlobalID('Tag', pk)), message: body.message };
      }),
  }),
);
