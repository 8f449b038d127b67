/**
 * Expected failures of the engine, each with the user-facing message the REST layer sends as 400
 * (`field` set when the message belongs to a request field, e.g. `time_range`).
 */
export class QueryCompileError extends Error {
  readonly field: string | null;
  constructor(message: string, field: string | null = null) {
    super(message);
    this.name = 'QueryCompileError';
    this.field = field;
  }
}

/** The database refused or failed the query (Superset's ChartDataQueryFailedError): 400. */
export class QueryExecutionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QueryExecutionError';
  }
}
