import type { ChartDataResponseLike } from '../jobs/chart-job.ts';
import { type RunPlan, runQuery, type SqlLabDeps } from './execute.ts';

/** The body of a SQL Lab job on the shared job runner (next to chart-data bodies). */
export interface SqlLabJobBody {
  sqllab: { databaseId: number; plan: RunPlan };
}

export function isSqlLabJob(body: unknown): body is SqlLabJobBody {
  const inner = (body as { sqllab?: unknown } | null)?.sqllab;
  return !!inner && typeof inner === 'object' && typeof (inner as { databaseId?: unknown }).databaseId === 'number';
}

/**
 * Runs a queued SQL Lab query wherever the job lands (this process or a worker): the Query row and
 * the results store carry its outcome, so the job itself answers an empty chart-shaped result.
 * The runner's abort (stop from any gateway, or the job deadline) cancels it on the database.
 */
export async function runSqlLabJob(
  deps: SqlLabDeps,
  body: SqlLabJobBody,
  signal: AbortSignal,
): Promise<ChartDataResponseLike> {
  const connector = await deps.connectorFor(body.sqllab.databaseId);
  await runQuery(deps, body.sqllab.plan, connector, signal);
  return { result: [] };
}
