import type { Hono } from 'hono';
import { resolveTimeRangeRequest, TimeRangeRequestError } from '../../engine/time-range/index.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError } from '../errors.ts';
import { parseRisonParam } from '../rison.ts';

/** The server's wall clock as the naive ISO datetime time ranges are computed in (UTC). */
export const naiveNow = (now: Date) => now.toISOString().slice(0, 19);

export function mountTimeRangeRoutes(app: Hono<AppEnv>): void {
  // `q` is a rison string (`q='Last week'`) or a list of (timeRange, shift); absent = "Last week".
  app.get('/api/v1/time_range', (c) => {
    const raw = c.req.query('q');
    const q = raw === undefined || raw === '' ? 'Last week' : parseRisonParam(raw);
    try {
      return c.json(resolveTimeRangeRequest(q, naiveNow(c.get('services').now())));
    } catch (error) {
      if (error instanceof TimeRangeRequestError) throw new BadRequestError(error.message);
      throw error;
    }
  });
}
