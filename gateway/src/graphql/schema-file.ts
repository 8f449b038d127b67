import { readFile, writeFile } from 'node:fs/promises';
import {
  DirectiveLocation,
  GraphQLBoolean,
  GraphQLDirective,
  GraphQLInt,
  GraphQLSchema,
  GraphQLString,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { getSchema } from './schema.ts';

/** schema.graphql at the repository root: what the client's Relay compiler and codegen read. */
export const SCHEMA_FILE = new URL('../../../schema.graphql', import.meta.url).pathname;

/**
 * @defer and @stream as the server accepts them (the defer-stream plugin adds them when it serves the
 * schema): printed so that the Relay compiler lets client operations use them.
 */
const incrementalDirectives = [
  new GraphQLDirective({
    name: 'defer',
    description: 'Delivers the fragment in a later part of the response, when it is ready.',
    locations: [DirectiveLocation.FRAGMENT_SPREAD, DirectiveLocation.INLINE_FRAGMENT],
    args: {
      if: { type: GraphQLBoolean, defaultValue: true, description: 'Defers only when true.' },
      label: { type: GraphQLString, description: 'Names the part in the response.' },
    },
  }),
  new GraphQLDirective({
    name: 'stream',
    description: 'Delivers the items of a list one by one after the first `initialCount`.',
    locations: [DirectiveLocation.FIELD],
    args: {
      if: { type: GraphQLBoolean, defaultValue: true, description: 'Streams only when true.' },
      label: { type: GraphQLString, description: 'Names the parts in the response.' },
      initialCount: { type: GraphQLInt, defaultValue: 0, description: 'Items sent with the first part.' },
    },
  }),
];

/** The SDL as committed: sorted, so that a diff shows what changed rather than where it was declared. */
export function printChartroomSchema(): string {
  const schema = getSchema();
  const served = new GraphQLSchema({
    ...schema.toConfig(),
    directives: [...schema.getDirectives(), ...incrementalDirectives],
  });
  return `${printSchema(lexicographicSortSchema(served))}\n`;
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
