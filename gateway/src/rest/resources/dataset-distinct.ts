import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import type { ListContext } from '../list/types.ts';
import { assertCan } from '../permissions.ts';
import { parseRisonParam } from '../rison.ts';

/** Every distinct non-null value of one column a resource allows (`allowed_distinct_fields`). */
export type DistinctSource = (ctx: ListContext) => Promise<(string | null)[]>;

/**
 * `GET /<resource>/distinct/<column>?q=(filter,page,page_size)`: starts-with filter (case-insensitive),
 * ascending, nulls dropped; `{count, result: [{text, value}]}`. Unknown columns are 404 as in FAB.
 */
export function distinctHandler(permissionView: string, sources: Record<string, DistinctSource>) {
  return async (c: Context<AppEnv>) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', permissionView);
    const source = sources[c.req.param('column') ?? ''];
    if (!source) throw new NotFoundError();
    const raw = parseRisonParam(c.req.query('q')) ?? {};
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new BadRequestError('Invalid rison argument: q must be an object, e.g. q=(filter:pub)');
    }
    const q = raw as Record<string, unknown>;
    const filter = typeof q.filter === 'string' ? q.filter.toLowerCase() : '';
    const int = (v: unknown, name: string, fallback: number) => {
      if (v === undefined) return fallback;
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
        throw new BadRequestError(`Invalid rison argument: ${name} must be an integer >= 0`);
      }
      return v;
    };
    const page = int(q.page, 'page', 0);
    const pageSize = Math.min(int(q.page_size, 'page_size', 100) || 100, 100);
    const values = [...new Set((await source(ctx)).filter((v): v is string => v !== null && v !== ''))]
      .filter((v) => v.toLowerCase().startsWith(filter))
      .sort();
    const pageValues = values.slice(page * pageSize, (page + 1) * pageSize);
    return c.json({ count: values.length, result: pageValues.map((v) => ({ text: v, value: v })) });
  };
}
