import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../helpers/test-app.ts';
import { launchBrowser } from './chromium.ts';
import { type ServedApp, serveTestApp } from './serve-test-app.ts';

const SCREENSHOTS = 'test-results/screenshots';
const NOT_ENOUGH_SPACE =
  'There is not enough space for this component. Try decreasing its width, or increasing the destination width.';

type Component = { id: string; type: string; children: string[]; parents?: string[]; meta: Record<string, unknown> };

const comp = (id: string, type: string, children: string[], parents: string[], meta: Record<string, unknown> = {}) => ({
  id,
  type,
  children,
  parents,
  meta,
});

/**
 * GRID: ROW-one [chart a, chart b], ROW-full [a markdown 12 wide], ROW-col [COLUMN-c (4) [markdown]],
 * TABS-t [TAB-1 [ROW-t1 [markdown]], TAB-2 [ROW-t2 [markdown]]].
 */
function positions(a: { id: number; slice_name: string }, b: { id: number; slice_name: string }) {
  const g = ['ROOT_ID', 'GRID_ID'];
  const md = (id: string, parents: string[], width: number, code: string) =>
    comp(id, 'MARKDOWN', [], parents, { width, height: 20, code });
  const chart = (id: string, c: { id: number; slice_name: string }) =>
    comp(id, 'CHART', [], [...g, 'ROW-one'], { chartId: c.id, sliceName: c.slice_name, width: 4, height: 40 });
  return {
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: comp('ROOT_ID', 'ROOT', ['GRID_ID'], []),
    GRID_ID: comp('GRID_ID', 'GRID', ['ROW-one', 'ROW-full', 'ROW-col', 'TABS-t'], ['ROOT_ID']),
    'ROW-one': comp('ROW-one', 'ROW', ['CHART-a', 'CHART-b'], g, { background: 'BACKGROUND_TRANSPARENT' }),
    'CHART-a': chart('CHART-a', a),
    'CHART-b': chart('CHART-b', b),
    'ROW-full': comp('ROW-full', 'ROW', ['MARKDOWN-full'], g, { background: 'BACKGROUND_TRANSPARENT' }),
    'MARKDOWN-full': md('MARKDOWN-full', [...g, 'ROW-full'], 12, 'Full width'),
    'ROW-col': comp('ROW-col', 'ROW', ['COLUMN-c'], g, { background: 'BACKGROUND_TRANSPARENT' }),
    'COLUMN-c': comp('COLUMN-c', 'COLUMN', ['MARKDOWN-c'], [...g, 'ROW-col'], { width: 4 }),
    'MARKDOWN-c': md('MARKDOWN-c', [...g, 'ROW-col', 'COLUMN-c'], 4, 'In the column'),
    'TABS-t': comp('TABS-t', 'TABS', ['TAB-1', 'TAB-2'], g),
    'TAB-1': comp('TAB-1', 'TAB', ['ROW-t1'], [...g, 'TABS-t'], { text: 'First' }),
    'TAB-2': comp('TAB-2', 'TAB', ['ROW-t2'], [...g, 'TABS-t'], { text: 'Second' }),
    'ROW-t1': comp('ROW-t1', 'ROW', ['MARKDOWN-t1'], [...g, 'TABS-t', 'TAB-1'], {}),
    'MARKDOWN-t1': md('MARKDOWN-t1', [...g, 'TABS-t', 'TAB-1', 'ROW-t1'], 4, 'First tab text'),
    'ROW-t2': comp('ROW-t2', 'ROW', ['MARKDOWN-t2'], [...g, 'TABS-t', 'TAB-2'], {}),
    'MARKDOWN-t2': md('MARKDOWN-t2', [...g, 'TABS-t', 'TAB-2', 'ROW-t2'], 4, 'Second tab text'),
  };
}

describe('moving dashboard components by drag between containers', { timeout: 240_000 }, () => {
  let app: ServedApp;
  let browser: BrowserContext;
  let page: Page;

  const api = async <T>(path: string, init: { method?: string; json?: unknown } = {}): Promise<T> => {
    const res = await app.request(path, init);
    if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const clientDistDir = process.env.CHARTROOM_CLIENT_DIST;
    [app, browser] = await Promise.all([serveTestApp(clientDistDir ? { clientDistDir } : {}), launchBrowser()]);
    browser.setDefaultTimeout(90_000);
    page = await browser.newPage();
    // Tall enough for the whole test dashboard: drags need no scrolling under the sticky edit bar.
    await page.setViewportSize({ width: 1280, height: 1800 });
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

  /** A pointer drag from a component's handle to a point of the target (scrolled into view first). */
  const pointTo = async (source: string, target: string) => {
    const from = page.locator(`[data-drag-source="${source}"]`);
    await from.scrollIntoViewIfNeeded();
    const handle = await from.boundingBox();
    if (!handle) throw new Error(`no drag handle for ${source}`);
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 40, handle.y + 40, { steps: 5 });
    const zone = page.locator(target).first();
    await zone.scrollIntoViewIfNeeded();
    const box = await zone.boundingBox();
    if (!box) throw new Error(`no ${target} on screen`);
    const x = box.x + Math.min(box.width / 2, 80);
    const y = box.y + Math.min(box.height / 2, 40);
    await page.mouse.move(x, y, { steps: 5 });
    return { zone, x, y };
  };
  const drag = async (source: string, target: string) => {
    await pointTo(source, target);
    await page.mouse.up();
    // The drop ends the drag: the zones lose their highlight.
    await poll(() => page.locator('[data-drop-state]').count()).toBe(0);
  };
  // The machine is shared: a re-render after a drop can take longer than expect.poll's 1 s default.
  const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 60_000 });
  const inside = (container: string, component: string) =>
    page.locator(`[data-drop-zone="${container}"] [data-component-id="${component}"]`).count();

  let dashboardId = 0;

  it('moves a chart row to row, into another tab, a markdown into a column; refuses a full row with its message; saves', async () => {
    const charts = (await api<{ result: { id: number; slice_name: string }[] }>('/api/v1/chart/?q=(page_size:100)'))
      .result;
    const [a, b] = charts.sort((x, y) => x.id - y.id) as [
      { id: number; slice_name: string },
      { id: number; slice_name: string },
    ];
    const { id } = await api<{ id: number }>('/api/v1/dashboard/', {
      method: 'POST',
      json: { dashboard_title: 'Drag between containers', position_json: JSON.stringify(positions(a, b)) },
    });
    dashboardId = id;
    await page.goto(`${app.baseUrl}/superset/dashboard/${id}/?edit=true`);
    await page.getByRole('region', { name: 'Edit dashboard' }).waitFor();
    await page.locator('[data-drag-source="CHART-a"]').waitFor();

    // Row to row, into the open tab's row: the chart changed tab, so Superset's scope warning.
    await drag('CHART-a', '[data-drop-zone="ROW-t1"]');
    await poll(() => inside('ROW-t1', 'CHART-a')).toBe(1);
    await page.getByText('This chart has been moved to a different filter scope.').first().waitFor();

    // Onto the title of the other tab: into that tab, in a new row; the row it left keeps chart b.
    await drag('CHART-b', '[role="tab"][data-drop-zone="TAB-2"]');
    await page.getByRole('tab', { name: 'Second' }).click();
    await poll(() => inside('TAB-2', 'CHART-b')).toBe(1);
    expect(await page.locator('[data-component-id="ROW-one"]').count()).toBe(0);

    // Into a column (4 wide) a 4-wide markdown from the second tab.
    await drag('MARKDOWN-t2', '[data-drop-zone="COLUMN-c"]');
    await poll(() => inside('COLUMN-c', 'MARKDOWN-t2')).toBe(1);

    // A full row refuses a chart with spec 000's message, and nothing moves.
    await page.getByRole('tab', { name: 'First' }).click();
    await page.locator('[data-drag-source="CHART-a"]').waitFor();
    // Chromium under load sometimes drops the start of a synthetic drag: the gesture is tried again.
    let refused = false;
    const target = page.locator('[data-drop-zone="ROW-full"]');
    for (let attempt = 0; attempt < 3 && !refused; attempt++) {
      const { x, y } = await pointTo('CHART-a', '[data-drop-zone="ROW-full"]');
      for (let nudge = 0; nudge < 20 && !refused; nudge++) {
        await page.mouse.move(x + (nudge % 4), y);
        refused = (await target.getAttribute('data-drop-state')) === 'refused';
        if (!refused) await page.waitForTimeout(250);
      }
      if (!refused) await page.mouse.up();
    }
    expect(refused).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-drag-refused.png` });
    await page.mouse.up();
    await page.getByText(NOT_ENOUGH_SPACE).first().waitFor();
    expect(await inside('ROW-t1', 'CHART-a')).toBe(1);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('This dashboard was saved successfully.').first().waitFor();
    const stored = JSON.parse(
      (await api<{ result: { position_json: string } }>(`/api/v1/dashboard/${id}`)).result.position_json,
    ) as Record<string, Component | string>;
    const parentOf = (key: string) =>
      Object.values(stored).find((v): v is Component => typeof v === 'object' && v.children.includes(key))?.id;
    expect(parentOf('CHART-a')).toBe('ROW-t1');
    const rowOfB = parentOf('CHART-b') as string;
    expect(parentOf(rowOfB)).toBe('TAB-2');
    expect(parentOf('MARKDOWN-t2')).toBe('COLUMN-c');
    expect(stored['ROW-one']).toBeUndefined();
    expect(stored['ROW-t2']).toBeUndefined();
    expect((stored['CHART-a'] as Component).parents).toEqual(['ROOT_ID', 'GRID_ID', 'TABS-t', 'TAB-1', 'ROW-t1']);
  });

  it('outlines the container that takes the dragged chart, in the dark theme too', async () => {
    await page.goto(`${app.baseUrl}/superset/dashboard/${dashboardId}/?edit=true`);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    try {
      await page.reload();
      await page.getByRole('region', { name: 'Edit dashboard' }).waitFor();
      await page.locator('[data-drag-source="CHART-a"]').waitFor();
      let accepted = false;
      const target = page.locator('[data-drop-zone="COLUMN-c"]');
      for (let attempt = 0; attempt < 3 && !accepted; attempt++) {
        const { x, y } = await pointTo('CHART-a', '[data-drop-zone="COLUMN-c"]');
        for (let nudge = 0; nudge < 20 && !accepted; nudge++) {
          await page.mouse.move(x + (nudge % 4), y);
          accepted = (await target.getAttribute('data-drop-state')) === 'accepted';
          if (!accepted) await page.waitForTimeout(250);
        }
        if (!accepted) await page.mouse.up();
      }
      expect(accepted).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}/dashboard-drag-dark.png` });
      await page.mouse.up();
      await poll(() => inside('COLUMN-c', 'CHART-a')).toBe(1);
    } finally {
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
    }
  });
});
