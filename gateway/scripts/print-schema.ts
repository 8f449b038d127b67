// `npm run schema:print`: writes schema.graphql from the Pothos schema (commit the result).
import { SCHEMA_FILE, writeSchemaFile } from '../src/graphql/schema-file.ts';

export { checkSchemaFile, printChartroomSchema, writeSchemaFile } from '../src/graphql/schema-file.ts';

if (import.meta.url === new URL(process.argv[1] ?? '', 'file://').href) {
  const sdl = await writeSchemaFile();
  console.log(`wrote ${SCHEMA_FILE} (${sdl.split('\n').length} lines)`);
}
