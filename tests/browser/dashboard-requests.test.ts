import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login/`);
  await page.getByLabel(/username/i).fill('admin');
  await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The operation name of a GraphQL request (POST body or GET query string). */
function operationOf(request: { method(): string; postData(): string | null; url(): string }): string {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? 'GET';
  const body = request.postData() ?? '';
  try {
    const parsed = JSON.parse(body) as { operationName?: string; query?: string; id?: string };
    return parsed.operationName ?? parsed.id ?? /(query|mutation)\s+(\w+)/.exec(parsed.query ?? '')?.[2] ?? 'anonymous';
  } catch {
    return 'unreadable';
  }
}

/**
 * Requests every page of the app makes that are not the dashboard's data: the app shell (menu, user)
 * on a full page load, and the header's e-mail report entry (permissions, then the viewer's reports
 * on this dashboard), as Superset's header asks for them apart from the dashboard.
 */
const PAGE_FURNITURE = ['AppLayoutQuery', 'ReportScheduleButtonPermissionsQuery', 'ReportScheduleButtonQuery'];

describe('the dashboard page asks for its data once', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    browser.setDefaultTimeout(90_000);
    page = await browser.newPage();
    await signIn(page, app.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('loads the example dashboard, its filter state, its filter boxes and every chart drawn in one GraphQL request', async () => {
    const operations: string[] = [];
    const restData: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/graphql') operations.push(operationOf(request));
      if (url.pathname.startsWith('/api/v1/')) restData.push(url.pathname);
    });
    await page.goto(`${app.baseUrl}/superset/dashboard/sales-overview/`);
    await page.getByRole('heading', { name: 'Sales overview', level: 1 }).waitFor();
    const cards = await page.locator('section[data-chart-id]').count();
    expect(cards).toBeGreaterThan(3);
    await expect
      .poll(() => page.locator('section[data-chart-id] [role="figure"]').count(), { timeout: 120_000 })
      .toBe(cards);
    // Whatever the page would still ask for after drawing (a filter list, a state) is counted too.
    await page.waitForLoadState('networkidle');
    expect(operations.filter((op) => !PAGE_FURNITURE.includes(op))).toEqual(['DashboardPageQuery']);
    expect(operations.filter((op) => PAGE_FURNITURE.includes(op)).sort()).toEqual([...PAGE_FURNITURE].sort());
    expect(restData).toEqual([]);
  });
});
