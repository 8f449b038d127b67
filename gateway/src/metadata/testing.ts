// Helpers for tests that need a real metadata store (never used by the running product).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { type Config, loadConfig } from '../config.ts';
import type { Logger } from '../logger.ts';
import { type MetadataStore, openMetadataStore } from './store.ts';

/** The server tests use: PostgreSQL on 127.0.0.1:5432 as postgres (override with CHARTROOM_TEST_PG_URL). */
export const TEST_PG_ADMIN_URL = process.env.CHARTROOM_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export const silentLogger: Logger = pino({ level: 'silent' });

export interface TestDatabase {
  /** For SQLite: the data dir; for PostgreSQL: the database URL. */
  config: Config;
  open(log?: Logger): Promise<MetadataStore>;
  drop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty metadata database: a temp data dir for SQLite, or a new PostgreSQL database with
 * a random name. `drop()` removes it (PostgreSQL: even with connections still open).
 */
export async function createTestDatabase(
  provider: 'sqlite' | 'postgresql',
  overrides: Partial<Config> = {},
): Promise<TestDatabase> {
  if (provider === 'sqlite') {
    const dataDir = await mkdtemp(join(tmpdir(), 'chartroom-meta-'));
    const config = loadConfig({}, { dataDir, databaseUrl: null, adminPassword: null, ...overrides });
    return {
      config,
      open: (log = silentLogger) => openMetadataStore(config, log),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `chartroom_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const config = loadConfig({}, { databaseUrl: url.href, adminPassword: null, ...overrides });
  return {
    config,
    open: (log = silentLogger) => openMetadataStore(config, log),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
