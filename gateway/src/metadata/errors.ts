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
