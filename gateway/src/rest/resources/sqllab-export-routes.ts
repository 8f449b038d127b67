import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { getDialect } from '../../engine/dialects/index.ts';
import type { Prisma } from '../../metadata/index.ts';
import { SqlLabRefusal } from '../../sqllab/execute.ts';
import { exportCsv } from '../../sqllab/export-csv.ts';
import { currentUser } from '../auth/session.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { assertCan } from '../permissions.ts';
import { queryOwnerWhere } from './query-resource.ts';
import { sqlLabStatementsWithRls } from './rls-enforce.ts';
import { sqlLabDatabase } from './sqllab-services.ts';

/** `GET /api/v1/sqllab/export/<client_id>/`: the query's full result as CSV, streamed from the database. */
export function mountSqlLabExportRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/sqllab/export/:clientId', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_export_csv', 'SQLLab');
    const services = c.get('services');
    const query = await services.store.prisma.query.findFirst({
      where: { clientId: c.req.param('clientId'), ...queryOwnerWhere(user) } as Prisma.QueryWhereInput,
    });
    if (!query) throw new NotFoundError('The query was not found.');
    const database = await sqlLabDatabase(services, query.databaseId);
    const connector = services.connectors.get(database);
    const controller = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
    let body: Readable;
    try {
      // The same row level security as the run itself: an export never reads more than the query did.
      const rls = services.config.featureFlags.has('RLS_IN_SQLLAB');
      body = await exportCsv(connector, query.sql, query.schema, controller.signal, async (statement) => {
        if (!rls) return statement;
        const dialect = getDialect(connector.dialect);
        const ruled = await sqlLabStatementsWithRls(services.store.prisma, user, database.id, [statement], dialect);
        if (typeof ruled === 'string') throw new SqlLabRefusal(ruled, 'INVALID_SQL_ERROR');
        return ruled[0] ?? statement;
      });
    } catch (error) {
      if (error instanceof SqlLabRefusal) throw new BadRequestError(error.message);
      throw error;
    }
    const stamp = new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
    const name = `${(query.tabName ?? 'query').replace(/[^\w.-]+/g, '_')}_${stamp}.csv`;
    return new Response(Readable.toWeb(body) as ReadableStream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
      },
    });
  });
}
