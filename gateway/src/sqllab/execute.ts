import { randomUUID } from 'node:crypto';
import type { Connector } from '../connectors/connector.ts';
import { QueryCancelledError } from '../connectors/errors.ts';
import type { ResultCache } from '../engine/cache.ts';
import { getDialect } from '../engine/dialects/index.ts';
import { externalAccessReason } from '../engine/sql-guard-access.ts';
import type { PubSub } from '../jobs/pubsub.ts';
import type { Logger } from '../logger.ts';
import type { PrismaClient } from '../metadata/index.ts';
import { errorLine } from './error-line.ts';
import type { ExecuteRequest } from './execute-request.ts';
import { applyLimit, type LimitingFactor } from './limit.ts';
import { announceQueryChange } from './progress.ts';
import { putResult, type SqlLabColumn } from './results-store.ts';
import type { RunningQueries } from './running.ts';
import { jsonRows, queryToDict, sqlLabColumns } from './serialize.ts';
import { withSession } from './session.ts';
import { isLimitable, isMutating } from './statement-kind.ts';
import { type SqlStatement, splitStatements } from './statements.ts';

/** Superset's DML_NOT_ALLOWED_ERROR message. */
export const DML_NOT_ALLOWED = 'Only SELECT statements are allowed against this database.';

/** A refusal before anything ran (the REST layer answers 400 with the message). */
export class SqlLabRefusal extends Error {
  constructor(
    message: string,
    readonly errorType: string,
  ) {
    super(message);
  }
}

export interface SqlLabDeps {
  prisma: PrismaClient;
  cache: ResultCache;
  log: Logger;
  running: RunningQueries;
  /** Where each change of a query's row is announced (progress subscriptions on every gateway hear it). */
  pubsub: PubSub;
  connectorFor(databaseId: number): Promise<Connector>;
}

export interface DatabaseForSqlLab {
  id: number;
  databaseName: string;
  exposeInSqllab: boolean;
  allowDml: boolean;
}

/** Sync runs stop after this long (Superset's SQLLAB_TIMEOUT is 30 s; chart queries get 60 s). */
export const SYNC_TIMEOUT_MS = 60_000;
/** Async runs get longer; the job ends as timed_out after this. */
export const ASYNC_TIMEOUT_MS = 15 * 60_000;

/**
 * Splits the text and checks every statement before anything runs: no file, network or setting
 * access (the same guard as virtual datasets), and no DML/DDL unless the database allows it.
 */
export function checkStatements(sql: string, dialectName: Connector['dialect'], db: DatabaseForSqlLab): SqlStatement[] {
  const statements = splitStatements(sql, dialectName);
  if (statements.length === 0) throw new SqlLabRefusal('The query is empty.', 'INVALID_SQL_ERROR');
  const dialect = getDialect(dialectName);
  for (const s of statements) {
    const outside = externalAccessReason(s.sql, dialect, true);
    if (outside) throw new SqlLabRefusal(outside, 'SQLLAB_FORBIDDEN_ERROR');
    if (!db.allowDml && isMutating(s.sql)) throw new SqlLabRefusal(DML_NOT_ALLOWED, 'DML_NOT_ALLOWED_ERROR');
  }
  return statements;
}

/** What a finished run answers (Superset's sync execute payload, without `status`). */
export interface SqlLabRunResult {
  columns: SqlLabColumn[];
  data: Record<string, unknown>[];
  limitReached: boolean;
}

/** Everything a run needs besides the services; JSON-safe, so a queued job can carry it. */
interface RunPlan {
  queryId: number;
  clientId: string;
  userId: number;
  statements: SqlStatement[];
  limit: number | null;
  timeoutMs: number;
  /** The schema chosen in SQL Lab: unqualified names resolve there for every statement. */
  schema?: string | null;
}

/** Creates the Query row (pending) for a checked request. */
export async function createQueryRow(
  deps: SqlLabDeps,
  userId: number,
  request: ExecuteRequest,
): Promise<{ id: number; clientId: string }> {
  const clientId = request.clientId ?? randomUUID().replaceAll('-', '').slice(0, 11);
  const existing = await deps.prisma.query.findUnique({ where: { clientId } });
  if (existing)
    throw new SqlLabRefusal(`A query with client_id ${clientId} already exists.`, 'INVALID_PAYLOAD_FORMAT_ERROR');
  const row = await deps.prisma.query.create({
    data: {
      clientId,
      databaseId: request.databaseId,
      userId,
      status: 'pending',
      tabName: request.tab,
      sqlEditorId: request.sqlEditorId,
      schema: request.schema,
      catalog: request.catalog,
      sql: request.sql,
      limit: request.queryLimit,
      runAsync: request.runAsync,
      extraJson: JSON.stringify(request.notices.length ? { notices: request.notices } : {}),
    },
  });
  return { id: row.id, clientId };
}

const ACTIVE = { in: ['pending', 'running'] };

/**
 * Runs every statement in order on the database and keeps the last one's rows: the Query row
 * follows (running, then success / failed / stopped / timed_out), the rows go to the results
 * store. Never throws for the query's own failure; returns null then.
 */
export async function runQuery(
  deps: SqlLabDeps,
  plan: RunPlan,
  connector: Connector,
  external?: AbortSignal,
): Promise<SqlLabRunResult | null> {
  const controller = deps.running.start(plan.clientId);
  // A job runner's signal (stop from any node, or the job deadline) stops the query the same way.
  const forward = () => controller.abort(external?.reason);
  if (external?.aborted) forward();
  else external?.addEventListener('abort', forward, { once: true });
  const { prisma } = deps;
  const announce = (status: string, progress: number | null) =>
    announceQueryChange(deps.pubsub, deps.log, { clientId: plan.clientId, status, progress });
  let current: SqlStatement | undefined;
  const executed: string[] = [];
  try {
    const started = await prisma.query.updateMany({
      where: { id: plan.queryId, status: ACTIVE },
      data: { status: 'running', startRunningTime: new Date(), progress: 0 },
    });
    if (started.count === 0) return null;
    await announce('running', 0);
    let result: SqlLabRunResult = { columns: [], data: [], limitReached: false };
    let limitingFactor: LimitingFactor = 'NOT_LIMITED';
    // One connection for the whole run, on the chosen schema: statement 2 sees statement 1's
    // temporary tables and session state.
    await withSession(connector, { defaultSchema: plan.schema, signal: controller.signal }, async (session) => {
      for (const [i, statement] of plan.statements.entries()) {
        current = statement;
        const last = i === plan.statements.length - 1;
        const limited = last && isLimitable(statement.sql) ? applyLimit(statement.sql, plan.limit) : null;
        const sql = limited?.sql ?? statement.sql;
        executed.push(sql);
        const answer = await session.query(sql, [], { signal: controller.signal, timeoutMs: plan.timeoutMs });
        if (controller.signal.aborted) throw controller.signal.reason;
        if (!last) continue;
        // SHOW, EXPLAIN and the like are not rewritten: their rows are cut here instead.
        const cap = limited ? limited.limit : plan.limit;
        const over = cap !== null && answer.rows.length > cap;
        const limitReached = over && (limited === null || limited.probesBeyond);
        const rows = over ? answer.rows.slice(0, cap as number) : answer.rows;
        limitingFactor = limited?.limitingFactor ?? (limitReached ? 'DROPDOWN' : 'NOT_LIMITED');
        result = { columns: sqlLabColumns(answer.columns), data: jsonRows(rows, answer.columns), limitReached };
        const progress = Math.round(((i + 1) / plan.statements.length) * 100);
        const moved = await prisma.query.updateMany({
          where: { id: plan.queryId, status: ACTIVE },
          data: { progress },
        });
        if (moved.count === 1) await announce('running', progress);
      }
    });
    const resultsKey = randomUUID();
    await putResult(deps.cache, resultsKey, {
      ownerId: plan.userId,
      clientId: plan.clientId,
      columns: result.columns,
      data: result.data,
    });
    const done = await prisma.query.updateMany({
      where: { id: plan.queryId, status: ACTIVE },
      data: {
        status: 'success',
        progress: 100,
        rows: result.data.length,
        endTime: new Date(),
        executedSql: executed.join(';\n'),
        limitReached: result.limitReached,
        limitingFactor,
        resultsKey,
      },
    });
    if (done.count !== 1) return null;
    await announce('success', 100);
    return result;
  } catch (error) {
    const reason = controller.signal.reason;
    // The job runner aborts with 'deadline' when a job outlives CHARTROOM_JOB_DEADLINE_S.
    const deadline = controller.signal.aborted && reason instanceof Error && reason.message === 'deadline';
    const stopped = controller.signal.aborted && !deadline;
    const timedOut = deadline || (error instanceof QueryCancelledError && error.reason === 'timeout');
    const message = deadline
      ? 'The query did not finish in time and was cancelled.'
      : stopped
        ? 'The query was stopped.'
        : error instanceof Error
          ? error.message
          : String(error);
    if (!stopped) deps.log.info({ clientId: plan.clientId, message }, 'sql lab query failed');
    const status = stopped ? 'stopped' : timedOut ? 'timed_out' : 'failed';
    const ended = await prisma.query.updateMany({
      where: { id: plan.queryId, status: ACTIVE },
      data: {
        status,
        errorMessage: message,
        errorLine: current && !stopped ? errorLine(error, current.sql, current.line) : null,
        endTime: new Date(),
        executedSql: executed.join(';\n') || null,
      },
    });
    if (ended.count === 1) await announce(status, null);
    return null;
  } finally {
    external?.removeEventListener('abort', forward);
    deps.running.finish(plan.clientId);
  }
}

/** The Query row with what `to_dict` shows. */
export async function loadQueryDict(prisma: PrismaClient, id: number): Promise<Record<string, unknown>> {
  const row = await prisma.query.findUniqueOrThrow({
    where: { id },
    include: {
      database: { select: { databaseName: true } },
      user: { select: { id: true, firstName: true, lastName: true } },
    },
  });
  return queryToDict(row);
}

export type { RunPlan };
