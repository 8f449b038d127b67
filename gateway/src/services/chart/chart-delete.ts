import { deleteChartsAndFavourites, findChartsWithOwnerIds } from '../../metadata/repositories/chart-repository.ts';
import type { RequestUser } from '../../rest/context.ts';
import { ForbiddenError, NotFoundError } from '../../rest/errors.ts';
import { parseId } from '../../rest/list/handlers.ts';
import { assertCan } from '../../rest/permissions.ts';
import type { ServiceContext } from '../context.ts';

/** Superset's ChartForbiddenError. */
export const CHART_EDIT_DENIED = 'Changing this chart is forbidden';

/** Superset's ownership rule for charts: admins and owners may change or delete one. */
export function canEditChart(user: RequestUser, chart: { owners: { userId: number }[] }): boolean {
  return user.isAdmin || chart.owners.some((o) => o.userId === user.id);
}

/**
 * Deletes charts, all or nothing, as Superset's single and bulk deletes: can_write on Chart (403),
 * every id known (404 otherwise, nothing deleted), and the caller an admin or an owner of each (403
 * 'Changing this chart is forbidden', nothing deleted). Their favourite stars go with them.
 */
export async function deleteCharts(ctx: ServiceContext, ids: readonly number[]): Promise<{ message: string }> {
  assertCan(ctx.user, 'can_write', 'Chart');
  const rows = ids.length === 0 ? [] : await findChartsWithOwnerIds(ctx.prisma, ids);
  if (rows.length !== ids.length) throw new NotFoundError();
  if (rows.some((chart) => !canEditChart(ctx.user, chart))) throw new ForbiddenError(CHART_EDIT_DENIED);
  await deleteChartsAndFavourites(ctx.prisma, ids);
  const n = ids.length;
  return { message: `Deleted ${n} chart${n === 1 ? '' : 's'}` };
}

/** `DELETE /api/v1/chart/<id>`: the same rules for one chart; a malformed id is an unknown one (404). */
export async function deleteChart(ctx: ServiceContext, rawId: string | undefined): Promise<{ message: 'OK' }> {
  assertCan(ctx.user, 'can_write', 'Chart');
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  await deleteCharts(ctx, [id]);
  return { message: 'OK' };
}
