import { GraphQLError } from 'graphql';

/**
 * The expected failures of the gateway. Each carries `extensions.code`, which is what lets it through
 * the error mask; anything else a resolver throws is logged and answered as a generic message.
 */
export type ChartroomErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'QUERY_TOO_DEEP'
  | 'QUERY_TOO_COSTLY'
  | 'UPSTREAM_ERROR';

export class ChartroomError extends GraphQLError {
  readonly code: ChartroomErrorCode;
  constructor(code: ChartroomErrorCode, message: string, extensions: Record<string, unknown> = {}) {
    super(message, { extensions: { ...extensions, code } });
    this.code = code;
    this.name = new.target.name;
  }
}

/** No valid token or session: the whole response becomes HTTP 401 so the client can send the user to log in. */
export class UnauthenticatedError extends ChartroomError {
  constructor(message = 'Not authenticated: log in first.') {
    super('UNAUTHENTICATED', message, { http: { status: 401 } });
  }
}

export class ForbiddenError extends ChartroomError {
  constructor(message = 'Forbidden') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends ChartroomError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}

/** Bad arguments, or the REST surface rejected the request as malformed (400/422). */
export class ValidationError extends ChartroomError {
  constructor(message: string, details?: unknown) {
    super('BAD_USER_INPUT', message, details === undefined ? {} : { details });
  }
}

export class ConflictError extends ChartroomError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
