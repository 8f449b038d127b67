import type { Context, MiddlewareHandler } from 'hono';
import { changedSecrets, diffSnapshots } from '../audit/audit-diff.ts';
import { readRow, snapshotOf } from '../audit/audit-snapshots.ts';
import { classifyWrite, type WriteTarget } from '../audit/audit-targets.ts';
import { VIA_GRAPHQL_HEADER } from '../graphql/rest-client.ts';
import { clientAddress } from './auth/client-address.ts';
import type { AppEnv } from './context.ts';
import { parseRisonParam } from './rison.ts';

/** The ids of a bulk delete's `?q=!(1,2)`; none when q is absent or not such a list. */
function bulkIdsOf(raw: string | undefined): number[] {
  if (!raw) return [];
  try {
    const value = parseRisonParam(raw);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v)) : [];
  } catch {
    return [];
  }
}

async function newIdOf(c: Context<AppEnv>): Promise<number | null> {
  if (!(c.res.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const body = (await c.res.clone().json()) as { id?: unknown } | null;
    return typeof body?.id === 'number' ? body.id : null;
  } catch {
    return null;
  }
}

type Row = Record<string, unknown> | null;

/**
 * Records every successful write in the audit log, once for REST and GraphQL alike (GraphQL
 * mutations reach the store through these routes): who, from where, which object and what changed.
 * Objects of the model APIs are read before and after the write and the difference stored (secrets
 * redacted); other writes (permalinks, filter state, SQL Lab runs...) are recorded without one.
 * Refused or failed requests changed nothing and are not recorded.
 */
export const auditWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  const method = c.req.method;
  const target: WriteTarget | null = user
    ? classifyWrite(method, c.req.path, {
        bulkIds: method === 'DELETE' ? bulkIdsOf(c.req.query('q')) : [],
        userId: user.id,
      })
    : null;
  if (!user || !target) return next();
  const { store, audit, log } = c.get('services');
  const ids = target.ids;
  const read = async (id: number): Promise<Row> => {
    if (!target.model) return null;
    try {
      return await readRow(store.prisma, target.model, id);
    } catch (error) {
      log.warn({ err: error }, 'audit log could not read the object');
      return null;
    }
  };
  const before = new Map<number, Row>();
  for (const id of ids) before.set(id, await read(id));

  await next();
  if (c.res.status >= 400) return;

  const written = target.idFromAnswer ? [await newIdOf(c)].filter((id): id is number => id !== null) : ids;
  const common = {
    userId: user.id,
    username: user.username,
    action: target.action,
    resourceType: target.resourceType,
    method,
    path: c.req.path,
    source: c.req.header(VIA_GRAPHQL_HEADER) === 'graphql' ? 'graphql' : 'rest',
    ipAddress: clientAddress(c.req.raw),
  };
  if (!written.length) {
    await audit.record({ ...common, resourceId: null });
    return;
  }
  for (const id of written) {
    const old = before.get(id) ?? null;
    // A deleted object reads as null: its diff is every field going away.
    const now = await read(id);
    const diff = target.model ? diffSnapshots(snapshotOf(old), snapshotOf(now), changedSecrets(old, now)) : null;
    await audit.record({ ...common, resourceId: String(id), diff });
  }
};
