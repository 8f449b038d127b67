import type { Hono } from 'hono';
import { deleteChart, deleteCharts } from '../../services/chart/chart-delete.ts';
import { createChart, updateChart } from '../../services/chart/chart-write.ts';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { assertCan } from '../permissions.ts';
import { serviceContext } from '../service-context.ts';
import { parseIdList } from './dashboard-write-routes.ts';

export function mountChartWriteRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/chart', async (c) => c.json(await createChart(serviceContext(c), () => readFields(c)), 201));

  app.put('/api/v1/chart/:id', async (c) =>
    c.json(await updateChart(serviceContext(c), c.req.param('id'), () => readFields(c))),
  );

  app.delete('/api/v1/chart/:id', async (c) => c.json(await deleteChart(serviceContext(c), c.req.param('id'))));

  app.delete('/api/v1/chart', async (c) => {
    const ctx = serviceContext(c);
    // Permission first: a reader gets 403 before the ids are read.
    assertCan(ctx.user, 'can_write', 'Chart');
    return c.json(await deleteCharts(ctx, parseIdList(c.req.query('q'))));
  });
}
