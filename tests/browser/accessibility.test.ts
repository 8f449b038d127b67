import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const MAX_TABS = 90;
const CLS_LIMIT = 0.1;
const DATA_DELAY_MS = 700;

interface Violation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface FocusStop {
  /** `role:name`, what the expectations below match against. */
  label: string;
  visible: boolean;
}

/** Every layout shift not caused by input, from the first paint on (the CLS of the whole visit). */
const CLS_OBSERVER = `
  window.__cls = 0;
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls += entry.value;
      window.__shifts.push({
        value: entry.value,
        sources: (entry.sources || []).map((s) => s.node ? (s.node.nodeName + '.' + (s.node.className || '')).slice(0, 80) : '?'),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** Resolves once every finite animation and transition has ended (dialogs fade in; spinners run forever and are left). */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
        ),
    undefined,
    { timeout: 30_000 },
  );
}

/** Waits until the screen's data has arrived: no request in flight and no skeleton left. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: 15_000,
  });
  await page.waitForTimeout(600);
}

async function runAxe(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the app's Content-Security-Policy refuses inline scripts.
  await page.evaluate(AXE_SOURCE);
  const all = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return (result.violations as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[]).map(
      (violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }),
    );
  });
  if (process.env.A11Y_DEBUG) console.log('axe', JSON.stringify(all.map(({ id, impact }) => `${impact} ${id}`)));
  return all.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Installed in the page before tabbing: records each focus stop, and reads the previous stop's
 * ring again once focus has left it. A stop's focus is visible when the outline, box-shadow or
 * border of the element, its parent or its siblings (Chakra draws a checkbox's ring on the control
 * beside the hidden input) differs between focused and unfocused.
 */
const FOCUS_RECORDER = `
  window.__focusStops = [];
  window.__focusPrev = undefined;
  const ring = (element) => {
    const family = [element, element.parentElement, ...Array.from(element.parentElement?.children ?? [])];
    return family.filter(Boolean).map((node) => {
      const style = getComputedStyle(node);
      return style.outlineStyle + ' ' + style.outlineWidth + ' ' + style.outlineColor + '|' + style.boxShadow + '|' + style.borderColor;
    }).join(';');
  };
  window.__focusStep = () => {
    const previous = window.__focusPrev;
    if (previous) previous.stop.visible = ring(previous.element) !== previous.style;
    const element = document.activeElement;
    if (!element || element === document.body) { window.__focusPrev = undefined; return null; }
    const labelledBy = element.getAttribute('aria-labelledby');
    const name = element.getAttribute('aria-label')
      || (labelledBy ? document.getElementById(labelledBy)?.textContent : '')
      || element.closest('label')?.getAttribute('aria-label')
      || element.labels?.[0]?.textContent
      || element.getAttribute('placeholder')
      || element.textContent || '';
    const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
    const type = element.tagName === 'INPUT' ? element.getAttribute('type') : null;
    const stop = { label: role + (type ? '[' + type + ']' : '') + ':' + name.trim().replace(/\\s+/g, ' '), visible: false };
    window.__focusStops.push(stop);
    window.__focusPrev = { element, style: ring(element), stop };
    return stop.label;
  };
`;

/** Tabs through the screen from the top until every pattern has been reached (or MAX_TABS). */
async function tabThrough(page: Page, until: readonly RegExp[]): Promise<FocusStop[]> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(`(() => {${FOCUS_RECORDER}})();`);
  const labels: string[] = [];
  // An autofocused control is the first stop; Tab from the address bar would land on it too.
  const autofocused = await page.evaluate(() =>
    (window as unknown as { __focusStep: () => string | null }).__focusStep(),
  );
  if (autofocused) labels.push(autofocused);
  let outOfPage = 0;
  for (let index = 0; index < MAX_TABS; index += 1) {
    if (until.every((pattern) => labels.some((seen) => pattern.test(seen)))) {
      // Leave the last stop, so its unfocused ring is read.
      await page.keyboard.press('Tab');
      await page.waitForTimeout(60);
      await page.evaluate(() => (window as unknown as { __focusStep: () => string | null }).__focusStep());
      break;
    }
    await page.keyboard.press('Tab');
    await page.waitForTimeout(60);
    const label = await page.evaluate(() => (window as unknown as { __focusStep: () => string | null }).__focusStep());
    if (label === null) {
      // Focus left the page (to the browser's own UI): once round is all there is.
      outOfPage += 1;
      if (outOfPage > 1) break;
      continue;
    }
    if (label === labels[0] && labels.length > 1) break;
    labels.push(label);
  }
  // A stop past the last one needed was never left, so its ring was never compared.
  const stops = await page.evaluate(() => (window as unknown as { __focusStops: FocusStop[] }).__focusStops);
  return stops.slice(0, labels.length);
}

interface Screen {
  name: string;
  path: () => string;
  /** Controls Tab must reach, as `role:name` patterns. */
  reaches: RegExp[];
}

describe('accessibility of every screen in Chromium', () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;
  const ids = { chart: 0, dashboard: 0, dataset: 0 };
  const cls: Record<string, number> = {};

  /** Loads a screen and returns the layout shifts of its load, read before the screenshot. */
  async function visit(path: string, screenshot: string): Promise<{ shift: number; shifts: unknown[] }> {
    await page.goto(`${app.baseUrl}${path}`);
    await settle(page);
    // Read first: a full-page capture resizes the view, and Chromium counts no shift after it.
    const shifts = await page.evaluate(() => ({
      shift: (window as unknown as { __cls: number }).__cls,
      shifts: (window as unknown as { __shifts: unknown[] }).__shifts,
    }));
    await page.screenshot({ path: `${SCREENSHOTS}/a11y-${screenshot}.png`, fullPage: true });
    return shifts;
  }

  async function check(
    name: string,
    reaches: readonly RegExp[],
    { shift, shifts }: { shift: number; shifts: unknown[] },
  ) {
    const violations = await runAxe(page);
    cls[name] = Math.round(shift * 10_000) / 10_000;
    const stops = await tabThrough(page, reaches);
    if (process.env.A11Y_DEBUG) console.log(name, JSON.stringify(stops), JSON.stringify(shifts));
    const missing = reaches.filter((pattern) => !stops.some((stop) => pattern.test(stop.label)));
    const invisible = stops.filter((stop) => !stop.visible).map((stop) => stop.label);
    expect({ name, violations, missing, invisible, shiftTooLarge: shift >= CLS_LIMIT ? shifts : [] }).toEqual({
      name,
      violations: [],
      missing: [],
      invisible: [],
      shiftTooLarge: [],
    });
  }

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    await browser.addInitScript({ content: CLS_OBSERVER });
    const first = async (path: string) => {
      const body = (await (await app.request(path)).json()) as { result: { id: number }[] };
      const id = body.result[0]?.id;
      if (!id) throw new Error(`the examples have nothing at ${path}`);
      return id;
    };
    ids.chart = await first('/api/v1/chart/?q=(page_size:1)');
    ids.dashboard = await first('/api/v1/dashboard/?q=(page_size:1)');
    ids.dataset = await first('/api/v1/dataset/?q=(page_size:1)');
    page = await browser.newPage();
    // Data arrives well after the first paint, as on a real network: the skeletons are drawn, then
    // replaced, and any shift that replacement causes is counted.
    await page.route(/\/(graphql|api\/v1\/)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, DATA_DELAY_MS));
      await route.continue();
    });
  }, 120_000);

  afterAll(async () => {
    console.log('CLS per screen', cls);
    await browser?.close();
    await app?.close();
  });

  it('login: labelled, keyboard reachable, no shift; then signs in', async () => {
    const load = await visit('/login/', 'login');
    // The sign-in button stays disabled (out of the Tab order) until both fields are filled.
    await check('login', [/username/i, /password/i], load);
    // Signing in by keyboard alone: type, Tab, type, Tab to the button, Enter.
    await page.getByLabel(/username/i).focus();
    await page.keyboard.type('admin');
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEST_ADMIN_PASSWORD);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/sign in/i);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/superset\/welcome\/$/);
  });

  const screens: Screen[] = [
    {
      name: 'home',
      path: () => '/superset/welcome/',
      reaches: [/^a:Dashboards$/, /^tab:Mine$/, /^button:Favourite /, /^a:See all$/],
    },
    {
      name: 'chart list',
      path: () => '/chart/list/',
      reaches: [
        /^input\[search\]:Search charts/,
        /^button:Sort by Name/,
        /^select:Owner/,
        /^select:Sort/,
        /^input\[checkbox\]:Select /,
        /^button:Delete /,
      ],
    },
    {
      name: 'chart cards',
      path: () => '/chart/list/?view=card',
      reaches: [/^input\[search\]:Search charts/, /^select:Sort/, /^input\[checkbox\]:Select /, /^button:Favourite /],
    },
    {
      name: 'dashboard list',
      path: () => '/dashboard/list/',
      reaches: [
        /^input\[search\]:Search dashboards/,
        /^button:Sort by /,
        /^select:Owner/,
        /^select:Sort/,
        /^input\[checkbox\]:Select /,
        /^button:Delete /,
      ],
    },
    {
      name: 'dashboard cards',
      path: () => '/dashboard/list/?view=card',
      reaches: [
        /^input\[search\]:Search dashboards/,
        /^select:Sort/,
        /^input\[checkbox\]:Select /,
        /^button:Favourite /,
      ],
    },
    {
      name: 'dataset list',
      path: () => '/tablemodelview/list/',
      reaches: [
        /^input\[search\]:Search datasets/,
        /^button:Sort by /,
        /^select:Owner/,
        /^select:Sort/,
        /^input\[checkbox\]:Select /,
        /^button:Delete /,
      ],
    },
    {
      name: 'database list',
      path: () => '/databaseview/list/',
      reaches: [/^input\[search\]:Search databases/, /^select:Sort/, /^button:Sort by /, /^button:Delete /],
    },
    { name: 'dataset add', path: () => '/dataset/add/', reaches: [/^input\[radio\]:From a table/, /^select:Database/] },
    {
      name: 'dataset editor',
      path: () => `/tablemodelview/edit/${ids.dataset}/`,
      reaches: [/^tab:Columns/, /^input:Label of /, /^input\[checkbox\]:/, /^button:Save/],
    },
    // The rebuilt dashboard and explore screens are audited by their own browser suites; their
    // keyboard and dark-theme audits here are to be redone for the new layouts.
  ];

  for (const screen of screens) {
    it(`${screen.name}: no serious axe violation, keyboard reachable with visible focus, CLS < ${CLS_LIMIT}`, async () => {
      const load = await visit(screen.path(), screen.name.replace(/\s+/g, '-'));
      await check(screen.name, screen.reaches, load);
    });
  }

  /** Opens a dialog from the keyboard, audits it, Tabs inside it, and closes it with Escape. */
  async function checkDialog(
    path: string,
    trigger: string,
    dialogName: RegExp,
    reaches: readonly RegExp[],
    mentions = '',
  ) {
    await page.goto(`${app.baseUrl}${path}`);
    await settle(page);
    await page.getByRole('button', { name: trigger, exact: true }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page
      .getByRole('dialog', { name: dialogName })
      .or(page.getByRole('alertdialog', { name: dialogName }));
    await dialog.waitFor();
    // Audited drawn (the dialog fades in) and once focus has moved into it, however slow the machine.
    await animationsSettled(page);
    await dialog.evaluate(
      (node) =>
        new Promise<void>((resolve) => {
          const start = performance.now();
          const check = () =>
            node.contains(document.activeElement) || performance.now() - start > 10_000
              ? resolve()
              : requestAnimationFrame(check);
          check();
        }),
    );
    const focusInside = await dialog.evaluate((node) => node.contains(document.activeElement));
    const text = (await dialog.textContent()) ?? '';
    const violations = await runAxe(page);
    const stops = await tabThrough(page, reaches);
    const stillInside = await dialog.evaluate((node) => node.contains(document.activeElement));
    const missing = reaches.filter((pattern) => !stops.some((stop) => pattern.test(stop.label)));
    const invisible = stops.filter((stop) => !stop.visible).map((stop) => stop.label);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const focusBack = await page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
    );
    expect({
      focusInside,
      violations,
      stillInside,
      missing,
      invisible,
      focusBack,
      mentions: text.includes(mentions),
    }).toEqual({
      focusInside: true,
      mentions: true,
      violations: [],
      stillInside: true,
      missing: [],
      invisible: [],
      focusBack: trigger,
    });
  }

  it('the database connection dialog: labelled, focus kept inside, Escape returns focus', async () => {
    await checkDialog('/databaseview/list/', 'Connect a database', /Connect a database/, [/^button:Test connection/]);
  });

  it('the delete confirmation: names what is deleted, focus kept inside, Escape returns focus', async () => {
    const first = (await (await app.request('/api/v1/chart/?q=(page_size:1)')).json()) as {
      result: { slice_name: string }[];
    };
    const name = first.result[0]?.slice_name ?? '';
    await checkDialog('/chart/list/', `Delete ${name}`, /delete/i, [/^button:Cancel/, /^button:Delete$/], name);
  });

  it('the import dialog: labelled, focus kept inside, Escape returns focus', async () => {
    await checkDialog('/dashboard/list/', 'Import dashboards', /import/i, [/^button:Cancel/]);
  });

  it('the + and user menus open from the keyboard, move by arrow keys and close with Escape', async () => {
    await page.goto(`${app.baseUrl}/chart/list/`);
    await settle(page);
    const found: Record<string, unknown> = {};
    for (const trigger of ['Create new', 'User menu: admin user', 'Data']) {
      await page.getByRole('button', { name: trigger, exact: true }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      await page.keyboard.press('ArrowDown');
      await menu
        .locator('[role="menuitem"][data-highlighted]')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('role'));
      const highlighted = await menu.locator('[role="menuitem"][data-highlighted]').count();
      const violations = await runAxe(page);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      const back = await page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
      found[trigger] = {
        keyboardInMenu: focused === 'menu' || focused === 'menuitem',
        highlighted,
        violations,
        focusBack: (back ?? '').startsWith(trigger),
      };
    }
    expect(found).toEqual({
      'Create new': { keyboardInMenu: true, highlighted: 1, violations: [], focusBack: true },
      'User menu: admin user': { keyboardInMenu: true, highlighted: 1, violations: [], focusBack: true },
      Data: { keyboardInMenu: true, highlighted: 1, violations: [], focusBack: true },
    });
  });

  it("the dataset editor's tabs move by arrow keys, and each panel passes axe", async () => {
    await page.goto(`${app.baseUrl}/tablemodelview/edit/${ids.dataset}/`);
    await settle(page);
    await page.getByRole('tab', { name: 'Columns', exact: true }).focus();
    const found: Record<string, unknown> = {};
    for (const tab of ['Calculated columns', 'Metrics', 'Settings']) {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page
        .getByRole('tab', { name: tab, exact: true, selected: true })
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
      const selected = await page.getByRole('tab', { name: tab, exact: true }).getAttribute('aria-selected');
      found[tab] = { selected, violations: await runAxe(page) };
    }
    expect(found).toEqual({
      'Calculated columns': { selected: 'true', violations: [] },
      Metrics: { selected: 'true', violations: [] },
      Settings: { selected: 'true', violations: [] },
    });
  });

  it('dataset add from SQL passes axe', async () => {
    await page.goto(`${app.baseUrl}/dataset/add/`);
    await settle(page);
    // By keyboard: the radio group moves with the arrow keys.
    await page.getByRole('radio', { name: /From a table/i }).focus();
    await page.keyboard.press('ArrowDown');
    await page
      .getByRole('radio', { name: /From SQL/i, checked: true })
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined);
    expect(await page.getByRole('radio', { name: /From SQL/i }).isChecked()).toBe(true);
    expect(await runAxe(page)).toEqual([]);
  });

  it('the loading skeletons pass axe while the data is held back', async () => {
    const hold = /\/graphql/;
    const held = async (route: import('playwright-core').Route) => {
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      await route.fallback();
    };
    await page.route(hold, held);
    const found: Record<string, Violation[]> = {};
    try {
      for (const [name, path] of [
        ['home', '/superset/welcome/'],
        ['chart list', '/chart/list/'],
        ['dataset editor', `/tablemodelview/edit/${ids.dataset}/`],
        ['dashboard', `/dashboard/${ids.dashboard}/`],
        ['explore', `/explore/?slice_id=${ids.chart}`],
      ] as const) {
        await page.goto(`${app.baseUrl}${path}`);
        await page.locator('[aria-busy="true"]').first().waitFor();
        found[name] = await runAxe(page);
      }
    } finally {
      await page.unroute(hold, held);
    }
    expect(found).toEqual({ home: [], 'chart list': [], 'dataset editor': [], dashboard: [], explore: [] });
  });

  it('the focus check fails when focus rings are taken away', async () => {
    await visit('/chart/list/', 'chart-list');
    await page.addStyleTag({
      content: '*, *::before, *::after { outline: none !important; box-shadow: none !important; }',
    });
    const stops = await tabThrough(page, [/^input\[search\]:Search charts/, /^button:Sort by Name/]);
    expect(stops.length).toBeGreaterThan(3);
    // Inputs keep a border-colour change on focus; links and buttons have nothing left.
    expect(stops.filter((stop) => stop.label.startsWith('button:')).every((stop) => !stop.visible)).toBe(true);
  });

  it('the layout-shift check fails when content is pushed down without input', async () => {
    // No screenshot first: after a full-page capture Chromium counts no shift.
    await page.goto(`${app.baseUrl}/chart/list/`);
    await settle(page);
    const before = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.style.height = '300px';
      // Into the page's main content: the shell around it is laid out on its own.
      const main = document.querySelector('main');
      if (!main) throw new Error('no <main> on the chart list');
      main.prepend(banner);
    });
    await page.waitForTimeout(300);
    const after = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(after - before).toBeGreaterThan(CLS_LIMIT);
  });

  // Five screens drawn and audited one after another: on a busy shared machine this alone took 50 s,
  // so it gets its own budget rather than the 60 s default (nothing in it is timed).
  it('the dark theme passes axe on a list screen, home, a dashboard and explore', async () => {
    await visit('/chart/list/', 'chart-list');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    try {
      const found: Record<string, Violation[]> = {};
      for (const [name, path] of [
        ['chart list', '/chart/list/'],
        ['home', '/superset/welcome/'],
        ['dashboard', `/dashboard/${ids.dashboard}/`],
        ['explore', `/explore/?slice_id=${ids.chart}`],
      ] as const) {
        // The choice survives the reload: each screen is drawn dark from the start.
        await visit(path, `${name.replace(/\s+/g, '-')}-dark`);
        await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
        found[name] = await runAxe(page);
      }
      expect(found).toEqual({ 'chart list': [], home: [], dashboard: [], explore: [] });
    } finally {
      // Back to light, so a rerun starts where the others expect.
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
    }
  }, 180_000);
});
