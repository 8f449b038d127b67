import type { Hono } from 'hono';
import { getDialect } from '../../engine/dialects/index.ts';
import {
  ASYNC_TIMEOUT_MS,
  checkStatements,
  createQueryRow,
  loadQueryDict,
  runQuery,
  SqlLabRefusal,
  SYNC_TIMEOUT_MS,
} from '../../sqllab/execute.ts';
import { ExecuteRequestError, parseExecuteRequest } from '../../sqllab/execute-request.ts';
import type { SqlLabJobBody } from '../../sqllab/job.ts';
import { getResult } from '../../sqllab/results-store.ts';
import { currentUser } from '../auth/session.ts';
import { readJson } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, ForbiddenError, NotFoundError } from '../errors.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { sqlLabStatementsWithRls } from './rls-enforce.ts';
import { SQL_MAX_ROW, sqlLabDatabase, sqlLabDeps } from './sqllab-services.ts';

/** Superset's error payload, with the message REST clients read first. */
function refusal(message: string, errorType: string) {
  return { message, errors: [{ message, error_type: errorType, level: 'error', extra: {} }] };
}

/**
 * `POST /api/v1/sqllab/execute/`: checks the whole text, records the Query, then runs it now (200
 * with the rows) or in the background (`runAsync`, 202 with the query to poll); `GET
 * /api/v1/sqllab/results/?key=` reads an async result.
 */
export function mountSqlLabExecuteRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/sqllab/execute', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_execute_sql_query', 'SQLLab');
    const deps = sqlLabDeps(c);
    let request: ReturnType<typeof parseExecuteRequest>;
    try {
      request = parseExecuteRequest(await readJson(c), SQL_MAX_ROW);
    } catch (error) {
      if (error instanceof ExecuteRequestError)
        return c.json(refusal(error.message, 'INVALID_PAYLOAD_FORMAT_ERROR'), 400);
      throw error;
    }
    const database = await sqlLabDatabase(c.get('services'), request.databaseId);
    const connector = c.get('services').connectors.get(database);
    let statements: ReturnType<typeof checkStatements>;
    let row: { id: number; clientId: string };
    try {
      statements = checkStatements(request.sql, connector.dialect, database);
      if (c.get('services').config.featureFlags.has('RLS_IN_SQLLAB')) {
        // Superset's RLS_IN_SQLLAB: the tables a statement reads get the user's row level security.
        const ruled = await sqlLabStatementsWithRls(
          deps.prisma,
          user,
          database.id,
          statements,
          getDialect(connector.dialect),
        );
        if (typeof ruled === 'string') throw new SqlLabRefusal(ruled, 'INVALID_SQL_ERROR');
        statements = ruled;
      }
      row = await createQueryRow(deps, user.id, request);
    } catch (error) {
      if (error instanceof SqlLabRefusal) return c.json(refusal(error.message, error.errorType), 400);
      throw error;
    }
    const plan = {
      queryId: row.id,
      clientId: row.clientId,
      userId: user.id,
      statements,
      limit: request.queryLimit,
      timeoutMs: request.runAsync ? ASYNC_TIMEOUT_MS : SYNC_TIMEOUT_MS,
      schema: request.schema,
    };
    if (request.runAsync) {
      // The Query row is the source of truth: a reload (or another tab) reads its state and results_key.
      const jobs = c.get('services').jobs;
      if (jobs) {
        // With GLOBAL_ASYNC_QUERIES the query is a job of the shared runner (workers in scale-out).
        const body: SqlLabJobBody = { sqllab: { databaseId: database.id, plan } };
        const job = await jobs.submit({ channelId: `sqllab-${user.id}`, userId: user.id, body, chartId: null });
        await deps.prisma.query.update({ where: { id: row.id }, data: { jobId: job.jobId } });
      } else {
        void runQuery(deps, plan, connector).catch((err: unknown) =>
          deps.log.error({ err }, 'sql lab async run failed'),
        );
      }
      return c.json({ query: await loadQueryDict(deps.prisma, row.id) }, 202);
    }
    const result = await runQuery(deps, plan, connector);
    const query = await loadQueryDict(deps.prisma, row.id);
    if (!result) {
      const message = (query.errorMessage as string | null) ?? 'The query did not finish.';
      return c.json({ ...refusal(message, 'GENERIC_DB_ENGINE_ERROR'), status: query.state, query }, 400);
    }
    return c.json({
      status: 'success',
      query_id: row.id,
      query,
      columns: result.columns,
      selected_columns: result.columns,
      expanded_columns: [],
      data: result.data,
    });
  });

  app.get('/api/v1/sqllab/results', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_read', 'SQLLab');
    const q = parseRisonParam(c.req.query('q')) as { key?: unknown } | null;
    const key = c.req.query('key') ?? (q && typeof q === 'object' ? q.key : undefined);
    if (typeof key !== 'string' || key === '') throw new BadRequestError('key is required');
    const { prisma, cache } = sqlLabDeps(c);
    const read = await getResult(cache, key, user);
    if (read.kind === 'forbidden') throw new ForbiddenError('You are not authorized to read this result.');
    if (read.kind === 'missing') {
      throw new NotFoundError(
        'Data could not be retrieved from the results backend. You need to re-run the original query.',
      );
    }
    const row = await prisma.query.findUnique({ where: { clientId: read.result.clientId } });
    const query = row ? await loadQueryDict(prisma, row.id) : null;
    return c.json({
      status: 'success',
      query_id: row?.id ?? null,
      query,
      columns: read.result.columns,
      selected_columns: read.result.columns,
      expanded_columns: [],
      data: read.result.data,
    });
  });
}
