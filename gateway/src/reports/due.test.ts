import { describe, expect, it } from 'vitest';
import { dueRuns, nextMinute } from './due.ts';

const at = (iso: string) => new Date(iso);

describe('dueRuns (Superset cron_schedule_window)', () => {
  it('an every-minute report runs once per tick at the tick', () => {
    const runs = dueRuns([{ id: 1, crontab: '* * * * *', timezone: 'UTC' }], at('2026-03-02T10:15:00Z'));
    expect(runs).toEqual([{ reportId: 1, scheduledAt: at('2026-03-02T10:15:00Z') }]);
  });

  it('a tick a little late still finds the run of its minute and not the next one', () => {
    const runs = dueRuns([{ id: 1, crontab: '* * * * *', timezone: 'UTC' }], at('2026-03-02T10:15:00.800Z'));
    expect(runs.map((r) => r.scheduledAt.toISOString())).toEqual(['2026-03-02T10:15:00.000Z']);
  });

  it('reads the crontab in the report time zone', () => {
    const report = { id: 7, crontab: '0 9 * * *', timezone: 'Europe/Paris' };
    // 09:00 in Paris in winter is 08:00 UTC.
    expect(dueRuns([report], at('2026-01-15T08:00:00Z'))).toHaveLength(1);
    expect(dueRuns([report], at('2026-01-15T09:00:00Z'))).toHaveLength(0);
    // Summer time: 07:00 UTC.
    expect(dueRuns([report], at('2026-07-15T07:00:00Z'))).toHaveLength(1);
  });

  it('does not catch up runs missed while the scheduler was down', () => {
    const report = { id: 2, crontab: '*/5 * * * *', timezone: 'UTC' };
    // Down from 10:00 to 10:31: the 10:31 tick schedules nothing, 10:35 schedules one.
    expect(dueRuns([report], at('2026-03-02T10:31:00Z'))).toEqual([]);
    expect(dueRuns([report], at('2026-03-02T10:35:00Z'))).toHaveLength(1);
  });

  it('a cron with seconds yields every run within the window, in order', () => {
    const runs = dueRuns([{ id: 3, crontab: '*/20 * * * * *', timezone: 'UTC' }], at('2026-03-02T10:00:00Z'));
    expect(runs.map((r) => r.scheduledAt.toISOString())).toEqual([
      '2026-03-02T10:00:00.000Z',
      '2026-03-02T10:00:20.000Z',
      '2026-03-02T10:00:40.000Z',
    ]);
  });

  it('skips schedules that do not parse', () => {
    expect(dueRuns([{ id: 4, crontab: 'nonsense', timezone: 'UTC' }], at('2026-03-02T10:00:00Z'))).toEqual([]);
    expect(dueRuns([{ id: 5, crontab: '* * * * *', timezone: 'Not/AZone' }], at('2026-03-02T10:00:00Z'))).toEqual([]);
  });

  it('nextMinute is the next boundary', () => {
    expect(nextMinute(at('2026-03-02T10:00:00Z')).toISOString()).toBe('2026-03-02T10:01:00.000Z');
    expect(nextMinute(at('2026-03-02T10:00:59.999Z')).toISOString()).toBe('2026-03-02T10:01:00.000Z');
  });
});
