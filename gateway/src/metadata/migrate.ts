import Database from 'better-sqlite3';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { loadMigrations, type MetadataProvider, type MigrationFile } from './migration-files.ts';

export type MigrationTarget = { provider: 'sqlite'; file: string } | { provider: 'postgresql'; url: string };

export interface MigrationOutcome {
  applied: string[];
}

export class MigrationChecksumError extends Error {
  override name = 'MigrationChecksumError';
}

const TABLE = '_chartroom_migrations';
/** Arbitrary but fixed: every Chartroom process contends for the same PostgreSQL advisory lock. */
const PG_LOCK_KEY = 72_617_001;

interface AppliedRow {
  name: string;
  checksum: string;
}

function verifyChecksums(applied: AppliedRow[], files: MigrationFile[], log: Logger): void {
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const row of applied) {
    const file = byName.get(row.name);
    if (!file) {
      // A newer release already migrated this database (rolling upgrade): keep serving, loudly.
      log.warn({ migration: row.name }, 'metadata database has a migration this version does not know');
      continue;
    }
    if (file.checksum !== row.checksum) {
      throw new MigrationChecksumError(
        `metadata migration ${row.name} was changed after it was applied (checksum ${row.checksum.slice(0, 12)}… in the database, ` +
          `${file.checksum.slice(0, 12)}… on disk). Applied migrations must never be edited: restore the file and add a new migration ` +
          '(npm run migration:new -w gateway -- <name>).',
      );
    }
  }
}

function migrateSqlite(file: string, migrations: MigrationFile[], log: Logger): string[] {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    db.pragma('journal_mode = WAL');
    // Prisma's SQLite migrations redefine tables (create copy, DROP, rename). With foreign keys on,
    // that DROP would cascade-delete child rows, so they stay off here and are checked before commit.
    db.pragma('foreign_keys = OFF');
    db.exec(`CREATE TABLE IF NOT EXISTS "${TABLE}" (
      "name" TEXT NOT NULL PRIMARY KEY,
      "checksum" TEXT NOT NULL,
      "applied_at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
    )`);
    const readApplied = () => db.prepare(`SELECT name, checksum FROM "${TABLE}" ORDER BY name`).all() as AppliedRow[];
    verifyChecksums(readApplied(), migrations, log);
    const applied: string[] = [];
    for (const migration of migrations) {
      // BEGIN IMMEDIATE takes the write lock first, so a second process waits and then sees the row.
      db.exec('BEGIN IMMEDIATE');
      try {
        const done = db.prepare(`SELECT 1 FROM "${TABLE}" WHERE name = ?`).get(migration.name);
        if (done) {
          db.exec('ROLLBACK');
          continue;
        }
        db.exec(migration.sql);
        const violations = db.pragma('foreign_key_check') as unknown[];
        if (violations.length > 0) {
          throw new Error(`metadata migration ${migration.name} leaves ${violations.length} foreign key violation(s)`);
        }
        db.prepare(`INSERT INTO "${TABLE}" (name, checksum, applied_at) VALUES (?, ?, ?)`).run(
          migration.name,
          migration.checksum,
          new Date().toISOString(),
        );
        db.exec('COMMIT');
        applied.push(migration.name);
        log.info({ migration: migration.name }, 'applied metadata migration');
      } catch (err) {
        if (db.inTransaction) db.exec('ROLLBACK');
        throw err;
      }
    }
    return applied;
  } finally {
    db.close();
  }
}

async function migratePostgresql(url: string, migrations: MigrationFile[], log: Logger): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Session-level lock: a second process blocks here until the first has finished migrating.
    await client.query('SELECT pg_advisory_lock($1)', [PG_LOCK_KEY]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS "${TABLE}" (
        "name" TEXT NOT NULL PRIMARY KEY,
        "checksum" TEXT NOT NULL,
        "applied_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
      )`);
      const { rows } = await client.query<AppliedRow>(`SELECT name, checksum FROM "${TABLE}" ORDER BY name`);
      verifyChecksums(rows, migrations, log);
      const done = new Set(rows.map((r) => r.name));
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.name)) continue;
        await client.query('BEGIN');
        try {
          // No parameters: the simple query protocol runs the whole multi-statement script.
          await client.query(migration.sql);
          await client.query(`INSERT INTO "${TABLE}" (name, checksum) VALUES ($1, $2)`, [
            migration.name,
            migration.checksum,
          ]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw new Error(`metadata migration ${migration.name} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(migration.name);
        log.info({ migration: migration.name }, 'applied metadata migration');
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [PG_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/**
 * Applies the committed migrations the database has not seen yet, oldest first, each in its own
 * transaction, recording them in `_chartroom_migrations`. Fails if an applied migration's file
 * changed since.
 */
export async function applyPendingMigrations(
  target: MigrationTarget,
  log: Logger,
  migrations?: MigrationFile[],
): Promise<MigrationOutcome> {
  const provider: MetadataProvider = target.provider;
  const files = migrations ?? (await loadMigrations(provider));
  const applied =
    target.provider === 'sqlite'
      ? migrateSqlite(target.file, files, log)
      : await migratePostgresql(target.url, files, log);
  return { applied };
}
