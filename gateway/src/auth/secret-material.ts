import { hkdfSync, randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../metadata/errors.ts';
import type { MetadataStore } from '../metadata/store.ts';

/** AppSetting key of the secret generated on first start and shared by every node. */
export const SECRET_KEY_SETTING = 'secret_key';

const cache = new WeakMap<MetadataStore, Promise<string>>();

async function readOrCreate(store: MetadataStore): Promise<string> {
  const existing = await store.prisma.appSetting.findUnique({ where: { key: SECRET_KEY_SETTING } });
  if (existing) return existing.value;
  const value = randomBytes(32).toString('base64url');
  try {
    await store.prisma.appSetting.create({ data: { key: SECRET_KEY_SETTING, value } });
    return value;
  } catch (err) {
    // Another node created it first: every node must use that one.
    if (!isUniqueViolation(err)) throw err;
    const winner = await store.prisma.appSetting.findUniqueOrThrow({ where: { key: SECRET_KEY_SETTING } });
    return winner.value;
  }
}

/**
 * The secret every signing and encryption key derives from: CHARTROOM_SECRET_KEY when set,
 * otherwise a random value created once in the metadata store (so all nodes agree on it).
 */
export function loadSecretMaterial(store: MetadataStore, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env.CHARTROOM_SECRET_KEY?.trim();
  if (fromEnv) return Promise.resolve(fromEnv);
  let pending = cache.get(store);
  if (!pending) {
    pending = readOrCreate(store);
    cache.set(store, pending);
    pending.catch(() => cache.delete(store));
  }
  return pending;
}

/** Independent 256-bit keys per purpose, so a token key never doubles as an encryption key. */
export function deriveKey(
  material: string,
  purpose: 'token-signing' | 'secret-encryption' | 'csrf' | 'oauth-state',
): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', material, 'chartroom', `chartroom ${purpose}`, 32));
}
