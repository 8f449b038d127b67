/** One query tab of the editor, as the page keeps it and the server stores it per user. */
export interface QueryTab {
  /** The page's own id for the tab (the server renumbers tabs on every save). */
  readonly id: string;
  readonly title: string;
  /** REST id of the database; null until one is chosen. */
  readonly databaseId: number | null;
  readonly schema: string;
  readonly sql: string;
  readonly queryLimit: number;
  /** Client id of the tab's last run (a running one is picked up again after a reload). */
  readonly latestQueryId: string | null;
  /** The saved query the tab was opened from, if any. */
  readonly savedQueryId: number | null;
}

/** Superset's row limits offered in the editor's toolbar. */
export const ROW_LIMITS = [10, 100, 1000, 10_000, 100_000] as const;
export const DEFAULT_ROW_LIMIT = 1000;

/** "Untitled Query 3": the first number no open tab uses. */
export function nextTitle(tabs: readonly QueryTab[]): string {
  const used = new Set(tabs.map((t) => t.title));
  for (let n = 1; ; n += 1) {
    const title = `Untitled Query ${n}`;
    if (!used.has(title)) return title;
  }
}

/** The tab shown after `closing` closes: its right neighbour, else its left one, else none. */
export function neighbourAfterClose(tabs: readonly QueryTab[], closing: string): string | null {
  const index = tabs.findIndex((t) => t.id === closing);
  if (index < 0) return tabs[0]?.id ?? null;
  return tabs[index + 1]?.id ?? tabs[index - 1]?.id ?? null;
}

/** A tab as the server keeps it (`sqlLabTabs`). */
export interface StoredTab {
  readonly label: string;
  readonly active: boolean;
  readonly databaseId: number | null | undefined;
  readonly schema: string | null | undefined;
  readonly sql: string;
  readonly queryLimit: number | null | undefined;
  readonly latestQueryId: string | null | undefined;
  readonly savedQueryId: number | null | undefined;
}

let counter = 0;
/** A page-local tab id. */
export function newTabId(): string {
  counter += 1;
  return `tab-${Date.now().toString(36)}-${counter}`;
}

export function tabFromStored(stored: StoredTab): QueryTab {
  return {
    id: newTabId(),
    title: stored.label,
    databaseId: stored.databaseId ?? null,
    schema: stored.schema ?? '',
    sql: stored.sql,
    queryLimit: stored.queryLimit ?? DEFAULT_ROW_LIMIT,
    latestQueryId: stored.latestQueryId ?? null,
    savedQueryId: stored.savedQueryId ?? null,
  };
}

/** The `saveSqlLabTabs` input: every tab in order, the active one marked. */
export function tabsToStore(tabs: readonly QueryTab[], activeId: string | null) {
  return tabs.map((tab) => ({
    label: tab.title,
    active: tab.id === activeId,
    databaseId: tab.databaseId,
    schema: tab.schema || null,
    sql: tab.sql,
    queryLimit: tab.queryLimit,
    latestQueryId: tab.latestQueryId,
    savedQueryId: tab.savedQueryId,
  }));
}

/** A new, empty tab on the database (and schema) the user was last on. */
export function blankTab(tabs: readonly QueryTab[], from: QueryTab | null, init: Partial<QueryTab> = {}): QueryTab {
  return {
    id: newTabId(),
    title: nextTitle(tabs),
    databaseId: from?.databaseId ?? null,
    schema: from?.schema ?? '',
    sql: '',
    queryLimit: from?.queryLimit ?? DEFAULT_ROW_LIMIT,
    latestQueryId: null,
    savedQueryId: null,
    ...init,
  };
}
