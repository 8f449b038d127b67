import type { Prisma } from '../../metadata/index.ts';
import type { ListResource } from '../list/types.ts';

/** Admin only: no built-in role but Admin holds can_read on it. */
export const AUDIT_LOG_VIEW = 'AuditLog';

export type AuditLogRow = Prisma.AuditLogGetPayload<Record<string, never>>;

function parseDiff(text: string | null): Record<string, [unknown, unknown]> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, [unknown, unknown]>;
  } catch {
    return null;
  }
}

/** One entry as the API answers it; `diff` is `{field: [before, after]}` or null. */
export function serializeAuditEntry(row: AuditLogRow) {
  return {
    id: row.id,
    dttm: row.dttm.toISOString(),
    user_id: row.userId,
    username: row.username,
    action: row.action,
    resource_type: row.resourceType,
    resource_id: row.resourceId,
    method: row.method,
    path: row.path,
    source: row.source,
    ip_address: row.ipAddress,
    reason: row.reason,
    diff: parseDiff(row.diff),
  };
}

export const AUDIT_LOG_COLUMNS = [
  'id',
  'dttm',
  'user_id',
  'username',
  'action',
  'resource_type',
  'resource_id',
  'method',
  'path',
  'source',
  'ip_address',
  'reason',
  'diff',
] as const;

/**
 * `GET /api/v1/audit_log/`: FAB list filters on who (`user` by id, `username`), what (`action`,
 * `resource_type`, `resource_id`) and when (`dttm` gt / lt), newest first.
 */
export const auditLogResource: ListResource<AuditLogRow> = {
  permissionView: AUDIT_LOG_VIEW,
  listTitle: 'List Audit Log',
  searchColumns: {
    user: { kind: 'relation-one', field: 'userId' },
    username: { kind: 'scalar', field: 'username', type: 'string' },
    action: { kind: 'scalar', field: 'action', type: 'string' },
    resource_type: { kind: 'scalar', field: 'resourceType', type: 'string' },
    resource_id: { kind: 'scalar', field: 'resourceId', type: 'string' },
    dttm: { kind: 'scalar', field: 'dttm', type: 'date' },
    source: { kind: 'scalar', field: 'source', type: 'string' },
    ip_address: { kind: 'scalar', field: 'ipAddress', type: 'string' },
  },
  orderColumns: {
    dttm: (d) => ({ dttm: d }),
    username: (d) => ({ username: d }),
    action: (d) => ({ action: d }),
    resource_type: (d) => ({ resourceType: d }),
  },
  baseOrder: [{ dttm: 'desc' }],
  listColumns: AUDIT_LOG_COLUMNS,
  findMany: (ctx, { where, orderBy, skip, take }) =>
    ctx.prisma.auditLog.findMany({
      where: where as Prisma.AuditLogWhereInput,
      orderBy: orderBy as Prisma.AuditLogOrderByWithRelationInput[],
      skip,
      take,
    }),
  count: (ctx, where) => ctx.prisma.auditLog.count({ where: where as Prisma.AuditLogWhereInput }),
  serialize: async (rows) => rows.map(serializeAuditEntry),
  id: (row) => row.id,
};
