import type { Context, Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { parseIdList, readObjectBody } from './annotation-layer-routes.ts';
import { CSS_TEMPLATE_VIEW, cssTemplateResource, serializeCssTemplate, usersOf } from './css-template-resource.ts';

/** Ids are 32-bit integers in the store: larger ones cannot exist. */
const MAX_ID = 2_147_483_647;
const FIELDS = ['template_name', 'css'] as const;
/** Superset's column sizes: template_name String(250); css is Text (kept under 1 MB here). */
const MAX_NAME = 250;
const MAX_CSS = 1_000_000;

interface CssTemplateInput {
  templateName?: string | null;
  css?: string;
}

/** Superset's CssTemplatePostSchema / PutSchema: marshmallow-style 400 naming each bad field. */
export function validateCssTemplateBody(body: Record<string, unknown>): CssTemplateInput {
  const errors: Record<string, string[]> = {};
  const input: CssTemplateInput = {};
  for (const key of Object.keys(body)) {
    if (!(FIELDS as readonly string[]).includes(key)) errors[key] = ['Unknown field.'];
  }
  const name = body.template_name;
  if (name !== undefined) {
    if (name !== null && typeof name !== 'string') errors.template_name = ['Not a valid string.'];
    else if (typeof name === 'string' && name.length > MAX_NAME)
      errors.template_name = [`Length must be between 0 and ${MAX_NAME}.`];
    else input.templateName = name === null ? null : name.trim() || null;
  }
  const css = body.css;
  if (css !== undefined) {
    if (typeof css !== 'string') errors.css = ['Not a valid string.'];
    else if (css.length > MAX_CSS) errors.css = [`Length must be between 0 and ${MAX_CSS}.`];
    else input.css = css;
  }
  if (Object.keys(errors).length) throw new BadRequestError(errors);
  return input;
}

function templateId(c: Context<AppEnv>): number {
  const id = parseId(c.req.param('id'));
  if (id === null || id > MAX_ID) throw new NotFoundError();
  return id;
}

/**
 * Superset's `/api/v1/css_template/`: list, get, create, update, delete, bulk delete and `_info`.
 * Readers list and read (can_read on CssTemplate: Gamma and up); writers (can_write: Alpha, Admin)
 * change any template, as in Superset (templates have no owners).
 */
export function mountCssTemplateRoutes(app: Hono<AppEnv>): void {
  const base = '/api/v1/css_template';
  app.get(base, listHandler(cssTemplateResource));
  app.get(
    `${base}/_info`,
    infoHandler(cssTemplateResource, {
      permissions: ['can_read', 'can_write'],
      addColumns: [...FIELDS],
      editColumns: [...FIELDS],
      title: 'Css Template',
    }),
  );

  app.get(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', CSS_TEMPLATE_VIEW);
    const row = await ctx.prisma.cssTemplate.findUnique({ where: { id: templateId(c) } });
    if (!row) throw new NotFoundError();
    return c.json({ id: row.id, result: serializeCssTemplate(row, await usersOf(ctx, [row])) });
  });

  app.post(base, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', CSS_TEMPLATE_VIEW);
    const input = validateCssTemplateBody(await readObjectBody(c));
    const created = await ctx.prisma.cssTemplate.create({
      data: {
        templateName: input.templateName ?? null,
        css: input.css ?? '',
        createdById: ctx.user.id,
        changedById: ctx.user.id,
      },
    });
    return c.json({ id: created.id, result: { template_name: created.templateName, css: created.css } }, 201);
  });

  app.put(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', CSS_TEMPLATE_VIEW);
    const id = templateId(c);
    const input = validateCssTemplateBody(await readObjectBody(c));
    const existing = await ctx.prisma.cssTemplate.findUnique({ where: { id } });
    if (!existing) throw new NotFoundError();
    const updated = await ctx.prisma.cssTemplate.update({
      where: { id },
      data: {
        ...(input.templateName !== undefined ? { templateName: input.templateName } : {}),
        ...(input.css !== undefined ? { css: input.css } : {}),
        changedById: ctx.user.id,
      },
    });
    return c.json({ id, result: { template_name: updated.templateName, css: updated.css } });
  });

  app.delete(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', CSS_TEMPLATE_VIEW);
    const { count } = await ctx.prisma.cssTemplate.deleteMany({ where: { id: templateId(c) } });
    if (count === 0) throw new NotFoundError();
    return c.json({ message: 'OK' });
  });

  app.delete(base, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', CSS_TEMPLATE_VIEW);
    const ids = [...new Set(parseIdList(c.req.query('q')))];
    if (ids.some((id) => id < 1 || id > MAX_ID)) throw new NotFoundError();
    // All or nothing, as Superset's bulk delete: any unknown id is a 404 and nothing is deleted.
    const found = await ctx.prisma.cssTemplate.count({ where: { id: { in: ids } } });
    if (found !== ids.length) throw new NotFoundError();
    await ctx.prisma.cssTemplate.deleteMany({ where: { id: { in: ids } } });
    return c.json({ message: `Deleted ${ids.length} css template${ids.length === 1 ? '' : 's'}` });
  });
}
