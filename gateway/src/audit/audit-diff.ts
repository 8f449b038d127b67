/** A stored object as the audit log sees it: its columns and the ids of its links, as JSON values. */
export type Snapshot = Record<string, unknown>;

/** What changed, field by field: `[before, after]` (null on the side where the object did not exist). */
export type AuditDiff = Record<string, [unknown, unknown]>;

export const REDACTED = '[redacted]';

/**
 * Fields whose values never reach the audit log (password hashes, encrypted database passwords and
 * extras, tokens, secrets). A change is still recorded, as `[redacted]` on both sides.
 */
const SECRET_FIELD = /password|secret|encrypted|token|hash|salt|private_?key|credential/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isSecretField(k) ? REDACTED : plain(v)]));
  }
  return value;
}

/** A store field's column-style name, as Superset's API spells it (`sliceName` -> `slice_name`). */
export function columnName(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * A row as JSON values under column-style names (dates as ISO text), secret fields replaced by
 * `[redacted]` (null stays null).
 */
export function toSnapshot(row: Record<string, unknown>): Snapshot {
  const out: Snapshot = {};
  for (const [key, value] of Object.entries(row)) {
    out[columnName(key)] = isSecretField(key) && value !== null && value !== undefined ? REDACTED : plain(value);
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Bookkeeping every save sets (the time of the change is the entry's own time). */
const BOOKKEEPING = new Set(['changed_on', 'last_saved_at']);

/**
 * The fields that differ between two snapshots of one object. A secret that changed shows as
 * `[redacted]` on both sides (the values are compared before redaction by the caller passing
 * `secretsChanged`). Bookkeeping that changes on every save (`changed_on`, `last_saved_at`) is left out
 * of updates.
 */
export function diffSnapshots(
  before: Snapshot | null,
  after: Snapshot | null,
  secretsChanged: readonly string[] = [],
): AuditDiff {
  const diff: AuditDiff = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (BOOKKEEPING.has(key) && before && after) continue;
    const b = before ? (before[key] ?? null) : null;
    const a = after ? (after[key] ?? null) : null;
    if (!same(b, a) || secretsChanged.includes(key)) diff[key] = [b, a];
  }
  return diff;
}

/** Secret fields (column-style names) whose raw values differ between two rows (a password reset...). */
export function changedSecrets(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  if (!before || !after) return [];
  return Object.keys({ ...before, ...after })
    .filter((key) => isSecretField(key) && !same(plain(before[key]), plain(after[key])))
    .map(columnName);
}
