import { readFile, writeFile } from 'node:fs/promises';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { getSchema } from './schema.ts';

/** schema.graphql at the repository root: what the client's Relay compiler and codegen read. */
export const SCHEMA_FILE = new URL('../../../schema.graphql', import.meta.url).pathname;

/** The SDL as committed: sorted, so that a diff shows what changed rather than where it was declared. */
export function printChartroomSchema(): string {
  return `${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}

export async function writeSchemaFile(path = SCHEMA_FILE): Promise<string> {
  const sdl = printChartroomSchema();
  await writeFile(path, sdl);
  return sdl;
}

export interface SchemaDrift {
  current: boolean;
  expected: string;
  actual: string | null;
}

/** Drift check: is the committed file exactly what the code prints? */
export async function checkSchemaFile(path = SCHEMA_FILE): Promise<SchemaDrift> {
  const expected = printChartroomSchema();
  const actual = await readFile(path, 'utf8').catch(() => null);
  return { current: actual === expected, expected, actual };
}
