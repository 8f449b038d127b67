// Writes schema.postgresql.prisma from schema.prisma, then generates both Prisma clients.
// Runs as the gateway's postinstall, so a fresh `npm ci` leaves a usable client behind.
// Started through `node --import tsx` so it can share the schema renderer with the drift test.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { POSTGRESQL_SCHEMA_PATH, renderPostgresqlSchema, SQLITE_SCHEMA_PATH } from '../src/metadata/schema-files.ts';

const gatewayDir = fileURLToPath(new URL('..', import.meta.url));
const stubEngine = fileURLToPath(new URL('../prisma/schema-engine-stub.sh', import.meta.url));
const prismaCli = createRequire(import.meta.url).resolve('prisma/build/index.js');

const rendered = renderPostgresqlSchema(await readFile(SQLITE_SCHEMA_PATH, 'utf8'));
const previous = await readFile(POSTGRESQL_SCHEMA_PATH, 'utf8').catch(() => null);
if (previous !== rendered) {
  await writeFile(POSTGRESQL_SCHEMA_PATH, rendered);
  console.log('wrote prisma/schema.postgresql.prisma');
}

for (const schema of [SQLITE_SCHEMA_PATH, POSTGRESQL_SCHEMA_PATH]) {
  const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
    cwd: gatewayDir,
    stdio: 'inherit',
    // The CLI wants an engine binary before it starts even though generate never runs it.
    env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: stubEngine, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
  });
  if (result.status !== 0) {
    console.error(`prisma generate failed for ${schema}`);
    process.exit(result.status ?? 1);
  }
}
