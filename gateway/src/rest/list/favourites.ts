import type { Hono } from 'hono';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';
import { listContext, parseId } from './handlers.ts';
import type { ListContext } from './types.ts';

export interface FavouriteTarget {
  /** `/api/v1/chart` */
  basePath: string;
  permissionView: string;
  /** favstar.class_name as Superset writes it: `slice`, `Dashboard`. */
  className: string;
  /** The ids among these that exist and that the user may see (a hidden object is as unknown: 404). */
  existing(ctx: ListContext, ids: number[]): Promise<Set<number>>;
}

/** favorite_status and POST/DELETE favorites (server-semantics.md §2) for one resource. */
export function mountFavourites(app: Hono<AppEnv>, target: FavouriteTarget): void {
  app.get(`${target.basePath}/favorite_status`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', target.permissionView);
    const raw = parseRisonParam(c.req.query('q'));
    if (
      !Array.isArray(raw) ||
      raw.length === 0 ||
      raw.some((id) => typeof id !== 'number' || !Number.isSafeInteger(id))
    ) {
      throw new BadRequestError('Invalid rison argument: q must be a list of ids, e.g. q=!(1,2)');
    }
    const ids = raw as number[];
    const existing = await target.existing(ctx, ids);
    if (existing.size === 0) throw new NotFoundError();
    const starred = await ctx.prisma.favourite.findMany({
      where: { userId: ctx.user.id, className: target.className, objId: { in: [...existing] } },
      select: { objId: true },
    });
    const fav = new Set(starred.map((f) => f.objId));
    return c.json({ result: ids.map((id) => ({ id, value: fav.has(id) })) });
  });

  const target404 = async (ctx: ListContext, raw: string | undefined): Promise<number> => {
    const id = parseId(raw);
    if (id === null || !(await target.existing(ctx, [id])).has(id)) throw new NotFoundError();
    return id;
  };

  app.post(`${target.basePath}/:id/favorites`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', target.permissionView);
    const objId = await target404(ctx, c.req.param('id'));
    try {
      await ctx.prisma.favourite.create({ data: { userId: ctx.user.id, className: target.className, objId } });
    } catch (error) {
      // Starring twice is not an error (two tabs, a double click).
      if (!isUniqueViolation(error)) throw error;
    }
    return c.json({ result: 'OK' });
  });

  // Superset's chart handler forgets to return its 404; here an unknown id is a 404 as users expect.
  app.delete(`${target.basePath}/:id/favorites`, async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', target.permissionView);
    const objId = await target404(ctx, c.req.param('id'));
    await ctx.prisma.favourite.deleteMany({ where: { userId: ctx.user.id, className: target.className, objId } });
    return c.json({ result: 'OK' });
  });
}
