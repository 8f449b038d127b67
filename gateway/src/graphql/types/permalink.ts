import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';
import { restIdOf } from './dashboard-mutations.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

interface RestPermalink {
  key: string;
  url: string;
}

const PermalinkRef = builder.objectRef<RestPermalink>('Permalink').implement({
  description: 'A short, stable link to an explore or dashboard state (the same state gives the same key).',
  fields: (t) => ({
    key: t.exposeString('key', { description: 'The permalink key (hashid, at least 11 characters).' }),
    url: t.exposeString('url', { description: 'The full URL to share.' }),
  }),
});
const PermalinkResult = mutationResult('Permalink', PermalinkRef, 'The permalink, or why it was refused.');

const UrlParam = builder.inputType('UrlParamInput', {
  description: 'One URL query parameter kept with the state.',
  fields: (t) => ({
    key: t.string({ required: true, description: 'Parameter name.' }),
    value: t.string({ required: true, description: 'Parameter value.' }),
  }),
});

const pairs = (params: readonly { key: string; value: string }[] | null | undefined) =>
  params ? params.map((p) => [p.key, p.value]) : undefined;

function object(value: unknown, name: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ValidationError(`${name} must be a JSON object.`);
  return value as Record<string, unknown>;
}

builder.mutationField('createExplorePermalink', (t) =>
  t.field({
    type: PermalinkResult,
    description:
      'Stores an explore state (`POST /api/v1/explore/permalink`); formData needs `datasource` as "<id>__<type>".',
    args: {
      formData: t.arg({ type: 'JSON', required: true, description: 'The chart form data.' }),
      urlParams: t.arg({ type: [UrlParam], description: 'URL parameters to keep.' }),
    },
    resolve: (_root, { formData, urlParams }, ctx) =>
      asMutationResult(async () => {
        const body: Record<string, unknown> = { formData: object(formData, 'formData') };
        const params = pairs(urlParams);
        if (params) body.urlParams = params;
        return ctx.rest.post<RestPermalink>('/api/v1/explore/permalink', body);
      }),
  }),
);

const DashboardPermalinkState = builder.inputType('DashboardPermalinkStateInput', {
  description: 'The dashboard state a permalink keeps.',
  fields: (t) => ({
    dataMask: t.field({ type: 'JSON', description: 'Filter values by filter id.' }),
    activeTabs: t.stringList({ description: 'Ids of the open tabs.' }),
    anchor: t.string({ description: 'Component to scroll to.' }),
    urlParams: t.field({ type: [UrlParam], description: 'URL parameters to keep.' }),
  }),
});

builder.mutationField('createDashboardPermalink', (t) =>
  t.field({
    type: PermalinkResult,
    description: 'Stores a dashboard state (`POST /api/v1/dashboard/{id}/permalink`).',
    args: {
      dashboardId: t.arg.globalID({ required: true, description: 'The dashboard.' }),
      state: t.arg({ type: DashboardPermalinkState, description: 'The state (all optional).' }),
    },
    resolve: (_root, { dashboardId, state }, ctx) =>
      asMutationResult(async () => {
        const pk = restIdOf(dashboardId, 'Dashboard');
        const body: Record<string, unknown> = {};
        if (state?.dataMask != null) body.dataMask = object(state.dataMask, 'dataMask');
        if (state?.activeTabs != null) body.activeTabs = state.activeTabs;
        if (state?.anchor != null) body.anchor = state.anchor;
        const params = pairs(state?.urlParams);
        if (params) body.urlParams = params;
        return ctx.rest.post<RestPermalink>(`/api/v1/dashboard/${pk}/permalink`, body);
      }),
  }),
);

builder.queryField('permalinkState', (t) =>
  t.field({
    type: 'JSON',
    nullable: true,
    description: 'The state behind a permalink key (null when unknown).',
    args: {
      key: t.arg.string({ required: true, description: 'The key.' }),
      kind: t.arg.string({ required: true, description: '"explore" or "dashboard".' }),
    },
    resolve: async (_root, { key, kind }, ctx) => {
      if (kind !== 'explore' && kind !== 'dashboard')
        throw new ValidationError('kind must be "explore" or "dashboard".');
      try {
        return await ctx.rest.get<unknown>(`/api/v1/${kind}/permalink/${encodeURIComponent(key)}`);
      } catch (error) {
        if ((error as { code?: string }).code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
);
