import type { ConnectorPool } from '../connector-pool.ts';
import type { RequestUser } from '../context.ts';
import { BadRequestError } from '../errors.ts';
import type { PrismaClient } from '../prisma.ts';
import { assertCanEditDataset, introspectColumns } from './dataset-write.ts';

/**
 * `PUT /api/v1/dataset/<pk>?override_columns=true` (Superset; SQL Lab's "overwrite dataset"): the
 * new source (the body's SQL and schema over the stored ones) must give columns before anything is
 * written, so that a source the database cannot read is refused with nothing changed.
 */
export async function assertNewSourceIntrospects(
  prisma: PrismaClient,
  connectors: ConnectorPool,
  user: RequestUser,
  datasetId: number,
  body: Record<string, unknown>,
): Promise<void> {
  await assertCanEditDataset(prisma, user, datasetId);
  const dataset = await prisma.dataset.findUniqueOrThrow({ where: { id: datasetId }, include: { database: true } });
  const text = (v: unknown, field: string, fallback: string | null): string | null => {
    if (v === undefined) return fallback;
    if (v === null || v === '') return null;
    if (typeof v !== 'string') throw new BadRequestError({ [field]: ['Not a valid string.'] });
    return v;
  };
  await introspectColumns(connectors.get(dataset.database), {
    tableName: dataset.tableName,
    schema: text(body.schema, 'schema', dataset.schema),
    sql: text(body.sql, 'sql', dataset.sql),
  });
}
