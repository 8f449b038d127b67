import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ValidationError } from '../errors.ts';
import { DashboardRef } from './dashboard.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

/**
 * Superset's temporary state (`/api/v1/explore/form_data`, `/api/v1/dashboard/<id>/filter_state`):
 * unsaved explore form data (kept 7 days) and a dashboard's native filter state (90 days), each
 * behind a random key only its owner may change.
 */
interface TemporaryKey {
  key: string;
}

const TemporaryStatePayload = builder.objectRef<TemporaryKey>('TemporaryStatePayload').implement({
  description: 'The key of the stored (or deleted) temporary state.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key to read the state back with (and to put in the URL).' }),
  }),
});

const ExploreFormDataResult = mutationResult(
  'ExploreFormData',
  TemporaryStatePayload,
  'The key of the explore form data, or why it was refused (ForbiddenError: not the owner, or no access to the dataset/chart).',
);
const DashboardFilterStateResult = mutationResult(
  'DashboardFilterState',
  TemporaryStatePayload,
  'The key of the filter state, or why it was refused (ForbiddenError: not the owner).',
);

const ExploreFormDataInput = builder.inputType('ExploreFormDataInput', {
  description: 'Unsaved explore state: the form data and the dataset (and chart) it belongs to.',
  fields: (t) => ({
    datasourceId: t.int({ required: true, description: 'The dataset (datasource) id.' }),
    datasourceType: t.string({
      required: true,
      description: 'One of table, dataset, query, saved_query, view (usually "table").',
    }),
    chartId: t.globalID({ description: 'The saved chart being explored, if any (its access is checked too).' }),
    formData: t.field({ type: 'JSON', required: true, description: 'The chart form data (a JSON object).' }),
  }),
});

interface ExploreFormDataFields {
  datasourceId: number;
  datasourceType: string;
  chartId?: { typename: string; id: string } | null;
  formData?: unknown;
}

function objectText(value: unknown, name: string): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError(`${name} must be a JSON object.`, { [name]: ['Not a valid JSON object.'] });
  }
  return JSON.stringify(value);
}

const exploreBody = (input: ExploreFormDataFields) => ({
  datasource_id: input.datasourceId,
  datasource_type: input.datasourceType,
  chart_id: input.chartId ? restIdOf(input.chartId, 'Chart') : null,
  form_data: objectText(input.formData, 'formData'),
});

function tabQuery(tabId: number | null | undefined): string {
  if (tabId == null) return '';
  if (!Number.isSafeInteger(tabId) || tabId < 0) {
    throw new ValidationError('tabId must be a non-negative integer.', { tab_id: ['Not a valid integer.'] });
  }
  return `?tab_id=${tabId}`;
}

const keyPath = (key: string) => {
  if (key === '') throw new ValidationError('key must not be empty.', { key: ['Missing data for required field.'] });
  return encodeURIComponent(key);
};

/** The parsed JSON of a stored text; a text that is not JSON is handed back as it is. */
function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A read that answers null for an unknown or expired key (REST's 404); other refusals stay errors. */
async function readOrNull<T>(ctx: GraphQLContext, path: string): Promise<T | null> {
  try {
    return await ctx.rest.get<T>(path);
  } catch (error) {
    if ((error as { code?: string }).code === 'NOT_FOUND') return null;
    throw error;
  }
}

builder.mutationField('createExploreFormData', (t) =>
  t.field({
    type: ExploreFormDataResult,
    description: 'Stores unsaved explore form data for 7 days (`POST /api/v1/explore/form_data`); returns its key.',
    args: {
      input: t.arg({ type: ExploreFormDataInput, required: true, description: 'The state to store.' }),
      tabId: t.arg.int({ description: 'The browser tab (the same tab and object reuse their key).' }),
    },
    resolve: (_root, { input, tabId }, ctx) =>
      asMutationResult(() =>
        ctx.rest.post<TemporaryKey>(`/api/v1/explore/form_data${tabQuery(tabId)}`, exploreBody(input)),
      ),
  }),
);

builder.mutationField('updateExploreFormData', (t) =>
  t.field({
    type: ExploreFormDataResult,
    description:
      'Replaces the form data behind a key the viewer owns (`PUT /api/v1/explore/form_data/{key}`); NotFoundError when unknown or expired.',
    args: {
      key: t.arg.string({ required: true, description: 'The key createExploreFormData returned.' }),
      input: t.arg({ type: ExploreFormDataInput, required: true, description: 'The new state.' }),
      tabId: t.arg.int({ description: 'The browser tab the state comes from.' }),
    },
    resolve: (_root, { key, input, tabId }, ctx) =>
      asMutationResult(() =>
        ctx.rest.put<TemporaryKey>(`/api/v1/explore/form_data/${keyPath(key)}${tabQuery(tabId)}`, exploreBody(input)),
      ),
  }),
);

builder.mutationField('deleteExploreFormData', (t) =>
  t.field({
    type: ExploreFormDataResult,
    description: 'Deletes form data the viewer owns (`DELETE /api/v1/explore/form_data/{key}`).',
    args: { key: t.arg.string({ required: true, description: 'The key to delete.' }) },
    resolve: (_root, { key }, ctx) =>
      asMutationResult(async () => {
        await ctx.rest.del(`/api/v1/explore/form_data/${keyPath(key)}`);
        return { key };
      }),
  }),
);

const ExploreFormDataState = builder.objectRef<{ key: string; formData: unknown }>('ExploreFormDataState').implement({
  description: 'Unsaved explore state read back by its key.',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key.' }),
    formData: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The stored form data (a JSON object).',
      resolve: (s) => s.formData ?? null,
    }),
  }),
});

builder.queryField('exploreFormData', (t) =>
  t.field({
    type: ExploreFormDataState,
    nullable: true,
    description:
      'Explore form data by key (`GET /api/v1/explore/form_data/{key}`): null when unknown or expired; FORBIDDEN without access to its dataset or chart.',
    args: { key: t.arg.string({ required: true, description: 'The key.' }) },
    resolve: async (_root, { key }, ctx) => {
      const body = await readOrNull<{ form_data?: unknown }>(ctx, `/api/v1/explore/form_data/${keyPath(key)}`);
      return body ? { key, formData: parsed(body.form_data) } : null;
    },
  }),
);

const DashboardFilterState = builder.objectRef<{ key: string; value: unknown }>('DashboardFilterState').implement({
  description: "A dashboard's stored native filter state (its data mask), read back by key.",
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The key (`native_filters_key` in dashboard URLs).' }),
    value: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The stored state (a JSON object, usually filter values by filter id).',
      resolve: (s) => s.value ?? null,
    }),
  }),
});

builder.objectField(DashboardRef, 'filterState', (t) =>
  t.field({
    type: DashboardFilterState,
    nullable: true,
    description:
      'Filter state stored for this dashboard (`GET /api/v1/dashboard/{id}/filter_state/{key}`): null when the key is unknown, expired or another dashboard’s.',
    args: { key: t.arg.string({ required: true, description: 'The key.' }) },
    resolve: async (dashboard, { key }, ctx) => {
      const body = await readOrNull<{ value?: unknown }>(
        ctx,
        `/api/v1/dashboard/${dashboard.id}/filter_state/${keyPath(key)}`,
      );
      return body ? { key, value: parsed(body.value) } : null;
    },
  }),
);

const filterStatePath = (dashboardId: { typename: string; id: string }) =>
  `/api/v1/dashboard/${restIdOf(dashboardId, 'Dashboard')}/filter_state`;

builder.mutationField('createDashboardFilterState', (t) =>
  t.field({
    type: DashboardFilterStateResult,
    description:
      'Stores a dashboard’s filter state for 90 days (`POST /api/v1/dashboard/{id}/filter_state`); returns its key.',
    args: {
      dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      value: t.arg({ type: 'JSON', required: true, description: 'The state (a JSON object).' }),
      tabId: t.arg.int({ description: 'The browser tab (the same tab and dashboard reuse their key).' }),
    },
    resolve: (_root, { dashboardId, value, tabId }, ctx) =>
      asMutationResult(() =>
        ctx.rest.post<TemporaryKey>(`${filterStatePath(dashboardId)}${tabQuery(tabId)}`, {
          value: objectText(value, 'value'),
        }),
      ),
  }),
);

builder.mutationField('updateDashboardFilterState', (t) =>
  t.field({
    type: DashboardFilterStateResult,
    description:
      'Replaces filter state the viewer owns (`PUT /api/v1/dashboard/{id}/filter_state/{key}`); NotFoundError when unknown, expired or another dashboard’s.',
    args: {
      dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      key: t.arg.string({ required: true, description: 'The key createDashboardFilterState returned.' }),
      value: t.arg({ type: 'JSON', required: true, description: 'The new state (a JSON object).' }),
      tabId: t.arg.int({ description: 'The browser tab the state comes from.' }),
    },
    resolve: (_root, { dashboardId, key, value, tabId }, ctx) =>
      asMutationResult(() =>
        ctx.rest.put<TemporaryKey>(`${filterStatePath(dashboardId)}/${keyPath(key)}${tabQuery(tabId)}`, {
          value: objectText(value, 'value'),
        }),
      ),
  }),
);

builder.mutationField('deleteDashboardFilterState', (t) =>
  t.field({
    type: DashboardFilterStateResult,
    description: 'Deletes filter state the viewer owns (`DELETE /api/v1/dashboard/{id}/filter_state/{key}`).',
    args: {
      dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      key: t.arg.string({ required: true, description: 'The key to delete.' }),
    },
    resolve: (_root, { dashboardId, key }, ctx) =>
      asMutationResult(async () => {
        await ctx.rest.del(`${filterStatePath(dashboardId)}/${keyPath(key)}`);
        return { key };
      }),
  }),
);
