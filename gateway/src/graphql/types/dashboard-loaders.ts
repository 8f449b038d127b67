import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context.ts';
import { REST_MAX_PAGE_SIZE } from '../loaders.ts';
import type { RestChart, RestItemResponse } from '../rest-types.ts';
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
      dashboardCharts: new DataLoader<number, RestChart[]>(async (ids) =>
        Promise.all(
          ids.map((id) =>
            ctx.rest
              .get<{ result: RestChart[] }>(`/api/v1/dashboard/${id}/charts`)
              .then((r) => {
                for (const chart of r.result) ctx.loaders.chart.prime(chart.id, chart);
                return r.result;
              })
              .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
          ),
        ),
      ),
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
  const [me, write] = await Promise.all([viewer(ctx), viewerCanWrite(ctx, resource)]);
  return write && (me.isAdmin || (owners ?? []).some((o) => o.id === me.id));
}
