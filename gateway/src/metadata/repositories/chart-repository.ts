import type { Chart, Prisma } from '../generated/sqlite/client.ts';
import type { PrismaClient } from '../store.ts';

const userSelect = { select: { id: true, firstName: true, lastName: true, email: true } } as const;

/** What a chart list or show needs beyond the row itself (people, owners, dashboards), in one query. */
export const chartRelationsInclude = {
  createdBy: userSelect,
  changedBy: userSelect,
  owners: { include: { user: userSelect }, orderBy: { userId: 'asc' } },
  dashboards: {
    include: { dashboard: { select: { id: true, dashboardTitle: true, jsonMetadata: true } } },
    orderBy: { dashboardId: 'asc' },
  },
  tags: { select: { tag: { select: { id: true, name: true } } }, orderBy: { tag: { name: 'asc' } } },
} satisfies Prisma.ChartInclude;

/** A chart row with its relations. */
export type ChartWithRelations = Prisma.ChartGetPayload<{ include: typeof chartRelationsInclude }>;

/** How a chart is named in a path: its id or its UUID. */
export type ChartKey = { id: number } | { uuid: string };

/** The chart with its relations, or null when there is none with that key. */
export function findChartWithRelations(prisma: PrismaClient, key: ChartKey): Promise<ChartWithRelations | null> {
  return prisma.chart.findUnique({ where: key, include: chartRelationsInclude });
}

/** The chart row alone, or null when there is none with that id. */
export function findChart(prisma: PrismaClient, id: number): Promise<Chart | null> {
  return prisma.chart.findUnique({ where: { id } });
}

/** Charts with the ids of their owners (what the edit rule needs), in no particular order. */
export function findChartsWithOwnerIds(prisma: PrismaClient, ids: readonly number[]) {
  return prisma.chart.findMany({
    where: { id: { in: [...ids] } },
    include: { owners: { select: { userId: true } } },
  });
}

/** Deletes charts and the favourite stars on them, in one transaction. */
export async function deleteChartsAndFavourites(prisma: PrismaClient, ids: readonly number[]): Promise<void> {
  await prisma.$transaction([
    prisma.chart.deleteMany({ where: { id: { in: [...ids] } } }),
    prisma.favourite.deleteMany({ where: { className: 'slice', objId: { in: [...ids] } } }),
  ]);
}

/** A client or an open transaction: repository writes take either. */
export type MetadataTx = Prisma.TransactionClient | PrismaClient;

/** Runs `work` in one metadata transaction (all of it or none). */
export function inTransaction<T>(prisma: PrismaClient, work: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return prisma.$transaction(work);
}

/** The chart with the ids of its owners, or null. */
export function findChartWithOwnerIds(prisma: PrismaClient, id: number) {
  return prisma.chart.findUnique({ where: { id }, include: { owners: { select: { userId: true } } } });
}

/** How many of these datasets exist. */
export function countDatasets(tx: MetadataTx, ids: readonly number[]): Promise<number> {
  return tx.dataset.count({ where: { id: { in: [...ids] } } });
}

/** How many of these dashboards exist. */
export function countDashboards(tx: MetadataTx, ids: readonly number[]): Promise<number> {
  return tx.dashboard.count({ where: { id: { in: [...ids] } } });
}

/** Inserts a chart with its owners and dashboard links. */
export function insertChart(
  tx: MetadataTx,
  data: Omit<Prisma.ChartUncheckedCreateInput, 'owners' | 'dashboards'>,
  ownerIds: readonly number[],
  dashboardIds: readonly number[],
) {
  return tx.chart.create({
    data: {
      ...data,
      owners: { create: ownerIds.map((userId) => ({ userId })) },
      dashboards: { create: dashboardIds.map((dashboardId) => ({ dashboardId })) },
    },
  });
}

/** Changes a chart's own columns. */
export async function updateChartColumns(
  tx: MetadataTx,
  id: number,
  data: Prisma.ChartUncheckedUpdateInput,
): Promise<void> {
  await tx.chart.update({ where: { id }, data });
}

/**
 * Changes a chart's own columns only while it still has the changed_on the caller read
 * (compare-and-set), moving changed_on strictly forward; false when another save landed first.
 */
export async function updateChartColumnsIfUnchanged(
  tx: MetadataTx,
  id: number,
  data: Prisma.ChartUncheckedUpdateManyInput,
  changedOn: Date,
): Promise<boolean> {
  const next = new Date(Math.max(Date.now(), changedOn.getTime() + 1));
  const { count } = await tx.chart.updateMany({ where: { id, changedOn }, data: { ...data, changedOn: next } });
  return count === 1;
}

/** Replaces the owners of a chart. */
export async function replaceChartOwners(tx: MetadataTx, chartId: number, ownerIds: readonly number[]): Promise<void> {
  await tx.chartOwner.deleteMany({ where: { chartId } });
  await tx.chartOwner.createMany({ data: ownerIds.map((userId) => ({ chartId, userId })) });
}

/** Replaces the dashboards a chart is on. */
export async function replaceChartDashboards(
  tx: MetadataTx,
  chartId: number,
  dashboardIds: readonly number[],
): Promise<void> {
  await tx.dashboardChart.deleteMany({ where: { chartId } });
  await tx.dashboardChart.createMany({ data: dashboardIds.map((dashboardId) => ({ chartId, dashboardId })) });
}
