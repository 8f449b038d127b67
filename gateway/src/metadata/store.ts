import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { PrismaClient as PostgresqlPrismaClient } from './generated/postgresql/client.ts';
import { PrismaClient as SqlitePrismaClient } from './generated/sqlite/client.ts';
import { applyPendingMigrations } from './migrate.ts';

/**
 * One client type for both databases: the two generated clients come from the same models, so
 * their APIs are identical; the SQLite one names the type.
 */
export type PrismaClient = SqlitePrismaClient;

export interface MetadataStore {
  prisma: PrismaClient;
  provider: 'sqlite' | 'postgresql';
  close(): Promise<void>;
}

const SQLITE_BUSY_TIMEOUT_MS = 10_000;

/** Where the URL points, without credentials or query parameters (never log a password). */
function describePostgresUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

async function openSqlite(config: Config, log: Logger): Promise<MetadataStore> {
  await mkdir(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'chartroom.db');
  await applyPendingMigrations({ provider: 'sqlite', file }, log);
  const adapter = new PrismaBetterSqlite3({ url: `file:${file}`, timeout: SQLITE_BUSY_TIMEOUT_MS });
  const prisma = new SqlitePrismaClient({ adapter });
  // The adapter holds a single connection, so these per-connection settings hold for its life.
  // WAL lets readers proceed while a writer commits; it persists in the file (the migrator set it).
  await prisma.$queryRawUnsafe('PRAGMA journal_mode = WAL');
  await prisma.$executeRawUnsafe('PRAGMA foreign_keys = ON');
  await prisma.$executeRawUnsafe(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  log.info({ file }, 'metadata store: SQLite');
  return { prisma, provider: 'sqlite', close: () => prisma.$disconnect() };
}

async function openPostgresql(url: string, log: Logger): Promise<MetadataStore> {
  await applyPendingMigrations({ provider: 'postgresql', url }, log);
  const adapter = new PrismaPg({ connectionString: url });
  const prisma = new PostgresqlPrismaClient({ adapter }) as unknown as PrismaClient;
  await prisma.$connect();
  log.info({ database: describePostgresUrl(url) }, 'metadata store: PostgreSQL');
  return { prisma, provider: 'postgresql', close: () => prisma.$disconnect() };
}

/**
 * Opens the metadata store chosen by the config (PostgreSQL when DATABASE_URL is set, SQLite in
 * the data dir otherwise) after applying pending migrations.
 */
export async function openMetadataStore(config: Config, log: Logger): Promise<MetadataStore> {
  return config.databaseUrl ? openPostgresql(config.databaseUrl, log) : openSqlite(config, log);
}
