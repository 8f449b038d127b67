// Development tooling behind `npm run migration:new` and the migrations-are-current test: diffs
// the committed migrations against the schema with @prisma/schema-engine-wasm (a devDependency;
// the running product never imports this file). The migrations are replayed into a scratch
// database (a temp SQLite file; a throwaway PostgreSQL database on CHARTROOM_MIGRATION_PG_URL,
// default postgresql://postgres@127.0.0.1:5432/postgres) and the engine diffs that database.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PrismaBetterSqlite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaPg } from '@prisma/adapter-pg';
import type { DiffTarget } from '@prisma/schema-engine-wasm';
import pg from 'pg';
import { pino } from 'pino';
import { applyPendingMigrations } from './migrate.ts';
import { loadMigrations, type MetadataProvider } from './migration-files.ts';
import { openSchemaEngine } from './schema-engine.ts';
import { POSTGRESQL_SCHEMA_PATH, SQLITE_SCHEMA_PATH } from './schema-files.ts';

const gatewayDir = fileURLToPath(new URL('../..', import.meta.url));
const silentLog = pino({ level: 'silent' });

const MIGRATIONS_TABLE_NAMES: Record<MetadataProvider, string[]> = {
  sqlite: ['_chartroom_migrations'],
  postgresql: ['public._chartroom_migrations'],
};

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

/**
 * The engine's introspection reads pg_catalog columns of type "char" (relkind, contype...), which
 * @prisma/adapter-pg 7.10 rejects as an unsupported type; their values already arrive as strings,
 * so they are relabelled as text before the adapter sees them.
 */
function introspectablePool(pool: pg.Pool): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
  (pool as unknown as { query: (...args: unknown[]) => Promise<pg.QueryResult> }).query = async (...args) => {
    const result = await query(...args);
    for (const field of result.fields ?? []) {
      if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    }
    return result;
  };
  return pool;
}

/**
 * The wasm engine cannot replay a migrations folder itself (it hands multi-statement scripts to
 * the SQLite adapter's single-statement executeRaw), so the history is applied to a scratch
 * database with the runtime runner and the engine diffs that database against the schema.
 */
async function withScratchDatabase<T>(
  provider: MetadataProvider,
  use: (factory: PrismaBetterSqlite3 | PrismaPg) => Promise<T>,
): Promise<T> {
  if (provider === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'chartroom-migration-'));
    const file = join(dir, 'scratch.db');
    try {
      await applyPendingMigrations({ provider, file }, silentLog);
      return await use(new PrismaBetterSqlite3({ url: `file:${file}` }));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const adminUrl = process.env.CHARTROOM_MIGRATION_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `chartroom_scratch_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      await applyPendingMigrations({ provider, url: url.href }, silentLog);
      const pool = new pg.Pool({ connectionString: url.href });
      try {
        return await use(new PrismaPg(introspectablePool(pool)));
      } finally {
        await pool.end();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

async function diffProvider(provider: MetadataProvider): Promise<string> {
  const schema = await readFile(provider === 'sqlite' ? SQLITE_SCHEMA_PATH : POSTGRESQL_SCHEMA_PATH, 'utf8');
  const existing = await loadMigrations(provider);
  return withScratchDatabase(provider, async (factory) => {
    // "schemaDatasource" reads the live database behind the adapter the engine was opened with.
    const from: DiffTarget =
      existing.length === 0
        ? { tag: 'empty' }
        : { tag: 'schemaDatasource', files: [{ path: 'schema.prisma', content: schema }], configDir: gatewayDir };
    const { engine, explain } = await openSchemaEngine(factory, [['schema.prisma', schema]]);
    try {
      const result = await engine.diff({
        from,
        to: { tag: 'schemaDatamodel', files: [{ path: 'schema.prisma', content: schema }] },
        script: true,
        exitCode: null,
        // The runner's bookkeeping table is not part of the model.
        filters: { externalTables: MIGRATIONS_TABLE_NAMES[provider], externalEnums: [] },
      });
      return result.stdout ?? '';
    } catch (err) {
      throw new Error(`schema engine diff failed for ${provider}: ${explain(err)}`);
    } finally {
      engine.free();
    }
  });
}

/**
 * The engine opens a first PostgreSQL migration with CREATE SCHEMA IF NOT EXISTS "public", which
 * PostgreSQL checks against the database's CREATE privilege even when the schema exists: a
 * least-privilege application user would fail on it. The public schema always exists anyway.
 */
function dropPublicSchemaCreation(sql: string): string {
  return sql.replace(/-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "public";\n\n/, '');
}

/** True when a diff script holds nothing but comments. */
export function isEmptyScript(sql: string): boolean {
  return sql.replace(/--.*$/gm, '').trim() === '';
}

/**
 * The SQL that would bring a database migrated with the committed migrations up to the current
 * schema, per provider; empty scripts (see isEmptyScript) mean the migrations are current.
 * Needs the PostgreSQL server of CHARTROOM_MIGRATION_PG_URL for the PostgreSQL side.
 */
export async function diffMigrationsAgainstSchema(): Promise<Record<MetadataProvider, string>> {
  return {
    sqlite: await diffProvider('sqlite'),
    postgresql: dropPublicSchemaCreation(await diffProvider('postgresql')),
  };
}
