/** What Chromium opens for a chart or a dashboard, and how big. */
export interface RenderTarget {
  kind: 'chart' | 'dashboard';
  id: number;
}

/** Superset's WEBDRIVER_WINDOW sizes, narrowed to what a mail shows well; custom_width overrides the width. */
export const DEFAULT_WINDOW = { chart: { width: 800, height: 600 }, dashboard: { width: 1600, height: 1200 } } as const;

/** The print-ready page: the chart alone (explore's standalone mode), or the dashboard without the app's navigation. */
export function renderPath(target: RenderTarget): string {
  return target.kind === 'chart'
    ? `/explore/?slice_id=${target.id}&standalone=1`
    : `/superset/dashboard/${target.id}/?standalone=1`;
}

/** The link a mail carries back to what it shows. */
export function linkPath(target: RenderTarget): string {
  return target.kind === 'chart' ? `/explore/?slice_id=${target.id}` : `/superset/dashboard/${target.id}/`;
}

export function windowFor(target: RenderTarget, customWidth: number | null | undefined) {
  const base = DEFAULT_WINDOW[target.kind];
  return { width: customWidth ?? base.width, height: base.height };
}

/**
 * Runs in the page: true once every chart on it has drawn (a figure) or shown its own message
 * (an error, "no results"), and nothing is loading any more. Serialised to the page as a string.
 */
export const ALL_CHARTS_DRAWN = `(() => {
  const done = (el) => el.querySelector('[role="figure"], [role="alert"], [role="status"]:not([aria-label^="Loading"])');
  const standalone = document.querySelector('.standalone');
  if (standalone) return Boolean(done(standalone));
  if (!document.querySelector('.dashboard-header')) return false;
  const cards = [...document.querySelectorAll('section[data-chart-id]')];
  return cards.every((card) => done(card) && !card.querySelector('.chakra-skeleton, [data-scope="skeleton"]'));
})()`;

/**
 * Runs in the page: the height the whole dashboard needs. A full-screen dashboard scrolls inside
 * its own container, so the document's height alone would cut it at the window.
 */
export const CONTENT_HEIGHT = `(() => {
  let height = document.documentElement.scrollHeight;
  for (const el of document.querySelectorAll('body *')) {
    if (el.scrollHeight > el.clientHeight + 1 && el.clientHeight > 0) {
      const style = getComputedStyle(el);
      if (/(auto|scroll)/.test(style.overflowY)) height = Math.max(height, el.scrollHeight + el.getBoundingClientRect().top);
    }
  }
  return Math.ceil(height);
})()`;

/** Runs in the page, once everything fits the window: where the lowest visible thing ends. */
export const CONTENT_BOTTOM = `(() => {
  let bottom = 0;
  const parts = '.dashboard-header, .dashboard-row, .dashboard-tabs, .dashboard-markdown-component, .dashboard-header-component, .dashboard-divider, section[data-chart-id]';
  for (const el of document.querySelectorAll(parts)) bottom = Math.max(bottom, el.getBoundingClientRect().bottom);
  return Math.ceil(bottom + 24);
})()`;

/** Runs in the page: hides what only makes sense on screen (the app's navigation, buttons, chart menus). */
export const PRINT_READY = `(() => {
  const hide = (el) => el && el.style.setProperty('display', 'none');
  hide(document.querySelector('nav[aria-label="Main"]')?.closest('header'));
  for (const el of document.querySelectorAll('.dashboard-header button, .dashboard-header select, .dashboard-header [role="combobox"], section[data-chart-id] button')) {
    el.style.setProperty('visibility', 'hidden');
  }
  for (const el of document.querySelectorAll('.dashboard-header select')) el.parentElement?.style.setProperty('visibility', 'hidden');
})()`;

/** The tallest page a report pictures (a very long dashboard is cut there). */
export const MAX_RENDER_HEIGHT = 8000;
