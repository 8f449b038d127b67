import type { Prisma } from '../../metadata/index.ts';
import type { RequestUser } from '../context.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { PrismaClient } from '../prisma.ts';

/** Superset's DatasetAccessDeniedError / ChartAccessDeniedError texts. */
export const DATASET_ACCESS_DENIED = "You don't have access to this dataset.";
export const CHART_ACCESS_DENIED = "You don't have access to this chart.";

export interface DatasetForAccess {
  id: number;
  tableName: string;
  schema: string | null;
  database: { id: number; databaseName: string };
  owners: { userId: number }[];
}

/** Superset's permission view names: `[db].(id:1)`, `[db].[schema]`, `[db].[table](id:3)`. */
export const databasePerm = (db: { id: number; databaseName: string }) => `[${db.databaseName}].(id:${db.id})`;
export const schemaPerm = (dbName: string, schema: string) => `[${dbName}].[${schema}]`;
export const datasetPerm = (ds: Pick<DatasetForAccess, 'id' | 'tableName' | 'database'>) =>
  `[${ds.database.databaseName}].[${ds.tableName}](id:${ds.id})`;

/** Access to every dataset at once (no per-dataset look-up needed): the built-in roles have it. */
export function hasBlanketDatasetAccess(user: RequestUser): boolean {
  return (
    user.isAdmin ||
    user.permissions.has('all_datasource_access:all_datasource_access') ||
    user.permissions.has('all_database_access:all_database_access')
  );
}

/**
 * Superset's can_access_datasource: admin, all_datasource_access, all_database_access, access to
 * the dataset's database or schema, datasource_access on the dataset itself, or owning it.
 */
export function canAccessDataset(user: RequestUser, ds: DatasetForAccess): boolean {
  if (hasBlanketDatasetAccess(user)) return true;
  const has = (key: string) => user.permissions.has(key as `${string}:${string}`);
  return (
    has(`database_access:${databasePerm(ds.database)}`) ||
    (ds.schema !== null && has(`schema_access:${schemaPerm(ds.database.databaseName, ds.schema)}`)) ||
    has(`datasource_access:${datasetPerm(ds)}`) ||
    ds.owners.some((o) => o.userId === user.id)
  );
}

const accessSelect = {
  id: true,
  tableName: true,
  schema: true,
  database: { select: { id: true, databaseName: true } },
  owners: { select: { userId: true } },
} as const;

/** 404 'Dataset does not exist' when unknown, 403 with Superset's text when not accessible. */
export async function assertDatasetAccess(prisma: PrismaClient, user: RequestUser, datasetId: number): Promise<void> {
  const ds = await prisma.dataset.findUnique({ where: { id: datasetId }, select: accessSelect });
  if (!ds) throw new NotFoundError('Dataset does not exist');
  if (!canAccessDataset(user, ds)) throw new ForbiddenError(DATASET_ACCESS_DENIED);
}

/** A chart is readable when its dataset is (Superset's raise_for_access(chart=...)). */
export async function assertChartAccess(prisma: PrismaClient, user: RequestUser, chartId: number): Promise<void> {
  const chart = await prisma.chart.findUnique({ where: { id: chartId }, select: { datasourceId: true } });
  if (!chart) throw new NotFoundError('Chart does not exist');
  const ds = await prisma.dataset.findUnique({ where: { id: chart.datasourceId }, select: accessSelect });
  if (ds && !canAccessDataset(user, ds)) throw new ForbiddenError(CHART_ACCESS_DENIED);
}

/**
 * The datasets a user may see, as a metadata query (Superset's DatasourceFilter): everything with
 * blanket access; otherwise the ones owned, and those granted by database, schema or dataset
 * permission. Lists, distinct values and exports apply it, so a hidden dataset is absent (404).
 */
export function datasetAccessWhere(user: RequestUser): Prisma.DatasetWhereInput {
  if (hasBlanketDatasetAccess(user)) return {};
  // The same keys canAccessDataset compares with, read back into conditions on the dataset's row.
  const granted: Prisma.DatasetWhereInput[] = [{ owners: { some: { userId: user.id } } }];
  for (const key of user.permissions) {
    const i = key.indexOf(':');
    const name = key.slice(0, i);
    const view = key.slice(i + 1);
    if (name === 'database_access') {
      const m = /^\[(.*)\]\.\(id:(\d+)\)$/.exec(view);
      if (m) granted.push({ database: { id: Number(m[2]), databaseName: m[1] as string } });
    } else if (name === 'schema_access') {
      const m = /^\[(.*)\]\.\[(.*)\]$/.exec(view);
      if (m) granted.push({ schema: m[2] as string, database: { databaseName: m[1] as string } });
    } else if (name === 'datasource_access') {
      const m = /^\[(.*)\]\.\[(.*)\]\(id:(\d+)\)$/.exec(view);
      if (m) granted.push({ id: Number(m[3]), tableName: m[2] as string, database: { databaseName: m[1] as string } });
    }
  }
  return { OR: granted };
}

/** 404 unless the dataset exists and the user may see it: for routes that show one dataset. */
export async function assertDatasetVisible(prisma: PrismaClient, user: RequestUser, datasetId: number): Promise<void> {
  const found = await prisma.dataset.findFirst({
    where: { AND: [{ id: datasetId }, datasetAccessWhere(user)] },
    select: { id: true },
  });
  if (!found) throw new NotFoundError();
}

/**
 * The ids among these of charts the user may see: those on a dataset the user may read (Superset's
 * ChartFilter). Favourites treat the others as unknown ids.
 */
export async function visibleChartIds(
  ctx: { user: RequestUser; prisma: PrismaClient },
  ids: number[],
): Promise<Set<number>> {
  const charts = await ctx.prisma.chart.findMany({
    where: { id: { in: ids } },
    select: { id: true, datasourceId: true },
  });
  if (hasBlanketDatasetAccess(ctx.user)) return new Set(charts.map((ch) => ch.id));
  const readable = await ctx.prisma.dataset.findMany({
    where: { AND: [{ id: { in: charts.map((ch) => ch.datasourceId) } }, datasetAccessWhere(ctx.user)] },
    select: { id: true },
  });
  const ok = new Set(readable.map((r) => r.id));
  return new Set(charts.filter((ch) => ok.has(ch.datasourceId)).map((ch) => ch.id));
}
