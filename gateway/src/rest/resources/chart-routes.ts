import type { Hono } from 'hono';
import { loadSavedChartQuery } from '../../services/chart/chart-saved-query.ts';
import { showChart } from '../../services/chart/chart-show.ts';
import type { AppEnv } from '../context.ts';
import { mountFavourites } from '../list/favourites.ts';
import { infoHandler, listHandler } from '../list/handlers.ts';
import { relatedHandler, relatedUsers } from '../list/related.ts';
import { serviceContext } from '../service-context.ts';
import { readChartDataBody, runChartData } from './chart-data.ts';
import { chartResource } from './chart-resource.ts';
import { visibleChartIds } from './dataset-access.ts';

const CHART_PERMISSIONS = ['can_read', 'can_write', 'can_export', 'can_csv'] as const;

export function mountChartRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/chart', listHandler(chartResource));
  app.get(
    '/api/v1/chart/_info',
    infoHandler(chartResource, {
      permissions: CHART_PERMISSIONS,
      addColumns: ['slice_name'],
      editColumns: ['slice_name'],
      title: 'Slice',
    }),
  );

  app.get(
    '/api/v1/chart/related/:column',
    relatedHandler('Chart', { owners: relatedUsers, created_by: relatedUsers, changed_by: relatedUsers }),
  );

  mountFavourites(app, {
    basePath: '/api/v1/chart',
    permissionView: 'Chart',
    className: 'slice',
    existing: visibleChartIds,
  });

  app.post('/api/v1/chart/data', async (c) => {
    // The dashboard also sends `?form_data={"slice_id":..}&dashboard_id=..&force=..`; force counts.
    const result = await runChartData(c, await readChartDataBody(c), { force: c.req.query('force') === 'true' });
    return result instanceof Response ? result : c.json(result);
  });

  app.get('/api/v1/chart/:idOrUuid', async (c) => c.json(await showChart(serviceContext(c), c.req.param('idOrUuid'))));

  // Runs the chart's saved query context (Superset: GET /chart/<pk>/data/?force=&type=).
  app.get('/api/v1/chart/:id/data', async (c) => {
    const { chart, queryContext } = await loadSavedChartQuery(serviceContext(c), c.req.param('id'), {
      type: c.req.query('type'),
      format: c.req.query('format'),
    });
    const force = c.req.query('force') === 'true';
    const result = await runChartData(c, queryContext, { chart, force });
    return result instanceof Response ? result : c.json(result);
  });
}
