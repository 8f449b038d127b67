import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context.ts';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import type { RestChart, RestItemResponse, RestListResponse } from '../rest-types.ts';
import { encodeRisonUri } from '../rison.ts';

interface Me {
  id: number;
  roles?: string[];
}

/** Per-request loaders of this slice, kept beside the shared ones so each request still gets fresh ones. */
export interface DashboardLoaders {
  dashboardCharts: DataLoader<number, RestChart[]>;
  favourite: { Dashboard: DataLoader<number, boolean>; Chart: DataLoader<number, boolean> };
}

const byContext = new WeakMap<GraphQLContext, DashboardLoaders>();

/**
 * The charts of several dashboards in one chart list call (`dashboards` `chart_in_dashboards`),
 * paged by 100 when they are more; each chart is primed into the chart loader.
 */
async function chartsOfDashboards(ctx: GraphQLContext, ids: readonly number[]): Promise<RestChart[][]> {
  const rows: RestChart[] = [];
  for (let page = 0; ; page++) {
    const q = {
      filters: [{ col: 'dashboards', opr: 'chart_in_dashboards', value: [...ids] }],
      page,
      page_size: REST_MAX_PAGE_SIZE,
    };
    const body = await ctx.rest.get<RestListResponse<RestChart>>(`/api/v1/chart/?q=${encodeRisonUri(q)}`);
    rows.push(...body.result);
    if (body.result.length < REST_MAX_PAGE_SIZE || rows.length >= body.count) break;
  }
  rows.sort((a, b) => a.id - b.id);
  for (const chart of rows) ctx.loaders.chart.prime(chart.id, chart);
  return ids.map((id) => rows.filter((chart) => (chart.dashboards ?? []).some((d) => d.id === id)));
}

function favouriteLoader(ctx: GraphQLContext, resource: 'dashboard' | 'chart') {
  return new DataLoader<number, boolean>(
    async (ids) => {
      const body = await ctx.rest.get<{ result: { id: number; value: boolean }[] }>(
        `/api/v1/${resource}/favorite_status/?q=${encodeRisonUri([...ids])}`,
      );
      const starred = new Map(body.result.map((r) => [r.id, r.value]));
      return ids.map((id) => starred.get(id) ?? false);
    },
    { maxBatchSize: REST_MAX_PAGE_SIZE },
  );
}

export function dashboardLoaders(ctx: GraphQLContext): DashboardLoaders {
  let loaders = byContext.get(ctx);
  if (!loaders) {
    loaders = {
      dashboardCharts: new DataLoader<number, RestChart[]>((ids) => chartsOfDashboards(ctx, ids), {
        maxBatchSize: REST_MAX_PAGE_SIZE,
      }),
      favourite: { Dashboard: favouriteLoader(ctx, 'dashboard'), Chart: favouriteLoader(ctx, 'chart') },
    };
    byContext.set(ctx, loaders);
  }
  return loaders;
}

/** The viewer (memoised GET) and whether they hold the admin role (by name, any case, as REST decides). */
export async function viewer(ctx: GraphQLContext): Promise<{ id: number; isAdmin: boolean }> {
  const me = await ctx.rest.get<RestItemResponse<Me>>('/api/v1/me/');
  return { id: me.result.id, isAdmin: (me.result.roles ?? []).some((r) => r.toLowerCase() === 'admin') };
}

/** Whether the viewer holds `can_write` on a resource (from `_info`, memoised per request). */
export async function viewerCanWrite(ctx: GraphQLContext, resource: 'dashboard' | 'chart'): Promise<boolean> {
  const info = await ctx.rest.get<{ permissions?: string[] }>(
    `/api/v1/${resource}/_info?q=${encodeRisonUri({ keys: ['permissions'] })}`,
  );
  return (info.permissions ?? []).includes('can_write');
}

/** Superset's ownership rule: can_write and (admin or owner). */
export async function viewerCanEditOwned(
  ctx: GraphQLContext,
  resource: 'dashboard' | 'chart',
  owners: readonly { id: number }[] | undefined,
): Promise<boolean> {
  // Without can_write nobody edits, and the anonymous visitor (Public role), who has no account to
  // look up, never gets past this.
  if (!(await viewerCanWrite(ctx, resource))) return false;
  const me = await viewer(ctx);
  return me.isAdmin || (owners ?? []).some((o) => o.id === me.id);
}
