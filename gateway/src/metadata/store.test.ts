import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPendingMigrations, MigrationChecksumError, type MigrationTarget } from './migrate.ts';
import { loadMigrations, migrationChecksum } from './migration-files.ts';
import type { MetadataStore } from './store.ts';
import { createTestDatabase, silentLogger, type TestDatabase } from './testing.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fresh(provider: 'sqlite' | 'postgresql'): Promise<TestDatabase> {
  const db = await createTestDatabase(provider);
  cleanups.push(db.drop);
  return db;
}

async function open(db: TestDatabase): Promise<MetadataStore> {
  const store = await db.open();
  cleanups.push(() => store.close());
  return store;
}

function targetOf(db: TestDatabase): MigrationTarget {
  return db.config.databaseUrl
    ? { provider: 'postgresql', url: db.config.databaseUrl }
    : { provider: 'sqlite', file: `${db.config.dataDir}/chartroom.db` };
}

async function appliedRows(store: MetadataStore): Promise<{ name: string; checksum: string }[]> {
  return store.prisma.$queryRawUnsafe('SELECT name, checksum FROM "_chartroom_migrations" ORDER BY name');
}

describe.each(['sqlite', 'postgresql'] as const)('metadata store on %s', (provider) => {
  it('applies every committed migration once, then nothing on the next start', async () => {
    const db = await fresh(provider);
    const files = await loadMigrations(provider);
    expect(files.length).toBeGreaterThan(0);

    const store = await open(db);
    expect(store.provider).toBe(provider);
    expect((await appliedRows(store)).map((r) => [r.name, r.checksum])).toEqual(files.map((f) => [f.name, f.checksum]));

    // The schema is usable through the client: a write and a relation round-trip.
    const user = await store.prisma.user.create({ data: { username: 'u1', passwordHash: 'x' } });
    const role = await store.prisma.role.create({ data: { name: 'R' } });
    await store.prisma.userRole.create({ data: { userId: user.id, roleId: role.id } });
    expect(await store.prisma.user.findUnique({ where: { id: user.id }, include: { roles: true } })).toMatchObject({
      roles: [{ roleId: role.id }],
    });

    expect(await applyPendingMigrations(targetOf(db), silentLogger)).toEqual({ applied: [] });
    const again = await open(db);
    expect(await again.prisma.user.count()).toBe(1);
    expect(await appliedRows(again)).toHaveLength(files.length);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const db = await fresh(provider);
    await open(db);
    const files = await loadMigrations(provider);
    const first = files[0];
    if (!first) throw new Error('no migrations');
    const sql = `${first.sql}\n-- edited after the fact\n`;
    const edited = [{ ...first, sql, checksum: migrationChecksum(sql) }, ...files.slice(1)];
    await expect(applyPendingMigrations(targetOf(db), silentLogger, edited)).rejects.toThrow(MigrationChecksumError);
    await expect(applyPendingMigrations(targetOf(db), silentLogger, edited)).rejects.toThrow(
      new RegExp(`${first.name} was changed after it was applied`),
    );
  });

  it('applies a later migration, and rolls back one that fails', async () => {
    const db = await fresh(provider);
    const files = await loadMigrations(provider);
    await applyPendingMigrations(targetOf(db), silentLogger, files);
    const good = { name: '29990101000000_add_probe', sql: 'CREATE TABLE "probe" ("id" INTEGER NOT NULL PRIMARY KEY);' };
    const bad = {
      name: '29990101000001_broken',
      sql: 'CREATE TABLE "probe2" ("id" INTEGER NOT NULL PRIMARY KEY);\nINSERT INTO "no_such_table" VALUES (1);',
    };
    const withGood = [...files, { ...good, checksum: migrationChecksum(good.sql) }];
    expect(await applyPendingMigrations(targetOf(db), silentLogger, withGood)).toEqual({ applied: [good.name] });
    await expect(
      applyPendingMigrations(targetOf(db), silentLogger, [
        ...withGood,
        { ...bad, checksum: migrationChecksum(bad.sql) },
      ]),
    ).rejects.toThrow(/no_such_table/);
    const store = await open(db);
    const names = (await appliedRows(store)).map((r) => r.name);
    expect(names).toContain(good.name);
    expect(names).not.toContain(bad.name);
    // The failed migration's first statement was rolled back with it.
    await expect(store.prisma.$queryRawUnsafe('SELECT * FROM "probe2"')).rejects.toThrow();
  });
});

describe('metadata store on sqlite', () => {
  it('uses WAL and enforces foreign keys', async () => {
    const db = await fresh('sqlite');
    const store = await open(db);
    expect(await store.prisma.$queryRawUnsafe('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1n }]);
    const raw = new Database(`${db.config.dataDir}/chartroom.db`, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    await expect(store.prisma.userRole.create({ data: { userId: 999, roleId: 999 } })).rejects.toThrow(/foreign key/i);
  });
});

describe('metadata store on postgresql', () => {
  it('lets two processes start at once: one applies, the other waits and finds nothing to do', async () => {
    const db = await fresh('postgresql');
    const target = targetOf(db);
    const results = await Promise.all([
      applyPendingMigrations(target, silentLogger),
      applyPendingMigrations(target, silentLogger),
      applyPendingMigrations(target, silentLogger),
    ]);
    const files = await loadMigrations('postgresql');
    expect(results.flatMap((r) => r.applied).sort()).toEqual(files.map((f) => f.name));
    expect(results.filter((r) => r.applied.length > 0)).toHaveLength(1);

    const [a, b] = await Promise.all([open(db), open(db)]);
    expect(await a.prisma.user.count()).toBe(0);
    expect(await b.prisma.user.count()).toBe(0);
    const client = new pg.Client({ connectionString: target.provider === 'postgresql' ? target.url : '' });
    await client.connect();
    const { rows } = await client.query('SELECT count(*)::int AS n FROM "_chartroom_migrations"');
    await client.end();
    expect(rows[0]).toEqual({ n: files.length });
  });
});
