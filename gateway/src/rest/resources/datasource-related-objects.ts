import type { PrismaClient } from '../prisma.ts';

/**
 * Superset's `related_objects` of a database or a dataset: the charts reading its datasets and the
 * dashboards holding those charts, so a delete confirmation can name what breaks.
 */
export async function relatedObjects(prisma: PrismaClient, datasetIds: number[]) {
  const charts = await prisma.chart.findMany({
    where: { datasourceType: { in: ['table', 'dataset'] }, datasourceId: { in: datasetIds } },
    select: { id: true, sliceName: true, vizType: true },
    orderBy: { id: 'asc' },
  });
  const dashboards = await prisma.dashboard.findMany({
    where: { charts: { some: { chartId: { in: charts.map((c) => c.id) } } } },
    select: { id: true, dashboardTitle: true, slug: true, jsonMetadata: true },
    orderBy: { id: 'asc' },
  });
  return {
    charts: {
      count: charts.length,
      result: charts.map((c) => ({ id: c.id, slice_name: c.sliceName, viz_type: c.vizType })),
    },
    dashboards: {
      count: dashboards.length,
      result: dashboards.map((d) => ({
        id: d.id,
        title: d.dashboardTitle,
        slug: d.slug,
        json_metadata: d.jsonMetadata,
      })),
    },
  };
}
