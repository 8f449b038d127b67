import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import TagListPageQueryNode, { type TagListPageQuery } from './__generated__/TagListPageQuery.graphql.ts';
import TagPageQueryNode, { type TagPageQuery } from './__generated__/TagPageQuery.graphql.ts';

const loadTagPage = async () => (await import('./TagPage.tsx')).TagPage;
const loadTagListPage = async () => (await import('./TagListPage.tsx')).TagListPage;

/** The tag id of `?id=`; 0 (no tag) when it is missing or not a number. */
export function tagIdFromUrl(url: URL): number {
  const id = Number(url.searchParams.get('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/** `/superset/all_entities/?id=<tag id>`: what carries a tag (Superset 3's tag page). */
export function tagPageRoute(environment: Environment): RouteObject {
  return {
    path: '/superset/all_entities/',
    loader: ({ request }) =>
      loadRouteQuery<TagPageQuery>('tag-page', environment, TagPageQueryNode, {
        tagId: tagIdFromUrl(new URL(request.url)),
      }),
    shouldRevalidate: ({ currentUrl, nextUrl }) =>
      currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
    lazy: { Component: loadTagPage },
  };
}

/** `/superset/tags/`: every tag, each opening its page. */
export function tagListRoute(environment: Environment): RouteObject {
  return {
    path: '/superset/tags/',
    loader: () => loadRouteQuery<TagListPageQuery>('tag-list', environment, TagListPageQueryNode, {}),
    lazy: { Component: loadTagListPage },
  };
}
