import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { listPageSize, listStateFromSearchParams } from '../../components/list/listState.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import AuditLogPageQueryNode, { type AuditLogPageQuery } from './__generated__/AuditLogPageQuery.graphql.ts';
import { auditDefaultSort, auditFilterNames, auditListVariables, auditSortOptions } from './auditListOptions.ts';

const loadAuditLogPage = async () => (await import('./AuditLogPage.tsx')).AuditLogPage;

export function auditListStateFromUrl(url: URL) {
  return listStateFromSearchParams(url.searchParams, {
    defaultSort: auditDefaultSort,
    sortFields: auditSortOptions.map((option) => option.field),
    filters: auditFilterNames,
  });
}

/** `/auditlog/list/`: the audit log (Settings > Security > Audit Log; Admin). */
export function auditLogRoute(environment: Environment): RouteObject {
  return {
    path: '/auditlog/list/',
    loader: ({ request }) =>
      loadRouteQuery<AuditLogPageQuery>('audit-log', environment, AuditLogPageQueryNode, {
        first: listPageSize,
        ...auditListVariables(auditListStateFromUrl(new URL(request.url))),
      } as AuditLogPageQuery['variables']),
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: { Component: loadAuditLogPage },
  };
}
