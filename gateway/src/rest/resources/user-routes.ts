import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { BadRequestError } from '../errors.ts';
import { listContext, listHandler } from '../list/handlers.ts';
import { can } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { userResource } from './user-resource.ts';

/** Columns only user administrators may search or sort by: each answer would tell who has which address. */
const ADMIN_ONLY_COLUMNS = new Set(['email']);

/**
 * FAB's answer to a column the caller may not filter on. Everyone else may look users up (owners
 * are shown on every chart) but not probe e-mail addresses through filters or sort order.
 */
function assertNoPrivateColumns(raw: string | undefined): void {
  const query = parseRisonParam(raw);
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return;
  const { filters, order_column: orderColumn } = query as { filters?: unknown; order_column?: unknown };
  for (const f of Array.isArray(filters) ? filters : []) {
    const col = (f as { col?: unknown } | null)?.col;
    if (typeof col === 'string' && ADMIN_ONLY_COLUMNS.has(col)) {
      throw new BadRequestError(`Filter column: ${col} not allowed to filter`);
    }
  }
  if (typeof orderColumn === 'string' && ADMIN_ONLY_COLUMNS.has(orderColumn)) {
    throw new BadRequestError(`Invalid order by column: ${orderColumn}`);
  }
}

export function mountUserRoutes(app: Hono<AppEnv>): void {
  const list = listHandler(userResource);
  app.get('/api/v1/security/users', async (c) => {
    if (!can(listContext(c).user, 'can_read', 'User')) assertNoPrivateColumns(c.req.query('q'));
    return list(c);
  });
}
