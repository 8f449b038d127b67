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
const ROLE = `Regional ${suffix}`;
const RULE = `North only ${suffix}`;

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

/** Ticks a Chakra checkbox as a keyboard user does (its input is visually hidden). */
async function tick(page: Page, checkbox: ReturnType<Page['getByRole']>) {
  await checkbox.focus();
  await page.keyboard.press('Space');
  expect(await checkbox.isChecked()).toBe(true);
}

interface StoredRule {
  id: number;
  name: string;
  filter_type: string;
  group_key: string | null;
  clause: string;
  tables: { table_name: string }[];
  roles: { name: string }[];
}

describe('row level security screen in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  const storedRules = async () =>
    ((await (await app.request('/api/v1/rowlevelsecurity/?q=(page_size:100)')).json()) as { result: StoredRule[] })
      .result;

  beforeAll(async () => {
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([
      serveTestApp({ examplesRows: 100, ...(clientDistDir ? { clientDistDir } : {}) }),
      launchBrowser(),
    ]);
    const role = await app.request('/api/v1/security/roles/', { method: 'POST', json: { name: ROLE } });
    expect(role.status).toBe(201);
    page = await browser.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('reaches the rules from the user menu and adds a rule with datasets, roles, group key and clause', async () => {
    await page.goto(`${app.baseUrl}/login/`);
    await page.getByLabel(/username/i).fill('admin');
    await page.getByLabel(/password/i).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/superset\/welcome\/$/);
    await page.getByRole('button', { name: /^User menu:/ }).click();
    await page.getByRole('menuitem', { name: 'Row Level Security' }).click();
    await page.waitForURL(/\/rowlevelsecurity\/list\/$/);
    await page.getByRole('heading', { name: 'Row Level Security', level: 1 }).waitFor();
    await page.getByText(/Add a rule with \+ Rule/).waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '+ Rule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add rule' });
    await dialog.waitFor();
    // Missing fields are named, and nothing is stored.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('The rule needs a name, at least one dataset, a clause.').waitFor();
    expect(await storedRules()).toEqual([]);

    await dialog.getByLabel('Name').fill(RULE);
    await dialog.getByPlaceholder('Search datasets').fill('sales');
    await tick(page, dialog.getByRole('group', { name: 'Datasets' }).getByRole('checkbox', { name: /sales/ }).first());
    await dialog.getByPlaceholder('Search roles').fill(ROLE);
    await tick(page, dialog.getByRole('group', { name: 'Roles' }).getByRole('checkbox', { name: ROLE }));
    await dialog.getByLabel('Group key').fill('region');
    await dialog.getByLabel('Clause').fill("region = 'North'");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}/admin-rls-form.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(RULE) });
    await row.waitFor();
    expect(await row.textContent()).toContain(ROLE);
    const [stored] = await storedRules();
    expect(stored).toMatchObject({
      name: RULE,
      filter_type: 'Regular',
      group_key: 'region',
      clause: "region = 'North'",
      roles: [{ name: ROLE }],
    });
    expect(stored?.tables.map((t) => t.table_name)).toContain('sales');
    await page.screenshot({ path: `${SCREENSHOTS}/admin-rls-list.png` });
  });

  it('edits the rule into a Base rule, shows refusals from the server, then deletes it after asking', async () => {
    await page.getByRole('button', { name: `Edit ${RULE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${RULE}` });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: ROLE }).isChecked()).toBe(true);
    await dialog.getByLabel('Filter type').selectOption('Base');
    await dialog.getByText('Applies to everyone except the roles below.').waitFor();
    // A clause that is not one SQL condition is refused by the server with its reason.
    await dialog.getByLabel('Clause').fill('1=1; DROP TABLE sales');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').waitFor();
    expect((await storedRules())[0]?.clause).toBe("region = 'North'");
    await dialog.getByLabel('Clause').fill("region <> 'South'");
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row', { name: /Base/ }).waitFor();
    expect(await storedRules()).toMatchObject([{ filter_type: 'Base', clause: "region <> 'South'" }]);

    await page.getByRole('button', { name: `Delete ${RULE}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete rule?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(RULE);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('row', { name: new RegExp(RULE) }).waitFor({ state: 'detached' });
    expect(await storedRules()).toEqual([]);
  });
});
