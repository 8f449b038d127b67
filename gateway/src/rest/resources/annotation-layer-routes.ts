import type { Context, Hono } from 'hono';
import { isUniqueViolation, Prisma } from '../../metadata/index.ts';
import { readJson } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { prettifyColumn, projectRow } from '../list/project.ts';
import { relatedHandler, relatedUsers } from '../list/related.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { ANNOTATION_VIEW, annotationLayerResource } from './annotation-layer-resource.ts';
import { LAYER_SHOW_COLUMNS, layerInclude, serializeLayer } from './annotation-layer-serialize.ts';
import { LAYER_NAME_TAKEN, validateLayerBody } from './annotation-layer-validate.ts';

/** Superset's AnnotationLayerDeleteIntegrityError (and its bulk twin). */
export const LAYER_HAS_ANNOTATIONS = 'Annotation layer has associated annotations.';

export async function readObjectBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** `q=!(1,2)` of a bulk delete: a non-empty list of integer ids. */
export function parseIdList(raw: string | undefined): number[] {
  const ids = parseRisonParam(raw);
  if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isSafeInteger(id))) {
    throw new BadRequestError('Not a valid rison argument (q): expected a list of ids, e.g. !(1,2)');
  }
  return [...new Set(ids as number[])];
}

const isForeignKeyViolation = (err: unknown) =>
  err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003';

const nameTaken = () => new UnprocessableError({ name: [LAYER_NAME_TAKEN] });

export function mountAnnotationLayerRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/annotation_layer', listHandler(annotationLayerResource));
  app.get(
    '/api/v1/annotation_layer/_info',
    infoHandler(annotationLayerResource, {
      permissions: ['can_read', 'can_write'],
      addColumns: ['name', 'descr'],
      editColumns: ['name', 'descr'],
      title: 'Annotation Layer',
    }),
  );
  app.get(
    '/api/v1/annotation_layer/related/:column',
    relatedHandler(ANNOTATION_VIEW, { created_by: relatedUsers, changed_by: relatedUsers }),
  );

  app.get('/api/v1/annotation_layer/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', ANNOTATION_VIEW);
    const id = parseId(c.req.param('id'));
    const layer =
      id === null ? null : await ctx.prisma.annotationLayer.findUnique({ where: { id }, include: layerInclude });
    if (!layer) throw new NotFoundError();
    return c.json({
      id: layer.id,
      result: projectRow(serializeLayer(layer, new Date()), LAYER_SHOW_COLUMNS),
      show_columns: LAYER_SHOW_COLUMNS,
      label_columns: Object.fromEntries(LAYER_SHOW_COLUMNS.map((col) => [col, prettifyColumn(col)])),
      description_columns: {},
      show_title: 'Show Annotation Layer',
    });
  });

  app.post('/api/v1/annotation_layer', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ANNOTATION_VIEW);
    const { input, errors } = validateLayerBody(await readObjectBody(c), false);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    const name = input.name as string;
    if (await ctx.prisma.annotationLayer.findUnique({ where: { name } })) throw nameTaken();
    try {
      const created = await ctx.prisma.annotationLayer.create({
        data: { name, descr: input.descr ?? null, createdById: ctx.user.id, changedById: ctx.user.id },
      });
      return c.json({ id: created.id, result: { name: created.name, descr: created.descr } }, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  });

  app.put('/api/v1/annotation_layer/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ANNOTATION_VIEW);
    const id = parseId(c.req.param('id'));
    const layer = id === null ? null : await ctx.prisma.annotationLayer.findUnique({ where: { id } });
    if (!layer) throw new NotFoundError();
    const { input, errors } = validateLayerBody(await readObjectBody(c), true);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    if (input.name !== undefined && input.name !== layer.name) {
      if (await ctx.prisma.annotationLayer.findUnique({ where: { name: input.name } })) throw nameTaken();
    }
    try {
      const updated = await ctx.prisma.annotationLayer.update({
        where: { id: layer.id },
        data: { ...input, changedById: ctx.user.id },
      });
      const result: Record<string, unknown> = {};
      if (input.name !== undefined) result.name = updated.name;
      if (input.descr !== undefined) result.descr = updated.descr;
      return c.json({ id: updated.id, result });
    } catch (err) {
      if (isUniqueViolation(err)) throw nameTaken();
      throw err;
    }
  });

  app.delete('/api/v1/annotation_layer/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ANNOTATION_VIEW);
    const id = parseId(c.req.param('id'));
    const layer = id === null ? null : await ctx.prisma.annotationLayer.findUnique({ where: { id } });
    if (!layer) throw new NotFoundError();
    await deleteLayers(ctx.prisma, [layer.id]);
    return c.json({ message: 'OK' });
  });

  app.delete('/api/v1/annotation_layer', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', ANNOTATION_VIEW);
    const ids = parseIdList(c.req.query('q'));
    const found = await ctx.prisma.annotationLayer.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw new NotFoundError();
    await deleteLayers(ctx.prisma, ids);
    const n = ids.length;
    return c.json({ message: `Deleted ${n} annotation layer${n === 1 ? '' : 's'}` });
  });
}

/** All or nothing: a layer that still has annotations stops the whole delete with a 422. */
async function deleteLayers(prisma: ReturnType<typeof listContext>['prisma'], ids: number[]): Promise<void> {
  if ((await prisma.annotation.count({ where: { layerId: { in: ids } } })) > 0) {
    throw new UnprocessableError(LAYER_HAS_ANNOTATIONS);
  }
  try {
    await prisma.annotationLayer.deleteMany({ where: { id: { in: ids } } });
  } catch (err) {
    // An annotation added since the count: the store's RESTRICT refuses the delete.
    if (isForeignKeyViolation(err)) throw new UnprocessableError(LAYER_HAS_ANNOTATIONS);
    throw err;
  }
}
