import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { PASSWORD_MASK } from '../../auth/index.ts';
import type { Prisma } from '../../metadata/index.ts';
import { readFields } from '../body.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError, NotFoundError, UnprocessableError } from '../errors.ts';
import { infoHandler, listContext, listHandler, parseId } from '../list/handlers.ts';
import { relatedHandler, relatedUsers } from '../list/related.ts';
import { assertCan } from '../permissions.ts';
import { availableEngines } from './database-available.ts';
import { connectionErrorBody, tryConnect, usableUri } from './database-connect.ts';
import { mountDatabaseIntrospection } from './database-introspect.ts';
import { databaseInclude, databaseResource, serializeDatabase } from './database-resource.ts';
import {
  assertConnectable,
  assertSupportedUri,
  backendOf,
  PASSWORD_NEEDED,
  passwordOf,
  sameConnectionTarget,
  storedConnection,
} from './database-uri.ts';
import { refuseSshTunnel, validateParameters } from './database-validate.ts';
import { distinctHandler } from './dataset-distinct.ts';
import { relatedObjects } from './datasource-related-objects.ts';

/** Fields a client may set, with their checks (Superset's DatabasePostSchema / PutSchema). */
function editableFields(body: Record<string, unknown>): Prisma.DatabaseUncheckedUpdateInput {
  const out: Prisma.DatabaseUncheckedUpdateInput = {};
  const bool = (key: string, field: keyof Prisma.DatabaseUncheckedUpdateInput) => {
    const v = body[key];
    if (v === undefined) return;
    if (typeof v !== 'boolean') throw new BadRequestError({ [key]: ['Not a valid boolean.'] });
    (out as Record<string, unknown>)[field] = v;
  };
  bool('allow_file_upload', 'allowFileUpload');
  bool('expose_in_sqllab', 'exposeInSqllab');
  bool('allow_run_async', 'allowRunAsync');
  bool('allow_ctas', 'allowCtas');
  bool('allow_cvas', 'allowCvas');
  bool('allow_dml', 'allowDml');
  bool('impersonate_user', 'impersonateUser');
  if (body.cache_timeout !== undefined) {
    const v = body.cache_timeout;
    if (v !== null && (typeof v !== 'number' || !Number.isInteger(v) || v < -1)) {
      throw new BadRequestError({ cache_timeout: ['Not a valid integer.'] });
    }
    out.cacheTimeout = v as number | null;
  }
  if (body.extra !== undefined) {
    const v = body.extra;
    const text = typeof v === 'string' ? v : JSON.stringify(v ?? {});
    try {
      const parsed = JSON.parse(text || '{}');
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    } catch (e) {
      throw new BadRequestError({ extra: [`Field cannot be decoded by JSON. ${(e as Error).message}`] });
    }
    out.extra = text || '{}';
  }
  if (body.external_url !== undefined) out.externalUrl = body.external_url === null ? null : String(body.external_url);
  if (body.is_managed_externally !== undefined) out.isManagedExternally = body.is_managed_externally === true;
  return out;
}

function databaseName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new BadRequestError({ database_name: ['Missing data for required field.'] });
  }
  if (value.length > 250) throw new BadRequestError({ database_name: ['Length must be between 1 and 250.'] });
  return value.trim();
}

async function findDatabase(c: Context<AppEnv>) {
  const ctx = listContext(c);
  const id = parseId(c.req.param('id'));
  const d = id === null ? null : await ctx.prisma.database.findUnique({ where: { id }, include: databaseInclude });
  if (!d) throw new NotFoundError();
  return d;
}

export function mountDatabaseRoutes(app: Hono<AppEnv>): void {
  app.get('/api/v1/database', listHandler(databaseResource));
  app.get(
    '/api/v1/database/_info',
    infoHandler(databaseResource, {
      permissions: ['can_read', 'can_write', 'can_export', 'can_upload'],
      addColumns: [
        'database_name',
        'sqlalchemy_uri',
        'allow_file_upload',
        'expose_in_sqllab',
        'cache_timeout',
        'extra',
      ],
      editColumns: [
        'database_name',
        'sqlalchemy_uri',
        'allow_file_upload',
        'expose_in_sqllab',
        'cache_timeout',
        'extra',
      ],
      title: 'Database',
    }),
  );
  app.get(
    '/api/v1/database/related/:column',
    relatedHandler('Database', { created_by: relatedUsers, changed_by: relatedUsers }),
  );
  app.get(
    '/api/v1/database/distinct/:column',
    distinctHandler('Database', {
      database_name: async (ctx) =>
        (await ctx.prisma.database.findMany({ select: { databaseName: true } })).map((r) => r.databaseName),
    }),
  );

  app.get('/api/v1/database/available', async (c) => {
    assertCan(listContext(c).user, 'can_read', 'Database');
    return c.json({ databases: availableEngines() });
  });

  app.post('/api/v1/database/test_connection', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Database');
    const body = await readFields(c);
    refuseSshTunnel(body);
    const uri = assertSupportedUri(body.sqlalchemy_uri);
    // A client testing an edited connection sends back the masked URI: the stored password is used,
    // but only towards the database it was given for (else a changed host would receive it).
    const existing =
      typeof body.database_name === 'string'
        ? await ctx.prisma.database.findUnique({ where: { databaseName: body.database_name } })
        : null;
    const sameTarget = existing !== null && sameConnectionTarget(uri, existing.sqlalchemyUri);
    if (passwordOf(uri) === PASSWORD_MASK && existing?.encryptedPassword && !sameTarget) {
      throw new BadRequestError(PASSWORD_NEEDED);
    }
    const stored = sameTarget ? (existing?.encryptedPassword ?? null) : null;
    const same =
      existing && existing.sqlalchemyUri === uri
        ? existing
        : await ctx.prisma.database.findFirst({ where: { sqlalchemyUri: uri } });
    // A connection already registered (the examples the server made itself) may be tested as it is.
    if (!same) assertConnectable(c.get('services').config, uri);
    const pooled =
      same && (same.id === existing?.id || !passwordOf(uri)) ? c.get('services').connectors.get(same) : undefined;
    const failure = await tryConnect(usableUri(uri, stored), pooled);
    if (failure !== null) return c.json(connectionErrorBody(failure, backendOf(uri)), 422);
    return c.json({ message: 'OK' });
  });

  app.post('/api/v1/database/validate_parameters', async (c) => {
    assertCan(listContext(c).user, 'can_write', 'Database');
    const body = await readFields(c);
    const errors = await validateParameters(body, (uri) => assertConnectable(c.get('services').config, uri));
    if (errors.length > 0) return c.json({ errors, message: errors.map((e) => e.message).join(' ') }, 422);
    return c.json({ message: 'OK' });
  });

  app.post('/api/v1/database', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Database');
    const body = await readFields(c);
    refuseSshTunnel(body);
    const name = databaseName(body.database_name);
    const uri = assertSupportedUri(body.sqlalchemy_uri);
    assertConnectable(c.get('services').config, uri);
    const fields = editableFields(body);
    if (await ctx.prisma.database.findUnique({ where: { databaseName: name } })) {
      throw new UnprocessableError({ database_name: ['A database with the same name already exists.'] });
    }
    const created = await ctx.prisma.database.create({
      data: {
        ...(fields as Prisma.DatabaseUncheckedCreateInput),
        uuid: typeof body.uuid === 'string' ? body.uuid : randomUUID(),
        databaseName: name,
        ...storedConnection(uri, null),
        createdById: ctx.user.id,
        changedById: ctx.user.id,
      },
      include: databaseInclude,
    });
    return c.json({ id: created.id, result: serializeDatabase(created, new Date()) }, 201);
  });

  mountDatabaseIntrospection(app);

  app.get('/api/v1/database/:id/related_objects', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_read', 'Database');
    const d = await findDatabase(c);
    const datasets = await ctx.prisma.dataset.findMany({ where: { databaseId: d.id }, select: { id: true } });
    return c.json({
      ...(await relatedObjects(
        ctx.prisma,
        datasets.map((t) => t.id),
      )),
      sqllab_tab_states: { count: 0, result: [] },
    });
  });

  app.get('/api/v1/database/:id', async (c) => {
    assertCan(listContext(c).user, 'can_read', 'Database');
    const d = await findDatabase(c);
    return c.json({ id: d.id, result: serializeDatabase(d, new Date()) });
  });

  app.put('/api/v1/database/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Database');
    const d = await findDatabase(c);
    const body = await readFields(c);
    refuseSshTunnel(body);
    const data: Prisma.DatabaseUncheckedUpdateInput = { ...editableFields(body), changedById: ctx.user.id };
    if (body.database_name !== undefined) {
      const name = databaseName(body.database_name);
      const clash = await ctx.prisma.database.findUnique({ where: { databaseName: name } });
      if (clash && clash.id !== d.id) {
        throw new UnprocessableError({ database_name: ['A database with the same name already exists.'] });
      }
      data.databaseName = name;
    }
    if (body.sqlalchemy_uri !== undefined) {
      const uri = assertSupportedUri(body.sqlalchemy_uri);
      // Unchanged, a connection the server registered itself (the examples) stays as it is.
      if (uri !== d.sqlalchemyUri) assertConnectable(c.get('services').config, uri);
      const sameTarget = sameConnectionTarget(uri, d.sqlalchemyUri);
      if (passwordOf(uri) === PASSWORD_MASK && d.encryptedPassword && !sameTarget) {
        throw new BadRequestError(PASSWORD_NEEDED);
      }
      Object.assign(data, storedConnection(uri, sameTarget ? d.encryptedPassword : null));
    }
    const updated = await ctx.prisma.database.update({ where: { id: d.id }, data, include: databaseInclude });
    return c.json({ id: updated.id, result: serializeDatabase(updated, new Date()) });
  });

  app.delete('/api/v1/database/:id', async (c) => {
    const ctx = listContext(c);
    assertCan(ctx.user, 'can_write', 'Database');
    const d = await findDatabase(c);
    const datasets = await ctx.prisma.dataset.findMany({ where: { databaseId: d.id }, select: { tableName: true } });
    if (datasets.length > 0) {
      throw new UnprocessableError(
        `There are ${datasets.length} datasets associated with this database: ${datasets.map((t) => t.tableName).join(', ')}`,
      );
    }
    const reports = await ctx.prisma.reportSchedule.count({ where: { databaseId: d.id } });
    if (reports > 0)
      throw new UnprocessableError(`There are ${reports} alerts or reports associated with this database`);
    await ctx.prisma.database.delete({ where: { id: d.id } });
    return c.json({ message: 'OK' });
  });
}
