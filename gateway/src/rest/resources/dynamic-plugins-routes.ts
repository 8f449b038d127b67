import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * `GET /dynamic-plugins/api/read`: the registry of externally hosted viz plugins (Superset's
 * DYNAMIC_PLUGINS). Chartroom ships its viz types in the client and registers no external
 * bundles, so the registry is genuinely empty; the client asks and loads nothing. The answer has
 * FAB's list shape so Superset's client code reads it unchanged.
 */
export const DYNAMIC_PLUGINS: readonly { id: number; name: string; key: string; bundle_url: string }[] = [];

export function mountDynamicPluginRoutes(app: Hono<AppEnv>): void {
  app.get('/dynamic-plugins/api/read', (c) => c.json({ result: [...DYNAMIC_PLUGINS], count: DYNAMIC_PLUGINS.length }));
}
