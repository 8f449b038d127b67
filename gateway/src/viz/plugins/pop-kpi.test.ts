import { describe, expect, it } from 'vitest';
import { parseQueryContext } from '../../engine/query-context.ts';
import { FormDataError } from '../errors.ts';
import { buildPopKpiQuery, popKpiOffset } from './pop-kpi.ts';

const base = { datasource: '2__table', viz_type: 'pop_kpi' as const, metric: 'sum__revenue' };

describe('buildPopKpiQuery', () => {
  it('asks for the metric over the time range and, through a time offset, over the comparison period', () => {
    const ctx = buildPopKpiQuery({
      ...base,
      time_range: '2025-01-01 : 2026-01-01',
      time_compare: ['1 year ago'],
    });
    const [q] = ctx.queries;
    expect(q?.columns).toEqual([]);
    expect(q?.metrics).toEqual(['sum__revenue']);
    expect(q?.time_offsets).toEqual(['1 year ago']);
    expect(q?.time_range).toBe('2025-01-01 : 2026-01-01');
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(ctx)))).not.toThrow();
  });

  it('reads Superset 4.0 shortcuts, defaults to a year and refuses what it cannot compare', () => {
    expect(popKpiOffset({ ...base, time_comparison: 'm' })).toBe('1 month ago');
    expect(popKpiOffset(base)).toBe('1 year ago');
    expect(() => popKpiOffset({ ...base, time_comparison: 'c' })).toThrow(FormDataError);
    expect(() => popKpiOffset({ ...base, time_compare: 'yesterday; DROP TABLE' })).toThrow(/1 year ago/);
  });

  it('inherits the period just before a range of two dates, as long as it', () => {
    expect(popKpiOffset({ ...base, time_compare: 'inherit', time_range: '2025-01-01 : 2025-04-01' })).toBe(
      '90 days ago',
    );
    expect(
      popKpiOffset({ ...base, time_comparison: 'r', time_range: '2025-03-01T00:00:00 : 2025-03-08T00:00:00' }),
    ).toBe('7 days ago');
    // A dashboard's range wins over the chart's own.
    expect(
      popKpiOffset({
        ...base,
        time_compare: 'inherit',
        time_range: 'No filter',
        extra_form_data: { time_range: '2025-01-01 : 2025-01-31' },
      }),
    ).toBe('30 days ago');
    expect(() => popKpiOffset({ ...base, time_compare: 'inherit', time_range: 'Last year' })).toThrow(/two dates/);
  });
});
