/** Latencies of one operation of the load run, and what failed. */
export interface OperationStats {
  requests: number;
  errors: number;
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
}

/** The value at quantile `q` (0..1) of `sorted` (nearest rank). */
export function quantile(sorted: readonly number[], q: number): number {
  if (!sorted.length) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Collects per-operation latencies (ms) and errors during a load run. */
export class LoadRecorder {
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  /** The first few error texts, to say what failed. */
  readonly samples: string[] = [];

  record(operation: string, ms: number): void {
    const list = this.latencies.get(operation) ?? [];
    list.push(ms);
    this.latencies.set(operation, list);
  }

  fail(operation: string, ms: number, why: string): void {
    this.record(operation, ms);
    this.countError(operation, why);
  }

  /** An error found in an answer already timed (e.g. a chart's own error inside a 200). */
  countError(operation: string, why: string): void {
    this.failures.set(operation, (this.failures.get(operation) ?? 0) + 1);
    if (this.samples.length < 5) this.samples.push(`${operation}: ${why.slice(0, 300)}`);
  }

  get errors(): number {
    return [...this.failures.values()].reduce((a, b) => a + b, 0);
  }

  get requests(): number {
    return [...this.latencies.values()].reduce((a, l) => a + l.length, 0);
  }

  byOperation(): Record<string, OperationStats> {
    const out: Record<string, OperationStats> = {};
    for (const [operation, list] of [...this.latencies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...list].sort((a, b) => a - b);
      out[operation] = {
        requests: sorted.length,
        errors: this.failures.get(operation) ?? 0,
        p50_ms: round1(quantile(sorted, 0.5)),
        p99_ms: round1(quantile(sorted, 0.99)),
        max_ms: round1(sorted.at(-1) ?? 0),
      };
    }
    return out;
  }
}
