import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { ChartroomError } from '../errors.ts';
import { DatabaseRef, databaseLoader, type RestDatabase } from './database.ts';

/** `GET /api/v1/sqllab/state/<key>`: what explore's "View in SQL Lab" form post stored. */
interface RestRequestedQuery {
  sql: string;
  datasourceKey: string | null;
}

interface RequestedQuery {
  sql: string;
  datasetId: number | null;
  database: RestDatabase | null;
  schema: string | null;
}

/** `"12__table"` -> 12; anything else names no dataset. */
export function datasetIdOfKey(key: string | null): number | null {
  const match = /^([1-9]\d*)__table$/.exec(key ?? '');
  return match ? Number(match[1]) : null;
}

/** The dataset's database and schema, or nulls when the dataset is gone or not the viewer's to read. */
async function datasetPlace(
  ctx: GraphQLContext,
  datasetId: number | null,
): Promise<{ database: RestDatabase | null; schema: string | null }> {
  if (datasetId === null) return { database: null, schema: null };
  try {
    const { result } = await ctx.rest.getDataset(datasetId);
    const databaseId = result.database?.id;
    return {
      database: typeof databaseId === 'number' ? await databaseLoader(ctx).load(databaseId) : null,
      schema: result.schema ?? null,
    };
  } catch (error) {
    if (error instanceof ChartroomError && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
      return { database: null, schema: null };
    }
    throw error;
  }
}

const RequestedQueryRef = builder.objectRef<RequestedQuery>('SqlLabRequestedQuery').implement({
  description: 'The SQL explore\'s "View in SQL Lab" handed over, with the database and schema of its dataset.',
  fields: (t) => ({
    sql: t.exposeString('sql', { description: 'The SQL to open in a new query tab.' }),
    datasetId: t.int({
      nullable: true,
      description: 'The REST id of the dataset the SQL came from.',
      resolve: (q) => q.datasetId,
    }),
    database: t.field({
      type: DatabaseRef,
      nullable: true,
      description: "The dataset's database, to preselect (null when the dataset is gone or hidden from the viewer).",
      resolve: (q) => q.database,
    }),
    schema: t.string({
      nullable: true,
      description: "The dataset's schema, to preselect.",
      resolve: (q) => q.schema,
    }),
  }),
});

builder.queryFields((t) => ({
  sqlLabRequestedQuery: t.field({
    type: RequestedQueryRef,
    nullable: true,
    description:
      'The SQL a form post to /superset/sqllab/ stored under `key` (the `requested_query` URL parameter); null when unknown or posted by someone else.',
    args: { key: t.arg.string({ required: true, description: 'The `requested_query` value of the SQL Lab URL.' }) },
    resolve: async (_root, { key }, ctx) => {
      try {
        const { result } = await ctx.rest.get<{ result: RestRequestedQuery }>(
          `/api/v1/sqllab/state/${encodeURIComponent(key)}`,
        );
        const datasetId = datasetIdOfKey(result.datasourceKey);
        return { sql: result.sql, datasetId, ...(await datasetPlace(ctx, datasetId)) };
      } catch (error) {
        if (error instanceof ChartroomError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
  }),
}));
