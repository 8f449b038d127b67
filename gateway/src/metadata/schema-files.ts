import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The hand-written SQLite schema: the single source of truth for the metadata model. */
export const SQLITE_SCHEMA_PATH = fileURLToPath(new URL('../../prisma/schema.prisma', import.meta.url));
/** Derived from the SQLite schema by `npm run generate -w gateway`; committed so reviewers see it. */
export const POSTGRESQL_SCHEMA_PATH = fileURLToPath(new URL('../../prisma/schema.postgresql.prisma', import.meta.url));

const HEADER =
  '// GENERATED from schema.prisma by `npm run generate -w gateway`. Do not edit: change schema.prisma\n' +
  '// and regenerate. The tests fail when this file is out of date.\n\n';

function replaceOnce(text: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  const count = matches?.length ?? 0;
  if (count !== 1) {
    throw new Error(`schema.prisma: expected exactly one ${what}, found ${count}`);
  }
  return text.replace(pattern, replacement);
}

/**
 * The PostgreSQL schema is the SQLite one with another provider and client output: the model
 * types stay identical, which is what lets one PrismaClient type serve both databases.
 */
export function renderPostgresqlSchema(sqliteSchema: string): string {
  let out = replaceOnce(
    sqliteSchema,
    /(datasource\s+db\s*\{[^}]*provider\s*=\s*)"sqlite"/,
    '$1"postgresql"',
    'datasource with provider = "sqlite"',
  );
  out = replaceOnce(
    out,
    /(generator\s+client\s*\{[^}]*output\s*=\s*)"\.\.\/src\/metadata\/generated\/sqlite"/,
    '$1"../src/metadata/generated/postgresql"',
    'generator output "../src/metadata/generated/sqlite"',
  );
  return HEADER + out;
}

export interface SchemaDriftReport {
  current: boolean;
  expected: string;
  actual: string | null;
}

/** Drift check: is the committed schema.postgresql.prisma what schema.prisma renders to today? */
export async function checkPostgresqlSchemaCurrent(): Promise<SchemaDriftReport> {
  const expected = renderPostgresqlSchema(await readFile(SQLITE_SCHEMA_PATH, 'utf8'));
  const actual = await readFile(POSTGRESQL_SCHEMA_PATH, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return null;
    throw err;
  });
  return { current: actual === expected, expected, actual };
}
