import { data, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { toGlobalId } from '../../relay/globalId.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import ExplorePageQueryNode, { type ExplorePageQuery } from './__generated__/ExplorePageQuery.graphql.ts';
import NewChartPageQueryNode, { type NewChartPageQuery } from './__generated__/NewChartPageQuery.graphql.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadExplorePage = async () => (await import('./ExploreRoutePage.tsx')).ExploreRoutePage;

/** `/explore/?slice_id=N`: Superset's chart URL; `?datasource_id=N&viz_type=X` starts a new chart ("+ Chart"). */
export function exploreRoute(environment: Environment): RouteObject {
  return {
    path: '/explore/',
    loader: ({ request }) => {
      const params = new URL(request.url).searchParams;
      const sliceId = params.get('slice_id') ?? '';
      const datasourceId = params.get('datasource_id') ?? '';
      if (!sliceId && /^[1-9]\d*$/.test(datasourceId)) {
        return {
          kind: 'new-chart' as const,
          vizType: params.get('viz_type') || 'table',
          queryRef: loadRouteQuery<NewChartPageQuery>('explore-new', environment, NewChartPageQueryNode, {
            id: toGlobalId('Dataset', datasourceId),
          }),
        };
      }
      if (!/^[1-9]\d*$/.test(sliceId)) {
        throw data(`The URL needs a chart id: /explore/?slice_id=<number> (got “${sliceId}”).`, { status: 400 });
      }
      return loadRouteQuery<ExplorePageQuery>('explore', environment, ExplorePageQueryNode, {
        id: toGlobalId('Chart', sliceId),
      });
    },
    lazy: { Component: loadExplorePage },
  };
}
