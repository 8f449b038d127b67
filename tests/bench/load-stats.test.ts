import { describe, expect, it } from 'vitest';
import { LoadRecorder, quantile } from './load-stats.ts';

describe('load stats', () => {
  it('takes nearest-rank quantiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile(sorted, 1)).toBe(100);
    expect(quantile([], 0.99)).toBe(0);
  });

  it('counts requests and errors per operation', () => {
    const r = new LoadRecorder();
    r.record('a', 10);
    r.record('a', 30);
    r.fail('b', 5, 'HTTP 500');
    expect(r.requests).toBe(3);
    expect(r.errors).toBe(1);
    expect(r.byOperation()).toEqual({
      a: { requests: 2, errors: 0, p50_ms: 10, p99_ms: 30, max_ms: 30 },
      b: { requests: 1, errors: 1, p50_ms: 5, p99_ms: 5, max_ms: 5 },
    });
    expect(r.samples).toEqual(['b: HTTP 500']);
  });
});
