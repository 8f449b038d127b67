import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './secret-material.ts';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

let installedKey: Uint8Array | null = null;

/**
 * Installs the process-wide encryption key from the shared secret material (bootstrapSecurity
 * does this at start-up); encryptSecret/decryptSecret refuse to run before it.
 */
export function installSecretKey(material: string): void {
  installedKey = deriveKey(material, 'secret-encryption');
}

function key(): Uint8Array {
  if (!installedKey) throw new Error('secret encryption is not initialised: call bootstrapSecurity(store, ...) first');
  return installedKey;
}

/** AES-256-GCM; the output is `v1:` + base64url(iv | tag | ciphertext). */
export function encryptSecret(plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Throws (without echoing the input) when the value was altered or encrypted under another key. */
export function decryptSecret(cipherText: string): string {
  const [version, payload] = cipherText.split(':', 2);
  if (version !== VERSION || payload === undefined) throw new Error('not an encrypted secret (unknown format)');
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('not an encrypted secret (too short)');
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('encrypted secret cannot be decrypted: it was altered or the secret key changed');
  }
}

/** Superset's placeholder for a password that is stored but not shown. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

/**
 * SQLAlchemy's own URL grammar (sqlalchemy.engine.url): the username stops at ":" or "/", the
 * password runs to the first "@". Mirroring it means we mask exactly what Superset would.
 */
const URI_PASSWORD = /^([\w+]+:\/\/[^:/]*:)([^@]*)(@)/;

/**
 * Replaces the password of a connection URI (`scheme://user:password@host/...`) with XXXXXXXXXX;
 * URIs without a password (or with an empty one) come back unchanged.
 */
export function maskUri(uri: string): string {
  const m = URI_PASSWORD.exec(uri);
  if (!m || m[2] === '') return uri;
  return `${m[1]}${PASSWORD_MASK}${m[3]}${uri.slice(m[0].length)}`;
}
