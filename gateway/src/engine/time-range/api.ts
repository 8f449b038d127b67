import { TimeRangeError } from './errors.ts';
import { getSinceUntil } from './since-until.ts';

/** One element of the `GET /api/v1/time_range/` answer; open ends are empty strings. */
export interface TimeRangeResult {
  since: string;
  until: string;
  timeRange: string;
  shift: string | null;
}

/** A malformed `q` or an unreadable range: the REST layer answers 400 with this message. */
export class TimeRangeRequestError extends Error {
  override name = 'TimeRangeRequestError';
}

interface Entry {
  timeRange: string;
  shift: string | null;
}

function entriesOf(q: unknown): Entry[] {
  if (typeof q === 'string') return [{ timeRange: q, shift: null }];
  const shapeError = new TimeRangeRequestError(
    'Unexpected time range: q must be a string or a list of {timeRange: string, shift?: string}',
  );
  if (!Array.isArray(q)) throw shapeError;
  return q.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw shapeError;
    const { timeRange, shift } = item as Record<string, unknown>;
    if (typeof timeRange !== 'string' || (shift !== undefined && shift !== null && typeof shift !== 'string')) {
      throw shapeError;
    }
    return { timeRange, shift: shift ?? null };
  });
}

/**
 * The `/api/v1/time_range/` answer (time-range-semantics.md §7): each entry evaluated with no
 * relative anchors; one failing entry fails the whole call.
 */
export function resolveTimeRangeRequest(q: unknown, now: string): { result: TimeRangeResult[] } {
  const result = entriesOf(q).map(({ timeRange, shift }) => {
    try {
      const { since, until } = getSinceUntil(timeRange, { now, ...(shift ? { timeShift: shift } : {}) });
      return { since: since ?? '', until: until ?? '', timeRange, shift };
    } catch (error) {
      if (error instanceof TimeRangeError) throw new TimeRangeRequestError(`Unexpected time range: ${error.message}`);
      throw error;
    }
  });
  return { result };
}
