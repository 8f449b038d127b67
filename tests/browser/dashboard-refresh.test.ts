import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

describe('the auto-refresh interval saved with the dashboard', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  const api = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const res = await app.request(path, init);
    if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const metadataOf = async (id: number) =>
    JSON.parse(
      (await api<{ result: { json_metadata: string } }>(`/api/v1/dashboard/${id}`)).result.json_metadata,
    ) as Record<string, unknown>;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    browser.setDefaultTimeout(90_000);
    page = await browser.newPage();
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('stores refresh_frequency in json_metadata on save, keeping the rest of the metadata, and opens with it', async () => {
    const markdown = {
      id: 'MARKDOWN-m',
      type: 'MARKDOWN',
      children: [],
      parents: ['ROOT_ID', 'GRID_ID', 'ROW-r'],
      meta: { width: 4, height: 20, code: 'Refreshing' },
    };
    const positions = {
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], parents: [], meta: {} },
      GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-r'], parents: ['ROOT_ID'], meta: {} },
      'ROW-r': { id: 'ROW-r', type: 'ROW', children: ['MARKDOWN-m'], parents: ['ROOT_ID', 'GRID_ID'], meta: {} },
      'MARKDOWN-m': markdown,
    };
    const { id } = await api<{ id: number }>('/api/v1/dashboard/', {
      method: 'POST',
      json: {
        dashboard_title: 'Refreshing dashboard',
        position_json: JSON.stringify(positions),
        json_metadata: JSON.stringify({ color_scheme: 'supersetColors', stagger_refresh: true }),
      },
    });
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    const bar = page.getByRole('region', { name: 'Edit dashboard' });
    await bar.waitFor();
    // Metadata changed by someone else after the page opened is kept: the save reads it fresh.
    await api(`/api/v1/dashboard/${id}`, {
      method: 'PUT',
      json: { json_metadata: JSON.stringify({ color_scheme: 'bnbColors', stagger_refresh: true }) },
    });
    // In edit mode the header's interval is the one saved with the dashboard.
    await page
      .getByRole('combobox', { name: 'Auto-refresh interval' })
      .selectOption({ label: 'Refresh every 5 minutes' });
    await bar.getByRole('button', { name: 'Save', exact: true }).click();
    // The PUT above made the page's copy stale: the conflict dialog, then Overwrite (the layout is ours).
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await page.getByText('This dashboard was saved successfully.').first().waitFor();
    await expect
      .poll(() => metadataOf(id), { timeout: 60_000 })
      .toMatchObject({ refresh_frequency: 300, color_scheme: 'bnbColors', stagger_refresh: true });

    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/`);
    const select = page.getByRole('combobox', { name: 'Auto-refresh interval' });
    await expect.poll(() => select.inputValue(), { timeout: 60_000 }).toBe('300');
  });
});
