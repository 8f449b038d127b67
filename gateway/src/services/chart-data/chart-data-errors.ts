import { ConnectorConfigError } from '../../connectors/errors.ts';
import { QueryCompileError, QueryExecutionError } from '../../engine/errors.ts';
import { QueryContextError } from '../../engine/query-context.ts';
import { UnsafeSqlError } from '../../engine/sql-guard.ts';
import { TimeRangeAmbiguousError, TimeRangeError, TimeRangeParseFailError } from '../../engine/time-range/errors.ts';
import { BadRequestError } from '../../rest/errors.ts';

const incorrect = (field: string, message: string) =>
  new BadRequestError(`Request is incorrect: ${JSON.stringify({ [field]: [message] })}`);

/** The engine's expected failures as the 400s Superset sends for them; anything else as it is. */
export function chartDataHttpError(error: unknown): unknown {
  if (error instanceof QueryContextError) return new BadRequestError(error.message);
  if (error instanceof TimeRangeParseFailError || error instanceof TimeRangeAmbiguousError) {
    return incorrect('time_range', error.message);
  }
  // A database whose URI cannot be used fails like a query the database refused (messages carry no URI).
  if (
    error instanceof TimeRangeError ||
    error instanceof UnsafeSqlError ||
    error instanceof QueryExecutionError ||
    error instanceof ConnectorConfigError
  ) {
    return new BadRequestError(error.message);
  }
  if (error instanceof QueryCompileError) {
    return error.field ? incorrect(error.field, error.message) : new BadRequestError(error.message);
  }
  return error;
}
