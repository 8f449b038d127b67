import type { Context, Hono } from 'hono';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError, UnprocessableError } from '../errors.ts';
import { mountFavourites } from '../list/favourites.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { relatedHandler, relatedUsers } from '../list/related.ts';
import type { ListContext } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { readObjectBody } from './annotation-layer-routes.ts';
import { assertTaggable, checkTaggable, describeObject, forbiddenMessage, taggedEntities } from './tag-objects.ts';
import { serializeTag, TAG_VIEW, tagResource, tagUsers } from './tag-resource.ts';
import {
  type ObjectRef,
  parseObjectType,
  parseTagNames,
  splitParam,
  type TaggableType,
  type TagInput,
  tagNameProblem,
  validateTagBody,
} from './tag-validate.ts';
import { addTags, refKey, removeTag, replaceTagObjects, TAG_NAME_TAKEN } from './tag-write.ts';

const MAX_ID = 2_147_483_647;
const ALL_TYPES: TaggableType[] = ['chart', 'dashboard', 'query'];

function tagId(c: Context<AppEnv>): number {
  const id = parseId(c.req.param('id'));
  if (id === null || id > MAX_ID) throw new NotFoundError();
  return id;
}

/** The object of `/api/v1/tag/<object_type>/<object_id>/`: an unknown type or id is a 404. */
function objectRef(c: Context<AppEnv>): ObjectRef {
  const type = parseObjectType(c.req.param('objectType'));
  const id = parseId(c.req.param('objectId'));
  if (!type || id === null || id > MAX_ID) throw new NotFoundError();
  return { type, id };
}

/**
 * Every object of `objects_to_tag` must be one the user may tag: 422 naming the unknown or hidden
 * ones (as a body error), 403 for one the user may see but not edit.
 */
async function checkObjects(ctx: ListContext, refs: readonly ObjectRef[]): Promise<void> {
  const missing: string[] = [];
  for (const ref of refs) {
    const check = await checkTaggable(ctx, ref);
    if (check === 'forbidden') throw new ForbiddenError(forbiddenMessage(ref));
    if (check === 'missing') missing.push(`${describeObject(ref)} does not exist.`);
  }
  if (missing.length) throw new UnprocessableError({ objects_to_tag: missing });
}

const echo = (input: TagInput) => ({
  ...(input.name !== undefined ? { name: input.name } : {}),
  ...(input.description !== undefined ? { description: input.description } : {}),
  ...(input.objectsToTag ? { objects_to_tag: input.objectsToTag.map((r) => [r.type, r.id]) } : {}),
});

/**
 * Superset's `/api/v1/tag/` (TAGGING_SYSTEM, on in Chartroom): list, `_info`, related users, get,
 * create (with `objects_to_tag`), bulk_create, update, delete, bulk delete, get_objects, favourites,
 * and tagging one object (`/<object_type>/<object_id>/`). Readers (can_read on Tag: Gamma and up)
 * list and read; creating, changing and tagging need can_write on Tag, and tagging an object also
 * needs the edit rights on it that its own PUT asks for.
 */
export function mountTagRoutes(app: Hono<AppEnv>): void {
  const base = '/api/v1/tag';
  app.get(base, listHandler(tagResource));
  app.get(
    `${base}/_info`,
    infoHandler(tagResource, {
      permissions: ['can_read', 'can_write'],
      addColumns: ['name', 'description', 'objects_to_tag'],
      editColumns: ['name', 'description', 'objects_to_tag'],
      title: 'Tag',
    }),
  );
  app.get(`${base}/related/:column`, relatedHandler(TAG_VIEW, { created_by: relatedUsers, changed_by: relatedUsers }));

  // `?tags=a,b` (names) or `?tagIds=1,2` (ids, preferred when given), `?types=chart,dashboard,query`.
  app.get(`${base}/get_objects`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', TAG_VIEW);
    const rawIds = splitParam(c.req.query('tagIds'));
    const ids = rawIds.map((raw) => parseId(raw));
    if (ids.some((id) => id === null || id > MAX_ID)) throw new BadRequestError('tagIds must be a list of tag ids');
    const types = splitParam(c.req.query('types')).map((raw) => {
      const type = parseObjectType(raw);
      if (!type) throw new BadRequestError(`Invalid object type: ${raw} (chart, dashboard or query)`);
      return type;
    });
    let tagIds = ids as number[];
    if (tagIds.length === 0) {
      const names = splitParam(c.req.query('tags'));
      const tags = names.length
        ? await ctx.prisma.tag.findMany({ where: { name: { in: names } }, select: { id: true } })
        : [];
      tagIds = tags.map((t) => t.id);
    }
    const result = await taggedEntities(ctx, tagIds, types.length ? types : ALL_TYPES);
    return c.json({ result });
  });

  mountFavourites(app, {
    basePath: base,
    permissionView: TAG_VIEW,
    className: 'tag',
    existing: async (ctx, ids) => {
      const rows = await ctx.prisma.tag.findMany({ where: { id: { in: ids } }, select: { id: true } });
      return new Set(rows.map((r) => r.id));
    },
  });

  app.get(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', TAG_VIEW);
    const row = await ctx.prisma.tag.findUnique({ where: { id: tagId(c) } });
    if (!row) throw new NotFoundError();
    return c.json({ id: row.id, result: serializeTag(row, await tagUsers(ctx, [row])) });
  });

  app.post(base, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', TAG_VIEW);
    const input = validateTagBody(await readObjectBody(c), true);
    await checkObjects(ctx, input.objectsToTag ?? []);
    try {
      const created = await ctx.prisma.$transaction(async (tx) => {
        const tag = await tx.tag.create({
          data: {
            name: input.name as string,
            description: input.description ?? null,
            createdById: ctx.user.id,
            changedById: ctx.user.id,
          },
        });
        await replaceTagObjects(tx, tag.id, input.objectsToTag ?? [], ctx.user.id);
        return tag;
      });
      return c.json({ id: created.id, result: echo(input) }, 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw new UnprocessableError({ name: [TAG_NAME_TAKEN] });
      throw error;
    }
  });

  // Superset's bulk_create: `{"tags": [{"name", "objects_to_tag"}]}`; existing tags are reused.
  app.post(`${base}/bulk_create`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', TAG_VIEW);
    const body = await readObjectBody(c);
    if (!Array.isArray(body.tags)) throw new BadRequestError({ tags: ['Not a valid list.'] });
    const items = body.tags.map((item) => {
      if (item === null || typeof item !== 'object' || Array.isArray(item))
        throw new BadRequestError({ tags: ['Each tag must be an object.'] });
      return validateTagBody(item as Record<string, unknown>, true);
    });
    for (const item of items) await checkObjects(ctx, item.objectsToTag ?? []);
    const tagged = new Set<string>();
    const skipped = new Set<string>();
    await ctx.prisma.$transaction(async (tx) => {
      for (const item of items) {
        const { added, existing } = await addTags(tx, item.objectsToTag ?? [], [item.name as string], ctx.user.id);
        for (const ref of added) tagged.add(`${ref.type}:${ref.id}`);
        for (const ref of existing) skipped.add(`${ref.type}:${ref.id}`);
      }
    });
    const pairs = (keys: Set<string>) =>
      [...keys].map((k) => {
        const [type, id] = k.split(':');
        return [type, Number(id)];
      });
    for (const key of tagged) skipped.delete(key);
    return c.json({ result: { objects_tagged: pairs(tagged), objects_skipped: pairs(skipped) } });
  });

  app.put(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', TAG_VIEW);
    const id = tagId(c);
    const input = validateTagBody(await readObjectBody(c), false);
    const existing = await ctx.prisma.tag.findUnique({ where: { id } });
    if (!existing) throw new NotFoundError();
    await checkObjects(ctx, input.objectsToTag ?? []);
    // Objects now carrying the tag that the user may not edit keep it.
    const removable = new Set<string>();
    if (input.objectsToTag) {
      const current = await ctx.prisma.taggedObject.findMany({ where: { tagId: id } });
      for (const row of current) {
        const ref = { type: row.objectType as TaggableType, id: row.objectId };
        if ((await checkTaggable(ctx, ref)) === 'ok') removable.add(refKey(ref));
      }
    }
    try {
      await ctx.prisma.$transaction(async (tx) => {
        await tx.tag.update({
          where: { id },
          data: {
            ...(input.name !== undefined ? { name: input.name } : {}),
            ...(input.description !== undefined ? { description: input.description } : {}),
            changedById: ctx.user.id,
          },
        });
        if (input.objectsToTag) await replaceTagObjects(tx, id, input.objectsToTag, ctx.user.id, removable);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new UnprocessableError({ name: [TAG_NAME_TAKEN] });
      throw error;
    }
    return c.json({ id, result: echo(input) });
  });

  app.delete(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', TAG_VIEW);
    const id = tagId(c);
    const { count } = await ctx.prisma.tag.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundError();
    await ctx.prisma.favourite.deleteMany({ where: { className: 'tag', objId: id } });
    return c.json({ message: 'OK' });
  });

  // Superset's bulk delete names the tags (`q=!(a,b)`); ids are accepted too. All or nothing.
  app.delete(base, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', TAG_VIEW);
    const q = parseRisonParam(c.req.query('q'));
    if (
      !Array.isArray(q) ||
      q.length === 0 ||
      !q.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isSafeInteger(v)))
    ) {
      throw new BadRequestError('Not a valid rison argument (q): expected a list of tag names or ids, e.g. !(a,b)');
    }
    const names = [...new Set(q.filter((v): v is string => typeof v === 'string'))];
    const ids = [...new Set(q.filter((v): v is number => typeof v === 'number'))];
    const rows = await ctx.prisma.tag.findMany({
      where: { OR: [{ name: { in: names } }, { id: { in: ids } }] },
      select: { id: true, name: true },
    });
    const found = names.every((n) => rows.some((r) => r.name === n)) && ids.every((i) => rows.some((r) => r.id === i));
    if (!found) throw new NotFoundError();
    const rowIds = rows.map((r) => r.id);
    await ctx.prisma.$transaction([
      ctx.prisma.tag.deleteMany({ where: { id: { in: rowIds } } }),
      ctx.prisma.favourite.deleteMany({ where: { className: 'tag', objId: { in: rowIds } } }),
    ]);
    return c.json({ message: `Deleted ${rows.length} tags` });
  });

  // Tag one object: `{"properties": {"tags": ["a", "b"]}}`; missing tags are created.
  app.post(`${base}/:objectType/:objectId`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', TAG_VIEW);
    const ref = objectRef(c);
    await assertTaggable(ctx, ref);
    const body = await readObjectBody(c);
    const properties = body.properties;
    if (properties === null || typeof properties !== 'object' || Array.isArray(properties) || !('tags' in properties)) {
      throw new BadRequestError("Missing required field 'tags' in 'properties'");
    }
    const names = parseTagNames((properties as Record<string, unknown>).tags, 'tags');
    await ctx.prisma.$transaction((tx) => addTags(tx, [ref], names, ctx.user.id));
    return c.json({}, 201);
  });

  app.delete(`${base}/:objectType/:objectId/:tag`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', TAG_VIEW);
    const ref = objectRef(c);
    await assertTaggable(ctx, ref);
    // Hono hands the parameter decoded already (a name may hold `%` or an encoded `/`).
    const name = (c.req.param('tag') ?? '').trim();
    if (tagNameProblem(name)) throw new NotFoundError();
    if (!(await removeTag(ctx.prisma, ref, name))) throw new NotFoundError();
    return c.json({ message: 'OK' });
  });
}
