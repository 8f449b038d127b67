import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { MetadataStore } from '../metadata/store.ts';
import { deriveKey, loadSecretMaterial } from './secret-material.ts';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

export type TokenType = 'access' | 'refresh';

export interface VerifiedToken {
  userId: number;
  type: TokenType;
}

export interface TokenService {
  issueAccessToken(userId: number): Promise<string>;
  issueRefreshToken(userId: number): Promise<string>;
  /**
   * The token's user when the signature, expiry and type check out; null otherwise. Only access
   * tokens pass by default, so a refresh token cannot stand in for one.
   */
  verify(token: string, type?: TokenType): Promise<VerifiedToken | null>;
}

export interface TokenLifetimes {
  /** Seconds; Superset's JWT_ACCESS_TOKEN_EXPIRES defaults to 15 minutes. */
  accessSeconds: number;
  /** Seconds; Superset's JWT_REFRESH_TOKEN_EXPIRES defaults to 30 days. */
  refreshSeconds: number;
}

const DEFAULT_LIFETIMES: TokenLifetimes = { accessSeconds: 15 * 60, refreshSeconds: 30 * 24 * 3600 };
const ISSUER = 'chartroom';

/** HS256 tokens signed with a key derived from the secret shared by every node. */
export function createTokenService(store: MetadataStore, lifetimes: Partial<TokenLifetimes> = {}): TokenService {
  const { accessSeconds, refreshSeconds } = { ...DEFAULT_LIFETIMES, ...lifetimes };
  let key: Promise<Uint8Array> | null = null;
  const verified = createVerifiedTokenCache<VerifiedToken>();
  const signingKey = () => {
    key ??= loadSecretMaterial(store).then((material) => deriveKey(material, 'token-signing'));
    return key;
  };

  async function issue(userId: number, type: TokenType, seconds: number): Promise<string> {
    if (!Number.isInteger(userId) || userId <= 0) throw new Error(`invalid user id ${userId}`);
    const now = Math.floor(Date.now() / 1000);
    // Claims follow Flask-JWT-Extended, which Superset's /api/v1/security/login issues.
    return new SignJWT({ type, fresh: type === 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + seconds)
      .sign(await signingKey());
  }

  return {
    issueAccessToken: (userId) => issue(userId, 'access', accessSeconds),
    issueRefreshToken: (userId) => issue(userId, 'refresh', refreshSeconds),
    async verify(token, type = 'access') {
      const cacheKey = `${type}:${token}`;
      const known = verified.get(cacheKey);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await signingKey(), { algorithms: ['HS256'], issuer: ISSUER });
        const userId = Number(payload.sub);
        if (payload.type !== type || !Number.isInteger(userId) || userId <= 0) return null;
        const claims: VerifiedToken = { userId, type };
        if (typeof payload.exp === 'number') verified.set(cacheKey, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
