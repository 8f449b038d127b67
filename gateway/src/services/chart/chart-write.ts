import { randomUUID } from 'node:crypto';
import {
  countDashboards,
  countDatasets,
  findChartWithOwnerIds,
  insertChart,
  inTransaction,
  type MetadataTx,
  replaceChartDashboards,
  replaceChartOwners,
  updateChartColumns,
  updateChartColumnsIfUnchanged,
} from '../../metadata/repositories/chart-repository.ts';
import type { RequestUser } from '../../rest/context.ts';
import { ForbiddenError, HttpError, NotFoundError, UnprocessableError } from '../../rest/errors.ts';
import { parseId } from '../../rest/list/handlers.ts';
import { assertCan } from '../../rest/permissions.ts';
import { recordActivity } from '../../rest/resources/activity-log.ts';
import { type ChartInput, validateChartBody } from '../../rest/resources/chart-write-validate.ts';
import { clientVersion } from '../../rest/resources/dashboard-access.ts';
import { resolveOwners } from '../../rest/resources/dashboard-save.ts';
import type { ServiceContext } from '../context.ts';
import { CHART_EDIT_DENIED, canEditChart } from './chart-delete.ts';

/** What a save answers: the new id and the body as sent (Superset echoes the validated body). */
export interface ChartSaveResponse {
  id: number;
  result: Record<string, unknown>;
}

/** A request body, read only once the caller may write (so a reader gets 403, not a body error). */
export type BodyReader = () => Promise<Record<string, unknown>>;

/** Unknown datasets and dashboards are a 422 naming the field, as Superset answers. */
async function checkReferences(tx: MetadataTx, input: ChartInput, stored?: { datasourceType: string }) {
  const errors: Record<string, string[]> = {};
  const type = input.datasourceType ?? stored?.datasourceType;
  if (input.datasourceId !== undefined && (type === 'table' || type === 'dataset')) {
    if ((await countDatasets(tx, [input.datasourceId])) === 0) errors.datasource_id = ['Datasource does not exist'];
  }
  if (input.dashboardIds?.length) {
    const found = await countDashboards(tx, input.dashboardIds);
    if (found !== input.dashboardIds.length) errors.dashboards = ['Dashboards do not exist'];
  }
  if (Object.keys(errors).length > 0) throw new UnprocessableError(errors);
}

function chartColumns(input: ChartInput, user: RequestUser, now: Date) {
  const { ownerIds: _o, dashboardIds: _d, params, ...fields } = input;
  // params is stored as text and never null: an empty form data is "{}".
  return {
    ...fields,
    ...(params !== undefined ? { params: params ?? '{}' } : {}),
    changedById: user.id,
    lastSavedAt: now,
    lastSavedById: user.id,
  };
}

/**
 * `POST /api/v1/chart`: can_write on Chart (403), a valid body (400/422), known dataset, dashboards
 * and owners (422); the caller owns it unless owners are given (and a non-admin always stays one).
 */
export async function createChart(ctx: ServiceContext, readBody: BodyReader): Promise<ChartSaveResponse> {
  assertCan(ctx.user, 'can_write', 'Chart');
  const body = await readBody();
  const input = validateChartBody(body, true);
  const now = ctx.now();
  const row = await inTransaction(ctx.prisma, async (tx) => {
    await checkReferences(tx, input);
    const owners = await resolveOwners(tx, ctx.user, input.ownerIds);
    const { datasourceId, datasourceType, sliceName, ...rest } = chartColumns(input, ctx.user, now);
    return insertChart(
      tx,
      {
        ...rest,
        uuid: randomUUID(),
        sliceName: sliceName as string,
        datasourceId: datasourceId as number,
        datasourceType: datasourceType as string,
        vizType: input.vizType ?? 'table',
        createdById: ctx.user.id,
      },
      owners,
      input.dashboardIds ?? [],
    );
  });
  if (ctx.log)
    await recordActivity(ctx.prisma, ctx.log, { action: 'chart_change', userId: ctx.user.id, sliceId: row.id });
  return { id: row.id, result: body };
}

/** A save made from a stale copy of the chart (the client sent the changed_on it had loaded). */
export const CHART_STALE = 'This chart was changed since you loaded it. Reload it to get the latest version.';

/**
 * `PUT /api/v1/chart/<id>`: can_write (403), a known chart (404), the caller an admin or an owner
 * (403 'Changing this chart is forbidden'), then the body as for a create; owners and dashboards
 * are replaced only when given.
 */
export async function updateChart(
  ctx: ServiceContext,
  rawId: string | undefined,
  readBody: BodyReader,
): Promise<ChartSaveResponse> {
  assertCan(ctx.user, 'can_write', 'Chart');
  const id = parseId(rawId);
  const chart = id === null ? null : await findChartWithOwnerIds(ctx.prisma, id);
  if (!chart) throw new NotFoundError();
  if (!canEditChart(ctx.user, chart)) throw new ForbiddenError(CHART_EDIT_DENIED);
  const body = await readBody();
  // Optional, as for dashboards: the changed_on the client loaded; a save from a stale copy is a 409.
  const expected = clientVersion(body);
  const input = validateChartBody(body, false);
  const now = ctx.now();
  if (expected && expected.getTime() < chart.changedOn.getTime()) throw new HttpError(409, CHART_STALE);
  await inTransaction(ctx.prisma, async (tx) => {
    await checkReferences(tx, input, chart);
    const columns = chartColumns(input, ctx.user, now);
    if (!expected) await updateChartColumns(tx, chart.id, columns);
    else if (!(await updateChartColumnsIfUnchanged(tx, chart.id, columns, chart.changedOn))) {
      throw new HttpError(409, CHART_STALE);
    }
    if (input.ownerIds !== undefined) {
      await replaceChartOwners(tx, chart.id, await resolveOwners(tx, ctx.user, input.ownerIds));
    }
    if (input.dashboardIds !== undefined) await replaceChartDashboards(tx, chart.id, input.dashboardIds);
  });
  if (ctx.log)
    await recordActivity(ctx.prisma, ctx.log, { action: 'chart_change', userId: ctx.user.id, sliceId: chart.id });
  return { id: chart.id, result: body };
}
