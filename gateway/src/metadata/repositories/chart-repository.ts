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
