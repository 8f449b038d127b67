/**
 * Superset-style permissions: a permission name on a view (menu), written `${name}:${view}` in a
 * user context, e.g. `can_write:Chart`.
 */
export type PermissionKey = `${string}:${string}`;

export function permissionKey(name: string, view: string): PermissionKey {
  return `${name}:${view}`;
}

/** The roles Chartroom defines and sets again at every start (Superset's sync_role_definitions). */
export const BUILTIN_ROLES = ['Admin', 'Alpha', 'Gamma', 'sql_lab'] as const;
export type BuiltinRole = (typeof BUILTIN_ROLES)[number];

/**
 * FAB's AUTH_ROLE_PUBLIC: the role anonymous visitors act with. It is created empty (so anonymous
 * callers may do nothing) and gets permissions from an administrator or from PUBLIC_ROLE_LIKE.
 */
export const PUBLIC_ROLE = 'Public';

/**
 * Superset's data access permissions (`data_access_permissions`): copying a role into Public
 * (PUBLIC_ROLE_LIKE, `copy_role(merge=True)`) keeps the ones Public already holds.
 */
export const DATA_ACCESS_PERMISSIONS: readonly string[] = [
  'database_access',
  'schema_access',
  'datasource_access',
  'all_datasource_access',
  'all_database_access',
  'all_query_access',
];

/** Content: Alpha manages all of it but SQL Lab; Gamma gets the read side. */
const CONTENT: Record<string, readonly string[]> = {
  Chart: ['can_read', 'can_write', 'can_export', 'can_favorite_status', 'can_csv'],
  Dashboard: [
    'can_read',
    'can_write',
    'can_export',
    'can_favorite_status',
    'can_view_chart_as_table',
    'can_view_query',
    'can_drill',
  ],
  Dataset: ['can_read', 'can_write', 'can_export', 'can_duplicate', 'can_get_or_create_dataset'],
  Database: ['can_read', 'can_write', 'can_export', 'can_upload'],
  ReportSchedule: ['can_read', 'can_write'],
  Annotation: ['can_read', 'can_write'],
  CssTemplate: ['can_read', 'can_write'],
  SavedQuery: ['can_read', 'can_write', 'can_export'],
  Tag: ['can_read', 'can_write'],
  Query: ['can_read'],
  Log: ['can_read', 'can_recent_activity'],
  Datasource: ['can_samples', 'can_get_column_values', 'can_external_metadata'],
  Explore: ['can_read'],
  ExploreFormDataRestApi: ['can_read', 'can_write'],
  ExplorePermalinkRestApi: ['can_read', 'can_write'],
  DashboardFilterStateRestApi: ['can_read', 'can_write'],
  DashboardPermalinkRestApi: ['can_read', 'can_write'],
  SQLLab: ['can_read', 'can_execute_sql_query', 'can_export_csv', 'can_estimate_query_cost'],
  Superset: ['can_csv', 'can_dashboard', 'can_explore_json', 'can_log', 'can_share_chart', 'can_share_dashboard'],
  all_datasource_access: ['all_datasource_access'],
  all_database_access: ['all_database_access'],
  all_query_access: ['all_query_access'],
};

/** Security administration: Admin only. */
const SECURITY: Record<string, readonly string[]> = {
  User: ['can_read', 'can_write'],
  Role: ['can_read', 'can_write'],
  Permission: ['can_read'],
  RowLevelSecurity: ['can_read', 'can_write'],
  AuditLog: ['can_read'],
  SecurityRestApi: ['can_grant_guest_token', 'can_read'],
};

/**
 * Gamma reads: viewing, favouriting, exporting what it can see, and the transient explore and
 * dashboard state (filter state, permalinks) that viewing needs. It never changes content.
 * all_datasource_access is granted because Chartroom has no per-dataset grants yet: without it a
 * reader could not run a chart's query.
 */
const GAMMA: readonly PermissionKey[] = [
  'can_read:Chart',
  'can_export:Chart',
  'can_favorite_status:Chart',
  'can_csv:Chart',
  'can_read:Dashboard',
  'can_export:Dashboard',
  'can_favorite_status:Dashboard',
  'can_view_chart_as_table:Dashboard',
  'can_view_query:Dashboard',
  'can_drill:Dashboard',
  'can_read:Dataset',
  'can_read:Database',
  'can_read:Annotation',
  'can_read:CssTemplate',
  'can_read:Tag',
  'can_read:Log',
  'can_recent_activity:Log',
  'can_samples:Datasource',
  'can_get_column_values:Datasource',
  'can_read:Explore',
  'can_read:ExploreFormDataRestApi',
  'can_write:ExploreFormDataRestApi',
  'can_read:ExplorePermalinkRestApi',
  'can_write:ExplorePermalinkRestApi',
  'can_read:DashboardFilterStateRestApi',
  'can_write:DashboardFilterStateRestApi',
  'can_read:DashboardPermalinkRestApi',
  'can_write:DashboardPermalinkRestApi',
  'can_csv:Superset',
  'can_dashboard:Superset',
  'can_explore_json:Superset',
  'can_log:Superset',
  'can_share_chart:Superset',
  'can_share_dashboard:Superset',
  'all_datasource_access:all_datasource_access',
];

/**
 * Superset's SQLLAB_ONLY_PERMISSIONS in Chartroom's names: running SQL, its results and CSV, query
 * history and saved queries. Only Admin and sql_lab hold them; Alpha and Gamma do not, so an Alpha
 * who should use SQL Lab is given the sql_lab role as well. (Superset's TabStateView and menu_access
 * entries are covered here by the SQLLab permissions; can_csv on Superset and can_read on Database
 * are SQL Lab's extra views, which Alpha keeps.)
 */
export const SQL_LAB_ONLY_PERMISSIONS: readonly PermissionKey[] = [
  'can_read:SavedQuery',
  'can_write:SavedQuery',
  'can_export:SavedQuery',
  'can_read:Query',
  'can_read:SQLLab',
  'can_execute_sql_query:SQLLab',
  'can_export_csv:SQLLab',
  'can_estimate_query_cost:SQLLab',
];

/**
 * Superset's sql_lab role: SQLLAB_PERMISSION_VIEWS (the SQL Lab only permissions and the extra views
 * SQL Lab needs: can_csv on Superset, can_read on Database), in the permission names Chartroom
 * checks. Superset's TabStateView, menu_access and deprecated Superset views have no counterpart
 * here: Chartroom guards those screens and routes with the SQLLab permissions below. Like Superset's,
 * it grants no data: a user also needs a role with database or dataset access (usually Gamma).
 */
const SQL_LAB: readonly PermissionKey[] = [...SQL_LAB_ONLY_PERMISSIONS, 'can_csv:Superset', 'can_read:Database'];

function flatten(views: Record<string, readonly string[]>): PermissionKey[] {
  return Object.entries(views).flatMap(([view, names]) => names.map((name) => permissionKey(name, view)));
}

/**
 * Content permissions Superset keeps for Admin alone (its role table: can_write and can_export on
 * Database, all_query_access). A connection decides which server a query reaches and with which
 * credentials, so adding or changing one is an administrator's act; Alpha still uploads files into
 * databases that allow it (can_upload).
 */
export const ADMIN_ONLY_PERMISSIONS: readonly PermissionKey[] = [
  'can_write:Database',
  'can_export:Database',
  'all_query_access:all_query_access',
];

/**
 * Permissions a start takes back from a built-in role that holds them (granted by an earlier
 * version or by hand), as Superset's `init` resets its roles: the admin-only ones from every role
 * but Admin, the SQL Lab only ones from Alpha and Gamma.
 */
export const REVOKED_FROM_ROLE: Record<BuiltinRole, readonly PermissionKey[]> = {
  Admin: [],
  Alpha: [...ADMIN_ONLY_PERMISSIONS, ...SQL_LAB_ONLY_PERMISSIONS],
  Gamma: [...ADMIN_ONLY_PERMISSIONS, ...SQL_LAB_ONLY_PERMISSIONS],
  sql_lab: ADMIN_ONLY_PERMISSIONS,
};

/** Every permission Chartroom knows, as (name, view) pairs. */
export const ALL_PERMISSIONS: readonly PermissionKey[] = [...flatten(CONTENT), ...flatten(SECURITY)];

export const ROLE_PERMISSIONS: Record<BuiltinRole, readonly PermissionKey[]> = {
  Admin: ALL_PERMISSIONS,
  Alpha: flatten(CONTENT).filter(
    (key) => !ADMIN_ONLY_PERMISSIONS.includes(key) && !SQL_LAB_ONLY_PERMISSIONS.includes(key),
  ),
  Gamma: GAMMA,
  sql_lab: SQL_LAB,
};

export function splitPermissionKey(key: PermissionKey): { name: string; viewMenu: string } {
  const i = key.indexOf(':');
  return { name: key.slice(0, i), viewMenu: key.slice(i + 1) };
}
