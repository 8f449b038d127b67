/**
 * Time ranges (time-range-semantics.md): `since : until` strings → naive ISO datetimes, with an
 * injected clock. Pure: no I/O, the only clock is `options.now`.
 *
 * Decisions where Chartroom departs from the reference (Apache Superset, 2025-05) — for the README:
 *
 * 1. Sub-day shorthands work (the fix of apache/superset PR #44254): `hour` belongs to the
 *    `this|last|next|prior [N] <unit>` pattern, and the implicit other end of `Last/Next
 *    <second|minute|hour>` is `now`, so `Last hour` is now-1h .. now instead of the error
 *    "From date cannot be larger than to date".
 * 2. `relativeStart`/`relativeEnd` are optional and, when omitted, follow the unit (`now` for
 *    second/minute/hour, `today` otherwise). For day and longer units this is exactly the
 *    reference's `today` default; callers (chart data) should pass them only when the query's
 *    `extras` set them, so that `Last 5 minutes` on a chart means the last five minutes rather
 *    than the five minutes before midnight.
 * 3. `LASTDAY` also accepts `quarter` and `day`, so `end of this quarter` / `end of this day`
 *    resolve (last day at 00:00) instead of failing to parse.
 * 4. Free-form text that is not a date format is read by chrono-node instead of parsedatetime, and
 *    only when the whole text is understood: `day before yesterday` is an error rather than being
 *    read as `yesterday`. Texts with no time of day resolve to midnight, as in the reference.
 * 5. Free-form sides are parsed directly instead of being pasted into `DATETIME('<side>')`, so a
 *    quote in the text (`Valentine's`) cannot break the expression.
 * 6. A zone suffix (`Z`, `+02:00`) on an ISO datetime is dropped and the wall-clock value kept
 *    (results are naive); the reference would mix aware and naive datetimes and fail. Fractions of
 *    a second are dropped.
 * 7. A time of day alone (`10:30`) is that time today (dateutil would take 1 January).
 * 8. Expressions must be consumed whole: text after a complete expression is an error (pyparsing
 *    silently ignored it). Grammar error texts are our own ("Expected ..., found ... (at char N)").
 * 9. Units in expressions may be plural (`DATEADD(..., 2, days)`).
 * 10. `DATEDIFF` with a unit other than day/year answers "Unable to calculate such a date delta"
 *     (the reference fails to parse it).
 * 11. HOLIDAY uses date-holidays (about 200 countries, English names). Only public and bank
 *     holidays are searched (observances such as Christmas Eve or Valentine's Day would win prefix
 *     matches), substitute days are ignored (observed=False), "Labour" and "Labor" are the same
 *     word, a name in brackets is an alias ("End of Ramadan (Eid al-Fitr)" answers to "Eid al-Fitr"),
 *     `UK` means `GB`. An unknown country is "Unknown country for HOLIDAY: [XX]". Names and
 *     lunar-calendar dates can differ from Python's `holidays` (Eid al-Fitr 2000 in SA: 7 January
 *     here, 8 January there).
 * 12. A time shift that cannot be read is an error `Cannot parse time string [<shift>]` (the
 *     reference silently does not shift). Shifts move into the past (`1 day`, `-1 day`,
 *     `1 day ago`, `last month`) unless they say `later`, `after`, `from now` or `hence`.
 * 13. Years outside 1..9999 are an error "Date out of range: year must be in 1..9999" (the
 *     reference overflows with a 500).
 * 14. The instant time comparison (`instantTimeComparisonRange`) is always available; the feature
 *     flag belongs to the caller.
 * 15. Input size is bounded: a time range longer than 1000 characters is "Time range is too long
 *     (at most 1000 characters)", a time shift longer than 64 cannot be parsed.
 */
export { resolveTimeRangeRequest, TimeRangeRequestError, type TimeRangeResult } from './api.ts';
export {
  TimeDeltaAmbiguousError,
  TimeRangeAmbiguousError,
  TimeRangeError,
  TimeRangeParseFailError,
  TimeRangeValueError,
} from './errors.ts';
export {
  getSinceUntil,
  type RelativeAnchor,
  resolveSinceUntil,
  type SinceUntil,
  type TimeRangeOptions,
} from './since-until.ts';
export { parseTimeShift, shiftDatetime, shiftTimeRange, type TimeShift, unshiftDatetime } from './time-shift.ts';
