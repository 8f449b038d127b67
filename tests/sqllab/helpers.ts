import { randomUUID } from 'node:crypto';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { suffix } from '../rest/fixtures.ts';

export const PG_URI = 'postgresql://postgres@127.0.0.1:5432/test';

/** A database row SQL Lab can use, straight into the store (the database API is tested elsewhere). */
export async function addDatabase(
  store: MetadataStore,
  options: { uri?: string; allowDml?: boolean; exposeInSqllab?: boolean; name?: string } = {},
): Promise<number> {
  const row = await store.prisma.database.create({
    data: {
      uuid: randomUUID(),
      databaseName: options.name ?? `sqllab_${suffix()}`,
      sqlalchemyUri: options.uri ?? PG_URI,
      allowDml: options.allowDml ?? false,
      exposeInSqllab: options.exposeInSqllab ?? true,
    },
  });
  return row.id;
}

export const clientId = () => `t${suffix()}${suffix()}`;
