import { randomUUID } from 'node:crypto';
import { builder } from '../builder.ts';
import { ChartroomError, ValidationError } from '../errors.ts';
import { follow } from './async-job.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';
import {
  type RestSqlLabQuery,
  SqlLabQueryRef,
  type SqlLabResultsPage,
  SqlLabResultsRef,
  sqlLabQueryByClientId,
} from './sqllab-query.ts';

const RunInput = builder.inputType('RunSqlLabQueryInput', {
  description: 'What to run (the body of `POST /api/v1/sqllab/execute/`).',
  fields: (t) => ({
    databaseId: t.int({ required: true, description: 'REST id of a database exposed in SQL Lab.' }),
    sql: t.string({
      required: true,
      description: 'The SQL: one or more statements separated by `;`; the last one gives the rows.',
    }),
    schema: t.string({
      description:
        'The schema chosen in the editor: the default schema of every statement of the run (one connection per run).',
    }),
    catalog: t.string({ description: 'The catalog chosen in the editor (recorded with the query).' }),
    runAsync: t.boolean({
      description:
        'Run in the background: the mutation answers at once with a pending query; follow it with ' +
        '`Subscription.sqlLabQueryProgress` (or re-read `Query.sqlLabQuery`). Default false.',
    }),
    queryLimit: t.int({ description: 'Row limit (default and maximum 100000).' }),
    clientId: t.string({
      description:
        'An id for the query chosen by the client (1-64 letters, digits, `_`, `-`); one is made when absent.',
    }),
    tab: t.string({ description: 'Name of the editor tab.' }),
    sqlEditorId: t.string({ description: 'Id of the editor tab.' }),
  }),
});

interface RunPayloadShape {
  query: RestSqlLabQuery;
  results: SqlLabResultsPage | null;
}

const RunPayload = builder.objectRef<RunPayloadShape>('RunSqlLabQueryPayload').implement({
  description:
    "A query that ran (or was queued): a database error is not a mutation error, it is the query's `FAILED` status " +
    'with `errorMessage` and `errorLine`.',
  fields: (t) => ({
    query: t.field({ type: SqlLabQueryRef, description: 'The query as recorded.', resolve: (p) => p.query }),
    results: t.field({
      type: SqlLabResultsRef,
      nullable: true,
      description: 'The rows of a synchronous run that succeeded (null for async or failed runs).',
      resolve: (p) => p.results,
    }),
  }),
});
const RunResult = mutationResult(
  'RunSqlLabQuery',
  RunPayload,
  'The query, or why it was refused before running (ValidationError: DML not allowed, file access, bad input; NotFoundError: unknown database).',
);

interface RestExecuteAnswer {
  columns?: SqlLabResultsPage['columns'];
  data?: Record<string, unknown>[];
}

builder.mutationField('runSqlLabQuery', (t) =>
  t.field({
    type: RunResult,
    description: 'Runs SQL in SQL Lab (`POST /api/v1/sqllab/execute/`).',
    args: { input: t.arg({ type: RunInput, required: true, description: 'What to run.' }) },
    resolve: (_root, { input }, ctx) =>
      asMutationResult(async () => {
        // An empty client id means none, as for REST (which would otherwise record the run under an id
        // of its own, and the run would be reported as not recorded).
        const clientId = input.clientId || randomUUID().replaceAll('-', '').slice(0, 16);
        const body = {
          database_id: input.databaseId,
          sql: input.sql,
          schema: input.schema ?? null,
          catalog: input.catalog ?? null,
          runAsync: input.runAsync ?? false,
          queryLimit: input.queryLimit ?? undefined,
          client_id: clientId,
          tab: input.tab ?? null,
          sql_editor_id: input.sqlEditorId ?? null,
        };
        let answer: RestExecuteAnswer | null = null;
        try {
          answer = await ctx.rest.post<RestExecuteAnswer>('/api/v1/sqllab/execute/', body);
        } catch (error) {
          // A run the database refused is recorded as a failed query; a refusal before running is not.
          if (!(error instanceof ChartroomError) || error.code !== 'BAD_USER_INPUT') throw error;
          const failed = await sqlLabQueryByClientId(ctx, clientId);
          if (!failed) throw error;
          return { query: failed, results: null };
        }
        const query = await sqlLabQueryByClientId(ctx, clientId);
        if (!query) throw new ValidationError('The query was not recorded.');
        const results =
          answer?.columns && answer.data
            ? { columns: answer.columns, rows: answer.data, totalRows: answer.data.length, offset: 0 }
            : null;
        return { query, results };
      }),
  }),
);

const StopPayload = builder.objectRef<{ query: RestSqlLabQuery }>('StopSqlLabQueryPayload').implement({
  description: 'The query after the stop.',
  fields: (t) => ({
    query: t.field({
      type: SqlLabQueryRef,
      description: 'The query: `STOPPED`, or its final state if it had already ended.',
      resolve: (p) => p.query,
    }),
  }),
});
const StopResult = mutationResult('StopSqlLabQuery', StopPayload, 'The stopped query, or why it could not be stopped.');

builder.mutationField('stopSqlLabQuery', (t) =>
  t.field({
    type: StopResult,
    description: 'Stops a running query and cancels it on the database (`POST /api/v1/query/stop`).',
    args: { clientId: t.arg.string({ required: true, description: 'The client id of the query.' }) },
    resolve: (_root, { clientId }, ctx) =>
      asMutationResult(async () => {
        await ctx.rest.post('/api/v1/query/stop', { client_id: clientId });
        const query = await sqlLabQueryByClientId(ctx, clientId);
        if (!query) throw new ValidationError('The query was not found.');
        return { query };
      }),
  }),
);

builder.subscriptionField('sqlLabQueryProgress', (t) =>
  t.field({
    type: SqlLabQueryRef,
    description:
      "A query's current state first, then each change (status, progress), ending after a final state " +
      '(SUCCESS, FAILED, STOPPED, TIMED_OUT). Works for queries started by another tab or before a reload.',
    args: { clientId: t.arg.string({ required: true, description: 'The client id of the query.' }) },
    // REST pushes each change (announced on the event pub/sub by whichever node runs the query);
    // another user's query, or none, is REST's 404: the same NOT_FOUND as Query.sqlLabQuery.
    subscribe: (_root, { clientId }, ctx) =>
      follow<RestSqlLabQuery>(
        (signal) => ctx.rest.stream(`/api/v1/sqllab/query/${encodeURIComponent(clientId)}/stream`, signal),
        'sqllab_query',
      ),
    resolve: (query) => query,
  }),
);
