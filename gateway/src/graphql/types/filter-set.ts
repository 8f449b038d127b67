import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { DashboardRef } from './dashboard.ts';
import { DeleteResult, restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

export interface RestFilterSet {
  id: number;
  name: string;
  description: string | null;
  json_metadata: string;
  owner_type: string;
  owner_id: number;
  dashboard_id: number;
  changed_on: string | null;
  params: unknown;
}

export const FilterSetRef = builder.objectRef<RestFilterSet>('FilterSet').implement({
  description: 'A saved set of native filter values on a dashboard (server-semantics §9).',
  fields: (t) => ({
    filterSetId: t.exposeInt('id', { description: 'The REST primary key.' }),
    name: t.exposeString('name', { description: 'The name.' }),
    description: t.string({ nullable: true, description: 'The description.', resolve: (f) => f.description }),
    ownerType: t.exposeString('owner_type', { description: '"User" (private) or "Dashboard" (shared).' }),
    ownerId: t.exposeInt('owner_id', { description: 'The owning user or dashboard id.' }),
    dashboardId: t.exposeInt('dashboard_id', { description: 'The dashboard it belongs to.' }),
    jsonMetadata: t.field({
      type: 'JSON',
      description: 'The saved state: {nativeFilters, dataMask}.',
      resolve: (f) => f.params ?? null,
    }),
  }),
});

export const listFilterSets = async (ctx: GraphQLContext, dashboardId: number) =>
  (await ctx.rest.get<{ result: RestFilterSet[] }>(`/api/v1/dashboard/${dashboardId}/filtersets`)).result;

builder.objectField(DashboardRef, 'filterSets', (t) =>
  t.field({
    type: [FilterSetRef],
    description: 'Filter sets the viewer may see: their own and, for owners, the shared ones.',
    resolve: (d, _args, ctx) => listFilterSets(ctx, d.id),
  }),
);

const FilterSetFields = builder.inputType('FilterSetFieldsInput', {
  description: 'Filter set fields.',
  fields: (t) => ({
    name: t.string({ description: 'The name (required on create, at most 500 characters).' }),
    description: t.string({ description: 'The description (1-1000 characters).' }),
    jsonMetadata: t.field({ type: 'JSON', description: '{nativeFilters: {...} (required), dataMask: {...}}.' }),
    ownerType: t.string({ description: '"User" or "Dashboard" (on update only "Dashboard").' }),
  }),
});
type FilterSetFieldsInput = typeof FilterSetFields.$inferInput;

function restBody(input: FilterSetFieldsInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.name != null) body.name = input.name;
  if (input.description != null) body.description = input.description;
  if (input.ownerType != null) body.owner_type = input.ownerType;
  if (input.jsonMetadata != null) {
    if (typeof input.jsonMetadata !== 'object' || Array.isArray(input.jsonMetadata)) {
      throw new ValidationError('jsonMetadata must be a JSON object.');
    }
    body.json_metadata = JSON.stringify(input.jsonMetadata);
  }
  return body;
}

const FilterSetPayload = builder.objectRef<{ filterSet: RestFilterSet }>('FilterSetPayload').implement({
  description: 'The saved filter set.',
  fields: (t) => ({
    filterSet: t.field({ type: FilterSetRef, description: 'The filter set.', resolve: (p) => p.filterSet }),
  }),
});
const FilterSetResult = mutationResult('FilterSet', FilterSetPayload, 'The filter set, or why it was refused.');

builder.mutationField('createFilterSet', (t) =>
  t.field({
    type: FilterSetResult,
    description: 'Saves a filter set on a dashboard; a "User" set belongs to the viewer.',
    args: {
      dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      input: t.arg({ type: FilterSetFields, required: true, description: 'The fields.' }),
    },
    resolve: (_root, { dashboardId, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(dashboardId, 'Dashboard');
        const body = restBody(input);
        if (body.owner_type === 'User') {
          body.owner_id = (await ctx.rest.get<{ result: { id: number } }>('/api/v1/me/')).result.id;
        }
        const saved = await ctx.rest.post<{ result: RestFilterSet }>(`/api/v1/dashboard/${pk}/filtersets`, body);
        return { filterSet: saved.result };
      }),
  }),
);

builder.mutationField('updateFilterSet', (t) =>
  t.field({
    type: FilterSetResult,
    description: 'Changes a filter set the viewer may change.',
    args: {
      dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      filterSetId: t.arg.int({ required: true, description: 'The filter set (REST id).' }),
      input: t.arg({ type: FilterSetFields, required: true, description: 'The fields to change.' }),
    },
    resolve: (_root, { dashboardId, filterSetId, input }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(dashboardId, 'Dashboard');
        const saved = await ctx.rest.put<{ result: RestFilterSet }>(
          `/api/v1/dashboard/${pk}/filtersets/${filterSetId}`,
          restBody(input),
        );
        return { filterSet: saved.result };
      }),
  }),
);

builder.mutationField('deleteFilterSet', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a filter set the viewer may change.',
    args: {
      dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      filterSetId: t.arg.int({ required: true, description: 'The filter set (REST id).' }),
    },
    resolve: (_root, { dashboardId, filterSetId }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(dashboardId, 'Dashboard');
        if (!(await listFilterSets(ctx, pk)).some((f) => f.id === filterSetId)) throw new NotFoundError();
        await ctx.rest.del(`/api/v1/dashboard/${pk}/filtersets/${filterSetId}`);
        return { deletedIds: [encodeGlobalID('FilterSet', filterSetId)], message: 'Deleted 1 filter set' };
      }),
  }),
);
