import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SCREENSHOTS = 'test-results/screenshots';
const suffix = Math.random().toString(36).slice(2, 8);
const NAME = `Dark header ${suffix}`;

/** Serious and critical axe violations of the page (the dialog included when one is open). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return (result.violations as { id: string; impact: string; nodes: { target: string[]; html?: string }[] }[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html ?? ''}`).join(', ')}`);
  });
}

interface StoredTemplate {
  id: number;
  template_name: string | null;
  css: string;
}

describe('CSS templates screen in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  const stored = async () =>
    ((await (await app.request('/api/v1/css_template/?q=(page_size:100)')).json()) as { result: StoredTemplate[] })
      .result;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 50, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('reaches the templates from the user menu and adds one', async () => {
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'CSS Templates' }).click();
    await page.waitForURL(/\/csstemplatemodelview\/list\/$/);
    await page.getByRole('heading', { name: 'CSS Templates', level: 1 }).waitFor();
    await page.getByText('Add one with + CSS template.').waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '+ CSS template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add CSS template' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('The template needs a name.').waitFor();
    expect(await stored()).toEqual([]);
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('CSS', { exact: true }).fill('.dashboard-header { background: #222; color: #fff; }');
    // The pointer still rests on Save from the refused attempt: the theme's hover shade is measured otherwise.
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.waitFor();
    expect(await row.textContent()).toContain('.dashboard-header');
    expect(await stored()).toMatchObject([
      { template_name: NAME, css: '.dashboard-header { background: #222; color: #fff; }' },
    ]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-css-templates.png` });
  });

  it('edits the CSS, then deletes the template after asking', async () => {
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${NAME}` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('CSS', { exact: true }).inputValue()).toContain('#222');
    await dialog.getByLabel('CSS', { exact: true }).fill('.dashboard-header { background: #333; }');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /#333/ }).waitFor();
    expect((await stored())[0]?.css).toBe('.dashboard-header { background: #333; }');

    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete CSS template?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(NAME);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('row', { name: new RegExp(NAME) }).waitFor({ state: 'detached' });
    expect(await stored()).toEqual([]);
  });
});
