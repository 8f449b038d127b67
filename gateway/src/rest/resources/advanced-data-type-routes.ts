import type { Hono } from 'hono';
import { ADVANCED_DATA_TYPES, stringifyWithBigInts } from '../../engine/advanced-data-types/convert.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { parseRisonParam } from '../rison.ts';

/**
 * `/api/v1/advanced_data_type/`: Superset registers this API only when ENABLE_ADVANCED_DATA_TYPES
 * is on, so without the flag both routes answer 404 like any unknown path.
 */
export function mountAdvancedDataTypeRoutes(app: Hono<AppEnv>): void {
  const enabled = (c: { get(key: 'services'): AppEnv['Variables']['services'] }) =>
    c.get('services').config.featureFlags.has('ENABLE_ADVANCED_DATA_TYPES');

  app.get('/api/v1/advanced_data_type/types', (c) => {
    if (!enabled(c)) throw new NotFoundError();
    return c.json({ result: Object.keys(ADVANCED_DATA_TYPES) });
  });

  app.get('/api/v1/advanced_data_type/convert', (c) => {
    if (!enabled(c)) throw new NotFoundError();
    const q = parseRisonParam(c.req.query('q'));
    const item = q !== null && typeof q === 'object' && !Array.isArray(q) ? (q as Record<string, unknown>) : {};
    const type = typeof item.type === 'string' ? item.type : '';
    const values = item.values;
    const convert = Object.hasOwn(ADVANCED_DATA_TYPES, type) ? ADVANCED_DATA_TYPES[type] : undefined;
    if (!convert || !Array.isArray(values) || values.length === 0) {
      throw new BadRequestError(`Invalid advanced data type: ${type}`);
    }
    return c.body(stringifyWithBigInts({ result: convert(values) }), 200, { 'content-type': 'application/json' });
  });
}
