import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { MetadataStore } from '../metadata/store.ts';
import { deriveKey, loadSecretMaterial } from './secret-material.ts';
import { createSessionRevocations } from './session-revocations.ts';
import { createVerifiedTokenCache } from './verified-token-cache.ts';

export type TokenType = 'access' | 'refresh';

export interface VerifiedToken {
  userId: number;
  type: TokenType;
  /** The token's id: what a logout revokes. */
  jti: string;
  expiresAt: Date;
}

export interface TokenService {
  issueAccessToken(userId: number): Promise<string>;
  issueRefreshToken(userId: number): Promise<string>;
  /**
   * The token's user when the signature, expiry and type check out; null otherwise. Only access
   * tokens pass by default, so a refresh token cannot stand in for one.
   */
  verify(token: string, type?: TokenType): Promise<VerifiedToken | null>;
  /**
   * Ends the session a refresh token (a browser's session cookie) stands for, on every gateway:
   * verify refuses it from then on. An invalid token is ignored.
   */
  revoke(token: string): Promise<void>;
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
  const revocations = createSessionRevocations(store);
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

  /** Signature, issuer, type and expiry; every token must carry an expiry, a subject and an id. */
  async function verifySignature(token: string, type: TokenType): Promise<VerifiedToken | null> {
    const cacheKey = `${type}:${token}`;
    const known = verified.get(cacheKey);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, await signingKey(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub', 'jti'],
      });
      const userId = Number(payload.sub);
      if (payload.type !== type || !Number.isInteger(userId) || userId <= 0) return null;
      if (typeof payload.exp !== 'number' || typeof payload.jti !== 'string') return null;
      const claims: VerifiedToken = { userId, type, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      verified.set(cacheKey, claims, payload.exp * 1000);
      return claims;
    } catch {
      return null;
    }
  }

  return {
    issueAccessToken: (userId) => issue(userId, 'access', accessSeconds),
    issueRefreshToken: (userId) => issue(userId, 'refresh', refreshSeconds),
    async verify(token, type = 'access') {
      const claims = await verifySignature(token, type);
      // Refresh tokens live for weeks (browser sessions): a logout must end them before that.
      if (claims && type === 'refresh' && (await revocations.isRevoked(claims.jti))) return null;
      return claims;
    },
    async revoke(token) {
      const claims = await verifySignature(token, 'refresh');
      if (claims) await revocations.revoke(claims.jti, claims.userId, claims.expiresAt);
    },
  };
}
