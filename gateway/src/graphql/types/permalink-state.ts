import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError } from '../errors.ts';

/** `GET /api/v1/explore/permalink/{key}` (server-semantics §8). */
interface RestExploreState {
  chartId?: number | null;
  datasourceId?: number | null;
  datasourceType?: string | null;
  datasource?: string | null;
  state?: { formData?: unknown; urlParams?: [string, string][] | null };
}

/** `GET /api/v1/dashboard/permalink/{key}`. */
interface RestDashboardState {
  dashboardId: string;
  state?: { dataMask?: unknown; activeTabs?: string[] | null; anchor?: string | null; urlParams?: [string, string][] };
}

const UrlParamRef = builder.objectRef<[string, string]>('PermalinkUrlParam').implement({
  description: 'A URL parameter kept by a permalink.',
  fields: (t) => ({
    name: t.string({ description: 'The parameter name.', resolve: (p) => String(p[0]) }),
    value: t.string({ description: 'The parameter value.', resolve: (p) => String(p[1]) }),
  }),
});

const ExplorePermalinkRef = builder.objectRef<RestExploreState>('ExplorePermalink').implement({
  description: 'The explore state a chart permalink stores: the form data and the URL parameters.',
  fields: (t) => ({
    chartId: t.int({
      nullable: true,
      description: 'The saved chart it came from (null: unsaved).',
      resolve: (s) => s.chartId ?? null,
    }),
    datasourceId: t.int({ nullable: true, description: 'The dataset id.', resolve: (s) => s.datasourceId ?? null }),
    datasourceType: t.string({
      nullable: true,
      description: 'The datasource type ("table").',
      resolve: (s) => s.datasourceType ?? null,
    }),
    datasource: t.string({
      nullable: true,
      description: 'The datasource key, "<id>__<type>".',
      resolve: (s) => s.datasource ?? null,
    }),
    formData: t.field({
      type: 'JSON',
      description: 'The form data of the chart.',
      resolve: (s) => s.state?.formData ?? {},
    }),
    urlParams: t.field({
      type: [UrlParamRef],
      description: 'URL parameters to restore.',
      resolve: (s) => s.state?.urlParams ?? [],
    }),
  }),
});

const DashboardPermalinkRef = builder.objectRef<RestDashboardState>('DashboardPermalink').implement({
  description: 'The dashboard state a dashboard permalink stores: filter values, open tabs, anchor.',
  fields: (t) => ({
    dashboardUuid: t.exposeString('dashboardId', { description: 'The UUID of the dashboard.' }),
    dataMask: t.field({
      type: 'JSON',
      description: 'Native filter and cross-filter values by filter id.',
      resolve: (s) => s.state?.dataMask ?? {},
    }),
    activeTabs: t.stringList({ description: 'Ids of the open tabs.', resolve: (s) => s.state?.activeTabs ?? [] }),
    anchor: t.string({
      nullable: true,
      description: 'The component to scroll to.',
      resolve: (s) => s.state?.anchor ?? null,
    }),
    urlParams: t.field({
      type: [UrlParamRef],
      description: 'URL parameters to restore.',
      resolve: (s) => s.state?.urlParams ?? [],
    }),
  }),
});

/** A missing key is null, as for nodes; other refusals stay errors. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

const read = <T>(ctx: GraphQLContext, kind: 'explore' | 'dashboard', key: string) =>
  orNull(() => ctx.rest.get<T>(`/api/v1/${kind}/permalink/${encodeURIComponent(key)}`));

builder.queryFields((t) => ({
  explorePermalink: t.field({
    type: ExplorePermalinkRef,
    nullable: true,
    description: 'The explore state behind a chart permalink key (null when unknown).',
    args: { key: t.arg.string({ required: true, description: 'The key from the permalink URL.' }) },
    resolve: (_root, { key }, ctx) => read<RestExploreState>(ctx, 'explore', key),
  }),
  dashboardPermalink: t.field({
    type: DashboardPermalinkRef,
    nullable: true,
    description: 'The dashboard state behind a dashboard permalink key (null when unknown).',
    args: { key: t.arg.string({ required: true, description: 'The key from the permalink URL.' }) },
    resolve: (_root, { key }, ctx) => read<RestDashboardState>(ctx, 'dashboard', key),
  }),
}));
