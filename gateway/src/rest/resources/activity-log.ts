import type { Logger } from '../../logger.ts';
import type { PrismaClient } from '../prisma.ts';

/** Actions the home page's recent activity reads (Superset logs `dashboard` and `explore` views). */
export type ActivityAction = 'dashboard' | 'explore' | 'dashboard_change' | 'chart_change';

export interface ActivityEvent {
  action: ActivityAction;
  userId: number;
  dashboardId?: number;
  sliceId?: number;
}

/**
 * Records one event. A failed log write must never fail the request that caused it (a view is
 * still a view), so it is logged and swallowed.
 */
export async function recordActivity(prisma: PrismaClient, log: Logger, event: ActivityEvent): Promise<void> {
  // An anonymous visitor (Public role) has no recent activity of their own.
  if (event.userId <= 0) return;
  try {
    await prisma.activityLog.create({
      data: {
        action: event.action,
        userId: event.userId,
        dashboardId: event.dashboardId ?? null,
        sliceId: event.sliceId ?? null,
      },
    });
  } catch (error) {
    log.warn({ err: error, event }, 'activity log write failed');
  }
}
