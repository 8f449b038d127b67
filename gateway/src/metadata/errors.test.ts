import { describe, expect, it } from 'vitest';
import { isMetadataUnavailable } from './errors.ts';
import { Prisma } from './generated/sqlite/client.ts';

const known = (cause: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError('Database error', {
    code: 'P2039',
    clientVersion: '7',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
  });

describe('isMetadataUnavailable', () => {
  it('is true for a lost or refused metadata connection', () => {
    expect(isMetadataUnavailable(known({ kind: 'postgres', code: '57P01', originalCode: '57P01' }))).toBe(true);
    expect(isMetadataUnavailable(known({ kind: 'postgres', code: '3D000' }))).toBe(true);
    expect(isMetadataUnavailable(known({ kind: 'postgres', code: '08006' }))).toBe(true);
    expect(isMetadataUnavailable(known({ kind: 'DatabaseNotReachable' }))).toBe(true);
    expect(isMetadataUnavailable(new Prisma.PrismaClientInitializationError("Can't reach database server", '7'))).toBe(
      true,
    );
  });

  it('is false for query errors and for errors that are not the metadata client’s', () => {
    expect(isMetadataUnavailable(known({ kind: 'UniqueConstraintViolation' }))).toBe(false);
    expect(isMetadataUnavailable(known({ kind: 'postgres', code: '42601' }))).toBe(false);
    // A warehouse's lost connection (pg driver error) is that chart's error, not the store's.
    const warehouse = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    expect(isMetadataUnavailable(warehouse)).toBe(false);
    expect(isMetadataUnavailable(null)).toBe(false);
  });
});
