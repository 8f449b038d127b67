import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { RestDashboard } from '../rest-types.ts';
import { encodeRisonUri } from '../rison.ts';
import { ChartRef } from './chart.ts';
import { DashboardRef } from './dashboard.ts';
import { dashboardLoaders } from './dashboard-loaders.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

/** The REST id inside a global ID of the expected type; anything else is the caller's mistake. */
export function restIdOf(globalId: { typename: string; id: string }, typename: string): number {
  const id = Number(globalId.id);
  if (globalId.typename !== typename || !Number.isSafeInteger(id) || id < 1) {
    throw new ValidationError(`Expected the ID of a ${typename}.`);
  }
  return id;
}

const json = (value: unknown, field: string): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw new ValidationError(`${field} must be a JSON object.`);
  return JSON.stringify(value);
};

/** A fresh read of a dashboard after a write (the write already cleared the request's GET memo). */
export async function reloadDashboard(ctx: GraphQLContext, id: number): Promise<RestDashboard> {
  ctx.loaders.dashboard.clear(id);
  const row = await ctx.loaders.dashboard.load(id);
  if (!row) throw new NotFoundError();
  return row;
}

interface SavedDashboard {
  dashboard: RestDashboard;
  lastModifiedTime: number;
}

export const SaveDashboardPayload = builder.objectRef<SavedDashboard>('SaveDashboardPayload').implement({
  description: 'The saved dashboard.',
  fields: (t) => ({
    dashboard: t.field({ type: DashboardRef, description: 'The dashboard as stored.', resolve: (p) => p.dashboard }),
    lastModifiedTime: t.float({
      description: 'When it was saved (epoch seconds); send it back with the next save to detect conflicts.',
      resolve: (p) => p.lastModifiedTime,
    }),
  }),
});

const DashboardFields = builder.inputType('DashboardFieldsInput', {
  description:
    'Dashboard fields to save (spec 000 §5 defaults apply: an empty title becomes "[ untitled dashboard ]").',
  fields: (t) => ({
    dashboardTitle: t.string({ description: 'The title (at most 500 characters).' }),
    slug: t.string({ description: 'The URL key; normalised, null when empty.' }),
    css: t.string({ description: 'Custom CSS.' }),
    jsonMetadata: t.field({ type: 'JSON', description: 'The metadata object (stored as json_metadata).' }),
    positionJson: t.field({
      type: 'JSON',
      description: 'The layout object (stored as position_json, at most 65535 characters).',
    }),
    ownerIds: t.intList({ description: 'REST ids of the owners.' }),
    roleIds: t.intList({ description: 'REST ids of the roles (only with DASHBOARD_RBAC).' }),
    certifiedBy: t.string({ description: 'Who certifies it; empty clears the certification.' }),
    certificationDetails: t.string({ description: 'Certification details (kept only while certifiedBy is set).' }),
    published: t.boolean({ description: 'Published or draft.' }),
  }),
});

type FieldsInput = typeof DashboardFields.$inferInput;

function restBody(fields: FieldsInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const copy: [keyof FieldsInput, string][] = [
    ['dashboardTitle', 'dashboard_title'],
    ['slug', 'slug'],
    ['css', 'css'],
    ['certifiedBy', 'certified_by'],
    ['certificationDetails', 'certification_details'],
    ['published', 'published'],
    ['ownerIds', 'owners'],
    ['roleIds', 'roles'],
  ];
  for (const [from, to] of copy) if (fields[from] !== undefined && fields[from] !== null) body[to] = fields[from];
  const metadata = json(fields.jsonMetadata, 'jsonMetadata');
  if (metadata !== undefined) body.json_metadata = metadata;
  const positions = json(fields.positionJson, 'positionJson');
  if (positions !== undefined) body.position_json = positions;
  return body;
}

interface RestSaved {
  id: number;
  last_modified_time: number;
}

builder.mutationField('createDashboard', (t) =>
  t.field({
    type: mutationResult('CreateDashboard', SaveDashboardPayload, 'A new dashboard, or why it was refused.'),
    description: 'Creates a dashboard owned by the viewer (`POST /api/v1/dashboard/`).',
    args: { input: t.arg({ type: DashboardFields, required: true, description: 'The fields.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        const saved = await ctx.rest.post<RestSaved>('/api/v1/dashboard/', restBody(input));
        return { dashboard: await reloadDashboard(ctx, saved.id), lastModifiedTime: saved.last_modified_time };
      }),
  }),
);

builder.mutationField('saveDashboard', (t) =>
  t.field({
    type: mutationResult('SaveDashboard', SaveDashboardPayload, 'The saved dashboard, or why it was refused.'),
    description:
      'Saves a dashboard (`PUT /api/v1/dashboard/{id}`). With `lastModifiedTime` a save over a newer version is a ConflictError.',
    args: {
      id: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      input: t.arg({ type: DashboardFields, required: true, description: 'The fields to change.' }),
      lastModifiedTime: t.arg.float({ description: 'The lastModifiedTime the viewer last loaded or saved.' }),
    },
    resolve: (_root, { id, input, lastModifiedTime }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dashboard');
        const body = restBody(input);
        if (lastModifiedTime != null) body.last_modified_time = lastModifiedTime;
        const saved = await ctx.rest.put<RestSaved>(`/api/v1/dashboard/${pk}`, body);
        return { dashboard: await reloadDashboard(ctx, pk), lastModifiedTime: saved.last_modified_time };
      }),
  }),
);

builder.mutationField('publishDashboard', (t) =>
  t.field({
    type: mutationResult('PublishDashboard', SaveDashboardPayload, 'The dashboard, or why it was refused.'),
    description:
      "Publishes or hides a dashboard (needs edit permission: 'You do not have permissions to edit this dashboard.').",
    args: {
      id: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      published: t.arg.boolean({ required: true, description: 'True to publish, false to hide (draft).' }),
    },
    resolve: (_root, { id, published }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dashboard');
        const saved = await ctx.rest.put<RestSaved>(`/api/v1/dashboard/${pk}`, { published });
        return { dashboard: await reloadDashboard(ctx, pk), lastModifiedTime: saved.last_modified_time };
      }),
  }),
);

builder.mutationField('saveDashboardAs', (t) =>
  t.field({
    type: mutationResult('SaveDashboardAs', SaveDashboardPayload, 'The copy, or why it was refused.'),
    description:
      'Saves a copy owned by the viewer (`POST /api/v1/dashboard/{id}/copy/`); with duplicateSlices every chart is cloned and the layout points at the clones.',
    args: {
      id: t.arg.globalID({ required: true, description: 'The dashboard to copy.' }),
      dashboardTitle: t.arg.string({ required: true, description: 'Title of the copy.' }),
      css: t.arg.string({ description: 'CSS of the copy.' }),
      jsonMetadata: t.arg({
        type: 'JSON',
        description: 'Metadata of the copy; must hold `positions` when duplicating.',
      }),
      duplicateSlices: t.arg.boolean({ description: 'Clone the charts too.' }),
    },
    resolve: (_root, args, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(args.id, 'Dashboard');
        const body: Record<string, unknown> = {
          dashboard_title: args.dashboardTitle,
          json_metadata: json(args.jsonMetadata, 'jsonMetadata') ?? '{}',
          duplicate_slices: args.duplicateSlices ?? false,
        };
        if (args.css != null) body.css = args.css;
        const saved = await ctx.rest.post<{ result: RestSaved }>(`/api/v1/dashboard/${pk}/copy/`, body);
        return {
          dashboard: await reloadDashboard(ctx, saved.result.id),
          lastModifiedTime: saved.result.last_modified_time,
        };
      }),
  }),
);

const DeletePayload = builder.objectRef<{ deletedIds: string[]; message: string }>('DeletePayload').implement({
  description: 'What was deleted.',
  fields: (t) => ({
    deletedIds: t.stringList({ description: 'Global IDs of the deleted objects.', resolve: (p) => p.deletedIds }),
    message: t.exposeString('message', { description: "REST's confirmation, e.g. 'Deleted 2 dashboards'." }),
  }),
});
export const DeleteResult = mutationResult('Delete', DeletePayload, 'What was deleted, or why nothing was.');

/** Deletes objects of a resource through REST's bulk delete (`?q=!(ids)`). */
export async function deleteObjects(
  ctx: GraphQLContext,
  resource: 'dashboard' | 'chart',
  ids: number[],
  globalIds: string[],
) {
  // The bulk call for one id too: all or nothing, and REST's 'Deleted N ...' message.
  const body = await ctx.rest.del<{ message: string }>(`/api/v1/${resource}/?q=${encodeRisonUri(ids)}`);
  return { deletedIds: globalIds, message: body.message };
}

builder.mutationField('deleteDashboards', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes dashboards the viewer owns (all or none).',
    args: { ids: t.arg.globalIDList({ required: true, description: 'The dashboards.' }) },
    resolve: (_root, { ids }, ctx) =>
      asMutationResult(async () => {
        if (ids.length === 0) throw new ValidationError('ids must not be empty.');
        const pks = ids.map((id) => restIdOf(id, 'Dashboard'));
        return deleteObjects(
          ctx,
          'dashboard',
          pks,
          pks.map((pk) => encodeGlobalID('Dashboard', pk)),
        );
      }),
  }),
);

builder.mutationField('deleteDashboard', (t) =>
  t.field({
    type: DeleteResult,
    description: 'Deletes a dashboard the viewer owns.',
    args: { id: t.arg.globalID({ required: true, description: 'The dashboard.' }) },
    resolve: (_root, { id }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(id, 'Dashboard');
        return deleteObjects(ctx, 'dashboard', [pk], [encodeGlobalID('Dashboard', pk)]);
      }),
  }),
);

const FavoriteTarget = builder.unionType('FavoriteTarget', {
  description: 'Something a viewer can star.',
  types: [ChartRef, DashboardRef],
  resolveType: (value) => ('slice_name' in value ? 'Chart' : 'Dashboard'),
});

const SetFavoritePayload = builder.objectRef<{ target: object; isFavorite: boolean }>('SetFavoritePayload').implement({
  description: 'The starred or unstarred object.',
  fields: (t) => ({
    target: t.field({
      type: FavoriteTarget,
      description: 'The chart or dashboard.',
      resolve: (p) => p.target as never,
    }),
    isFavorite: t.exposeBoolean('isFavorite', { description: 'Whether the viewer now stars it.' }),
  }),
});

builder.mutationField('setFavorite', (t) =>
  t.field({
    type: mutationResult('SetFavorite', SetFavoritePayload, 'The object, or why it could not be starred.'),
    description: 'Stars or unstars a chart or a dashboard for the viewer.',
    args: {
      id: t.arg.globalID({ required: true, description: 'A Chart or Dashboard ID.' }),
      favorite: t.arg.boolean({ required: true, description: 'True to star, false to unstar.' }),
    },
    resolve: (_root, { id, favorite }, ctx) =>
      asMutationResult(async () => {
        const resource = id.typename === 'Chart' ? 'chart' : 'dashboard';
        const pk = restIdOf(id, id.typename === 'Chart' ? 'Chart' : 'Dashboard');
        const path = `/api/v1/${resource}/${pk}/favorites/`;
        if (favorite) await ctx.rest.post(path, {});
        else await ctx.rest.del(path);
        const loaders = dashboardLoaders(ctx);
        const starLoader = resource === 'chart' ? loaders.favourite.Chart : loaders.favourite.Dashboard;
        starLoader.clear(pk).prime(pk, favorite);
        const loader = resource === 'chart' ? ctx.loaders.chart : ctx.loaders.dashboard;
        loader.clear(pk);
        const target = await loader.load(pk);
        if (!target) throw new NotFoundError();
        return { target, isFavorite: favorite };
      }),
  }),
);
