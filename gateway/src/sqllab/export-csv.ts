import type { Readable } from 'node:stream';
import { type Connector, GenericDataType } from '../connectors/connector.ts';
import { csvStream } from '../engine/download/csv-stream.ts';
import type { TableSource } from '../engine/download/table-source.ts';
import { SqlLabRefusal } from './execute.ts';
import { isLimitable, isMutating } from './statement-kind.ts';
import { type SqlStatement, splitStatements } from './statements.ts';

/** A CSV export may read for this long (it runs at the reader's pace). */
export const EXPORT_TIMEOUT_MS = 30 * 60_000;

/**
 * The CSV of a finished query, read again from the database without SQL Lab's row limit (the
 * query's own LIMIT stays) and streamed a batch at a time, so memory stays flat whatever the size.
 * Only the last statement runs again, and only when it is a read: earlier statements already ran
 * (a temporary table they made is gone by now), in the schema the run had chosen.
 */
export async function exportCsv(
  connector: Connector,
  sql: string,
  /** The schema the query ran in (unqualified names resolve there again). */
  schema: string | null,
  signal: AbortSignal,
  /** Rewrites the statement as the run did (row level security under RLS_IN_SQLLAB). */
  rewrite: (statement: SqlStatement) => Promise<SqlStatement> = async (s) => s,
): Promise<Readable> {
  const statements = splitStatements(sql, connector.dialect);
  const written = statements.at(-1);
  const last = written && (await rewrite(written));
  if (!last || !isLimitable(last.sql) || isMutating(last.sql)) {
    throw new SqlLabRefusal('Only a query whose last statement is a SELECT can be exported.', 'INVALID_SQL_ERROR');
  }
  if (!connector.stream) throw new Error(`The ${connector.dialect} connector cannot stream results.`);
  const stream = await connector.stream(last.sql, [], {
    signal,
    timeoutMs: EXPORT_TIMEOUT_MS,
    batchRows: 5000,
    defaultSchema: schema,
  });
  const source: TableSource = {
    colnames: stream.columns.map((c) => c.name),
    temporal: stream.columns.map((c) => c.generic === GenericDataType.TEMPORAL),
    batches: stream.batches,
  };
  return csvStream(source);
}
