#!/bin/sh
# Prisma's CLI insists on a schema-engine binary before `generate`, even though generate never
# runs it; the native binary cannot be downloaded here, so this placeholder stands in for it.
# Migrations are produced by @prisma/schema-engine-wasm instead (scripts/new-migration.ts).
echo "chartroom: the native Prisma schema engine is not available; use npm run migration:new -w gateway" >&2
exit 1
