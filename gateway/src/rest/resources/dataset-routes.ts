import type { Hono } from 'hono';
import type { Prisma } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { relatedHandler, relatedUsers } from '../list/related.ts';
import { assertCan } from '../permissions.ts';
import { relatedDatabases } from './database-related.ts';
import { datasetAccessWhere } from './dataset-access.ts';
import { datasetListInclude, datasetResource, exploreUrl, serializeDatasetListRow } from './dataset-resource.ts';
import { isoNaive, naturalTime } from './humanize.ts';

const showInclude = {
  ...datasetListInclude,
  columns: { orderBy: { id: 'asc' } },
  metrics: { orderBy: { id: 'asc' } },
} satisfies Prisma.DatasetInclude;

export function mountDatasetRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/dataset', listHandler(datasetResource));
  app.get(
    '/api/v1/dataset/_info',
    infoHandler(datasetResource, {
      permissions: ['can_read', 'can_write', 'can_export', 'can_duplicate'],
      addColumns: ['database', 'catalog', 'schema', 'table_name', 'sql', 'owners'],
      editColumns: [
        'table_name',
        'sql',
        'filter_select_enabled',
        'main_dttm_col',
        'description',
        'owners',
        'columns',
        'metrics',
        'extra',
      ],
      title: 'Sqla Table',
    }),
  );

  app.get(
    '/api/v1/dataset/related/:column',
    relatedHandler('Dataset', {
      owners: relatedUsers,
      created_by: relatedUsers,
      changed_by: relatedUsers,
      database: relatedDatabases,
    }),
  );

  app.get('/api/v1/dataset/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Dataset');
    const id = parseId(c.req.param('id'));
    // A dataset the user may not read does not exist for them (Superset's base filter).
    const d =
      id === null
        ? null
        : await ctx.prisma.dataset.findFirst({
            where: { AND: [{ id }, datasetAccessWhere(ctx.user)] },
            include: showInclude,
          });
    if (!d) throw new NotFoundError();
    const now = new Date();
    return c.json({
      id: d.id,
      result: {
        ...serializeDatasetListRow(d, now),
        main_dttm_col: d.mainDttmCol,
        filter_select_enabled: d.filterSelectEnabled,
        fetch_values_predicate: d.fetchValuesPredicate,
        normalize_columns: d.normalizeColumns,
        always_filter_main_dttm: d.alwaysFilterMainDttm,
        offset: d.offset,
        cache_timeout: d.cacheTimeout,
        is_sqllab_view: false,
        template_params: d.templateParams,
        params: d.params,
        url: `/tablemodelview/edit/${d.id}`,
        explore_url: d.defaultEndpoint || exploreUrl(d.id),
        is_managed_externally: d.isManagedExternally,
        external_url: d.externalUrl,
        version: d.version,
        created_on: isoNaive(d.createdOn),
        created_on_humanized: naturalTime(d.createdOn, now),
        changed_on: isoNaive(d.changedOn),
        changed_on_humanized: naturalTime(d.changedOn, now),
        columns: d.columns.map((col) => ({
          id: col.id,
          uuid: col.uuid,
          column_name: col.columnName,
          verbose_name: col.verboseName,
          description: col.description,
          expression: col.expression,
          filterable: col.filterable,
          groupby: col.groupby,
          is_active: col.isActive,
          is_dttm: col.isDttm,
          type: col.type,
          advanced_data_type: col.advancedDataType,
          python_date_format: col.pythonDateFormat,
          extra: col.extra,
          created_on: isoNaive(col.createdOn),
          changed_on: isoNaive(col.changedOn),
        })),
        metrics: d.metrics.map((m) => ({
          id: m.id,
          uuid: m.uuid,
          metric_name: m.metricName,
          verbose_name: m.verboseName,
          metric_type: m.metricType,
          expression: m.expression,
          description: m.description,
          d3format: m.d3format,
          currency: m.currency,
          extra: m.extra,
          warning_text: m.warningText,
          created_on: isoNaive(m.createdOn),
          changed_on: isoNaive(m.changedOn),
        })),
      },
    });
  });
}
