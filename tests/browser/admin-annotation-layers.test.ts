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
const NAME = `Releases ${suffix}`;

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

interface StoredLayer {
  id: number;
  name: string;
  descr: string | null;
}

describe('annotation layers screen in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  const stored = async () =>
    (
      (await (
        await app.request(`/api/v1/annotation_layer/?q=(filters:!((col:name,opr:ct,value:'${suffix}')))`)
      ).json()) as { result: StoredLayer[] }
    ).result;

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

  it('reaches the layers from the user menu and adds one', async () => {
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'Annotation Layers' }).click();
    await page.waitForURL(/\/annotationlayer\/list\/$/);
    await page.getByRole('heading', { name: 'Annotation Layers', level: 1 }).waitFor();
    await page.getByRole('button', { name: '+ Annotation layer' }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '+ Annotation layer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add annotation layer' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('The layer needs a name.').waitFor();
    expect(await stored()).toEqual([]);
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Description').fill('Product releases');
    // The pointer still rests on Save from the refused attempt: the theme's hover shade is measured otherwise.
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(NAME) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Product releases');
    expect(await stored()).toMatchObject([{ name: NAME, descr: 'Product releases' }]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-annotation-layers.png` });
  });

  it('opens the layer and adds, edits and deletes its annotations', async () => {
    await page.getByRole('link', { name: NAME }).click();
    await page.waitForURL(/\/annotationlayer\/\d+\/annotation\/$/);
    await page.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    await page.getByText('No annotation yet: add one with + Annotation.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const layerId = Number(/annotationlayer\/(\d+)\//.exec(page.url())?.[1]);
    const annotations = async () =>
      (
        (await (await app.request(`/api/v1/annotation_layer/${layerId}/annotation/`)).json()) as {
          result: { short_descr: string; start_dttm: string; end_dttm: string; long_descr: string | null }[];
        }
      ).result;

    await page.getByRole('button', { name: '+ Annotation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add annotation' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('The annotation needs a label and a start.').waitFor();
    await dialog.getByLabel('Label').fill('v2.0');
    await dialog.getByLabel('Start (UTC)').fill('2024-03-01T09:30');
    await dialog.getByLabel('Description').fill('Major release');
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /v2\.0/ }).waitFor();
    await page.getByText('1 annotation', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-annotations.png` });
    expect(await annotations()).toMatchObject([
      {
        short_descr: 'v2.0',
        start_dttm: '2024-03-01T09:30:00',
        end_dttm: '2024-03-01T09:30:00',
        long_descr: 'Major release',
      },
    ]);

    await page.getByRole('button', { name: 'Edit v2.0' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit v2.0' });
    await edit.waitFor();
    expect(await edit.getByLabel('Start (UTC)').inputValue()).toBe('2024-03-01T09:30');
    await edit.getByLabel('End (UTC)').fill('2024-03-02T18:00');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /2024-03-02 18:00/ }).waitFor();
    expect((await annotations())[0]?.end_dttm).toBe('2024-03-02T18:00:00');

    await page.getByRole('button', { name: 'Delete v2.0' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete annotation?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('row', { name: /v2\.0/ }).waitFor({ state: 'detached' });
    expect(await annotations()).toEqual([]);
    await page.getByRole('link', { name: '← Annotation layers' }).click();
    await page.waitForURL(/\/annotationlayer\/list\/$/);
    await page.getByRole('row', { name: new RegExp(NAME) }).waitFor();
  });

  it('edits the description, then deletes the layer after asking', async () => {
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${NAME}` });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Product releases');
    await dialog.getByLabel('Description').fill('Releases and incidents');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Releases and incidents/ }).waitFor();
    expect((await stored())[0]?.descr).toBe('Releases and incidents');

    await page.getByRole('button', { name: `Delete ${NAME}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete annotation layer?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(NAME);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('row', { name: new RegExp(NAME) }).waitFor({ state: 'detached' });
    expect(await stored()).toEqual([]);
  });
});
