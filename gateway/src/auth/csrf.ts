import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { MetadataStore } from '../metadata/store.ts';
import { deriveKey, loadSecretMaterial } from './secret-material.ts';

/** The header Superset's client (Flask-WTF) sends the token in. */
export const CSRF_HEADER = 'x-csrftoken';
/** Before login there is no session to bind the token to: a random cookie stands in (Flask's anonymous session). */
export const CSRF_SEED_COOKIE = 'csrf_seed';

export const CSRF_MISSING = 'The CSRF token is missing.';
export const CSRF_INVALID = 'The CSRF token is invalid.';

export interface CsrfTokens {
  /** The token for a binding (the session cookie, or the pre-login seed cookie). */
  tokenFor(binding: string): Promise<string>;
  /** Whether the token was issued for this binding (constant-time comparison). */
  verify(binding: string, token: string): Promise<boolean>;
}

const byStore = new WeakMap<MetadataStore, CsrfTokens>();

/**
 * Tokens are an HMAC of the session they belong to under a key derived from the shared secret, so
 * every gateway accepts them, nothing is stored, and a token dies with its session (logout,
 * expiry). Another site can neither read one (no CORS) nor compute one (no secret).
 */
export function csrfTokens(store: MetadataStore): CsrfTokens {
  const existing = byStore.get(store);
  if (existing) return existing;
  let key: Promise<Uint8Array> | null = null;
  const tokenFor = async (binding: string) => {
    key ??= loadSecretMaterial(store).then((material) => deriveKey(material, 'csrf'));
    return createHmac('sha256', await key)
      .update(binding)
      .digest('base64url');
  };
  const tokens: CsrfTokens = {
    tokenFor,
    verify: async (binding, token) => {
      const expected = Buffer.from(await tokenFor(binding));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
  byStore.set(store, tokens);
  return tokens;
}

/** What a token is bound to: the session cookie when there is one, the pre-login seed otherwise. */
export function csrfBinding(sessionCookie: string | undefined, seedCookie: string | undefined): string | null {
  if (sessionCookie) return `session:${sessionCookie}`;
  if (seedCookie) return `seed:${seedCookie}`;
  return null;
}

export function newCsrfSeed(): string {
  return randomBytes(24).toString('base64url');
}
