// npm run migration:new -w gateway -- <name>
// Diffs the committed migrations against the current schema, for SQLite and PostgreSQL, and writes
// prisma/migrations/<provider>/<timestamp>_<name>/migration.sql (see src/metadata/migration-diff.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { diffMigrationsAgainstSchema, isEmptyScript } from '../src/metadata/migration-diff.ts';
import { loadMigrations, migrationsDir } from '../src/metadata/migration-files.ts';
import { checkPostgresqlSchemaCurrent } from '../src/metadata/schema-files.ts';

function timestamp(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}${p(now.getUTCSeconds())}`;
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run migration:new -w gateway -- <snake_case_name>');
    process.exit(2);
  }
  const drift = await checkPostgresqlSchemaCurrent();
  if (!drift.current) {
    console.error('prisma/schema.postgresql.prisma is out of date: run `npm run generate -w gateway` first');
    process.exit(1);
  }
  const scripts = await diffMigrationsAgainstSchema();
  if (isEmptyScript(scripts.sqlite) && isEmptyScript(scripts.postgresql)) {
    console.log('schema.prisma matches the migrations: nothing to write');
    return;
  }
  const folder = `${timestamp(new Date())}_${name}`;
  for (const provider of ['sqlite', 'postgresql'] as const) {
    const latest = (await loadMigrations(provider)).at(-1)?.name;
    // Names order the migrations; a clock behind the last one would apply the new one too early.
    if (latest && latest >= folder) {
      throw new Error(`${folder} would not sort after the latest migration ${latest}; check the clock`);
    }
  }
  for (const provider of ['sqlite', 'postgresql'] as const) {
    const dir = join(migrationsDir(provider), folder);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'migration.sql'), scripts[provider]);
    console.log(`wrote prisma/migrations/${provider}/${folder}/migration.sql`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
