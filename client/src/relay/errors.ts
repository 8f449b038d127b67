/** The gateway answered 401 (or an UNAUTHENTICATED error): the session is missing or expired. */
export class UnauthenticatedError extends Error {
  override readonly name = 'UnauthenticatedError';
  constructor(message = 'Please sign in to continue.') {
    super(message);
  }
}

export interface GraphQLErrorPayload {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: Readonly<Record<string, unknown>>;
}

/** A request that produced no data: transport failure, non-JSON answer, or only errors. */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly errors: readonly GraphQLErrorPayload[] = [],
  ) {
    super(message);
  }
}

export function isUnauthenticated(error: unknown): error is UnauthenticatedError {
  return error instanceof UnauthenticatedError;
}

/** The messages of the field errors Relay hands to `@catch` (see fetchGraphQL), one per line. */
export function fieldErrorMessage(errors: readonly unknown[]): string {
  const messages = errors.map((error) => {
    const record = (error ?? {}) as { message?: unknown; extensions?: { message?: unknown } };
    const message = record.message ?? record.extensions?.message;
    return typeof message === 'string' ? message : 'Sorry, an unknown error occurred';
  });
  return messages.join('\n') || 'Sorry, an unknown error occurred';
}
