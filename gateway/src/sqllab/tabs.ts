/** One SQL Lab editor tab as REST and GraphQL carry it (Superset's tab_state, simplified). */
export interface SqlLabTab {
  id?: number;
  label: string;
  active: boolean;
  database_id: number | null;
  schema: string | null;
  catalog: string | null;
  sql: string;
  query_limit: number | null;
  /** client_id of the tab's latest query: a reload shows its state and rows. */
  latest_query_id: string | null;
  saved_query_id: number | null;
  template_params: string | null;
}

export class TabsError extends Error {}

/** A user keeps at most this many tabs (Superset has no limit; a bound keeps one request small). */
export const MAX_TABS = 50;
const MAX_SQL = 1_000_000;

function str(v: unknown, key: string, i: number, nullable = true): string | null {
  if (v === undefined || v === null) {
    if (nullable) return null;
    throw new TabsError(`tabs[${i}].${key} is required`);
  }
  if (typeof v !== 'string') throw new TabsError(`tabs[${i}].${key} must be a string`);
  return v;
}

function int(v: unknown, key: string, i: number): number | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1)
    throw new TabsError(`tabs[${i}].${key} must be a positive integer`);
  return v;
}

/** Checks `{tabs: [...]}`: the whole list a user keeps, in order; at most one active. */
export function parseTabs(body: unknown): SqlLabTab[] {
  const tabs = (body as { tabs?: unknown } | null)?.tabs;
  if (!Array.isArray(tabs)) throw new TabsError('tabs must be a list');
  if (tabs.length > MAX_TABS) throw new TabsError(`At most ${MAX_TABS} tabs can be kept`);
  const parsed = tabs.map((raw, i): SqlLabTab => {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
      throw new TabsError(`tabs[${i}] must be an object`);
    const t = raw as Record<string, unknown>;
    const label = str(t.label, 'label', i, false) as string;
    if (label.trim() === '' || label.length > 256) throw new TabsError(`tabs[${i}].label must be 1 to 256 characters`);
    const sql = str(t.sql, 'sql', i) ?? '';
    if (sql.length > MAX_SQL) throw new TabsError(`tabs[${i}].sql is too long`);
    if (t.active !== undefined && typeof t.active !== 'boolean')
      throw new TabsError(`tabs[${i}].active must be a boolean`);
    return {
      label,
      active: t.active === true,
      database_id: int(t.database_id, 'database_id', i),
      schema: str(t.schema, 'schema', i),
      catalog: str(t.catalog, 'catalog', i),
      sql,
      query_limit: int(t.query_limit, 'query_limit', i),
      latest_query_id: str(t.latest_query_id, 'latest_query_id', i),
      saved_query_id: int(t.saved_query_id, 'saved_query_id', i),
      template_params: str(t.template_params, 'template_params', i),
    };
  });
  if (parsed.filter((t) => t.active).length > 1) throw new TabsError('At most one tab can be active');
  return parsed;
}
