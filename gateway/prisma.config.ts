// Configuration for the Prisma CLI (`prisma generate`, `validate`, `format`), run from gateway/.
// The runtime never reads it: the client gets its connection through a driver adapter
// (src/metadata/store.ts), and migrations are committed SQL applied by src/metadata/migrate.ts.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations/sqlite' },
});
