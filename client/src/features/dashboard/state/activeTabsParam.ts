/** The URL parameter that keeps the open tabs, so a link or a reload opens the same ones. */
export const ACTIVE_TABS_PARAM = 'activeTabs';

export function readActiveTabs(search: URLSearchParams): string[] {
  return (search.get(ACTIVE_TABS_PARAM) ?? '')
    .split(',')
    .map((tab) => tab.trim())
    .filter((tab) => /^TAB-[\w-]+$/.test(tab));
}

export function writeActiveTabs(search: URLSearchParams, tabs: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tabs.length > 0) next.set(ACTIVE_TABS_PARAM, tabs.join(','));
  else next.delete(ACTIVE_TABS_PARAM);
  return next;
}
