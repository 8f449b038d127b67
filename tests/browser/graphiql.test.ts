import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';

/** GraphiQL must work on a machine with no internet access: every asset comes from the gateway. */
describe('GraphiQL in Chromium with the network closed', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  const refused: string[] = [];

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    [app, browser] = await Promise.all([serveTestApp({ examplesRows: 300 }), launchBrowser()]);
    const origin = new URL(app.baseUrl).origin;
    // Anything not from the gateway is refused, as on a company network without internet access.
    await browser.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      refused.push(url);
      return route.abort('internetdisconnected');
    });
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

  it('opens with the example operations and runs one with the session cookie', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // GraphiQL is ready to run a query once its schema introspection has answered.
    const introspected = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && !!response.request().postData()?.includes('IntrospectionQuery'),
      { timeout: 30_000 },
    );
    await page.goto(`${app.baseUrl}/graphql`);
    const editor = page.locator('.graphiql-query-editor');
    await editor.waitFor({ timeout: 30_000 });
    await introspected;
    await expect.poll(() => editor.textContent(), { timeout: 15_000 }).toContain('SearchCharts');
    expect(await page.title()).toBe('Chartroom GraphQL');

    // Replace the examples with one small query and run it.
    await editor.locator('.CodeMirror').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText('{ viewer { firstName } }');
    // Execute only once the editor holds the one query.
    await expect
      .poll(
        async () =>
          (await editor.locator('.CodeMirror-line').allTextContents())
            .join('\n')
            .replace(/\u200b/g, '')
            .trim(),
        {
          timeout: 15_000,
        },
      )
      .toBe('{ viewer { firstName } }');
    // GraphiQL parses the editor's operations a moment after the text changes; while it still knows
    // the examples' several operations, its execute button is a menu asking which one to run.
    const execute = page.getByRole('button', { name: /execute query/i });
    await expect.poll(() => execute.getAttribute('aria-haspopup'), { timeout: 15_000 }).toBeNull();
    await execute.click();
    const result = page.locator('.graphiql-response');
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('"firstName"');
    await page.screenshot({ path: `${SCREENSHOTS}/graphiql-offline.png` });
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
  });
});
