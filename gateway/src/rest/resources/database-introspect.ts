import type { Context, Hono } from 'hono';
import type { Connector } from '../../connectors/connector.ts';
import { getDialect } from '../../engine/dialects/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';

/** The database of the path and its pooled connector, for a user who may read databases. */
export async function databaseConnector(c: Context<AppEnv>): Promise<{ connector: Connector; databaseId: number }> {
  const ctx = listContext(c);
  assertCan(ctx.user, 'can_read', 'Database');
  const id = parseId(c.req.param('id'));
  const database = id === null ? null : await ctx.prisma.database.findUnique({ where: { id } });
  if (!database) throw new NotFoundError();
  try {
    return { connector: c.get('services').connectors.get(database), databaseId: database.id };
  } catch (error) {
    throw new UnprocessableError(`Could not open the database: ${(error as Error).message}`);
  }
}

/** A driver failure while reading the catalogue is the database's answer, not our bug: 422 with it. */
async function introspect<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof BadRequestError) throw error;
    throw new UnprocessableError(error instanceof Error ? error.message : String(error));
  }
}

const schemaParam = (raw: string | undefined) =>
  raw === undefined || raw === '' || raw === 'null' || raw === 'undefined' ? null : raw;

export function mountDatabaseIntrospection(app: Hono<AppEnv>): void {
  app.get('/api/v1/database/:id/schemas', async (c) => {
    const { connector } = await databaseConnector(c);
    return c.json({ result: await introspect(() => connector.listSchemas()) });
  });

  app.get('/api/v1/database/:id/tables', async (c) => {
    const { connector } = await databaseConnector(c);
    const q = parseRisonParam(c.req.query('q')) ?? {};
    if (q === null || typeof q !== 'object' || Array.isArray(q)) {
      throw new BadRequestError('Invalid rison argument: q must be (schema_name:...)');
    }
    const schema = (q as Record<string, unknown>).schema_name;
    if (schema !== undefined && schema !== null && typeof schema !== 'string') {
      throw new BadRequestError('Invalid rison argument: schema_name must be a string');
    }
    const tables = await introspect(() => connector.listTables((schema as string | undefined) ?? null));
    return c.json({
      count: tables.length,
      result: tables.map((t) => ({ value: t.name, type: t.type, extra: null })),
    });
  });

  const tableMetadata = async (c: Context<AppEnv>) => {
    const { connector } = await databaseConnector(c);
    const name = c.req.param('table') ?? '';
    const schema = schemaParam(c.req.param('schema'));
    const columns = await introspect(() => connector.listColumns({ schema, name }));
    if (columns.length === 0) throw new NotFoundError(`Table ${schema ? `${schema}.` : ''}${name} not found`);
    const dialect = getDialect(connector.dialect);
    const from = `${schema ? `${dialect.quoteIdentifier(schema)}.` : ''}${dialect.quoteIdentifier(name)}`;
    return c.json({
      name,
      columns: columns.map((col) => ({
        name: col.name,
        type: col.type,
        type_generic: col.generic,
        longType: col.type,
        keys: [],
        comment: null,
        nullable: col.nullable,
      })),
      selectStar: `SELECT ${columns.map((col) => dialect.quoteIdentifier(col.name)).join(',\n       ')}\nFROM ${from}\nLIMIT 100`,
      primaryKey: { constrained_columns: [], name: null },
      foreignKeys: [],
      indexes: [],
      comment: null,
    });
  };
  app.get('/api/v1/database/:id/table/:table/:schema', tableMetadata);
  // None of the four engines partitions tables the way Presto/Hive do: Superset answers {} for them.
  app.get('/api/v1/database/:id/table_extra/:table/:schema', async (c) => {
    const { connector } = await databaseConnector(c);
    const name = c.req.param('table') ?? '';
    const schema = schemaParam(c.req.param('schema'));
    const columns = await introspect(() => connector.listColumns({ schema, name }));
    if (columns.length === 0) throw new NotFoundError(`Table ${schema ? `${schema}.` : ''}${name} not found`);
    return c.json({});
  });
}
