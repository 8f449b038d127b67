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
