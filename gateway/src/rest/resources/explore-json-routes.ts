import type { Context, Hono } from 'hono';
import { isForm } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan, can } from '../permissions.ts';
import { executeChartData } from './chart-data.ts';
import { assertDatasetAccess } from './dataset-access.ts';
import {
  datasourceOf,
  ExploreJsonError,
  exploreQueryContext,
  legacyPayload,
  mergeSliceParams,
  needsSliceData,
  requestFormData,
  responseTypeOf,
  sliceIdOf,
} from './explore-json.ts';

async function readSources(c: Context<AppEnv>): Promise<{ jsonBody?: unknown; formField?: string; queryArg?: string }> {
  const queryArg = c.req.query('form_data');
  if (c.req.method !== 'POST') return { queryArg };
  if (isForm(c)) {
    const form = await c.req.parseBody();
    return { formField: typeof form.form_data === 'string' ? form.form_data : undefined, queryArg };
  }
  const text = await c.req.text();
  if (text.trim() === '') return { queryArg };
  try {
    return { jsonBody: JSON.parse(text), queryArg };
  } catch (error) {
    throw new BadRequestError(`Request is not JSON: ${(error as Error).message}`);
  }
}

/**
 * The legacy `GET|POST /superset/explore_json/` (client-cache flag and legacy viz types): form
 * data in, the viz payload out, or a CSV / the SQL / raw results / samples by `?csv=true`,
 * `?query=true`, `?results=true`, `?samples=true`; `?force=true` skips the cache.
 */
async function exploreJson(c: Context<AppEnv>): Promise<Response> {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_explore_json', 'Superset');
  const responseType = responseTypeOf((name) => c.req.query(name));
  if (responseType === 'csv' && !can(ctx.user, 'can_csv', 'Superset')) {
    throw new ForbiddenError("You don't have the rights to download as csv");
  }
  const dashboardId = c.req.query('dashboard_id');
  if (dashboardId !== undefined && dashboardId !== '' && !/^\d+$/.test(dashboardId)) {
    throw new BadRequestError(`dashboard_id must be an integer, got ${JSON.stringify(dashboardId)}`);
  }
  try {
    let formData = requestFormData(await readSources(c));
    const sliceId = sliceIdOf(formData);
    if (sliceId !== null && needsSliceData(formData)) {
      const chart = await ctx.prisma.chart.findUnique({ where: { id: sliceId }, select: { params: true } });
      if (!chart) throw new NotFoundError('Chart does not exist');
      let params: unknown;
      try {
        params = JSON.parse(chart.params);
      } catch {
        params = {};
      }
      formData = mergeSliceParams(
        params && typeof params === 'object' ? (params as Record<string, unknown>) : {},
        formData,
      );
    }
    const datasource = datasourceOf(formData, { type: c.req.param('datasourceType'), id: c.req.param('datasourceId') });
    if (datasource.type !== 'table' && datasource.type !== 'dataset') {
      throw new ExploreJsonError(`Datasource type not supported: ${datasource.type}`);
    }
    await assertDatasetAccess(ctx.prisma, ctx.user, datasource.id);
    const body = exploreQueryContext(formData, datasource.key, responseType, c.req.query('force') === 'true');
    const result = await executeChartData(c.get('services'), ctx.user, body, { signal: c.req.raw.signal });
    if (result instanceof Response) return result;
    const payload = legacyPayload(result.result[0], responseType, { ...formData, datasource: datasource.key });
    return c.json(payload, payload.status === 'failed' ? 400 : 200);
  } catch (error) {
    if (error instanceof ExploreJsonError) throw new BadRequestError(error.message);
    throw error;
  }
}

export function mountExploreJsonRoutes(app: Hono<AppEnv>): void {
  for (const path of ['/superset/explore_json', '/superset/explore_json/:datasourceType/:datasourceId']) {
    app.get(path, exploreJson);
    app.post(path, exploreJson);
  }
}
