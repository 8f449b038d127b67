import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { currentUser } from '../auth/session.ts';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError } from '../errors.ts';
import { assertCan } from '../permissions.ts';

/** KeyValue resource of the SQL a form post hands to SQL Lab. */
export const SQLLAB_FORM_RESOURCE = 'sqllab_form_post';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SqlLabRequestedQuery {
  sql: string;
  datasourceKey: string | null;
  [extra: string]: unknown;
}

function parseFormData(raw: unknown): SqlLabRequestedQuery {
  if (typeof raw !== 'string' || raw.trim() === '') throw new BadRequestError('Missing form_data');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new BadRequestError(`form_data is not JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequestError('form_data must be a JSON object');
  }
  const data = parsed as Record<string, unknown>;
  if (typeof data.sql !== 'string') throw new BadRequestError('form_data.sql must be a string');
  if (data.datasourceKey !== undefined && data.datasourceKey !== null && typeof data.datasourceKey !== 'string') {
    throw new BadRequestError('form_data.datasourceKey must be a string');
  }
  return { ...data, sql: data.sql, datasourceKey: (data.datasourceKey as string | undefined) ?? null };
}

/**
 * `POST /superset/sqllab/` (Explore's "View in SQL Lab" posts a form with `form_data`): the SQL is
 * kept as a KeyValue entry and the browser is redirected to the client page, which reads it back
 * through `GET /api/v1/sqllab/state/<key>`. A redirect keeps the SQL out of the URL.
 */
export function mountSqlLabRoutes(app: Hono<AppEnv>): void {
  app.post('/superset/sqllab', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_read', 'SQLLab');
    const fields = await readFields(c);
    const query = parseFormData(fields.form_data);
    const key = randomUUID();
    await c.get('services').store.prisma.keyValue.create({
      data: { resource: SQLLAB_FORM_RESOURCE, uuid: key, value: JSON.stringify(query), createdById: user.id },
    });
    return c.redirect(`/sqllab/?requested_query=${key}`, 302);
  });

  app.get('/api/v1/sqllab/state/:key', async (c) => {
    const user = currentUser(c);
    assertCan(user, 'can_read', 'SQLLab');
    const key = c.req.param('key');
    if (!UUID.test(key)) throw new NotFoundError();
    const row = await c.get('services').store.prisma.keyValue.findUnique({ where: { uuid: key } });
    // Another user's posted SQL is not theirs to read.
    if (!row || row.resource !== SQLLAB_FORM_RESOURCE || (row.createdById !== user.id && !user.isAdmin)) {
      throw new NotFoundError();
    }
    return c.json({ result: JSON.parse(row.value) as SqlLabRequestedQuery });
  });
}
