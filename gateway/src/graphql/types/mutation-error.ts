import type { ObjectRef, UnionRef } from '@pothos/core';
import { builder } from '../builder.ts';
import { ChartroomError } from '../errors.ts';

/** An expected failure of a mutation, returned as data (not as a top-level GraphQL error). */
export interface MutationErrorShape {
  kind: 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'CONFLICT';
  message: string;
  /** Field errors of a REST 400/422 (`{field: [messages]}`), when REST gave them. */
  fieldErrors?: unknown;
}

const isMutationError = (value: unknown): value is MutationErrorShape =>
  !!value && typeof value === 'object' && 'kind' in value && typeof (value as { kind: unknown }).kind === 'string';

export const ErrorInterface = builder.interfaceRef<MutationErrorShape>('Error').implement({
  description: 'An expected failure of a mutation, with the message the specs give for it.',
  fields: (t) => ({
    message: t.exposeString('message', { description: 'What went wrong, in the words of the specs.' }),
  }),
});

function errorType(name: string, kind: MutationErrorShape['kind'], description: string) {
  return builder.objectRef<MutationErrorShape>(name).implement({
    description,
    interfaces: [ErrorInterface],
    isTypeOf: (value) => isMutationError(value) && value.kind === kind,
  });
}

export const ForbiddenErrorRef = errorType(
  'ForbiddenError',
  'FORBIDDEN',
  'The viewer may not do this (e.g. edit a dashboard they do not own).',
);
export const NotFoundErrorRef = errorType('NotFoundError', 'NOT_FOUND', 'The object does not exist or is hidden.');
export const ConflictErrorRef = errorType(
  'ConflictError',
  'CONFLICT',
  'Someone changed the object since the viewer loaded it; reload and try again.',
);
export const ValidationErrorRef = builder.objectRef<MutationErrorShape>('ValidationError').implement({
  description: 'The input was refused; `fieldErrors` names each bad field.',
  interfaces: [ErrorInterface],
  isTypeOf: (value) => isMutationError(value) && value.kind === 'BAD_USER_INPUT',
  fields: (t) => ({
    fieldErrors: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Messages per field (`{"slice_name": ["Missing data for required field."]}`), when given.',
      resolve: (e) => e.fieldErrors ?? null,
    }),
  }),
});

type Types = typeof builder.$inferSchemaTypes;

const ERROR_TYPES = [ForbiddenErrorRef, NotFoundErrorRef, ConflictErrorRef, ValidationErrorRef] as const;

/**
 * `union <Name>Result = <Name>Payload | ForbiddenError | NotFoundError | ConflictError | ValidationError`.
 * Payload objects must not carry a `kind` field.
 */
export function mutationResult<T extends object>(
  name: string,
  payload: ObjectRef<Types, T, T>,
  description: string,
): UnionRef<Types, T | MutationErrorShape, T | MutationErrorShape> {
  const resolveType = (value: unknown) => (isMutationError(value) ? errorTypeName(value.kind) : payload.name);
  // Pothos cannot infer a union over a generic payload; the members and resolveType are checked above.
  const union = builder.unionType(`${name}Result`, {
    description,
    types: [payload, ...ERROR_TYPES] as never,
    resolveType: resolveType as never,
  });
  return union as unknown as UnionRef<Types, T | MutationErrorShape, T | MutationErrorShape>;
}

function errorTypeName(kind: MutationErrorShape['kind']): string {
  return {
    FORBIDDEN: 'ForbiddenError',
    NOT_FOUND: 'NotFoundError',
    CONFLICT: 'ConflictError',
    BAD_USER_INPUT: 'ValidationError',
  }[kind];
}

/**
 * Runs a mutation: the expected REST refusals (403, 404, 400/422, 409/412) become typed error
 * objects; 401 and anything unexpected still fail the operation (and are masked as usual).
 */
export async function asMutationResult<T>(run: () => Promise<T>): Promise<T | MutationErrorShape> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ChartroomError) {
      const details = (error.extensions as { details?: unknown }).details;
      if (error.code === 'FORBIDDEN' || error.code === 'NOT_FOUND' || error.code === 'CONFLICT') {
        return { kind: error.code, message: error.message };
      }
      if (error.code === 'BAD_USER_INPUT') {
        return {
          kind: 'BAD_USER_INPUT',
          message: error.message,
          ...(details !== undefined ? { fieldErrors: details } : {}),
        };
      }
    }
    throw error;
  }
}
