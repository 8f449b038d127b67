import type { Context, Hono } from 'hono';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { findVisibleDashboard } from './dashboard-access.ts';
import { assertChartAccess, assertDatasetAccess } from './dataset-access.ts';
import {
  createTemporary,
  deleteTemporary,
  parseTabId,
  readTemporary,
  type TemporaryEntry,
  updateTemporary,
} from './temporary-state.ts';

const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'];
const MISSING = 'Missing data for required field.';
type Errors = Record<string, string[]>;

function tabIdOf(c: Context<AppEnv>): number | null {
  const tab = parseTabId(c.req.query('tab_id'));
  if (tab === 'invalid') throw new BadRequestError({ tab_id: ['Not a valid integer.'] });
  return tab;
}

/** A JSON text holding an object (form data, filter state). */
function jsonText(value: unknown, field: string, errors: Errors): string | null {
  if (value === undefined || value === null) {
    errors[field] = [MISSING];
    return null;
  }
  if (typeof value !== 'string') {
    errors[field] = ['Not a valid string.'];
    return null;
  }
  try {
    const parsed = JSON.parse(value);
    if (parsed && typeof parsed === 'object') return value;
  } catch {
    // reported below
  }
  errors[field] = ['Not a valid JSON object.'];
  return null;
}

/** FormDataPostSchema / FormDataPutSchema. */
function exploreBody(fields: Record<string, unknown>): {
  datasourceId: number;
  datasourceType: string;
  chartId: number | null;
  formData: string;
} {
  const errors: Errors = {};
  const id = fields.datasource_id;
  if (id === undefined || id === null) errors.datasource_id = [MISSING];
  else if (typeof id !== 'number' || !Number.isSafeInteger(id)) errors.datasource_id = ['Not a valid integer.'];
  const type = fields.datasource_type;
  if (type === undefined || type === null) errors.datasource_type = [MISSING];
  else if (typeof type !== 'string' || !DATASOURCE_TYPES.includes(type)) {
    errors.datasource_type = [`Must be one of: ${DATASOURCE_TYPES.join(', ')}.`];
  }
  const chart = fields.chart_id;
  if (chart !== undefined && chart !== null && (typeof chart !== 'number' || !Number.isSafeInteger(chart))) {
    errors.chart_id = ['Not a valid integer.'];
  }
  const formData = jsonText(fields.form_data, 'form_data', errors);
  if (Object.keys(errors).length > 0 || formData === null) throw new BadRequestError(errors);
  return {
    datasourceId: id as number,
    datasourceType: type as string,
    chartId: typeof chart === 'number' ? chart : null,
    formData,
  };
}

type ExploreBody = ReturnType<typeof exploreBody>;

/** Superset's explore check_access: the dataset (tables) and the chart must be readable. */
async function exploreAccess(
  c: Context<AppEnv>,
  body: Pick<ExploreBody, 'datasourceId' | 'datasourceType' | 'chartId'>,
) {
  const ctx = listContext(c);
  if (body.datasourceType === 'table' || body.datasourceType === 'dataset') {
    await assertDatasetAccess(ctx.prisma, ctx.user, body.datasourceId);
  }
  if (body.chartId !== null) await assertChartAccess(ctx.prisma, ctx.user, body.chartId);
}

const exploreEntry = (owner: number, body: ExploreBody): TemporaryEntry => ({
  owner,
  scope: `${body.datasourceId}__${body.datasourceType}:${body.chartId ?? ''}`,
  value: {
    datasource_id: body.datasourceId,
    datasource_type: body.datasourceType,
    chart_id: body.chartId,
    form_data: body.formData,
  },
});

/**
 * `/api/v1/explore/form_data` (the explore screen's unsaved state, 7 days) and
 * `/api/v1/dashboard/<id_or_slug>/filter_state` (a dashboard's native filter state, 90 days).
 */
export function mountTemporaryStateRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/explore/form_data', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'ExploreFormDataRestApi');
    const tabId = tabIdOf(c);
    const body = exploreBody(await readFields(c));
    await exploreAccess(c, body);
    const now = c.get('services').now();
    const key = await createTemporary(ctx.prisma, 'explore_form_data', exploreEntry(ctx.user.id, body), tabId, now);
    return c.json({ key }, 201);
  });

  app.get('/api/v1/explore/form_data/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'ExploreFormDataRestApi');
    const entry = await readTemporary(ctx.prisma, 'explore_form_data', c.req.param('key'), c.get('services').now());
    if (!entry) return c.json({ message: 'Not found' }, 404);
    const v = entry.value;
    await exploreAccess(c, {
      datasourceId: v.datasource_id as number,
      datasourceType: v.datasource_type as string,
      chartId: (v.chart_id as number | null) ?? null,
    });
    return c.json({ form_data: v.form_data });
  });

  app.put('/api/v1/explore/form_data/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'ExploreFormDataRestApi');
    tabIdOf(c);
    const body = exploreBody(await readFields(c));
    await exploreAccess(c, body);
    const key = c.req.param('key');
    const now = c.get('services').now();
    await updateTemporary(ctx.prisma, 'explore_form_data', key, exploreEntry(ctx.user.id, body), now, false);
    return c.json({ key });
  });

  app.delete('/api/v1/explore/form_data/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'ExploreFormDataRestApi');
    await deleteTemporary(
      ctx.prisma,
      'explore_form_data',
      c.req.param('key'),
      ctx.user.id,
      null,
      c.get('services').now(),
    );
    return c.json({ message: 'Deleted successfully' });
  });

  const filterValue = async (c: Context<AppEnv>): Promise<string> => {
    const errors: Errors = {};
    const value = jsonText((await readFields(c)).value, 'value', errors);
    if (value === null) throw new BadRequestError(errors);
    return value;
  };
  const dashboardScope = async (c: Context<AppEnv>) =>
    String((await findVisibleDashboard(listContext(c), c.req.param('idOrSlug'), {})).id);

  app.post('/api/v1/dashboard/:idOrSlug/filter_state', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'DashboardFilterStateRestApi');
    const tabId = tabIdOf(c);
    const scope = await dashboardScope(c);
    const value = await filterValue(c);
    const entry = { owner: ctx.user.id, scope, value: { value } };
    const key = await createTemporary(ctx.prisma, 'dashboard_filter_state', entry, tabId, c.get('services').now());
    return c.json({ key }, 201);
  });

  app.get('/api/v1/dashboard/:idOrSlug/filter_state/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'DashboardFilterStateRestApi');
    const scope = await dashboardScope(c);
    const entry = await readTemporary(
      ctx.prisma,
      'dashboard_filter_state',
      c.req.param('key'),
      c.get('services').now(),
    );
    if (!entry || entry.scope !== scope) return c.json({ message: 'Not found' }, 404);
    return c.json({ value: entry.value.value });
  });

  app.put('/api/v1/dashboard/:idOrSlug/filter_state/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'DashboardFilterStateRestApi');
    tabIdOf(c);
    const scope = await dashboardScope(c);
    const value = await filterValue(c);
    const key = c.req.param('key');
    const entry = { owner: ctx.user.id, scope, value: { value } };
    await updateTemporary(ctx.prisma, 'dashboard_filter_state', key, entry, c.get('services').now(), true);
    return c.json({ key });
  });

  app.delete('/api/v1/dashboard/:idOrSlug/filter_state/:key', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'DashboardFilterStateRestApi');
    const scope = await dashboardScope(c);
    const now = c.get('services').now();
    await deleteTemporary(ctx.prisma, 'dashboard_filter_state', c.req.param('key'), ctx.user.id, scope, now);
    return c.json({ message: 'Deleted successfully' });
  });
}
