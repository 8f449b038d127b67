import type { ListOperator, ResourceFilterSpec } from './list-filters.ts';

// FAB derives a column's generic operators from its type; Superset's custom ones come first.
const TEXT: readonly ListOperator[] = ['sw', 'ew', 'ct', 'eq', 'nsw', 'new', 'nct', 'neq', 'in', 'not_in'];
const NUMBER: readonly ListOperator[] = ['eq', 'gt', 'lt', 'neq', 'in', 'not_in'];
const DATE: readonly ListOperator[] = ['eq', 'gt', 'lt', 'neq'];
const BOOLEAN: readonly ListOperator[] = ['eq', 'neq'];
const RELATION: readonly ListOperator[] = ['rel_o_m', 'nrel_o_m', 'in'];
const MANY: readonly ListOperator[] = ['rel_m_m'];

const col = (description: string, operators: readonly ListOperator[]) => ({ description, operators });
const createdBy = col('The user who created it (REST id).', RELATION);
const changedBy = col('The user who last changed it (REST id).', RELATION);
const owners = col('Its owners (REST user id).', MANY);
const uuid = col('Its UUID.', TEXT);

/** `GET /api/v1/chart/` search columns (server-semantics §1). */
export const CHART_FILTERS: ResourceFilterSpec = {
  created_by: col('The user who created it (REST id).', ['chart_has_created_by', 'chart_created_by_me', ...RELATION]),
  changed_by: changedBy,
  last_saved_at: col('When it was last saved.', DATE),
  last_saved_by: col('The user who last saved it (REST id).', RELATION),
  datasource_id: col('The REST id of its dataset.', NUMBER),
  datasource_name: col('The name of its dataset.', TEXT),
  datasource_type: col('The kind of its datasource (table).', TEXT),
  description: col('Its description.', TEXT),
  id: col('Its REST id (and the favourite, certified and mine switches).', [
    'chart_is_favorite',
    'chart_is_certified',
    'chart_owned_created_favored_by_me',
    ...NUMBER,
  ]),
  uuid,
  owners,
  dashboards: col('The dashboards it is on (REST ids).', ['chart_in_dashboards', ...MANY]),
  slice_name: col('Its name (and the all-text search).', ['chart_all_text', ...TEXT]),
  viz_type: col('Its visualization type.', TEXT),
  tags: col('Its tags.', ['chart_tags', 'chart_tag_id']),
};

/** `GET /api/v1/dashboard/` search columns. */
export const DASHBOARD_FILTERS: ResourceFilterSpec = {
  created_by: col('The user who created it (REST id).', [
    'dashboard_created_by_me',
    'dashboard_has_created_by',
    ...RELATION,
  ]),
  changed_by: changedBy,
  dashboard_title: col('Its title (and the title-or-slug search).', ['title_or_slug', ...TEXT]),
  id: col('Its REST id (and the favourite and certified switches).', [
    'dashboard_is_favorite',
    'dashboard_is_certified',
    ...NUMBER,
  ]),
  owners,
  published: col('Whether it is published.', BOOLEAN),
  roles: col('The roles it is shared with (REST role id).', MANY),
  slug: col('Its slug.', TEXT),
  tags: col('Its tags.', ['dashboard_tags', 'dashboard_tag_id']),
  uuid,
};

/** `GET /api/v1/dataset/` search columns. */
export const DATASET_FILTERS: ResourceFilterSpec = {
  id: col('Its REST id (and the certified switch).', ['dataset_is_certified', ...NUMBER]),
  uuid,
  database: col('Its database (REST id).', RELATION),
  owners,
  catalog: col('Its catalog.', TEXT),
  schema: col('Its schema.', TEXT),
  sql: col('Its SQL (and the physical-or-virtual switch).', ['dataset_is_null_or_empty', ...TEXT]),
  table_name: col('Its table (or virtual dataset) name.', TEXT),
  created_by: createdBy,
  changed_by: changedBy,
};

/** `GET /api/v1/database/` search columns. */
export const DATABASE_FILTERS: ResourceFilterSpec = {
  id: col('Its REST id.', NUMBER),
  database_name: col('Its name.', TEXT),
  expose_in_sqllab: col('Whether SQL Lab offers it.', BOOLEAN),
  allow_run_async: col('Whether its queries run asynchronously.', BOOLEAN),
  allow_dml: col('Whether SQL Lab may change data in it.', BOOLEAN),
  allow_file_upload: col('Whether it accepts file uploads.', ['upload_is_enabled', ...BOOLEAN]),
  uuid,
  created_by: createdBy,
  changed_by: changedBy,
};

/** `GET /api/v1/report/` search columns. */
export const REPORT_FILTERS: ResourceFilterSpec = {
  name: col('Its name (and the all-text search).', ['report_all_text', ...TEXT]),
  type: col('Alert or Report.', TEXT),
  active: col('Whether it runs.', BOOLEAN),
  last_state: col('The state of its last run (Success, Working, Error, Not triggered, On Grace).', TEXT),
  chart_id: col('The REST id of its chart.', NUMBER),
  dashboard_id: col('The REST id of its dashboard.', NUMBER),
  creation_method: col('Where it was created (charts, dashboards, alerts_reports).', TEXT),
  created_by: createdBy,
  changed_by: changedBy,
  owners,
  id: col('Its REST id.', NUMBER),
};

/** `GET /api/v1/security/users/` search columns. */
export const USER_FILTERS: ResourceFilterSpec = {
  id: col('Its REST id.', NUMBER),
  username: col('The login name.', TEXT),
  first_name: col('First name.', TEXT),
  last_name: col('Last name.', TEXT),
  email: col('Email address.', TEXT),
  active: col('Whether the user may log in.', BOOLEAN),
  roles: col('Its roles (REST role id).', MANY),
};

/**
 * A dashboard's filter sets (`GET /api/v1/dashboard/{pk}/filtersets` takes no `q`): the gateway filters
 * the whole list itself, with the generic operators of each column's type.
 */
export const FILTER_SET_FILTERS: ResourceFilterSpec = {
  name: col('Its name.', TEXT),
  description: col('Its description.', TEXT),
  owner_type: col('User (private) or Dashboard (shared).', ['eq', 'neq', 'in', 'not_in']),
  owner_id: col('The REST id of the owning user or dashboard.', NUMBER),
};
