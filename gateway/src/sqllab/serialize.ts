import { GenericDataType, type ResultColumn } from '../connectors/connector.ts';
import type { SqlLabColumn } from './results-store.ts';

export const QUERY_STATUSES = ['pending', 'running', 'success', 'failed', 'stopped', 'timed_out'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];
export const isFinalStatus = (s: string) => s === 'success' || s === 'failed' || s === 'stopped' || s === 'timed_out';

/** The Prisma row with the names `to_dict` reads. */
export interface QueryRowLike {
  id: number;
  clientId: string;
  databaseId: number;
  userId: number | null;
  status: string;
  tabName: string | null;
  sqlEditorId: string | null;
  schema: string | null;
  catalog: string | null;
  sql: string;
  executedSql: string | null;
  limit: number | null;
  limitingFactor: string;
  limitReached: boolean;
  runAsync: boolean;
  progress: number;
  rows: number | null;
  errorMessage: string | null;
  errorLine: number | null;
  resultsKey: string | null;
  startTime: Date;
  startRunningTime: Date | null;
  endTime: Date | null;
  changedOn: Date;
  extraJson: string;
  database?: { databaseName: string } | null;
  user?: { id: number; firstName: string; lastName: string } | null;
}

const extraOf = (text: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Superset's `Query.to_dict()` (camelCase keys, times as epoch ms), with `limitReached` and `errorLine`. */
export function queryToDict(q: QueryRowLike): Record<string, unknown> {
  return {
    changed_on: q.changedOn.toISOString(),
    dbId: q.databaseId,
    db: q.database?.databaseName ?? null,
    endDttm: q.endTime ? q.endTime.getTime() : null,
    errorMessage: q.errorMessage,
    errorLine: q.errorLine,
    executedSql: q.executedSql,
    id: q.clientId,
    queryId: q.id,
    limit: q.limit,
    limitingFactor: q.limitingFactor,
    limitReached: q.limitReached,
    progress: q.progress,
    rows: q.rows,
    schema: q.schema,
    catalog: q.catalog,
    ctas: false,
    serverId: q.id,
    sql: q.sql,
    sqlEditorId: q.sqlEditorId,
    startDttm: q.startTime.getTime(),
    startRunningDttm: q.startRunningTime ? q.startRunningTime.getTime() : null,
    state: q.status,
    tab: q.tabName,
    tempSchema: null,
    tempTable: null,
    userId: q.userId,
    user: q.user ? `${q.user.firstName} ${q.user.lastName}`.trim() : null,
    resultsKey: q.resultsKey,
    trackingUrl: null,
    runAsync: q.runAsync,
    extra: extraOf(q.extraJson),
  };
}

export function sqlLabColumns(columns: readonly ResultColumn[]): SqlLabColumn[] {
  return columns.map((c) => ({
    column_name: c.name,
    name: c.name,
    type: c.type,
    is_dttm: c.generic === GenericDataType.TEMPORAL,
    type_generic: c.generic,
  }));
}

/** A value JSON can carry: big integers beyond 2^53 as text, bytes as base64. */
export function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return value;
}

export function jsonRows(rows: readonly Record<string, unknown>[], columns: readonly ResultColumn[]) {
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const c of columns) out[c.name] = jsonValue(row[c.name]);
    return out;
  });
}
