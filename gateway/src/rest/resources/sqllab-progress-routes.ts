import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { RedisUnavailableError } from '../../jobs/index.ts';
import type { Prisma } from '../../metadata/index.ts';
import { followQuery } from '../../sqllab/progress.ts';
import { currentUser } from '../auth/session.ts';
import type { AppEnv } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { assertCan } from '../permissions.ts';
import { QUERY_VIEW, queryInclude, queryOwnerWhere, serializeQueryRow } from './query-resource.ts';

type QueryItem = ReturnType<typeof serializeQueryRow> & { status: string; progress: number; changed_on: string };

/**
 * `GET /api/v1/sqllab/query/<client_id>/stream`: one query's row now and after every change, as
 * server-sent events (`sqllab_query`, the row as `GET /api/v1/query/` lists it), ending after a
 * final state. Changes are pushed through the event pub/sub (Redis in scale-out mode, so a query
 * run by a worker or another gateway is heard here); the row is read only when one is announced.
 * What GraphQL's `sqlLabQueryProgress` subscription reads. Another user's query is a 404 (Admins
 * see everyone's, as the query list does).
 */
export function mountSqlLabProgressRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/sqllab/query/:clientId/stream', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_read', QUERY_VIEW);
    const services = c.get('services');
    const clientId = c.req.param('clientId');
    const where = { clientId, ...queryOwnerWhere(user) } as Prisma.QueryWhereInput;
    const read = async (): Promise<QueryItem | null> => {
      const row = await services.store.prisma.query.findFirst({ where, include: queryInclude });
      return row ? (serializeQueryRow(row) as QueryItem) : null;
    };
    if (!(await read())) throw new NotFoundError('The query was not found.');
    return streamSSE(c, async (stream) => {
      const stop = new AbortController();
      stream.onAbort(() => stop.abort());
      c.req.raw.signal.addEventListener('abort', () => stop.abort(), { once: true });
      try {
        for await (const query of followQuery(services.pubsub, clientId, read, stop.signal)) {
          await stream.writeSSE({ event: 'sqllab_query', data: JSON.stringify(query) });
        }
      } catch (error) {
        const message =
          error instanceof RedisUnavailableError ? error.message : 'The progress of the query could not be read.';
        c.get('log').warn({ clientId, message: error instanceof Error ? error.message : String(error) }, message);
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ message }) });
      }
    });
  });
}
