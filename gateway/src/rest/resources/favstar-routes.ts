import type { Hono } from 'hono';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { HttpError, NotFoundError } from '../errors.ts';
import { listContext, parseId } from '../list/handlers.ts';
import { visibleDashboardIds } from './dashboard-access.ts';
import { visibleChartIds } from './dataset-access.ts';

/** server-semantics §13: the legacy favstar route refuses anonymous callers with this 403. */
export const FAVSTAR_DENIED = 'ERROR: Favstar toggling denied';

class FavstarDeniedError extends HttpError {
  constructor() {
    super(403, FAVSTAR_DENIED);
  }
}

/**
 * `GET /superset/favstar/<slice|Dashboard>/<id>/<select|unselect|count>/`: select stars and answers
 * `{"count": 1}`, unselect unstars and answers `{"count": 0}`, anything else reports whether the user starred it.
 */
export function mountFavstarRoutes(app: Hono<AppEnv>): void {
  app.get('/superset/favstar/:className/:id/:action', async (c) => {
    const user = c.get('user');
    if (!user) throw new FavstarDeniedError();
    const className = c.req.param('className');
    if (className !== 'slice' && className !== 'Dashboard') throw new NotFoundError();
    const objId = parseId(c.req.param('id'));
    if (objId === null) throw new NotFoundError();
    const { prisma } = c.get('services').store;
    // An object the user may not see answers like an unknown one.
    const ctx = listContext(c);
    const visible =
      className === 'slice' ? await visibleChartIds(ctx, [objId]) : await visibleDashboardIds(ctx, [objId]);
    if (!visible.has(objId)) throw new NotFoundError();
    const key = { userId: user.id, className, objId };
    const action = c.req.param('action');
    if (action === 'select') {
      try {
        await prisma.favourite.create({ data: key });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
      return c.json({ count: 1 });
    }
    if (action === 'unselect') {
      await prisma.favourite.deleteMany({ where: key });
      return c.json({ count: 0 });
    }
    return c.json({ count: await prisma.favourite.count({ where: key }) });
  });
}
