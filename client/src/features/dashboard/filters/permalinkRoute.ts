import type { RouteObject } from 'react-router';

const loadPermalinkPage = async () => (await import('./DashboardPermalinkPage.tsx')).DashboardPermalinkPage;

/** `/superset/dashboard/p/{key}/`: Superset's dashboard permalink (filters, tabs, anchor). */
export function dashboardPermalinkRoute(): RouteObject {
  return { path: '/superset/dashboard/p/:key/', lazy: { Component: loadPermalinkPage } };
}
