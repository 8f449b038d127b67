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
