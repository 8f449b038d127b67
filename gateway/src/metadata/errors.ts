import { Prisma } from './generated/sqlite/client.ts';

/**
 * True when a write failed on a unique constraint (Prisma P2002). Both generated clients share the
 * runtime, so the error class is the same whichever database is behind the store.
 */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2002';
}

/** True when an update/delete found no row (Prisma P2025). */
export function isRecordNotFound(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2025';
}

/** What a request answers (503) while the metadata store cannot be reached. */
export const METADATA_UNAVAILABLE = 'The metadata store is unavailable. Try again in a moment.';

/** Driver-adapter error kinds that mean the store cannot be reached now (not a bad query). */
const UNREACHABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'ConnectionClosed',
  'TooManyConnections',
  'SocketTimeout',
  'TlsConnectionError',
]);

/**
 * PostgreSQL codes of a lost or refused connection: class 08 (connection exception), 57P01-57P03
 * (administrator/crash shutdown, cannot connect now: what a restart does), 3D000 (the database does
 * not exist, e.g. while it is renamed or restored), 53300 (too many connections).
 */
const UNREACHABLE_PG_CODE = /^(08...|57P0[1-3]|3D000|53300)$/;
const UNREACHABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
const UNREACHABLE_MESSAGE = /Connection terminated|connection is closed|Can't reach database server/i;

/**
 * True when a metadata query failed because the store (PostgreSQL) cannot be reached right now,
 * rather than because of the query (only errors of the Prisma client count): a restarted, stopped or renamed database. Walks the cause chain
 * Prisma and its driver adapter wrap such failures in. Requests failing this way answer 503; the
 * connection pool opens fresh connections once the database is back.
 */
export function isMetadataUnavailable(err: unknown): boolean {
  // Only failures of the metadata client itself: a warehouse's lost connection is that chart's error.
  const name = err instanceof Error ? err.name : '';
  if (!name.startsWith('PrismaClient') && name !== 'DriverAdapterError') return false;
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const o = e as Record<string, unknown>;
    if (e instanceof Prisma.PrismaClientInitializationError) return true;
    if (typeof o.kind === 'string' && UNREACHABLE_KINDS.has(o.kind)) return true;
    for (const code of [o.originalCode, o.code]) {
      if (typeof code !== 'string') continue;
      if (o.kind === 'postgres' && UNREACHABLE_PG_CODE.test(code)) return true;
      if (UNREACHABLE_NODE_CODES.has(code) || code === 'P1001' || code === 'P1017') return true;
    }
    if (typeof o.message === 'string' && UNREACHABLE_MESSAGE.test(o.message)) return true;
    const meta = o.meta as Record<string, unknown> | undefined;
    queue.push(o.cause, meta?.driverAdapterError, ...(Array.isArray(o.errors) ? o.errors : []));
  }
  return false;
}
