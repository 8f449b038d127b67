import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type MetadataProvider = 'sqlite' | 'postgresql';

export interface MigrationFile {
  /** Folder name, `<YYYYMMDDHHMMSS>_<name>`; names sort in the order they must apply. */
  name: string;
  sql: string;
  checksum: string;
}

export const MIGRATION_NAME_PATTERN = /^\d{14}_[a-z0-9_]+$/;

export function migrationsDir(provider: MetadataProvider): string {
  return fileURLToPath(new URL(`../../prisma/migrations/${provider}`, import.meta.url));
}

/** Line endings are normalised first so a checkout with CRLF does not count as an edit. */
export function migrationChecksum(sql: string): string {
  return createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');
}

/** The committed migrations for a provider, oldest first. */
export async function loadMigrations(
  provider: MetadataProvider,
  dir = migrationsDir(provider),
): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const out: MigrationFile[] = [];
  for (const name of names) {
    if (!MIGRATION_NAME_PATTERN.test(name)) {
      throw new Error(`${join(dir, name)}: migration folders are named <YYYYMMDDHHMMSS>_<snake_case_name>`);
    }
    const sql = await readFile(join(dir, name, 'migration.sql'), 'utf8');
    out.push({ name, sql, checksum: migrationChecksum(sql) });
  }
  return out;
}
