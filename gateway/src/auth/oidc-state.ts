import { EncryptJWT, jwtDecrypt } from 'jose';
import type { MetadataStore } from '../metadata/store.ts';
import type { PendingSignIn } from './oidc-client.ts';
import { deriveKey, loadSecretMaterial } from './secret-material.ts';

/** A sign-in must come back from the provider within 10 minutes. */
export const PENDING_SIGN_IN_SECONDS = 600;

export interface PendingSignInSeal {
  seal(pending: PendingSignIn): Promise<string>;
  /** The pending sign-in, or null when the value is absent, forged, tampered with or expired. */
  open(sealed: string | undefined): Promise<PendingSignIn | null>;
}

const FIELDS = ['provider', 'state', 'nonce', 'codeVerifier', 'next'] as const;

/**
 * The state, nonce and PKCE verifier travel in an encrypted cookie (A256GCM under a key derived
 * from the shared secret): every gateway can open it, nothing is stored, and the browser can
 * neither read the verifier nor change any of it.
 */
export function pendingSignInSeal(store: MetadataStore): PendingSignInSeal {
  let key: Promise<Uint8Array> | null = null;
  const keyOf = () => {
    key ??= loadSecretMaterial(store).then((material) => deriveKey(material, 'oauth-state'));
    return key;
  };
  return {
    async seal(pending) {
      return new EncryptJWT({ ...pending })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${PENDING_SIGN_IN_SECONDS}s`)
        .encrypt(await keyOf());
    },
    async open(sealed) {
      if (!sealed) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, await keyOf(), { requiredClaims: ['exp'] });
        const pending: Partial<PendingSignIn> = {};
        for (const field of FIELDS) {
          const value = payload[field];
          if (typeof value !== 'string') return null;
          pending[field] = value;
        }
        return pending as PendingSignIn;
      } catch {
        return null;
      }
    },
  };
}
