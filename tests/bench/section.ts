import type { DuckDBInstance } from '@duckdb/node-api';

/** What every bench section gets: the running app over loopback HTTP, signed in as admin. */
export interface BenchContext {
  /** `http://127.0.0.1:<port>` of the app under test. */
  base: string;
  /** The same app's fetch handler, in process (no HTTP). */
  fetch(request: Request): Promise<Response>;
  /** Admin access token. */
  token: string;
  /** JSON + bearer headers. */
  headers: Record<string, string>;
  /** The `sales` dataset (10M rows). */
  datasetId: number;
  /** The DuckDB instance the app's connector uses (raw timings). */
  duckdb: DuckDBInstance;
  /** Repetitions for medians. */
  runs: number;
  log(message: string): void;
}

/** Figures of one section: numbers, strings, or rows of them; merged into the final JSON line. */
export type Figures = Record<string, unknown>;

export interface BenchSection {
  /** Key of this section's figures in the final JSON line. */
  name: string;
  run(ctx: BenchContext): Promise<Figures>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export const round2 = (ms: number) => Math.round(ms * 100) / 100;
export const round3 = (ratio: number) => Math.round(ratio * 1000) / 1000;

/** POST /api/v1/chart/data on the sales dataset; throws on anything but a 200 with a result. */
export async function restChartData(
  ctx: BenchContext,
  query: Record<string, unknown>,
  extra: Record<string, unknown>,
): Promise<{ ms: number; result: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(`${ctx.base}/api/v1/chart/data`, {
    method: 'POST',
    headers: ctx.headers,
    body: JSON.stringify({ datasource: { id: ctx.datasetId, type: 'table' }, queries: [query], ...extra }),
  });
  const body = (await res.json()) as { result?: Record<string, unknown>[]; message?: string };
  const ms = performance.now() - started;
  if (!res.ok || !body.result?.[0]) throw new Error(`chart data failed: ${res.status} ${JSON.stringify(body)}`);
  return { ms, result: body.result[0] };
}

/** A section that starts what it measures itself (its own processes): it needs no shared app. */
export interface StandaloneSection {
  name: string;
  standalone: true;
  run(log: (message: string) => void): Promise<Figures>;
}
