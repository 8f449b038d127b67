import type { Context, Hono } from 'hono';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { prettifyColumn, projectRow } from '../list/project.ts';
import { assertCan } from '../permissions.ts';
import { ANNOTATION_VIEW, annotationResource } from './annotation-layer-resource.ts';
import { parseIdList, readObjectBody } from './annotation-layer-routes.ts';
import {
  ANNOTATION_SHOW_COLUMNS,
  annotationEcho,
  annotationInclude,
  serializeAnnotation,
} from './annotation-layer-serialize.ts';
import {
  type AnnotationInput,
  datesInOrder,
  END_BEFORE_START,
  type FieldErrors,
  SHORT_DESCR_TAKEN,
  validateAnnotationBody,
} from './annotation-layer-validate.ts';
import { listQueryHandler } from './report-log-list.ts';

/** Superset's AnnotationLayerNotFoundError. */
export const LAYER_NOT_FOUND = 'Annotation layer not found.';

const BASE = '/api/v1/annotation_layer/:pk/annotation';

/** The layer of the path, or a 404 `Annotation layer not found.` */
async function pathLayer(c: Context<AppEnv>, permission: 'can_read' | 'can_write') {
  const ctx = listContext(c);
  assertCan(ctx.user, permission, ANNOTATION_VIEW);
  const id = parseId(c.req.param('pk'));
  const layer = id === null ? null : await ctx.prisma.annotationLayer.findUnique({ where: { id } });
  return { ctx, layer };
}

/** The annotation of the path, inside the path's layer (Superset ignores the layer here; we do not). */
async function pathAnnotation(c: Context<AppEnv>, permission: 'can_read' | 'can_write') {
  const { ctx, layer } = await pathLayer(c, permission);
  if (!layer) throw new NotFoundError(LAYER_NOT_FOUND);
  const id = parseId(c.req.param('annotationId'));
  const annotation =
    id === null
      ? null
      : await ctx.prisma.annotation.findFirst({ where: { id, layerId: layer.id }, include: annotationInclude });
  if (!annotation) throw new NotFoundError();
  return { ctx, layer, annotation };
}

/** The store checks of Superset's Create/UpdateAnnotationCommand: unique short description, end after start. */
async function storeErrors(
  prisma: ReturnType<typeof listContext>['prisma'],
  layerId: number,
  values: { shortDescr: string | null; startDttm: Date; endDttm: Date },
  selfId: number | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (values.shortDescr !== null) {
    const clash = await prisma.annotation.findFirst({
      where: { layerId, shortDescr: values.shortDescr, ...(selfId !== null ? { id: { not: selfId } } : {}) },
      select: { id: true },
    });
    if (clash) errors.short_descr = [SHORT_DESCR_TAKEN];
  }
  if (!datesInOrder(values.startDttm, values.endDttm)) errors.start_dttm = [END_BEFORE_START];
  return errors;
}

function modelData(input: AnnotationInput) {
  return {
    ...(input.shortDescr !== undefined ? { shortDescr: input.shortDescr } : {}),
    ...(input.longDescr !== undefined ? { longDescr: input.longDescr } : {}),
    ...(input.startDttm !== undefined ? { startDttm: input.startDttm } : {}),
    ...(input.endDttm !== undefined ? { endDttm: input.endDttm } : {}),
    ...(input.jsonMetadata !== undefined ? { jsonMetadata: input.jsonMetadata } : {}),
  };
}

const shortDescrTaken = () => new UnprocessableError({ short_descr: [SHORT_DESCR_TAKEN] });

export function mountAnnotationRoutes(app: Hono<AppEnv>): void {
  app.get(BASE, async (c) => {
    const { ctx, layer } = await pathLayer(c, 'can_read');
    if (!layer) throw new NotFoundError(LAYER_NOT_FOUND);
    return c.json(await listQueryHandler(annotationResource(layer.id), c.req.query('q'), ctx));
  });

  app.get(`${BASE}/:annotationId`, async (c) => {
    const { annotation } = await pathAnnotation(c, 'can_read');
    return c.json({
      id: annotation.id,
      result: projectRow(serializeAnnotation(annotation, new Date()), ANNOTATION_SHOW_COLUMNS),
      show_columns: ANNOTATION_SHOW_COLUMNS,
      label_columns: Object.fromEntries(ANNOTATION_SHOW_COLUMNS.map((col) => [col, prettifyColumn(col)])),
      description_columns: {},
      show_title: 'Show Annotation',
    });
  });

  app.post(BASE, async (c) => {
    const { ctx, layer } = await pathLayer(c, 'can_write');
    const { input, errors } = validateAnnotationBody(await readObjectBody(c), false);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    // Superset answers an unknown layer on create with 400 (the body was fine, its target is not).
    if (!layer) throw new BadRequestError(LAYER_NOT_FOUND);
    const values = {
      shortDescr: input.shortDescr as string,
      startDttm: input.startDttm as Date,
      endDttm: input.endDttm as Date,
    };
    const problems = await storeErrors(ctx.prisma, layer.id, values, null);
    if (Object.keys(problems).length > 0) throw new UnprocessableError(problems);
    try {
      const created = await ctx.prisma.annotation.create({
        data: {
          ...modelData(input),
          ...values,
          layerId: layer.id,
          createdById: ctx.user.id,
          changedById: ctx.user.id,
        },
        include: annotationInclude,
      });
      return c.json({ id: created.id, result: annotationEcho(created) }, 201);
    } catch (err) {
      if (isUniqueViolation(err)) throw shortDescrTaken();
      throw err;
    }
  });

  app.put(`${BASE}/:annotationId`, async (c) => {
    const { ctx, layer, annotation } = await pathAnnotation(c, 'can_write');
    const { input, errors } = validateAnnotationBody(await readObjectBody(c), true);
    if (Object.keys(errors).length > 0) throw new BadRequestError(errors);
    const problems = await storeErrors(
      ctx.prisma,
      layer.id,
      {
        shortDescr: input.shortDescr ?? annotation.shortDescr,
        startDttm: input.startDttm ?? annotation.startDttm,
        endDttm: input.endDttm ?? annotation.endDttm,
      },
      annotation.id,
    );
    // Only the date check applies to an unchanged short description (an old duplicate stays put).
    if (input.shortDescr === undefined) delete problems.short_descr;
    if (Object.keys(problems).length > 0) throw new UnprocessableError(problems);
    try {
      const updated = await ctx.prisma.annotation.update({
        where: { id: annotation.id },
        data: { ...modelData(input), changedById: ctx.user.id },
        include: annotationInclude,
      });
      return c.json({ id: updated.id, result: annotationEcho(updated) });
    } catch (err) {
      if (isUniqueViolation(err)) throw shortDescrTaken();
      throw err;
    }
  });

  app.delete(`${BASE}/:annotationId`, async (c) => {
    const { ctx, annotation } = await pathAnnotation(c, 'can_write');
    await ctx.prisma.annotation.delete({ where: { id: annotation.id } });
    return c.json({ message: 'OK' });
  });

  app.delete(BASE, async (c) => {
    const { ctx, layer } = await pathLayer(c, 'can_write');
    if (!layer) throw new NotFoundError(LAYER_NOT_FOUND);
    const ids = parseIdList(c.req.query('q'));
    const found = await ctx.prisma.annotation.count({ where: { id: { in: ids }, layerId: layer.id } });
    if (found !== ids.length) throw new NotFoundError();
    await ctx.prisma.annotation.deleteMany({ where: { id: { in: ids }, layerId: layer.id } });
    const n = ids.length;
    return c.json({ message: `Deleted ${n} annotation${n === 1 ? '' : 's'}` });
  });
}
