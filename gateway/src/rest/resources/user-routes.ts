import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { listHandler } from '../list/handlers.ts';
import { userResource } from './user-resource.ts';

export function mountUserRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/security/users', listHandler(userResource));
}
