/**
 * The three failure kinds of the reference implementation. The REST layer needs to tell them apart:
 * `/api/v1/time_range/` prefixes all of them with "Unexpected time range: ", while the chart-data
 * path reports parse/ambiguity errors as a `time_range` validation error and the rest as a
 * generic 400.
 */
export class TimeRangeError extends Error {
  override name = 'TimeRangeError';
}

/** Free-form text nobody could read (reference: TimeRangeParseFailError). */
export class TimeRangeParseFailError extends TimeRangeError {
  override name = 'TimeRangeParseFailError';
  constructor(text: string) {
    super(`Cannot parse time string [${text}]`);
  }
}

/** A bare "<n> <unit>" that could mean the past or the future (reference: TimeRangeAmbiguousError). */
export class TimeRangeAmbiguousError extends TimeRangeError {
  override name = 'TimeRangeAmbiguousError';
  constructor(text: string) {
    super(`Time string is ambiguous. Please specify [${text} ago] or [${text} later].`);
  }
}

/** A delta that could go either way (reference: TimeDeltaAmbiguousError). */
export class TimeDeltaAmbiguousError extends TimeRangeError {
  override name = 'TimeDeltaAmbiguousError';
  constructor(text: string) {
    super(`Time delta is ambiguous. Please specify [${text} ago] or [${text} later].`);
  }
}

/** Everything the reference raises as a plain ValueError: grammar errors, since > until, unknown holiday. */
export class TimeRangeValueError extends TimeRangeError {
  override name = 'TimeRangeValueError';
}
