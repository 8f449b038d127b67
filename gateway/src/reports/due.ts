import { Cron } from 'croner';

/** What the scheduler needs of a report to know when it runs. */
export interface SchedulableReport {
  id: number;
  crontab: string;
  timezone: string;
}

export interface DueRun {
  reportId: number;
  /** The cron time this run stands for (its execution log's scheduled_dttm). */
  scheduledAt: Date;
}

/** Superset's ALERT_REPORTS_CRON_WINDOW_SIZE: a tick schedules the runs of the next 59 seconds. */
export const CRON_WINDOW_SECONDS = 59;

/**
 * Superset's `cron_schedule_window`: the runs of every report whose cron time (in the report's time
 * zone) falls in [tickAt - 1 s, tickAt + window). Only that window counts, so a scheduler that was
 * down does not replay what it missed (no catch-up storm): the next tick simply schedules the next
 * runs. A crontab or time zone that does not parse schedules nothing (the report's writes refuse
 * those, so this only covers rows written by other means).
 */
export function dueRuns(
  reports: readonly SchedulableReport[],
  tickAt: Date,
  windowSeconds = CRON_WINDOW_SECONDS,
): DueRun[] {
  const start = tickAt.getTime() - 1000;
  const stop = tickAt.getTime() + windowSeconds * 1000;
  const runs: DueRun[] = [];
  for (const report of reports) {
    try {
      const cron = new Cron(report.crontab, { paused: true, timezone: report.timezone || 'UTC' });
      // nextRun is strictly after its argument: start one millisecond early so `start` itself counts.
      let next = cron.nextRun(new Date(start - 1));
      while (next && next.getTime() < stop) {
        runs.push({ reportId: report.id, scheduledAt: next });
        next = cron.nextRun(next);
      }
    } catch {
      // An unknown time zone surfaces only when a date is converted.
    }
  }
  return runs.sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime() || a.reportId - b.reportId);
}

/** The instant of the next minute boundary after `now` (the scheduler ticks on minute boundaries). */
export function nextMinute(now: Date): Date {
  const ms = now.getTime();
  return new Date(ms - (ms % 60_000) + 60_000);
}
