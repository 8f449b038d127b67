import type { Logger } from '../logger.ts';
import type { MetadataStore } from '../metadata/store.ts';
import { type DueRun, dueRuns, nextMinute } from './due.ts';
import type { ReportQueue } from './queue.ts';

/** Runs `work` on one node only for this key (the leader of the tick); false when another node led it. */
export type TickLeader = (key: string, work: () => Promise<void>) => Promise<boolean>;

export interface ReportScheduler {
  /**
   * One tick at `at` (a minute boundary in production): the runs due in Superset's window are queued
   * by the tick's leader, and old execution logs are pruned. Returns the runs this node queued.
   */
  tick(at: Date): Promise<DueRun[]>;
  /** Ticks on every minute boundary of the real clock until stop(). */
  start(): void;
  stop(): void;
}

const DAY_MS = 24 * 3600 * 1000;

export const runKey = (run: DueRun) => `report:${run.reportId}:${run.scheduledAt.getTime()}`;

export function createReportScheduler(deps: {
  store: MetadataStore;
  queue: ReportQueue;
  leader: TickLeader;
  log: Logger;
  now?: () => Date;
}): ReportScheduler {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  const tick = async (at: Date): Promise<DueRun[]> => {
    const prisma = deps.store.prisma;
    const reports = await prisma.reportSchedule.findMany({
      where: { active: true },
      select: { id: true, crontab: true, timezone: true, logRetention: true },
    });
    const runs = dueRuns(reports, at);
    const queued: DueRun[] = [];
    await deps.leader(`report-tick:${Math.floor(at.getTime() / 60_000)}`, async () => {
      for (const run of runs) {
        const job = { kind: 'report' as const, reportId: run.reportId, scheduledAt: run.scheduledAt.toISOString() };
        await deps.queue.enqueue(runKey(run), job, run.scheduledAt.getTime() - at.getTime());
        queued.push(run);
      }
      // Superset's log retention: each report's logs older than its log_retention days go.
      for (const report of reports) {
        await prisma.reportExecutionLog.deleteMany({
          where: { reportId: report.id, startDttm: { lt: new Date(at.getTime() - report.logRetention * DAY_MS) } },
        });
      }
    });
    if (queued.length > 0) deps.log.info({ runs: queued.length, at: at.toISOString() }, 'reports queued');
    return queued;
  };

  const arm = () => {
    const at = nextMinute(now());
    timer = setTimeout(
      () => {
        if (running) return;
        running = true;
        tick(at)
          .catch((err) => deps.log.warn({ err }, 'report scheduler tick failed'))
          .finally(() => {
            running = false;
          });
        arm();
      },
      Math.max(0, at.getTime() - now().getTime()),
    );
    timer.unref();
  };

  return {
    tick,
    start() {
      if (!timer) arm();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

/** One process: every tick is led here (an embedded gateway is the only scheduler of its SQLite store). */
export function localTickLeader(): TickLeader {
  const done = new Set<string>();
  return async (key, work) => {
    if (done.has(key)) return false;
    done.add(key);
    if (done.size > 1000) done.delete(done.values().next().value as string);
    await work();
    return true;
  };
}
