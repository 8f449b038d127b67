import { hkdfSync, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { createVerifiedTokenCache } from '../auth/verified-token-cache.ts';

/** Async tokens carry no `exp` (as Superset's): a verified one is remembered this long. */
const REMEMBER_VERIFIED_MS = 10 * 60 * 1000;

/** Superset's GLOBAL_ASYNC_QUERIES_JWT_COOKIE_NAME. */
export const ASYNC_TOKEN_COOKIE = 'async-token';

export interface AsyncTokenClaims {
  channelId: string;
  userId: number | null;
}

/** The async-token JWT: HS256 with claims `channel` and `sub`, as Superset's async query manager writes it. */
export interface AsyncTokenService {
  /** A token for a new channel of this user. */
  issue(userId: number | null): Promise<{ token: string; claims: AsyncTokenClaims }>;
  /** The claims when the signature checks out; null otherwise. */
  verify(token: string): Promise<AsyncTokenClaims | null>;
}

/**
 * Keyed from the secret every node shares (CHARTROOM_SECRET_KEY or the one in the metadata store),
 * with its own derivation label, so a session token can never pass as an async token or back.
 */
export function createAsyncTokenService(secretMaterial: () => Promise<string>): AsyncTokenService {
  let key: Promise<Uint8Array> | null = null;
  // The cookie comes back on every chart-data request and event poll: check each string once.
  const verified = createVerifiedTokenCache<AsyncTokenClaims>();
  const signingKey = () => {
    key ??= secretMaterial().then(
      (m) => new Uint8Array(hkdfSync('sha256', m, 'chartroom', 'chartroom async-token', 32)),
    );
    return key;
  };
  return {
    async issue(userId) {
      const channelId = randomUUID();
      const jwt = new SignJWT({ channel: channelId }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' });
      if (userId !== null) jwt.setSubject(String(userId));
      const token = await jwt.setIssuedAt().sign(await signingKey());
      return { token, claims: { channelId, userId } };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'] });
        if (typeof payload.channel !== 'string' || !payload.channel) return null;
        const sub = payload.sub === undefined ? null : Number(payload.sub);
        if (sub !== null && !Number.isInteger(sub)) return null;
        const claims = { channelId: payload.channel, userId: sub };
        const until = typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now() + REMEMBER_VERIFIED_MS;
        verified.set(token, claims, until);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
