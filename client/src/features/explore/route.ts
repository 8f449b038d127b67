import { fetchQuery, graphql, type PreloadedQuery } from 'react-relay';
import { data, type RouteObject, redirect } from 'react-router';
import type { Environment } from 'relay-runtime';
import { toGlobalId } from '../../relay/globalId.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import type { ExplorePermalinkRouteQuery } from './__generated__/ExplorePermalinkRouteQuery.graphql.ts';
import ExploreScreenQueryNode, { type ExploreScreenQuery } from './__generated__/ExploreScreenQuery.graphql.ts';
import { type ExploreUi, readExploreUi } from './state/uiConfig.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadExplorePage = async () => (await import('./ExploreRoutePage.tsx')).ExploreRoutePage;

const POSITIVE_INT = /^[1-9]\d*$/;

export interface ExploreLoaderData {
  readonly queryRef: PreloadedQuery<ExploreScreenQuery>;
  readonly sliceId: number | null;
  readonly datasetId: number | null;
  readonly vizType: string | null;
  readonly formDataKey: string | null;
  readonly missingParameters: boolean;
  /** `standalone` and the `uiConfig` bits: what of the screen to hide. */
  readonly ui: ExploreUi;
}

/**
 * `/explore/?slice_id=N` (a saved chart), `?datasource_id=N&viz_type=X` (a new one, "+ Chart"),
 * `?datasource_type=query&datasource_id=N` (a SQL Lab query, to be saved as a dataset), each
 * optionally with `form_data_key=K` (unsaved changes kept across reloads), `standalone` and
 * `uiConfig` (what to hide). Without a chart or a
 * dataset the screen shows the 'Missing URL parameters' banner.
 */
export function exploreRoute(environment: Environment): RouteObject {
  return {
    path: '/explore/',
    loader: ({ request }) => {
      const params = new URL(request.url).searchParams;
      const sliceId = params.get('slice_id') ?? '';
      const [datasourceId = '', keyType] = (params.get('datasource_id') ?? params.get('dataset_id') ?? '').split('__');
      // A SQL Lab query as the source (`datasource_type=query`, or a `N__query` key).
      const isQuery = (params.get('datasource_type') ?? keyType) === 'query';
      const formDataKey = params.get('form_data_key') || null;
      const permalinkKey = params.get('permalink_key') || null;
      if (sliceId && !POSITIVE_INT.test(sliceId)) {
        throw data(`The URL needs a chart id: /explore/?slice_id=<number> (got “${sliceId}”).`, { status: 400 });
      }
      const nodeId = sliceId
        ? toGlobalId('Chart', sliceId)
        : POSITIVE_INT.test(datasourceId)
          ? toGlobalId(isQuery ? 'SqlLabQuery' : 'Dataset', datasourceId)
          : null;
      const loaderData: ExploreLoaderData = {
        queryRef: loadRouteQuery<ExploreScreenQuery>('explore', environment, ExploreScreenQueryNode, {
          nodeId: nodeId ?? toGlobalId('Dataset', '0'),
          hasNode: nodeId !== null,
          formDataKey: formDataKey ?? '',
          hasKey: formDataKey !== null,
          permalinkKey: permalinkKey ?? '',
          hasPermalink: permalinkKey !== null,
        }),
        sliceId: sliceId ? Number(sliceId) : null,
        datasetId: !sliceId && !isQuery && POSITIVE_INT.test(datasourceId) ? Number(datasourceId) : null,
        vizType: params.get('viz_type'),
        formDataKey,
        missingParameters: nodeId === null,
        ui: readExploreUi(params),
      };
      return loaderData;
    },
    lazy: { Component: loadExplorePage },
  };
}

/**
 * `/superset/explore/p/<key>/`: a permalink opens Explore on the dataset (or chart) it was made
 * from, with its form; a malformed or unknown key shows the server's message.
 */
export function explorePermalinkRoute(environment: Environment): RouteObject {
  return {
    path: '/superset/explore/p/:key/',
    loader: async ({ params }) => {
      const key = params.key ?? '';
      let state: ExplorePermalinkRouteQuery['response']['explorePermalink'];
      try {
        state =
          (await fetchQuery<ExplorePermalinkRouteQuery>(environment, permalinkQuery, { key }).toPromise())
            ?.explorePermalink ?? null;
      } catch (error) {
        const errors = (error as { errors?: readonly { message?: string }[] }).errors;
        throw data(errors?.[0]?.message ?? (error as Error).message, { status: 400 });
      }
      if (!state) throw data(`There is no permalink "${key}", or it has expired.`, { status: 404 });
      const next = new URLSearchParams({ permalink_key: key });
      if (state.chartId) next.set('slice_id', String(state.chartId));
      else if (state.datasourceId) next.set('datasource_id', String(state.datasourceId));
      const formData = state.formData as { viz_type?: unknown } | null;
      if (typeof formData?.viz_type === 'string') next.set('viz_type', formData.viz_type);
      return redirect(`/explore/?${next}`);
    },
  };
}

const permalinkQuery = graphql`
  query ExplorePermalinkRouteQuery($key: String!) {
    explorePermalink(key: $key) {
      chartId
      datasourceId
      formData
    }
  }
`;
