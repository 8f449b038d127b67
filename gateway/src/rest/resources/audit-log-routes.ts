import type { Hono } from 'hono';
import { csvHeader, csvRows } from '../../engine/download/csv.ts';
import type { Prisma } from '../../metadata/index.ts';
import { requireUser } from '../auth/session.ts';
import type { AppEnv } from '../context.ts';
import { NotFoundError } from '../errors.ts';
import { compileFilters } from '../list/filters.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { parseListQuery } from '../list/query.ts';
import type { ListResource } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { AUDIT_LOG_COLUMNS, AUDIT_LOG_VIEW, auditLogResource, serializeAuditEntry } from './audit-log-resource.ts';

/** An export holds at most this many entries (the newest that match); narrow the filters for older ones. */
export const MAX_AUDIT_EXPORT_ROWS = 100_000;
const MAX_ID = 2_147_483_647;
const BATCH = 1000;

/**
 * The audit log (`/api/v1/audit_log/`): Superset's `/api/v1/log/` is its activity log (views and
 * changes for "recent activity", readable by Gamma), so the audit entries have their own Admin-only
 * API beside it. List with FAB filters, one entry with its diff, `_info`, and a CSV export of what
 * the same filters select.
 */
export function mountAuditLogRoutes(app: Hono<AppEnv>): void {
  const base = '/api/v1/audit_log';
  app.use(`${base}/*`, requireUser);
  app.use(base, requireUser);
  app.get(base, listHandler(auditLogResource));
  app.get(
    `${base}/_info`,
    infoHandler(auditLogResource, { permissions: ['can_read'], addColumns: [], editColumns: [], title: 'Audit Log' }),
  );

  app.get(`${base}/export`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', AUDIT_LOG_VIEW);
    const query = parseListQuery(parseRisonParam(c.req.query('q')));
    const clauses = await compileFilters(auditLogResource as ListResource<unknown>, query.filters, ctx);
    const where = (clauses.length ? { AND: clauses } : {}) as Prisma.AuditLogWhereInput;
    let csv = csvHeader(AUDIT_LOG_COLUMNS);
    let cursor: number | null = null;
    let total = 0;
    // Newest first in batches by id, so a large export never holds the whole table's rows at once.
    while (total < MAX_AUDIT_EXPORT_ROWS) {
      const rows: Awaited<ReturnType<typeof ctx.prisma.auditLog.findMany>> = await ctx.prisma.auditLog.findMany({
        where: cursor === null ? where : { AND: [where, { id: { lt: cursor } }] },
        orderBy: { id: 'desc' },
        take: Math.min(BATCH, MAX_AUDIT_EXPORT_ROWS - total),
      });
      if (!rows.length) break;
      csv += csvRows(
        rows.map((row) => {
          const entry = serializeAuditEntry(row);
          return AUDIT_LOG_COLUMNS.map((col) => entry[col]);
        }),
        [],
      );
      total += rows.length;
      cursor = rows[rows.length - 1]?.id ?? null;
      if (rows.length < BATCH) break;
    }
    const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '');
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit_log_${stamp}.csv"`,
      'x-chartroom-rows': String(total),
    });
  });

  app.get(`${base}/:id`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', AUDIT_LOG_VIEW);
    const id = parseId(c.req.param('id'));
    if (id === null || id > MAX_ID) throw new NotFoundError();
    const row = await ctx.prisma.auditLog.findUnique({ where: { id } });
    if (!row) throw new NotFoundError();
    return c.json({ id: row.id, result: serializeAuditEntry(row) });
  });
}
