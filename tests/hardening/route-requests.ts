import { randomUUID } from 'node:crypto';
import type { FixtureSet } from './fixtures.ts';

/** A concrete request for one route pattern of the REST table, aimed at one fixture set. */
export interface ConcreteRequest {
  method: string;
  path: string;
  body?: unknown;
}

const rison = (ids: number[]) => `q=${encodeURIComponent(`!(${ids.join(',')})`)}`;

/** The value of one path parameter, from the parameter's name and the resource the path is under. */
function paramValue(pattern: string, name: string, fx: FixtureSet): string {
  const resource = pattern.split('/')[3] ?? pattern.split('/')[1];
  switch (name) {
    case 'id':
    case 'idOrSlug':
    case 'idOrUuid':
    case 'pk':
    case 'layerId':
    case 'datasourceId':
      if (name === 'pk' && pattern.includes('/filtersets/:pk')) return String(fx.filterSetId);
      if (pattern.startsWith('/superset/favstar')) return String(fx.chartId);
      if (
        pattern.startsWith('/superset/explore_json') ||
        pattern.startsWith('/superset/filter') ||
        pattern.startsWith('/datasource/')
      )
        return String(fx.datasetId);
      if (pattern.startsWith('/superset/annotation_json')) return String(fx.layerId);
      if (pattern.startsWith('/superset/')) return String(fx.dashboardId);
      return String(
        {
          chart: fx.chartId,
          dashboard: fx.dashboardId,
          dataset: fx.datasetId,
          database: fx.databaseId,
          report: fx.reportId,
          annotation_layer: fx.layerId,
          rowlevelsecurity: fx.rlsId,
          css_template: fx.cssTemplateId,
          tag: fx.tagId,
          saved_query: fx.savedQueryId,
          query: fx.queryId,
          security: pattern.includes('/roles/') ? fx.roleId : fx.userId,
        }[resource ?? ''] ?? 1,
      );
    case 'objectType':
      return 'chart';
    case 'objectId':
      return String(fx.chartId);
    case 'tag':
      return fx.chartTagName;
    case 'clientId':
      return fx.queryClientId;
    case 'annotationId':
      return String(fx.annotationId);
    case 'key':
      if (pattern.includes('/filter_state/')) return fx.filterStateKey;
      if (pattern.includes('/dashboard/permalink/')) return fx.dashboardPermalinkKey;
      if (pattern.includes('/explore/form_data/')) return fx.formDataKey;
      if (pattern.includes('/explore/permalink/')) return fx.explorePermalinkKey;
      return 'unknown-key';
    case 'column':
      return columnFor(pattern);
    case 'table':
      return fx.databaseTable;
    case 'schema':
      return 'main';
    case 'type':
    case 'datasourceType':
      return 'table';
    case 'className':
      return 'slice';
    case 'action':
      return 'count';
    case 'jobId':
    case 'cacheKey':
      return randomUUID();
    default:
      return '1';
  }
}

/** A column each related/distinct/filter route knows, so that allowed callers get an answer. */
function columnFor(pattern: string): string {
  if (pattern.startsWith('/superset/filter')) return 'a';
  if (pattern.startsWith('/api/v1/query/')) return pattern.includes('/distinct/') ? 'status' : 'database';
  if (pattern.startsWith('/api/v1/saved_query/')) return pattern.includes('/distinct/') ? 'schema' : 'database';
  if (pattern.includes('/distinct/'))
    return pattern.includes('/dashboard/')
      ? 'dashboard_title'
      : pattern.includes('/dataset/')
        ? 'table_name'
        : 'database_name';
  if (pattern.includes('/rowlevelsecurity/')) return 'roles';
  if (pattern.startsWith('/api/v1/tag/')) return 'created_by';
  if (pattern.includes('/annotation_layer/') || pattern.includes('/database/')) return 'created_by';
  return 'owners';
}

/** Query strings that make list-style routes act on this fixture set's objects. */
function queryFor(method: string, pattern: string, fx: FixtureSet): string {
  const resource = pattern.split('/')[3];
  const spare: Record<string, number> = {
    chart: fx.spare.chartId,
    dashboard: fx.spare.dashboardId,
    dataset: fx.spare.datasetId,
    report: fx.spare.reportId,
    annotation_layer: fx.spare.layerId,
    rowlevelsecurity: fx.spare.rlsId,
    css_template: fx.spare.cssTemplateId,
    saved_query: fx.spare.savedQueryId,
    tag: fx.spare.tagId,
  };
  if (method === 'DELETE' && pattern.endsWith('/annotation')) return rison([fx.spare.annotationId]);
  if (method === 'DELETE' && /^\/api\/v1\/[a-z_]+$/.test(pattern) && resource && spare[resource])
    return rison([spare[resource]]);
  if (pattern.endsWith('/export')) {
    const own: Record<string, number> = {
      chart: fx.chartId,
      dashboard: fx.dashboardId,
      dataset: fx.datasetId,
      database: fx.databaseId,
    };
    return resource && own[resource] ? rison([own[resource]]) : '';
  }
  if (pattern.endsWith('/favorite_status'))
    return rison([resource === 'chart' ? fx.chartId : resource === 'tag' ? fx.tagId : fx.dashboardId]);
  if (pattern === '/api/v1/time_range') return `q=${encodeURIComponent("'Last week'")}`;
  if (pattern === '/api/v1/advanced_data_type/convert') return `q=${encodeURIComponent('(type:port,values:!(80))')}`;
  if (pattern.startsWith('/superset/explore_json') && method === 'GET')
    return `form_data=${encodeURIComponent(JSON.stringify({ datasource: `${fx.datasetId}__table`, viz_type: 'table' }))}`;
  if (pattern === '/datasource/samples') return `datasource_id=${fx.datasetId}&datasource_type=table`;
  if (pattern === '/api/v1/query/updated_since') return `q=${encodeURIComponent('(last_updated_ms:0)')}`;
  if (pattern === '/api/v1/sqllab/results') return 'key=unknown-key';
  if (pattern === '/superset/fetch_datasource_metadata') return `datasourceKey=${fx.datasetId}__table`;
  return '';
}

/** A body that passes validation where that is cheap, so that an allowed caller gets past the permission check. */
function bodyFor(method: string, pattern: string, fx: FixtureSet): unknown {
  const t = randomUUID().slice(0, 8);
  const key = `${method} ${pattern}`;
  const bodies: Record<string, unknown> = {
    'POST /api/v1/chart': {
      slice_name: `m ${t}`,
      viz_type: 'table',
      datasource_id: fx.datasetId,
      datasource_type: 'table',
    },
    'PUT /api/v1/chart/:id': { slice_name: `renamed ${t}` },
    'POST /api/v1/dashboard': { dashboard_title: `m ${t}` },
    'PUT /api/v1/dashboard/:id': { dashboard_title: `renamed ${t}` },
    'POST /api/v1/dataset': { database: fx.databaseId, table_name: fx.databaseTable, schema: 'main' },
    'PUT /api/v1/dataset/:id': { description: `d ${t}` },
    'POST /api/v1/annotation_layer': { name: `m ${t}` },
    'PUT /api/v1/annotation_layer/:id': { descr: `d ${t}` },
    'POST /api/v1/annotation_layer/:pk/annotation': {
      short_descr: `m ${t}`,
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-02T00:00:00',
    },
    'PUT /api/v1/annotation_layer/:pk/annotation/:annotationId': { short_descr: `renamed ${t}` },
    'POST /api/v1/report': {
      type: 'Report',
      name: `m ${t}`,
      crontab: '0 9 * * 1',
      chart: fx.chartId,
      recipients: [{ type: 'Email', recipient_config_json: { target: 'm@example.com' } }],
    },
    'PUT /api/v1/report/:id': { description: `d ${t}` },
    'PUT /api/v1/rowlevelsecurity/:id': { description: `d ${t}` },
    'POST /api/v1/dashboard/:idOrSlug/filter_state': { value: '{"b":2}' },
    'PUT /api/v1/dashboard/:idOrSlug/filter_state/:key': { value: '{"c":3}' },
    'POST /api/v1/dashboard/:idOrSlug/permalink': {},
    'POST /api/v1/explore/permalink': { formData: { datasource: `${fx.datasetId}__table`, viz_type: 'table' } },
    'POST /api/v1/explore/form_data': {
      datasource_id: fx.datasetId,
      datasource_type: 'table',
      form_data: JSON.stringify({ viz_type: 'table' }),
    },
    'PUT /api/v1/explore/form_data/:key': {
      datasource_id: fx.datasetId,
      datasource_type: 'table',
      form_data: JSON.stringify({ viz_type: 'pie' }),
    },
    'POST /api/v1/chart/data': {
      datasource: { id: fx.datasetId, type: 'table' },
      queries: [{ columns: ['a'], metrics: [], row_limit: 5 }],
    },
    'PUT /api/v1/me/password': { current_password: 'not-the-password', password: 'Another-password-1' },
    'PUT /api/v1/me': { first_name: 'Same' },
    'POST /api/v1/security/login': { username: 'nobody', password: 'wrong', provider: 'db' },
    'POST /api/v1/security/refresh': {},
    'POST /api/v1/database/test_connection': { sqlalchemy_uri: 'postgresql://u@127.0.0.1:1/none' },
    'POST /api/v1/database/validate_parameters': { engine: 'postgresql', parameters: {} },
    'POST /api/v1/saved_query': { db_id: fx.examplesDatabaseId, label: `m ${t}`, sql: 'SELECT 2 AS b' },
    'PUT /api/v1/saved_query/:id': { description: `d ${t}` },
    'POST /api/v1/tag': { name: `m ${t}` },
    'PUT /api/v1/tag/:id': { description: `d ${t}` },
    'POST /api/v1/tag/bulk_create': { tags: [{ name: `m ${t}` }] },
    'POST /api/v1/tag/:objectType/:objectId': { properties: { tags: [`m ${t}`] } },
    'POST /api/v1/sqllab/execute': { database_id: fx.examplesDatabaseId, sql: 'SELECT 1 AS a' },
    'PUT /api/v1/sqllab/tabs': { tabs: [{ label: `m ${t}`, sql: 'SELECT 1', active: true }] },
    'POST /api/v1/query/stop': { client_id: fx.queryClientId },
    'POST /superset/sqllab': { form_data: JSON.stringify({ sql: 'SELECT 1 AS a' }) },
    'POST /datasource/samples': {},
    'POST /datasource/save': { data: JSON.stringify({ id: fx.datasetId, type: 'table', description: `d ${t}` }) },
  };
  if (key in bodies) return bodies[key];
  if (method === 'GET' || method === 'DELETE') return undefined;
  return {};
}

export function concreteRequest(method: string, pattern: string, fx: FixtureSet): ConcreteRequest {
  const path = pattern.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, name: string) =>
    encodeURIComponent(paramValue(pattern, name, fx)),
  );
  const query = queryFor(method, pattern, fx);
  const body = bodyFor(method, pattern, fx);
  return { method, path: query ? `${path}?${query}` : path, ...(body !== undefined ? { body } : {}) };
}
