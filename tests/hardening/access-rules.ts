import type { Outcome } from './access-outcome.ts';
import type { Actor } from './fixtures.ts';

/**
 * What each caller must get, per REST route (`METHOD /pattern`) and GraphQL root field, following
 * Superset's rules: Gamma reads, Alpha writes its own objects, Admin does everything, anonymous
 * callers are asked to sign in. The fixtures are owned by `owner` (an Alpha user): its dashboard is
 * unpublished and its report private, so other non-admins must not see them (404, never the object).
 * 'ok' = let through (2xx, or a 4xx about the input other than 401/403/404).
 */
export type Rule = Record<Actor, Outcome>;

const r = (
  anonymous: Outcome,
  Gamma: Outcome,
  Alpha: Outcome,
  Admin: Outcome,
  owner: Outcome,
  nonOwner: Outcome,
): Rule => ({
  anonymous,
  Gamma,
  Alpha,
  Admin,
  owner,
  nonOwner,
});

/** Anyone, signed in or not. */
const open = r('ok', 'ok', 'ok', 'ok', 'ok', 'ok');
/** Every signed-in user (can_read held by Gamma and up). */
const signedIn = r(401, 'ok', 'ok', 'ok', 'ok', 'ok');
/** Alpha and Admin (can_write; Gamma lacks it). */
const writers = r(401, 403, 'ok', 'ok', 'ok', 'ok');
/** Edits of an object with owners: its owners and Admin (Superset's ownership check, 403 otherwise). */
const owned = r(401, 403, 403, 'ok', 'ok', 403);
/** Edits of an object hidden from non-owners: Gamma lacks can_write (403), other Alphas do not see it (404). */
const ownedHidden = r(401, 403, 404, 'ok', 'ok', 404);
/** Reads of an object hidden from non-owners (an unpublished dashboard, a private report). */
const hidden = r(401, 404, 404, 'ok', 'ok', 404);
/**
 * SQL Lab: Admin and the sql_lab role hold its permissions (can_execute_sql_query, Query and
 * SavedQuery); Alpha and Gamma none, as in Superset. owner and nonOwner are Alpha with sql_lab.
 */
const sqlLab = r(401, 403, 403, 'ok', 'ok', 'ok');
/** The owner's SQL Lab query: other SQL Lab users do not see it (404); Admin sees everyone's (all_query_access). */
const ownQuery = r(401, 403, 403, 'ok', 'ok', 404);
/** The owner's saved query: everyone else, Admin included, does not see it (Superset's SavedQueryFilter). */
const ownSavedQuery = r(401, 403, 403, 404, 'ok', 404);
/** SQL Lab state under a key nobody holds here: SQL Lab users get 404, Alpha and Gamma have no SQL Lab. */
const sqlLabUnknownKey = r(401, 403, 403, 404, 404, 404);
/** Admin only (security, RLS, database writes). */
const admin = r(401, 403, 403, 'ok', 403, 403);
/** Alpha and Admin read (databases, reports, dataset export). */
const alphaUp = r(401, 403, 'ok', 'ok', 'ok', 'ok');
/** Temporary state on the owner's hidden dashboard: others do not see the dashboard; Admin is not the key's owner. */
const keyOnHidden = r(401, 404, 404, 403, 'ok', 404);
/** Explore form data: any reader may read a key, only its creator changes it (Admin too is refused). */
const keyOwner = r(401, 403, 403, 403, 'ok', 403);
/** Signed-in callers asking for something that does not exist here (a random key, a feature that is off). */
const signedInNotFound = r(401, 404, 404, 404, 404, 404);
/** A feature that is off (GLOBAL_ASYNC_QUERIES): the routes do not exist for anyone. */
const featureOff = r(404, 404, 404, 404, 404, 404);
/** Sign-in with wrong credentials: 401 for everyone, signed in or not. */
const wrongCredentials = r(401, 401, 401, 401, 401, 401);

export const REST_RULES: Record<string, Rule> = {
  'GET /health': open,
  'POST /login': open,
  'GET /logout': open,
  'POST /logout': open,
  'GET /api/v1/security/csrf_token': open,
  'POST /api/v1/security/login': wrongCredentials,
  'POST /api/v1/security/refresh': wrongCredentials,
  // OAuth sign-in: the provider list is for the login page; starting and finishing a sign-in are
  // redirects for anyone (an unknown provider lands back on the login page with its message).
  'GET /api/v1/security/oauth_providers': open,
  'GET /login/:provider': open,
  'GET /oauth-authorized/:provider': open,
  'GET /api/v1/security/permissions-resources': admin,
  // Whether the caller is the anonymous visitor, and Public's permissions if so (401 while Public is empty).
  'GET /api/v1/security/anonymous': signedIn,

  'GET /api/v1/advanced_data_type/convert': signedInNotFound,
  'GET /api/v1/advanced_data_type/types': signedInNotFound,

  'GET /api/v1/annotation_layer': signedIn,
  'POST /api/v1/annotation_layer': writers,
  'DELETE /api/v1/annotation_layer': writers,
  'GET /api/v1/annotation_layer/_info': signedIn,
  'GET /api/v1/annotation_layer/related/:column': signedIn,
  'GET /api/v1/annotation_layer/:id': signedIn,
  'PUT /api/v1/annotation_layer/:id': writers,
  'DELETE /api/v1/annotation_layer/:id': writers,
  'GET /api/v1/annotation_layer/:pk/annotation': signedIn,
  'POST /api/v1/annotation_layer/:pk/annotation': writers,
  'DELETE /api/v1/annotation_layer/:pk/annotation': writers,
  'GET /api/v1/annotation_layer/:pk/annotation/:annotationId': signedIn,
  'PUT /api/v1/annotation_layer/:pk/annotation/:annotationId': writers,
  'DELETE /api/v1/annotation_layer/:pk/annotation/:annotationId': writers,
  'GET /superset/annotation_json/:layerId': signedIn,

  'GET /api/v1/assets/export': writers,
  'POST /api/v1/assets/import': writers,

  'GET /api/v1/async_event': featureOff,
  'GET /api/v1/async_event/stream': featureOff,
  'GET /api/v1/async_event/job/:jobId/stream': featureOff,
  'DELETE /api/v1/async_event/job/:jobId': featureOff,

  'GET /api/v1/chart': signedIn,
  'POST /api/v1/chart': writers,
  'DELETE /api/v1/chart': owned,
  'GET /api/v1/chart/_info': signedIn,
  'GET /api/v1/chart/related/:column': signedIn,
  'GET /api/v1/chart/export': signedIn,
  'POST /api/v1/chart/import': writers,
  'GET /api/v1/chart/favorite_status': signedIn,
  'POST /api/v1/chart/data': signedIn,
  'GET /api/v1/chart/data/:cacheKey': signedInNotFound,
  'PUT /api/v1/chart/warm_up_cache': signedIn,
  'GET /api/v1/chart/:id': signedIn,
  'GET /api/v1/chart/:idOrUuid': signedIn,
  'PUT /api/v1/chart/:id': owned,
  'DELETE /api/v1/chart/:id': owned,
  'GET /api/v1/chart/:id/data': signedIn,
  'POST /api/v1/chart/:id/favorites': signedIn,
  'DELETE /api/v1/chart/:id/favorites': signedIn,

  'GET /api/v1/dashboard': signedIn,
  'POST /api/v1/dashboard': writers,
  'DELETE /api/v1/dashboard': ownedHidden,
  'GET /api/v1/dashboard/_info': signedIn,
  'GET /api/v1/dashboard/related/:column': signedIn,
  'GET /api/v1/dashboard/distinct/:column': signedIn,
  'GET /api/v1/dashboard/export': hidden,
  'POST /api/v1/dashboard/import': writers,
  'GET /api/v1/dashboard/favorite_status': hidden,
  'GET /api/v1/dashboard/permalink/:key': hidden,
  'GET /api/v1/dashboard/:idOrSlug': hidden,
  'GET /api/v1/dashboard/:idOrSlug/charts': hidden,
  'GET /api/v1/dashboard/:idOrSlug/datasets': hidden,
  'GET /api/v1/dashboard/:idOrSlug/tabs': hidden,
  'POST /api/v1/dashboard/:idOrSlug/copy': ownedHidden,
  'POST /api/v1/dashboard/:idOrSlug/permalink': hidden,
  'POST /api/v1/dashboard/:idOrSlug/filter_state': hidden,
  'GET /api/v1/dashboard/:idOrSlug/filter_state/:key': hidden,
  'PUT /api/v1/dashboard/:idOrSlug/filter_state/:key': keyOnHidden,
  'DELETE /api/v1/dashboard/:idOrSlug/filter_state/:key': keyOnHidden,
  'PUT /api/v1/dashboard/:id': ownedHidden,
  'DELETE /api/v1/dashboard/:id': ownedHidden,
  'PUT /api/v1/dashboard/:id/colors': ownedHidden,
  'PUT /api/v1/dashboard/:id/filters': ownedHidden,
  'POST /api/v1/dashboard/:id/favorites': hidden,
  'DELETE /api/v1/dashboard/:id/favorites': hidden,
  'GET /api/v1/dashboard/:id/filtersets': hidden,
  'POST /api/v1/dashboard/:id/filtersets': hidden,
  'PUT /api/v1/dashboard/:id/filtersets/:pk': hidden,
  'DELETE /api/v1/dashboard/:id/filtersets/:pk': hidden,
  'POST /superset/copy_dash/:id': ownedHidden,
  'POST /superset/save_dash/:id': ownedHidden,

  'GET /api/v1/database': signedIn,
  'POST /api/v1/database': admin,
  'GET /api/v1/database/_info': signedIn,
  'GET /api/v1/database/available': signedIn,
  'GET /api/v1/database/related/:column': signedIn,
  'GET /api/v1/database/distinct/:column': signedIn,
  'GET /api/v1/database/export': admin,
  'POST /api/v1/database/import': admin,
  'POST /api/v1/database/test_connection': admin,
  'POST /api/v1/database/validate_parameters': admin,
  'GET /api/v1/database/:id': signedIn,
  'PUT /api/v1/database/:id': admin,
  'DELETE /api/v1/database/:id': admin,
  'GET /api/v1/database/:id/related_objects': signedIn,
  'GET /api/v1/database/:id/schemas': signedIn,
  'GET /api/v1/database/:id/tables': signedIn,
  'GET /api/v1/database/:id/table/:table/:schema': signedIn,
  'GET /api/v1/database/:id/table_extra/:table/:schema': signedIn,
  // Uploads need can_csv_upload (Alpha and Admin) and a database that allows them.
  'POST /api/v1/database/:id/upload': writers,
  'POST /api/v1/database/:id/csv_upload': writers,
  'POST /api/v1/database/:id/columnar_upload': writers,

  'GET /api/v1/dataset': signedIn,
  'POST /api/v1/dataset': writers,
  'DELETE /api/v1/dataset': owned,
  'GET /api/v1/dataset/_info': signedIn,
  'GET /api/v1/dataset/related/:column': signedIn,
  'GET /api/v1/dataset/distinct/:column': signedIn,
  'GET /api/v1/dataset/export': alphaUp,
  'POST /api/v1/dataset/import': writers,
  'GET /api/v1/dataset/:id': signedIn,
  'PUT /api/v1/dataset/:id': owned,
  'DELETE /api/v1/dataset/:id': owned,
  'PUT /api/v1/dataset/:id/refresh': owned,
  'GET /api/v1/dataset/:id/related_objects': signedIn,
  'GET /datasource/get/:type/:id': signedIn,
  'POST /datasource/samples': signedIn,
  'POST /datasource/save': owned,
  'GET /superset/fetch_datasource_metadata': signedIn,
  'GET /superset/filter/:type/:id/:column': signedIn,

  'POST /api/v1/explore/form_data': signedIn,
  'GET /api/v1/explore/form_data/:key': signedIn,
  'PUT /api/v1/explore/form_data/:key': keyOwner,
  'DELETE /api/v1/explore/form_data/:key': keyOwner,
  'POST /api/v1/explore/permalink': signedIn,
  'GET /api/v1/explore/permalink/:key': signedIn,
  'GET /superset/explore_json': signedIn,
  'POST /superset/explore_json': signedIn,
  'GET /superset/explore_json/:datasourceType/:datasourceId': signedIn,
  'POST /superset/explore_json/:datasourceType/:datasourceId': signedIn,
  // server-semantics §13: the legacy favstar route refuses anonymous callers with 403.
  'GET /superset/favstar/:className/:id/:action': r(403, 'ok', 'ok', 'ok', 'ok', 'ok'),

  'GET /api/v1/log/recent_activity': signedIn,
  'GET /api/v1/audit_log': admin,
  'GET /api/v1/audit_log/_info': admin,
  'GET /api/v1/audit_log/export': admin,
  'GET /api/v1/audit_log/:id': admin,
  'GET /api/v1/me': signedIn,
  'PUT /api/v1/me': signedIn,
  'PUT /api/v1/me/password': signedIn,
  'GET /api/v1/me/roles': signedIn,
  'GET /api/v1/time_range': signedIn,
  'GET /dynamic-plugins/api/read': signedIn,

  'GET /api/v1/report': alphaUp,
  'POST /api/v1/report': writers,
  'DELETE /api/v1/report': ownedHidden,
  'GET /api/v1/report/_info': alphaUp,
  'GET /api/v1/report/related/:column': alphaUp,
  'GET /api/v1/report/:id': ownedHidden,
  'PUT /api/v1/report/:id': ownedHidden,
  'DELETE /api/v1/report/:id': ownedHidden,
  'GET /api/v1/report/:id/log': ownedHidden,

  'GET /api/v1/css_template': signedIn,
  'POST /api/v1/css_template': writers,
  'DELETE /api/v1/css_template': writers,
  'GET /api/v1/css_template/_info': signedIn,
  'GET /api/v1/css_template/:id': signedIn,
  'PUT /api/v1/css_template/:id': writers,
  'DELETE /api/v1/css_template/:id': writers,
  // Tags: readers list and read; can_write on Tag creates and changes them; tagging an object also
  // needs the edit rights on it (the owner's chart: other Alphas 403).
  'GET /api/v1/tag': signedIn,
  'POST /api/v1/tag': writers,
  'DELETE /api/v1/tag': writers,
  'GET /api/v1/tag/_info': signedIn,
  'GET /api/v1/tag/related/:column': signedIn,
  'GET /api/v1/tag/get_objects': signedIn,
  'GET /api/v1/tag/favorite_status': signedIn,
  'POST /api/v1/tag/:id/favorites': signedIn,
  'DELETE /api/v1/tag/:id/favorites': signedIn,
  'GET /api/v1/tag/:id': signedIn,
  'POST /api/v1/tag/bulk_create': writers,
  'PUT /api/v1/tag/:id': writers,
  'DELETE /api/v1/tag/:id': writers,
  'POST /api/v1/tag/:objectType/:objectId': owned,
  'DELETE /api/v1/tag/:objectType/:objectId/:tag': owned,

  'GET /api/v1/rowlevelsecurity': admin,
  'POST /api/v1/rowlevelsecurity': admin,
  'DELETE /api/v1/rowlevelsecurity': admin,
  'GET /api/v1/rowlevelsecurity/_info': admin,
  'GET /api/v1/rowlevelsecurity/related/:column': admin,
  'GET /api/v1/rowlevelsecurity/:id': admin,
  'PUT /api/v1/rowlevelsecurity/:id': admin,
  'DELETE /api/v1/rowlevelsecurity/:id': admin,

  'GET /api/v1/security/roles': admin,
  'POST /api/v1/security/roles': admin,
  'GET /api/v1/security/roles/_info': admin,
  'GET /api/v1/security/roles/:id': admin,
  'PUT /api/v1/security/roles/:id': admin,
  'DELETE /api/v1/security/roles/:id': admin,
  'GET /api/v1/security/roles/:id/permissions': admin,
  'POST /api/v1/security/roles/:id/permissions': admin,
  // The list serves owner pickers: every reader gets it, with public columns only (security-user-privacy).
  'GET /api/v1/security/users': signedIn,
  'POST /api/v1/security/users': admin,
  'GET /api/v1/security/users/_info': admin,
  'GET /api/v1/security/users/:id': admin,
  'PUT /api/v1/security/users/:id': admin,
  'DELETE /api/v1/security/users/:id': admin,

  // SQL Lab needs its permissions (Gamma has none); queries are each user's own (Admin sees all).
  'POST /superset/sqllab': sqlLab,
  'GET /api/v1/sqllab/state/:key': sqlLabUnknownKey,
  'POST /api/v1/sqllab/execute': sqlLab,
  'GET /api/v1/sqllab/results': sqlLabUnknownKey,
  'GET /api/v1/sqllab/export/:clientId': ownQuery,
  'GET /api/v1/sqllab/query/:clientId/stream': ownQuery,
  'GET /api/v1/sqllab/tabs': sqlLab,
  'PUT /api/v1/sqllab/tabs': sqlLab,
  'GET /api/v1/query': sqlLab,
  'GET /api/v1/query/_info': sqlLab,
  'GET /api/v1/query/related/:column': sqlLab,
  'GET /api/v1/query/distinct/:column': sqlLab,
  'GET /api/v1/query/updated_since': sqlLab,
  'POST /api/v1/query/stop': ownQuery,
  'GET /api/v1/query/:id': ownQuery,
  // Saved queries are visible to their owner only.
  'GET /api/v1/saved_query': sqlLab,
  'POST /api/v1/saved_query': sqlLab,
  'DELETE /api/v1/saved_query': ownSavedQuery,
  'GET /api/v1/saved_query/_info': sqlLab,
  'GET /api/v1/saved_query/related/:column': sqlLab,
  'GET /api/v1/saved_query/distinct/:column': sqlLab,
  'GET /api/v1/saved_query/:id': ownSavedQuery,
  'PUT /api/v1/saved_query/:id': ownSavedQuery,
  'DELETE /api/v1/saved_query/:id': ownSavedQuery,
};

export const GRAPHQL_RULES: Record<string, Rule> = {
  'query annotationLayers': signedIn,
  'query chartData': signedIn,
  'query charts': signedIn,
  'query dashboard': hidden,
  'query dashboardPermalink': hidden,
  'query dashboardRoleOptions': signedIn,
  'query dashboards': signedIn,
  'query databases': signedIn,
  'query datasetOwnerOptions': signedIn,
  'query datasets': signedIn,
  'query exploreFormData': signedIn,
  'query explorePermalink': signedIn,
  'query exportBundle': signedIn,
  'query advancedDataTypeConvert': signedInNotFound,
  'query featureFlags': open,
  'query signInProviders': open,
  'query filterSets': hidden,
  'query node': signedIn,
  'query nodes': signedIn,
  'query permalinkState': hidden,
  'query permissionResources': admin,
  'query recentActivity': signedIn,
  'query relatedUsers': signedIn,
  'query reports': alphaUp,
  'query roles': admin,
  'query cssTemplates': signedIn,
  'query tags': signedIn,
  'query tag': signedIn,
  'query auditLog': admin,
  'query auditLogExportUrl': admin,
  'query rowLevelSecurityOptions': admin,
  'query rowLevelSecurityRules': admin,
  'query timeRange': signedIn,
  'query users': signedIn,
  // The anonymous visitor: 401 while Public grants nothing; null (404 here) for signed-in callers.
  'query anonymousVisitor': signedInNotFound,
  'query viewer': signedIn,
  'query viewerPermissions': signedIn,
  'query vizTypes': open,

  'mutation cancelChartJob': featureOff,
  'mutation changeChartDataset': owned,
  'mutation changeMyPassword': signedIn,
  'mutation createAnnotation': writers,
  'mutation createAnnotationLayer': writers,
  'mutation createChart': writers,
  'mutation createDashboard': writers,
  'mutation createDashboardFilterState': hidden,
  'mutation createDashboardPermalink': hidden,
  'mutation createDatabase': admin,
  'mutation createDataset': writers,
  'mutation createExploreFormData': signedIn,
  'mutation createExplorePermalink': signedIn,
  'mutation createFilterSet': hidden,
  'mutation createReport': writers,
  'mutation createRole': admin,
  'mutation createCssTemplate': writers,
  'mutation createTag': writers,
  'mutation updateTag': writers,
  'mutation deleteTags': writers,
  // Tagging an object needs can_write on Tag and the edit rights on it (the owner's chart).
  'mutation tagObject': owned,
  'mutation untagObject': owned,
  'mutation setObjectTags': owned,
  'mutation createRowLevelSecurityRule': admin,
  'mutation createUser': admin,
  'mutation importBundle': writers,
  'mutation publishDashboard': ownedHidden,
  'mutation refreshDataset': owned,
  'mutation resetUserPassword': admin,
  'mutation saveDashboard': ownedHidden,
  'mutation saveDashboardAs': ownedHidden,
  'mutation saveDashboardColors': ownedHidden,
  'mutation saveDashboardNativeFilters': ownedHidden,
  'mutation setFavorite': signedIn,
  'mutation setReportActive': ownedHidden,
  'mutation setReportForceScreenshot': ownedHidden,
  'mutation testDatabaseConnection': admin,
  'mutation updateAnnotation': writers,
  'mutation updateAnnotationLayer': writers,
  'mutation updateChart': owned,
  'mutation updateDashboardFilterState': keyOnHidden,
  'mutation updateDatabase': admin,
  'mutation updateDataset': owned,
  'mutation updateExploreFormData': keyOwner,
  'mutation updateFilterSet': hidden,
  'mutation updateMyProfile': signedIn,
  'mutation updateReport': ownedHidden,
  'mutation updateRole': admin,
  'mutation updateCssTemplate': writers,
  'mutation updateRowLevelSecurityRule': admin,
  'mutation updateUser': admin,
  'mutation uploadFile': writers,
  'mutation validateDatabaseParameters': admin,
  'mutation warmUpChartCache': signedIn,
  'mutation deleteAnnotationLayers': writers,
  'mutation deleteAnnotations': writers,
  'mutation deleteChart': owned,
  'mutation deleteCharts': owned,
  'mutation deleteDashboard': ownedHidden,
  'mutation deleteDashboards': ownedHidden,
  'mutation deleteDashboardFilterState': keyOnHidden,
  'mutation deleteDatabase': admin,
  'mutation deleteDataset': owned,
  'mutation deleteDatasets': owned,
  'mutation deleteExploreFormData': keyOwner,
  'mutation deleteFilterSet': hidden,
  'mutation deleteReport': ownedHidden,
  'mutation deleteReports': ownedHidden,
  'mutation deleteRole': admin,
  'mutation deleteCssTemplate': writers,
  'mutation deleteRowLevelSecurityRule': admin,
  'mutation deleteUser': admin,

  'query savedQueries': sqlLab,
  'query sqlLabQueries': sqlLab,
  'query sqlLabQuery': ownQuery,
  'query sqlLabRequestedQuery': sqlLabUnknownKey,
  'query sqlLabTabs': sqlLab,
  'mutation createSavedQuery': sqlLab,
  'mutation updateSavedQuery': ownSavedQuery,
  'mutation deleteSavedQuery': ownSavedQuery,
  'mutation runSqlLabQuery': sqlLab,
  // Creates a dataset (POST /api/v1/dataset/, can_write on Dataset), as SQL Lab's Save dataset does.
  'mutation saveSqlLabQueryAsDataset': writers,
  'mutation saveSqlLabTabs': sqlLab,
  'mutation stopSqlLabQuery': ownQuery,

  'subscription asyncEvents': featureOff,
  'subscription sqlLabQueryProgress': ownQuery,
  'subscription chartJob': featureOff,
};
