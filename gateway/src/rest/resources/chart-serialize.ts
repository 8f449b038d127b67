import { createHash } from 'node:crypto';
import type { Chart } from '../../metadata/index.ts';
/** What a chart list or show needs beyond the row itself, in one query (the chart repository's). */
import {
  type ChartWithRelations as ChartRow,
  chartRelationsInclude as chartListInclude,
} from '../../metadata/repositories/chart-repository.ts';
import type { PrismaClient } from '../prisma.ts';
import { isoNaive, naturalTime, utcString } from './humanize.ts';
import { tagRefs } from './tag-resource.ts';
import { fullName, loadUsers, userRef } from './users.ts';

export { type ChartRow, chartListInclude };

/** Superset's `Slice.form_data`: the saved params plus the chart's own identity. */
export function chartFormData(chart: Chart): Record<string, unknown> {
  let params: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(chart.params || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) params = parsed as Record<string, unknown>;
  } catch {
    // A chart saved with broken params still lists; its form data is just its identity.
  }
  const formData: Record<string, unknown> = {
    ...params,
    slice_id: chart.id,
    viz_type: chart.vizType,
    datasource: `${chart.datasourceId}__${chart.datasourceType}`,
  };
  if (chart.cacheTimeout) formData.cache_timeout = chart.cacheTimeout;
  return formData;
}

export const chartUrl = (id: number) => `/explore/?slice_id=${id}`;

/** Changes whenever the chart does, so clients can cache thumbnails by URL. */
export function thumbnailUrl(chart: Chart): string {
  const digest = createHash('md5').update(`${chart.id}:${chart.changedOn.getTime()}:${chart.params}`).digest('hex');
  return `/api/v1/chart/${chart.id}/thumbnail/${digest}/`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain paragraphs: descriptions are shown as text, never as raw HTML. */
function markedDown(text: string | null): string {
  if (!text) return '';
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * Chart list rows. Owners are id and name, as Superset lists them; their e-mail addresses only for
 * callers who may read user accounts anyway (`showEmails`).
 */
export async function serializeChartList(
  rows: ChartRow[],
  prisma: PrismaClient,
  now: Date,
  showEmails: boolean,
): Promise<Record<string, unknown>[]> {
  const datasetIds = [...new Set(rows.filter((r) => r.datasourceType === 'table').map((r) => r.datasourceId))];
  const [datasets, lastSavers] = await Promise.all([
    datasetIds.length
      ? prisma.dataset.findMany({
          where: { id: { in: datasetIds } },
          select: { id: true, tableName: true, schema: true, defaultEndpoint: true },
        })
      : Promise.resolve([]),
    loadUsers(
      prisma,
      rows.map((r) => r.lastSavedById),
    ),
  ]);
  const datasetById = new Map(datasets.map((d) => [d.id, d]));

  return rows.map((chart) => {
    const dataset = chart.datasourceType === 'table' ? datasetById.get(chart.datasourceId) : undefined;
    return {
      is_managed_externally: chart.isManagedExternally,
      certified_by: chart.certifiedBy,
      certification_details: chart.certificationDetails,
      cache_timeout: chart.cacheTimeout,
      changed_by: userRef(chart.changedBy),
      changed_by_name: fullName(chart.changedBy),
      changed_on_delta_humanized: naturalTime(chart.changedOn, now),
      changed_on_dttm: chart.changedOn.getTime(),
      changed_on_utc: utcString(chart.changedOn),
      created_by: userRef(chart.createdBy),
      created_by_name: fullName(chart.createdBy),
      created_on_delta_humanized: naturalTime(chart.createdOn, now),
      datasource_id: chart.datasourceId,
      datasource_name_text: dataset
        ? dataset.schema
          ? `${dataset.schema}.${dataset.tableName}`
          : dataset.tableName
        : chart.datasourceName,
      datasource_type: chart.datasourceType,
      datasource_url: `/explore/?datasource_type=${chart.datasourceType}&datasource_id=${chart.datasourceId}`,
      description: chart.description,
      description_markeddown: markedDown(chart.description),
      edit_url: `/chart/edit/${chart.id}`,
      form_data: chartFormData(chart),
      id: chart.id,
      last_saved_at: isoNaive(chart.lastSavedAt),
      last_saved_by: chart.lastSavedById === null ? null : (lastSavers.get(chart.lastSavedById) ?? null),
      owners: chart.owners.map((o) => ({ ...userRef(o.user), ...(showEmails ? { email: o.user.email } : {}) })),
      dashboards: chart.dashboards.map((d) => ({ id: d.dashboard.id, dashboard_title: d.dashboard.dashboardTitle })),
      params: chart.params,
      slice_name: chart.sliceName,
      slice_url: chartUrl(chart.id),
      table: dataset ? { default_endpoint: dataset.defaultEndpoint, table_name: dataset.tableName } : null,
      thumbnail_url: thumbnailUrl(chart),
      url: chartUrl(chart.id),
      viz_type: chart.vizType,
      tags: tagRefs(chart),
      uuid: chart.uuid,
    };
  });
}

/** Superset's ChartGetResponseSchema. */
export function serializeChartShow(chart: ChartRow, now: Date): Record<string, unknown> {
  return {
    id: chart.id,
    uuid: chart.uuid,
    slice_name: chart.sliceName,
    description: chart.description,
    viz_type: chart.vizType,
    params: chart.params,
    query_context: chart.queryContext,
    cache_timeout: chart.cacheTimeout,
    certified_by: chart.certifiedBy,
    certification_details: chart.certificationDetails,
    changed_on_delta_humanized: naturalTime(chart.changedOn, now),
    // What a client sends back as `changed_on` with a PUT to refuse saving over someone else's save.
    changed_on: isoNaive(chart.changedOn),
    thumbnail_url: thumbnailUrl(chart),
    url: chartUrl(chart.id),
    is_managed_externally: chart.isManagedExternally,
    datasource_id: chart.datasourceId,
    datasource_type: chart.datasourceType,
    owners: chart.owners.map((o) => userRef(o.user)),
    dashboards: chart.dashboards.map((d) => ({
      id: d.dashboard.id,
      dashboard_title: d.dashboard.dashboardTitle,
      json_metadata: d.dashboard.jsonMetadata,
    })),
    tags: tagRefs(chart),
  };
}

export const CHART_SHOW_COLUMNS = [
  'cache_timeout',
  'certified_by',
  'certification_details',
  'changed_on_delta_humanized',
  'dashboards.dashboard_title',
  'dashboards.id',
  'dashboards.json_metadata',
  'datasource_id',
  'datasource_type',
  'description',
  'id',
  'is_managed_externally',
  'owners.first_name',
  'owners.id',
  'owners.last_name',
  'params',
  'query_context',
  'slice_name',
  'tags.id',
  'tags.name',
  'tags.type',
  'thumbnail_url',
  'url',
  'uuid',
  'viz_type',
] as const;
