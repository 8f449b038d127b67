import { data, type RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { toGlobalId } from '../../relay/globalId.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import ExplorePageQueryNode, { type ExplorePageQuery } from './__generated__/ExplorePageQuery.graphql.ts';

// Code-split: the page's code loads while its loader's query is already in flight.
const loadExplorePage = async () => (await import('./ExplorePage.tsx')).ExplorePage;

/** `/explore/?slice_id=N`: Superset's chart URL. */
export function exploreRoute(environment: Environment): RouteObject {
  return {
    path: '/explore/',
    loader: ({ request }) => {
      const sliceId = new URL(request.url).searchParams.get('slice_id') ?? '';
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
