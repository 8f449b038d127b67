import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { encodeRisonUri } from '../rison.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import { type RestSavedQuery, SavedQueryRef, savedQueryLoader } from './saved-query.ts';

const SavedQueryInput = builder.inputType('SavedQueryInput', {
  description: 'Saved query fields. On create databaseId, label and sql are required.',
  fields: (t) => ({
    databaseId: t.int({ description: 'REST id of its database.' }),
    label: t.string({ description: 'Its name (1-256 characters).' }),
    description: t.string({ description: 'What it is for.' }),
    sql: t.string({ description: 'The SQL text.' }),
    schema: t.string({ description: 'The schema.' }),
    catalog: t.string({ description: 'The catalog.' }),
    templateParameters: t.string({ description: 'Template parameters as JSON text (kept, not applied).' }),
  }),
});

function body(input: typeof SavedQueryInput.$inferInput): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (input.databaseId != null) out.db_id = input.databaseId;
  if (input.label != null) out.label = input.label;
  if (input.sql != null) out.sql = input.sql;
  if (input.description !== undefined) out.description = input.description;
  if (input.schema !== undefined) out.schema = input.schema;
  if (input.catalog !== undefined) out.catalog = input.catalog;
  if (input.templateParameters !== undefined) out.template_parameters = input.templateParameters;
  return out;
}

const Payload = builder.objectRef<{ savedQuery: RestSavedQuery }>('SavedQueryPayload').implement({
  description: 'The saved query as stored.',
  fields: (t) => ({
    savedQuery: t.field({ type: SavedQueryRef, description: 'The saved query.', resolve: (p) => p.savedQuery }),
  }),
});
const Result = mutationResult('SavedQuery', Payload, 'The saved query, or why it was refused.');

async function reload(ctx: GraphQLContext, id: number) {
  const row = await savedQueryLoader(ctx).load(id);
  if (!row) throw new NotFoundError('The saved query was not found.');
  return { savedQuery: row };
}

builder.mutationField('createSavedQuery', (t) =>
  t.field({
    type: Result,
    description: 'Saves a query (`POST /api/v1/saved_query/`).',
    args: { input: t.arg({ type: SavedQueryInput, required: true, description: 'Its fields.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const created = await ctx.rest.post<{ id: number }>('/api/v1/saved_query/', body(input));
        return reload(ctx, created.id);
      }),
  }),
);

builder.mutationField('updateSavedQuery', (t) =>
  t.field({
    type: Result,
    description: "Changes one of the viewer's saved queries (`PUT /api/v1/saved_query/{pk}`).",
    args: {
      id: t.arg.globalID({ required: true, description: 'The saved query.' }),
      input: t.arg({ type: SavedQueryInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { id, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'SavedQuery');
        await ctx.rest.put(`/api/v1/saved_query/${pk}`, body(input));
        return reload(ctx, pk);
      }),
  }),
);

builder.mutationField('deleteSavedQuery', (t) =>
  t.field({
    type: DeleteResult,
    description: "Deletes one of the viewer's saved queries (`DELETE /api/v1/saved_query/?q=!(pk)`).",
    args: { id: t.arg.globalID({ required: true, description: 'The saved query.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'SavedQuery');
        const answer = await ctx.rest.del<{ message: string }>(`/api/v1/saved_query/?q=${encodeRisonUri([pk])}`);
        return { deletedIds: [encodeGlobalID('SavedQuery', pk)], message: answer.message };
      }),
  }),
);
