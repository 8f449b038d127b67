import { readFileSync } from 'node:fs';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

/** What relay-compiler's `persistConfig` writes: `{ "<sha256 of the text>": "<operation text>" }`. */
export const PERSISTED_OPERATIONS_FILE = new URL('../../../../persisted-operations.json', import.meta.url).pathname;

/** Body keys that carry a persisted operation id (Relay's `doc_id`, the GraphQL-over-HTTP `documentId`, `id`). */
export const PERSISTED_ID_PARAMS = ['doc_id', 'documentId', 'id'] as const;

export function loadPersistedOperations(path = PERSISTED_OPERATIONS_FILE): ReadonlyMap<string, string> {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const parsed: unknown = JSON.parse(raw);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${path}: expected an object of id -> operation text`);
  }
  return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The id a request names: one of PERSISTED_ID_PARAMS, or Apollo's `extensions.persistedQuery.sha256Hash`. */
export function persistedOperationId(params: GraphQLParams): string | null {
  const body = params as GraphQLParams & Record<string, unknown>;
  for (const key of PERSISTED_ID_PARAMS) {
    const value = body[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  const apq = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | undefined)?.persistedQuery;
  return typeof apq?.sha256Hash === 'string' ? apq.sha256Hash : null;
}

/**
 * The client sends the Relay compiler's ids instead of operation texts; any other caller (GraphiQL,
 * scripts, codegen'd tools) may still send the text. The texts still go through parsing (cached),
 * validation, depth and cost limits like any other operation.
 */
export function usePersistedOperationIds(operations: ReadonlyMap<string, string>): Plugin {
  return usePersistedOperations({
    allowArbitraryOperations: true,
    extractPersistedOperationId: persistedOperationId,
    getPersistedOperation: (id) => operations.get(id) ?? null,
    customErrors: {
      notFound: {
        message: 'Unknown persisted operation id: send the operation text instead.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } },
      },
      keyNotFound: {
        message: 'Send an operation text (query) or a persisted operation id (doc_id).',
        extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } },
      },
    },
  }) as Plugin;
}
