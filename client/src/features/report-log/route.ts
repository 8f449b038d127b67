import type { RouteObject } from 'react-router';
import type { Environment } from 'relay-runtime';
import { toGlobalId } from '../../relay/globalId.ts';
import { loadRouteQuery } from '../../relay/loadRouteQuery.ts';
import ReportListPageQueryNode, { type ReportListPageQuery } from './__generated__/ReportListPageQuery.graphql.ts';
import ReportLogPageQueryNode, { type ReportLogPageQuery } from './__generated__/ReportLogPageQuery.graphql.ts';

const loadReportLogPage = async () => (await import('./ReportLogPage.tsx')).ReportLogPage;
const loadReportListPage = async () => (await import('./ReportListPage.tsx')).ReportListPage;

/** `/report/<id>/log/` and `/alert/<id>/log/`: Superset's execution log pages. */
export function reportLogRoutes(environment: Environment): RouteObject[] {
  return ['/report/:reportId/log/', '/alert/:reportId/log/'].map((path) => ({
    path,
    loader: ({ params }) =>
      loadRouteQuery<ReportLogPageQuery>('report-log', environment, ReportLogPageQueryNode, {
        id: toGlobalId('Report', params.reportId ?? '0'),
      }),
    lazy: { Component: loadReportLogPage },
  }));
}

/** `/report/list/` and `/alert/list/`: the reports and alerts with their last state. */
export function reportListRoutes(environment: Environment): RouteObject[] {
  return ['/report/list/', '/alert/list/'].map((path) => ({
    path,
    loader: () => loadRouteQuery<ReportListPageQuery>('report-list', environment, ReportListPageQueryNode, {}),
    lazy: { Component: loadReportListPage },
  }));
}
