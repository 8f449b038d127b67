import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Prisma } from '../../metadata/index.ts';
import type { RequestUser } from '../context.ts';
import { HttpError, UnprocessableError } from '../errors.ts';
import type { PrismaClient } from '../prisma.ts';
import { chartIdsInPositions, DASHBOARD_STALE } from './dashboard-access.ts';
import { certificationAfterSave, type DashboardInput } from './dashboard-validate.ts';

/** 409 for a save made from a stale copy (the REST save; the legacy save_dash answers 412). */
export class StaleDashboardError extends HttpError {
  constructor(status: 409 | 412 = 409) {
    super(status as HttpError['status'], DASHBOARD_STALE);
    this.name = 'StaleDashboardError';
  }
}

type Tx = Prisma.TransactionClient | PrismaClient;

/**
 * Superset's populate_owner_list: no list -> the caller; a non-admin always stays among the owners
 * (so nobody locks themselves out of what they just saved). Unknown ids are a 422.
 */
export async function resolveOwners(tx: Tx, user: RequestUser, ids: number[] | undefined): Promise<number[]> {
  if (ids === undefined) return [user.id];
  const unique = [...new Set(ids)];
  const found = await tx.user.count({ where: { id: { in: unique } } });
  if (found !== unique.length) throw new UnprocessableError({ owners: ['Owners are invalid'] });
  if (!user.isAdmin && !unique.includes(user.id)) unique.push(user.id);
  return unique;
}

async function resolveRoles(tx: Tx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await tx.role.count({ where: { id: { in: unique } } });
  if (found !== unique.length) throw new UnprocessableError({ roles: ['Some roles do not exist'] });
  return unique;
}

/** The charts a layout shows, among those that exist. */
async function existingCharts(tx: Tx, positions: Record<string, unknown>): Promise<number[]> {
  const ids = chartIdsInPositions(positions);
  if (ids.length === 0) return [];
  const rows = await tx.chart.findMany({ where: { id: { in: ids } }, select: { id: true } });
  return rows.map((r) => r.id);
}

function scalarData(input: DashboardInput, stored: { certifiedBy: string | null }) {
  const certificationDetails = certificationAfterSave(input, stored);
  return {
    ...(input.dashboardTitle !== undefined ? { dashboardTitle: input.dashboardTitle } : {}),
    ...(input.slug !== undefined ? { slug: input.slug } : {}),
    ...(input.positionJson !== undefined ? { positionJson: input.positionJson } : {}),
    ...(input.css !== undefined ? { css: input.css } : {}),
    ...(input.jsonMetadata !== undefined ? { jsonMetadata: input.jsonMetadata } : {}),
    ...(input.published !== undefined ? { published: input.published } : {}),
    ...(input.certifiedBy !== undefined ? { certifiedBy: input.certifiedBy } : {}),
    ...(certificationDetails !== undefined ? { certificationDetails } : {}),
    ...(input.isManagedExternally !== undefined ? { isManagedExternally: input.isManagedExternally } : {}),
    ...(input.externalUrl !== undefined ? { externalUrl: input.externalUrl } : {}),
  };
}

async function linkRelations(tx: Tx, id: number, input: DashboardInput, user: RequestUser, creating: boolean) {
  if (input.ownerIds !== undefined || creating) {
    const owners = await resolveOwners(tx, user, input.ownerIds);
    await tx.dashboardOwner.deleteMany({ where: { dashboardId: id } });
    await tx.dashboardOwner.createMany({ data: owners.map((userId) => ({ dashboardId: id, userId })) });
  }
  if (input.roleIds !== undefined) {
    const roles = await resolveRoles(tx, input.roleIds);
    await tx.dashboardRole.deleteMany({ where: { dashboardId: id } });
    await tx.dashboardRole.createMany({ data: roles.map((roleId) => ({ dashboardId: id, roleId })) });
  }
  // The layout decides which charts the dashboard holds (Superset's set_dash_metadata).
  const positions = input.positions ?? (input.metadata?.positions as Record<string, unknown> | undefined);
  if (positions) {
    const charts = await existingCharts(tx, positions);
    await tx.dashboardChart.deleteMany({ where: { dashboardId: id } });
    await tx.dashboardChart.createMany({ data: charts.map((chartId) => ({ dashboardId: id, chartId })) });
  }
}

function uniqueSlug(error: unknown): never {
  if (isUniqueViolation(error)) throw new UnprocessableError({ slug: ['Must be unique'] });
  throw error;
}

export async function createDashboard(prisma: PrismaClient, user: RequestUser, input: DashboardInput) {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.dashboard.create({
        data: {
          uuid: randomUUID(),
          dashboardTitle: input.dashboardTitle ?? '[ untitled dashboard ]',
          ...scalarData(input, { certifiedBy: null }),
          createdById: user.id,
          changedById: user.id,
        },
      });
      await linkRelations(tx, row.id, input, user, true);
      return row;
    });
  } catch (error) {
    uniqueSlug(error);
  }
}

/**
 * Saves over a dashboard. With `expected` (the changed_on the client last saw) the write only
 * lands if nobody saved since: compare-and-set on changed_on, so two racing saves cannot both win.
 */
export async function updateDashboard(
  prisma: PrismaClient,
  user: RequestUser,
  id: number,
  input: DashboardInput,
  expected: Date | null,
  staleStatus: 409 | 412 = 409,
) {
  try {
    return await prisma.$transaction(async (tx) => {
      const stored = await tx.dashboard.findUniqueOrThrow({ where: { id } });
      if (expected && expected.getTime() < stored.changedOn.getTime()) {
        throw new StaleDashboardError(staleStatus);
      }
      const next = new Date(Math.max(Date.now(), stored.changedOn.getTime() + 1));
      const { count } = await tx.dashboard.updateMany({
        where: { id, changedOn: stored.changedOn },
        data: { ...scalarData(input, stored), changedById: user.id, changedOn: next },
      });
      if (count === 0) throw new StaleDashboardError(staleStatus);
      await linkRelations(tx, id, input, user, false);
      return tx.dashboard.findUniqueOrThrow({ where: { id } });
    });
  } catch (error) {
    uniqueSlug(error);
  }
}
