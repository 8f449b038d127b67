import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError, NotFoundError } from '../errors.ts';
import { listSearch } from '../rest-client.ts';
import type { RestFilter, RestListQuery, RestListResponse } from '../rest-types.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { parseRestId } from './node.ts';

/** A row of `GET /api/v1/css_template/`. */
interface RestCssTemplate {
  id: number;
  template_name: string | null;
  css: string;
  changed_on_delta_humanized: string;
  created_by: { id: number; first_name: string; last_name: string } | null;
  changed_by: { id: number; first_name: string; last_name: string } | null;
}

const listTemplates = (ctx: GraphQLContext, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestCssTemplate>>(`/api/v1/css_template/${listSearch(q)}`);

async function loadTemplate(ctx: GraphQLContext, id: number): Promise<RestCssTemplate | null> {
  try {
    return (await ctx.rest.get<{ result: RestCssTemplate }>(`/api/v1/css_template/${id}`)).result;
  } catch (error) {
    if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const fullName = (u: RestCssTemplate['created_by']) => (u ? `${u.first_name} ${u.last_name}`.trim() : null);

export const CssTemplateRef = builder.objectRef<RestCssTemplate>('CssTemplate');

builder.node(CssTemplateRef, {
  description: 'A named CSS a dashboard can start from (`/api/v1/css_template/`).',
  id: { resolve: (t) => t.id, parse: parseRestId },
  loadWithoutCache: (id, ctx) => loadTemplate(ctx, id),
  fields: (t) => ({
    templateId: t.exposeInt('id', { description: 'The REST primary key of the template.' }),
    templateName: t.exposeString('template_name', { nullable: true, description: 'Its name (may be empty).' }),
    css: t.exposeString('css', { description: 'The CSS text.' }),
    changedOnHumanized: t.exposeString('changed_on_delta_humanized', {
      description: 'When it last changed, e.g. "2 hours ago".',
    }),
    changedByName: t.string({
      nullable: true,
      description: 'Who last changed it (null when that user was deleted).',
      resolve: (r) => fullName(r.changed_by),
    }),
    createdByName: t.string({
      nullable: true,
      description: 'Who created it (null when that user was deleted).',
      resolve: (r) => fullName(r.created_by),
    }),
  }),
});

builder.queryField('cssTemplates', (t) =>
  t.connection(
    {
      type: CssTemplateRef,
      description: 'CSS templates by name, over `GET /api/v1/css_template/` (can_read on CssTemplate).',
      args: { search: t.arg.string({ description: 'Text searched in the template name.' }) },
      resolve: (_root, args, ctx) => {
        const filters: RestFilter[] = [];
        const search = args.search?.trim();
        if (search) filters.push({ col: 'template_name', opr: 'ct', value: search });
        return resolveRestConnection({
          args,
          query: { filters, order_column: 'template_name', order_direction: 'asc' },
          list: (q) => listTemplates(ctx, q),
        });
      },
    },
    { name: 'CssTemplateConnection', description: 'A page of CSS templates.' },
    { name: 'CssTemplateEdge', description: 'A CSS template in a page, with its cursor.' },
  ),
);

const TemplatePayload = builder.objectRef<{ template: RestCssTemplate }>('CssTemplatePayload').implement({
  description: 'The saved template.',
  fields: (t) => ({
    template: t.field({ type: CssTemplateRef, description: 'The template as stored.', resolve: (p) => p.template }),
  }),
});
const TemplateResult = mutationResult('CssTemplate', TemplatePayload, 'The saved template, or why it was refused.');

const TemplateInput = builder.inputType('CssTemplateInput', {
  description: "A template's fields, as `POST /api/v1/css_template/` takes them.",
  fields: (t) => ({
    templateName: t.string({ required: true, description: 'Its name, up to 250 characters.' }),
    css: t.string({ required: true, description: 'The CSS text.' }),
  }),
});

async function reloadTemplate(ctx: GraphQLContext, id: number) {
  const template = await loadTemplate(ctx, id);
  if (!template) throw new NotFoundError();
  return { template };
}

builder.mutationField('createCssTemplate', (t) =>
  t.field({
    type: TemplateResult,
    description: 'Creates a CSS template (`POST /api/v1/css_template/`); can_write on CssTemplate (Alpha, Admin).',
    args: { input: t.arg({ type: TemplateInput, required: true, description: 'The template.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<{ id: number }>('/api/v1/css_template/', {
          template_name: input.templateName,
          css: input.css,
        });
        return reloadTemplate(ctx, saved.id);
      }),
  }),
);

builder.mutationField('updateCssTemplate', (t) =>
  t.field({
    type: TemplateResult,
    description: 'Replaces the name and CSS of a template (`PUT /api/v1/css_template/{pk}`).',
    args: {
      id: t.arg.globalID({ required: true, description: 'The template.' }),
      input: t.arg({ type: TemplateInput, required: true, description: 'Its new fields.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'CssTemplate');
        await ctx.rest.put(`/api/v1/css_template/${pk}`, { template_name: input.templateName, css: input.css });
        return reloadTemplate(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteCssTemplate', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a template (`DELETE /api/v1/css_template/{pk}`).',
    args: { id: t.arg.globalID({ required: true, description: 'The template.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'CssTemplate');
        const body = await ctx.rest.del<{ message: string }>(`/api/v1/css_template/${pk}`);
        return { deletedIds: [encodeGlobalID('CssTemplate', pk)], message: body.message };
      }),
  }),
);
