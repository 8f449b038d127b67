import { createHash, randomBytes } from 'node:crypto';
import Hashids from 'hashids';
import { isUniqueViolation } from '../../metadata/index.ts';
import type { PrismaClient } from '../prisma.ts';

/** KeyValue.resource of each permalink kind (Superset's KeyValueResource). */
export type PermalinkResource = 'dashboard_permalink' | 'explore_permalink';

/** server-semantics §8: keys are hashids of the row id, at least 11 characters. */
const MIN_KEY_LENGTH = 11;

/**
 * The salt of one resource's keys: random once per installation, then kept (so links stay valid
 * across restarts and nodes), and different per resource so an explore key never opens a dashboard.
 */
async function saltFor(prisma: PrismaClient, resource: PermalinkResource): Promise<string> {
  const key = `permalink_salt:${resource}`;
  const found = await prisma.appSetting.findUnique({ where: { key } });
  if (found) return found.value;
  try {
    await prisma.appSetting.create({ data: { key, value: randomBytes(16).toString('hex') } });
  } catch (error) {
    // Another request created it first: use theirs.
    if (!isUniqueViolation(error)) throw error;
  }
  return (await prisma.appSetting.findUniqueOrThrow({ where: { key } })).value;
}

async function codec(prisma: PrismaClient, resource: PermalinkResource): Promise<Hashids> {
  return new Hashids(await saltFor(prisma, resource), MIN_KEY_LENGTH);
}

/** JSON with sorted keys, so equal states hash alike whatever order their keys came in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as Record<string, unknown>)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A name-based (version 5 layout) UUID of (resource, user, value): the same state gets the same entry. */
export function deterministicUuid(resource: PermalinkResource, userId: number | null, value: unknown): string {
  const hex = createHash('sha1')
    .update(`${resource}\n${stableJson([userId, value])}`)
    .digest('hex')
    .slice(0, 32)
    .split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20, 32)}`;
}

/** Stores a value (or finds the identical one stored before) and returns its key. */
export async function createPermalink(
  prisma: PrismaClient,
  resource: PermalinkResource,
  userId: number,
  value: unknown,
): Promise<string> {
  const uuid = deterministicUuid(resource, userId, value);
  let row = await prisma.keyValue.findUnique({ where: { uuid } });
  if (!row) {
    try {
      row = await prisma.keyValue.create({
        data: { resource, uuid, value: JSON.stringify(value), createdById: userId },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      row = await prisma.keyValue.findUniqueOrThrow({ where: { uuid } });
    }
  }
  return (await codec(prisma, resource)).encode(row.id);
}

/** The stored value of a key, or null when the key is malformed, unknown, expired or of another resource. */
export async function readPermalink(prisma: PrismaClient, resource: PermalinkResource, key: string): Promise<unknown> {
  let ids: ReturnType<Hashids['decode']>;
  try {
    ids = (await codec(prisma, resource)).decode(key);
  } catch {
    return null;
  }
  const id = ids.length === 1 ? Number(ids[0]) : Number.NaN;
  if (!Number.isSafeInteger(id)) return null;
  const row = await prisma.keyValue.findUnique({ where: { id } });
  if (!row || row.resource !== resource || (row.expiresOn && row.expiresOn < new Date())) return null;
  try {
    return JSON.parse(row.value);
  } catch {
    return null;
  }
}
