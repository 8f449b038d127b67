import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { listPageSize, listStateFromSearchParams } from '../../components/list/listState.ts';
import { toGlobalId } from '../../relay/globalId.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import AnnotationLayerPageQueryNode, {
  type AnnotationLayerPageQuery,
} from './__generated__/AnnotationLayerPageQuery.graphql.ts';
import AnnotationLayersListPageQueryNode, {
  type AnnotationLayersListPageQuery,
} from './__generated__/AnnotationLayersListPageQuery.graphql.ts';
import CssTemplatesListPageQueryNode, {
  type CssTemplatesListPageQuery,
} from './__generated__/CssTemplatesListPageQuery.graphql.ts';
import ProfilePageQueryNode, { type ProfilePageQuery } from './__generated__/ProfilePageQuery.graphql.ts';
import RlsListPageQueryNode, { type RlsListPageQuery } from './__generated__/RlsListPageQuery.graphql.ts';
import RolesListPageQueryNode, { type RolesListPageQuery } from './__generated__/RolesListPageQuery.graphql.ts';
import UsersListPageQueryNode, { type UsersListPageQuery } from './__generated__/UsersListPageQuery.graphql.ts';
import {
  annotationLayerDefaultSort,
  annotationLayerListVariables,
  annotationLayerSortOptions,
  cssTemplateDefaultSort,
  cssTemplateListVariables,
  cssTemplateSortOptions,
  rlsDefaultSort,
  rlsListVariables,
  rlsSortOptions,
  roleDefaultSort,
  roleListVariables,
  roleSortOptions,
  userDefaultSort,
  userListVariables,
  userSortOptions,
} from './adminListOptions.ts';

const loadUsersListPage = async () => (await import('./UsersListPage.tsx')).UsersListPage;
const loadRolesListPage = async () => (await import('./RolesListPage.tsx')).RolesListPage;
const loadRlsListPage = async () => (await import('./RlsListPage.tsx')).RlsListPage;
const loadCssTemplatesListPage = async () => (await import('./CssTemplatesListPage.tsx')).CssTemplatesListPage;
const loadAnnotationLayersListPage = async () =>
  (await import('./AnnotationLayersListPage.tsx')).AnnotationLayersListPage;
const loadAnnotationLayerPage = async () => (await import('./AnnotationLayerPage.tsx')).AnnotationLayerPage;
const loadProfilePage = async () => (await import('./ProfilePage.tsx')).ProfilePage;

export function usersListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: userDefaultSort,
    sortFields: userSortOptions.map((option) => option.field),
    filters: [],
  });
}

export function rolesListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: roleDefaultSort,
    sortFields: roleSortOptions.map((option) => option.field),
    filters: [],
  });
}

export function rlsListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: rlsDefaultSort,
    sortFields: rlsSortOptions.map((option) => option.field),
    filters: [],
  });
}

/** `/rowlevelsecurity/list/`: Superset's Row Level Security list (Admin). */
export function rlsListRoute(environment: Environment): RouteObject {
  return {
    path: '/rowlevelsecurity/list/',
    loader: ({ request }) =>
      loadRouteQuery<RlsListPageQuery>('rls-list', environment, RlsListPageQueryNode, {
        first: listPageSize,
        ...rlsListVariables(rlsListStateFromUrl(new URL(request.url))),
      } as RlsListPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadRlsListPage },
  };
}

export function cssTemplatesListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: cssTemplateDefaultSort,
    sortFields: cssTemplateSortOptions.map((option) => option.field),
    filters: [],
  });
}

/** `/csstemplatemodelview/list/`: Superset's CSS Templates list. */
export function cssTemplatesListRoute(environment: Environment): RouteObject {
  return {
    path: '/csstemplatemodelview/list/',
    loader: ({ request }) =>
      loadRouteQuery<CssTemplatesListPageQuery>('css-templates-list', environment, CssTemplatesListPageQueryNode, {
        first: listPageSize,
        ...cssTemplateListVariables(cssTemplatesListStateFromUrl(new URL(request.url))),
      } as CssTemplatesListPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadCssTemplatesListPage },
  };
}

export function annotationLayersListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: annotationLayerDefaultSort,
    sortFields: annotationLayerSortOptions.map((option) => option.field),
    filters: [],
  });
}

/** `/annotationlayer/list/`: Superset's Annotation Layers list. */
export function annotationLayersListRoute(environment: Environment): RouteObject {
  return {
    path: '/annotationlayer/list/',
    loader: ({ request }) =>
      loadRouteQuery<AnnotationLayersListPageQuery>(
        'annotation-layers-list',
        environment,
        AnnotationLayersListPageQueryNode,
        {
          first: listPageSize,
          ...annotationLayerListVariables(annotationLayersListStateFromUrl(new URL(request.url))),
        } as AnnotationLayersListPageQuery['variables'],
      ),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadAnnotationLayersListPage },
  };
}

/** `/annotationlayer/<id>/annotation/`: the annotations of one layer. */
export function annotationLayerRoute(environment: Environment): RouteObject {
  return {
    path: '/annotationlayer/:layerId/annotation/',
    loader: ({ params }) =>
      loadRouteQuery<AnnotationLayerPageQuery>('annotation-layer', environment, AnnotationLayerPageQueryNode, {
        id: toGlobalId('AnnotationLayer', params.layerId ?? '0'),
        first: listPageSize,
      }),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadAnnotationLayerPage },
  };
}

/** `/users/list/`: Superset's List Users (Admin). */
export function usersListRoute(environment: Environment): RouteObject {
  return {
    path: '/users/list/',
    loader: ({ request }) =>
      loadRouteQuery<UsersListPageQuery>('users-list', environment, UsersListPageQueryNode, {
        first: listPageSize,
        ...userListVariables(usersListStateFromUrl(new URL(request.url))),
      } as UsersListPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadUsersListPage },
  };
}

/** `/roles/list/`: Superset's List Roles (Admin). */
export function rolesListRoute(environment: Environment): RouteObject {
  return {
    path: '/roles/list/',
    loader: ({ request }) =>
      loadRouteQuery<RolesListPageQuery>('roles-list', environment, RolesListPageQueryNode, {
        first: listPageSize,
        ...roleListVariables(rolesListStateFromUrl(new URL(request.url))),
      } as RolesListPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadRolesListPage },
  };
}

/** `/users/userinfo/`: Superset's page of the signed-in user (every user). */
export function profileRoute(environment: Environment): RouteObject {
  return {
    path: '/users/userinfo/',
    loader: () => loadRouteQuery<ProfilePageQuery>('profile', environment, ProfilePageQueryNode, {}),
    shouldRevalidate: () => false,
    lazy: { Component: loadProfilePage },
  };
}
