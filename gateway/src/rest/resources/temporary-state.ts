import { createHash, randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../metadata/index.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { PrismaClient } from '../prisma.ts';

/**
 * Superset's temporary cache (explore form data, dashboard filter state): short-lived entries with
 * an owner, kept in the metadata store's key_value table (so every node sees them) with an expiry.
 */
export type TemporaryResource = 'explore_form_data' | 'dashboard_filter_state';

/** EXPLORE_FORM_DATA_CACHE_CONFIG / FILTER_STATE_CACHE_CONFIG default timeouts. */
export const TEMPORARY_TTL_MS: Record<TemporaryResource, number> = {
  explore_form_data: 7 * 24 * 3600 * 1000,
  dashboard_filter_state: 90 * 24 * 3600 * 1000,
};

/** TemporaryCacheAccessDeniedError. */
export const NOT_OWNER = "You don't have permission to modify the value.";

export interface TemporaryEntry {
  owner: number;
  /** Which object the entry belongs to: the dashboard id, or the dataset/chart of an explore state. */
  scope: string;
  value: Record<string, unknown>;
}

/** Superset's random_key: secrets.token_urlsafe(48). */
const randomKey = () => randomBytes(48).toString('base64url');
/** The row of a key (a digest, so the table never holds a usable key in clear). */
const rowId = (resource: TemporaryResource, key: string) =>
  `${resource}:${createHash('sha256').update(key).digest('hex')}`;
/** The key a browser tab last used for the same object (Superset's contextual key). */
const contextId = (resource: TemporaryResource, userId: number, tabId: number, scope: string) =>
  `${resource}:ctx:${createHash('sha256')
    .update(JSON.stringify([userId, tabId, scope]))
    .digest('hex')}`;

async function readRow(prisma: PrismaClient, uuid: string, now: Date): Promise<string | null> {
  const row = await prisma.keyValue.findUnique({ where: { uuid } });
  if (!row || (row.expiresOn && row.expiresOn <= now)) return null;
  return row.value;
}

async function writeRow(
  prisma: PrismaClient,
  resource: string,
  uuid: string,
  value: string,
  userId: number,
  expiresOn: Date,
): Promise<void> {
  const data = { value, changedOn: new Date(), changedById: userId, expiresOn };
  try {
    await prisma.keyValue.upsert({
      where: { uuid },
      create: { resource, uuid, createdById: userId, ...data },
      update: data,
    });
  } catch (error) {
    // Two first writes raced: the second one updates.
    if (!isUniqueViolation(error)) throw error;
    await prisma.keyValue.update({ where: { uuid }, data });
  }
}

/**
 * Stores a new entry and returns its key. With a tab id, the tab's key for the same object is
 * reused (its value replaced), so a tab does not pile up entries.
 */
export async function createTemporary(
  prisma: PrismaClient,
  resource: TemporaryResource,
  entry: TemporaryEntry,
  tabId: number | null,
  now: Date,
): Promise<string> {
  const expiresOn = new Date(now.getTime() + TEMPORARY_TTL_MS[resource]);
  // Expired entries of this kind go when new ones come (no sweeper process needed).
  await prisma.keyValue.deleteMany({ where: { resource, expiresOn: { lte: now } } });
  let key: string | null = null;
  const ctx = tabId !== null ? contextId(resource, entry.owner, tabId, entry.scope) : null;
  if (ctx) key = await readRow(prisma, ctx, now);
  key ??= randomKey();
  await writeRow(prisma, resource, rowId(resource, key), JSON.stringify(entry), entry.owner, expiresOn);
  if (ctx) await writeRow(prisma, resource, ctx, key, entry.owner, expiresOn);
  return key;
}

/** The entry of a key, or null when unknown or expired. */
export async function readTemporary(
  prisma: PrismaClient,
  resource: TemporaryResource,
  key: string,
  now: Date,
): Promise<TemporaryEntry | null> {
  const text = await readRow(prisma, rowId(resource, key), now);
  if (text === null) return null;
  try {
    return JSON.parse(text) as TemporaryEntry;
  } catch {
    return null;
  }
}

/** Replaces the value of an entry its owner holds: 404 unknown, 403 someone else's. */
export async function updateTemporary(
  prisma: PrismaClient,
  resource: TemporaryResource,
  key: string,
  entry: TemporaryEntry,
  now: Date,
  sameScope: boolean,
): Promise<void> {
  const current = await readTemporary(prisma, resource, key, now);
  // A dashboard's key is only valid under that dashboard; explore state may move to another dataset.
  if (!current || (sameScope && current.scope !== entry.scope)) throw new NotFoundError();
  if (current.owner !== entry.owner) throw new ForbiddenError(NOT_OWNER);
  const expiresOn = new Date(now.getTime() + TEMPORARY_TTL_MS[resource]);
  await writeRow(prisma, resource, rowId(resource, key), JSON.stringify(entry), entry.owner, expiresOn);
}

/** Deletes an entry its owner holds: 404 unknown, 403 someone else's. */
export async function deleteTemporary(
  prisma: PrismaClient,
  resource: TemporaryResource,
  key: string,
  owner: number,
  scope: string | null,
  now: Date,
): Promise<void> {
  const current = await readTemporary(prisma, resource, key, now);
  if (!current || (scope !== null && current.scope !== scope)) throw new NotFoundError();
  if (current.owner !== owner) throw new ForbiddenError(NOT_OWNER);
  await prisma.keyValue.delete({ where: { uuid: rowId(resource, key) } });
}

/** `?tab_id=`: a non-negative integer, or null when absent. */
export function parseTabId(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined || raw === '') return null;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : 'invalid';
}
