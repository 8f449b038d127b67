import { createReadThroughCache } from '../cache/read-through-cache.ts';
import type { MetadataStore } from '../metadata/store.ts';

/** KeyValue resource of the sessions ended by a logout; `uuid` holds the token's jti. */
export const REVOKED_SESSION_RESOURCE = 'revoked_session';

/**
 * How long a "not revoked" answer is reused: a logout on another gateway applies within this time
 * (the gateway where it happened forgets its answer at once).
 */
export const REVOCATION_TTL_MS = 2_000;

export interface SessionRevocations {
  revoke(jti: string, userId: number, expiresAt: Date): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
}

/**
 * Ended sessions, kept in the metadata store that every gateway shares (PostgreSQL in scale-out
 * mode), until the token would have expired anyway.
 */
export function createSessionRevocations(store: MetadataStore): SessionRevocations {
  const cache = createReadThroughCache<string, boolean>({ ttlMs: REVOCATION_TTL_MS, maxEntries: 50_000 });
  const load = async (jti: string) =>
    (await store.prisma.keyValue.count({ where: { resource: REVOKED_SESSION_RESOURCE, uuid: jti } })) > 0;
  return {
    async revoke(jti, userId, expiresAt) {
      const { prisma } = store;
      await prisma.keyValue.upsert({
        where: { uuid: jti },
        create: {
          resource: REVOKED_SESSION_RESOURCE,
          uuid: jti,
          value: String(userId),
          createdById: userId,
          expiresOn: expiresAt,
        },
        update: {},
      });
      cache.invalidate(jti);
      // Revocations of tokens that have expired since protect nothing any more.
      await prisma.keyValue.deleteMany({
        where: { resource: REVOKED_SESSION_RESOURCE, expiresOn: { lt: new Date() } },
      });
    },
    isRevoked: (jti) => cache.get(jti, load),
  };
}
