import type { Logger } from '../logger.ts';
import type { PrismaClient } from '../metadata/index.ts';
import type { AuditDiff } from './audit-diff.ts';

/** Sign-in outcomes beside the write actions create / update / delete. */
export type SignInAction = 'sign_in' | 'sign_in_failed' | 'sign_out';

export interface AuditEntry {
  userId: number | null;
  username: string | null;
  action: string;
  resourceType?: string | null;
  resourceId?: string | null;
  method?: string | null;
  path?: string | null;
  /** `rest` or `graphql` (a GraphQL mutation reaches the store through REST). */
  source?: string | null;
  ipAddress?: string | null;
  /** Why a sign-in was refused. */
  reason?: string | null;
  diff?: AuditDiff | null;
}

export interface SignInAttempt {
  action: SignInAction;
  /** The user name tried (for a failure, whatever was typed). */
  username: string;
  userId: number | null;
  ipAddress: string | null;
  reason?: string | null;
  /** `password`, or the sign-in provider's name. */
  source?: string;
}

export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  signIn(attempt: SignInAttempt): Promise<void>;
  /** Deletes entries older than the retention; answers how many went (0 when retention is off). */
  prune(): Promise<number>;
}

export interface AuditLogOptions {
  prisma: PrismaClient;
  log: Logger;
  /** CHARTROOM_AUDIT_RETENTION_DAYS; 0 keeps entries forever. */
  retentionDays: number;
  now: () => Date;
}

const DAY_MS = 86_400_000;
/** Long user names or paths are cut: the column is text, but an entry stays readable. */
const MAX_TEXT = 1000;

const cut = (value: string | null | undefined) => (value == null ? null : value.slice(0, MAX_TEXT));

/**
 * The audit log's writer. A failed audit write is logged and does not fail the request that
 * caused it (the change is already stored). Entries older than the retention are deleted by each
 * write: a range delete on the indexed `dttm` that finds nothing costs one index probe, and every
 * node keeps the table in bounds without a scheduler of its own.
 */
export function createAuditLog(options: AuditLogOptions): AuditLog {
  const prune = async (): Promise<number> => {
    if (options.retentionDays <= 0) return 0;
    const cutoff = new Date(options.now().getTime() - options.retentionDays * DAY_MS);
    const { count } = await options.prisma.auditLog.deleteMany({ where: { dttm: { lt: cutoff } } });
    if (count > 0) options.log.info({ count, cutoff }, 'audit log entries past retention deleted');
    return count;
  };

  const record = async (entry: AuditEntry): Promise<void> => {
    try {
      await options.prisma.auditLog.create({
        data: {
          dttm: options.now(),
          userId: entry.userId,
          username: cut(entry.username),
          action: entry.action,
          resourceType: cut(entry.resourceType),
          resourceId: cut(entry.resourceId),
          method: entry.method ?? null,
          path: cut(entry.path),
          source: entry.source ?? null,
          ipAddress: cut(entry.ipAddress),
          reason: cut(entry.reason),
          diff: entry.diff && Object.keys(entry.diff).length ? JSON.stringify(entry.diff) : null,
        },
      });
      await prune();
    } catch (error) {
      options.log.warn({ err: error, action: entry.action, path: entry.path }, 'audit log write failed');
    }
  };

  return {
    record,
    prune,
    signIn: (attempt) =>
      record({
        userId: attempt.userId,
        username: attempt.username,
        action: attempt.action,
        resourceType: 'session',
        resourceId: attempt.userId === null ? null : String(attempt.userId),
        source: attempt.source ?? 'password',
        ipAddress: attempt.ipAddress,
        reason: attempt.reason ?? null,
      }),
  };
}
