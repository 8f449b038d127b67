import { randomUUID } from 'node:crypto';
import type { ConnectorPool } from '../connector-pool.ts';
import type { RequestUser } from '../context.ts';
import type { PrismaClient } from '../prisma.ts';
import { createDataset, introspectColumns } from './dataset-write.ts';

/**
 * After an upload, as Superset does: the table's dataset is created (owned by the uploader) when there
 * is none; an existing one gets its columns refreshed and its version bumped, so that chart results
 * cached for the table's old rows are no longer served. Returns the dataset's id.
 */
export async function datasetAfterUpload(
  prisma: PrismaClient,
  connectors: ConnectorPool,
  user: RequestUser,
  databaseId: number,
  target: { schema: string | null; name: string },
): Promise<number> {
  const existing = await prisma.dataset.findMany({
    where: { databaseId, tableName: target.name, schema: target.schema, OR: [{ sql: null }, { sql: '' }] },
    include: { columns: true },
  });
  if (existing.length === 0) {
    return createDataset(prisma, connectors, user, {
      database: databaseId,
      schema: target.schema,
      catalog: null,
      tableName: target.name,
      sql: null,
      owners: null,
    });
  }
  const database = await prisma.database.findUniqueOrThrow({ where: { id: databaseId } });
  const fresh = await introspectColumns(connectors.get(database), {
    schema: target.schema,
    tableName: target.name,
    sql: null,
  });
  const freshByName = new Map(fresh.map((c) => [c.columnName, c]));
  await prisma.$transaction(async (tx) => {
    for (const dataset of existing) {
      for (const col of dataset.columns) {
        if (col.expression?.trim()) continue;
        const f = freshByName.get(col.columnName);
        if (!f) await tx.datasetColumn.delete({ where: { id: col.id } });
        else if (f.type !== col.type) await tx.datasetColumn.update({ where: { id: col.id }, data: { type: f.type } });
      }
      const known = new Set(dataset.columns.map((c) => c.columnName));
      for (const f of fresh) {
        if (known.has(f.columnName)) continue;
        await tx.datasetColumn.create({
          data: { uuid: randomUUID(), datasetId: dataset.id, columnName: f.columnName, type: f.type, isDttm: f.isDttm },
        });
      }
      await tx.dataset.update({ where: { id: dataset.id }, data: { version: { increment: 1 } } });
    }
  });
  return existing[0]?.id as number;
}
