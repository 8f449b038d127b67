/**
 * Expected failures of the REST surface. Each carries the HTTP status and the body message the
 * specs give; the error handler turns them into `{"message": ...}`. Anything else is masked as a 500.
 */
export type ErrorMessage = string | Record<string, unknown>;

export class HttpError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 412 | 413 | 422 | 503;
  readonly body: ErrorMessage;
  constructor(status: HttpError['status'], body: ErrorMessage) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: ErrorMessage) {
    super(400, message);
    this.name = 'BadRequestError';
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message: string = 'Not authorized') {
    super(401, message);
    this.name = 'UnauthorizedError';
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string = 'Forbidden') {
    super(403, message);
    this.name = 'ForbiddenError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string = 'Not found') {
    super(404, message);
    this.name = 'NotFoundError';
  }
}

export class UnprocessableError extends HttpError {
  constructor(message: ErrorMessage) {
    super(422, message);
    this.name = 'UnprocessableError';
  }
}
