import { describe, expect, it } from 'vitest';
import { PostProcessingError } from '../errors.ts';
import { SHAPE_CASES } from './cases-shape.ts';
import { STATS_CASES } from './cases-stats.ts';
import { WINDOW_CASES } from './cases-windows.ts';
import { type Inspected, runCase, type SupersetCase, same } from './harness.ts';

// Superset's own post-processing unit tests (tests/unit_tests/pandas_postprocessing/test_*.py),
// ported case by case as data. A case marked `departure` pins Chartroom's deliberate answer; the
// engine README lists each departure with its reason.
const CASES: SupersetCase[] = [...WINDOW_CASES, ...SHAPE_CASES, ...STATS_CASES];

function check(result: Inspected, c: SupersetCase): void {
  const e = c.expect;
  if (e.columns) expect(result.columns).toEqual(e.columns);
  if (e.columnSet) expect([...result.columns].sort()).toEqual([...e.columnSet].sort());
  for (const label of e.includes ?? []) expect(result.columns).toContain(label);
  for (const label of e.excludes ?? []) expect(result.columns).not.toContain(label);
  if (e.rows !== undefined) expect(result.rows).toBe(e.rows);
  if (e.index) expect(same(result.index, e.index), `index ${JSON.stringify(result.index)}`).toBe(true);
  for (const [name, values] of Object.entries(e.values ?? {})) {
    const actual = result.column(name);
    expect(actual, `column ${name} in ${result.columns.join(' | ')}`).toBeDefined();
    expect(same(actual, values), `${name}: ${JSON.stringify(actual)} expected ${JSON.stringify(values)}`).toBe(true);
  }
  for (const [name, positions] of Object.entries(e.at ?? {})) {
    const actual = result.column(name);
    expect(actual, `column ${name}`).toBeDefined();
    for (const [position, value] of Object.entries(positions)) {
      const got = actual?.[Number(position)];
      expect(same(got, value), `${name}[${position}] = ${JSON.stringify(got)}`).toBe(true);
    }
  }
  for (const [name, total] of Object.entries(e.sums ?? {})) {
    const values = result.column(name) ?? [];
    const sum = values.reduce<number>((s, v) => s + (typeof v === 'number' ? v : 0), 0);
    expect(sum, `sum of ${name}`).toBeCloseTo(total, 9);
  }
}

const titled = CASES.map((c) => {
  const file = c.upstream.split('/').pop();
  return [`${file} ${c.test}${c.what ? ` (${c.what})` : ''}`, c] as const;
});

describe.each(titled)('%s', (_name, c) => {
  it(c.departure ? `departs on purpose: ${c.departure}` : 'answers as the reference', () => {
    if (c.expect.error) {
      expect(() => runCase(c)).toThrow(PostProcessingError);
      expect(() => runCase(c)).toThrow(c.expect.error);
      return;
    }
    const { result, before, after } = runCase(c);
    check(result, c);
    if (c.expect.unchanged) {
      expect(after.columns).toEqual(before.columns);
      for (const name of before.columns) expect(after.column(name)).toEqual(before.column(name));
    }
  });
});

describe('the ported cases', () => {
  it('name their upstream file and test, and cover every upstream file of the implemented operations', () => {
    for (const c of CASES) {
      expect(c.upstream).toMatch(/^tests\/unit_tests\/pandas_postprocessing\/test_\w+\.py$/);
      expect(c.test).toMatch(/^test_\w+$/);
    }
    const files = new Set(CASES.map((c) => c.upstream.split('/').pop()));
    for (const file of [
      'test_aggregate.py',
      'test_boxplot.py',
      'test_compare.py',
      'test_contribution.py',
      'test_cum.py',
      'test_diff.py',
      'test_flatten.py',
      'test_histogram.py',
      'test_pivot.py',
      'test_rank.py',
      'test_rename.py',
      'test_resample.py',
      'test_rolling.py',
      'test_select.py',
      'test_sort.py',
    ]) {
      expect(files).toContain(file);
    }
  });
});
