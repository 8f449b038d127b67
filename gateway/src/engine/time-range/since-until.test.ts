import { describe, expect, it } from 'vitest';
import { getSinceUntil, type TimeRangeOptions } from './index.ts';

// Monday 2016-11-07 09:30:10, the clock of the reference's own tests.
const NOW = '2016-11-07T09:30:10';
const at = (timeRange: string, extra: Partial<TimeRangeOptions> = {}) =>
  getSinceUntil(timeRange, { now: NOW, ...extra });
const range = (since: string | null, until: string | null) => ({ since, until });

describe('getSinceUntil: shorthands of the time range popover', () => {
  it('No filter is unbounded on both ends', () => {
    expect(at('No filter')).toEqual(range(null, null));
  });

  it.each([
    ['Last day', '2016-11-06T00:00:00', '2016-11-07T00:00:00'],
    ['Last week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Last month', '2016-10-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last quarter', '2016-08-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last year', '2015-11-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 5 months', '2016-06-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 1 month', '2016-10-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 7 days', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['Last 2 weeks', '2016-10-24T00:00:00', '2016-11-07T00:00:00'],
    ['Last 2 quarters', '2016-05-07T00:00:00', '2016-11-07T00:00:00'],
    ['Last 3 years', '2013-11-07T00:00:00', '2016-11-07T00:00:00'],
  ])('%s is a rolling window ending today at midnight', (text, since, until) => {
    expect(at(text)).toEqual(range(since, until));
  });

  it.each([
    ['Next day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['Next week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['Next 5 months', '2016-11-07T00:00:00', '2017-04-07T00:00:00'],
    ['Next 1 month', '2016-11-07T00:00:00', '2016-12-07T00:00:00'],
    ['Next quarter', '2016-11-07T00:00:00', '2017-02-07T00:00:00'],
    ['Next 2 years', '2016-11-07T00:00:00', '2018-11-07T00:00:00'],
  ])('%s starts today at midnight', (text, since, until) => {
    expect(at(text)).toEqual(range(since, until));
  });

  it.each([
    ['Last hour', '2016-11-07T08:30:10', '2016-11-07T09:30:10'],
    ['Last 2 hours', '2016-11-07T07:30:10', '2016-11-07T09:30:10'],
    ['Last 5 minutes', '2016-11-07T09:25:10', '2016-11-07T09:30:10'],
    ['Last minute', '2016-11-07T09:29:10', '2016-11-07T09:30:10'],
    ['Last 30 seconds', '2016-11-07T09:29:40', '2016-11-07T09:30:10'],
    ['Next hour', '2016-11-07T09:30:10', '2016-11-07T10:30:10'],
    ['Next 10 minutes', '2016-11-07T09:30:10', '2016-11-07T09:40:10'],
  ])('sub-day shorthand %s is anchored at now on both ends (fix of the reference)', (text, since, until) => {
    expect(at(text)).toEqual(range(since, until));
  });

  it('sub-day shorthands still honour explicit anchors', () => {
    expect(at('Last hour', { relativeStart: 'today', relativeEnd: 'today' })).toEqual(
      range('2016-11-06T23:00:00', '2016-11-07T00:00:00'),
    );
  });

  it.each([
    ['previous calendar week', '2016-10-31T00:00:00', '2016-11-07T00:00:00'],
    ['previous calendar month', '2016-10-01T00:00:00', '2016-11-01T00:00:00'],
    ['previous calendar quarter', '2016-07-01T00:00:00', '2016-10-01T00:00:00'],
    ['previous calendar year', '2015-01-01T00:00:00', '2016-01-01T00:00:00'],
  ])('%s is the last complete calendar unit', (text, since, until) => {
    expect(at(text)).toEqual(range(since, until));
  });

  it('previous calendar ignores the relative anchors', () => {
    expect(at('previous calendar month', { relativeStart: 'now', relativeEnd: 'now' })).toEqual(
      range('2016-10-01T00:00:00', '2016-11-01T00:00:00'),
    );
  });

  it.each([
    ['Current day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
    ['Current week', '2016-11-07T00:00:00', '2016-11-14T00:00:00'],
    ['Current month', '2016-11-01T00:00:00', '2016-12-01T00:00:00'],
    ['Current quarter', '2016-10-01T00:00:00', '2017-01-01T00:00:00'],
    ['Current year', '2016-01-01T00:00:00', '2017-01-01T00:00:00'],
  ])('%s is the whole current unit, end exclusive', (text, since, until) => {
    expect(at(text)).toEqual(range(since, until));
  });

  it('shorthands are case-sensitive: lower-case "last week" alone names no range', () => {
    expect(at('last week')).toEqual(range(null, '2016-11-07T00:00:00'));
    expect(at('2020-01-01')).toEqual(range(null, '2016-11-07T00:00:00'));
    expect(at('')).toEqual(range(null, '2016-11-07T00:00:00'));
    expect(at('', { relativeEnd: 'now' })).toEqual(range(null, NOW));
  });
});

describe('getSinceUntil: relative start and end', () => {
  it('relativeEnd now moves the implicit end of Last to now', () => {
    expect(at('Last week', { relativeEnd: 'now' })).toEqual(range('2016-10-31T00:00:00', NOW));
  });
  it('relativeStart now anchors the Last side at now', () => {
    expect(at('Last week', { relativeStart: 'now' })).toEqual(range('2016-10-31T09:30:10', '2016-11-07T00:00:00'));
  });
  it('both anchors at now', () => {
    expect(at('Last week', { relativeStart: 'now', relativeEnd: 'now' })).toEqual(range('2016-10-31T09:30:10', NOW));
  });
  it('relativeStart now is the implicit start of Next', () => {
    expect(at('Next week', { relativeStart: 'now' })).toEqual(range(NOW, '2016-11-14T09:30:10'));
  });
  it('relativeStart anchors the phrase patterns on both sides', () => {
    expect(at('last 2 days : next day', { relativeStart: 'now' })).toEqual(
      range('2016-11-05T09:30:10', '2016-11-08T09:30:10'),
    );
    // relativeEnd never affects the phrase patterns.
    expect(at('last 2 days : next day', { relativeEnd: 'now' })).toEqual(
      range('2016-11-05T00:00:00', '2016-11-08T00:00:00'),
    );
  });
  it('the chart-data default (today) anchors sub-day phrases at midnight', () => {
    expect(at(' : last 2 minutes', { relativeStart: 'today' })).toEqual(range(null, '2016-11-06T23:58:00'));
    expect(at(' : last 2 minutes')).toEqual(range(null, '2016-11-07T09:28:10'));
  });
  it('null anchors are left out', () => {
    expect(at('Last hour', { relativeStart: null as never, relativeEnd: null as never })).toEqual(
      range('2016-11-07T08:30:10', NOW),
    );
  });
  it('rejects other anchors', () => {
    expect(() => at('Last week', { relativeEnd: 'noon' as 'now' })).toThrow('relativeEnd must be "today" or "now"');
  });
});

describe('getSinceUntil: the separator and its sides', () => {
  it('splits at the first " : " and strips each side; an empty side is unbounded', () => {
    expect(at(' : now')).toEqual(range(null, NOW));
    expect(at('today : ')).toEqual(range('2016-11-07T00:00:00', null));
    expect(at(' : ')).toEqual(range(null, null));
    expect(at('   yesterday   :   tomorrow  ')).toEqual(range('2016-11-06T00:00:00', '2016-11-08T00:00:00'));
  });
  it('needs spaces around the colon', () => {
    // "2018-01-01T00:00:00" contains colons that are not separators.
    expect(at('2018-01-01T00:00:00 : 2018-12-31T23:59:59')).toEqual(
      range('2018-01-01T00:00:00', '2018-12-31T23:59:59'),
    );
  });
  it('free-form sides', () => {
    expect(at('yesterday : tomorrow')).toEqual(range('2016-11-06T00:00:00', '2016-11-08T00:00:00'));
    expect(at('2018 : 2018-9')).toEqual(range('2018-01-01T00:00:00', '2018-09-01T00:00:00'));
    expect(at('one year ago : now')).toEqual(range('2015-11-07T00:00:00', NOW));
    expect(at('5 days ago : now')).toEqual(range('2016-11-02T00:00:00', NOW));
  });

  it.each([
    ['start of this month', '2016-11-01T00:00:00'],
    ['beginning of this year', '2016-01-01T00:00:00'],
    ['start of this week', '2016-11-07T00:00:00'],
    ['start of last week', '2016-10-31T00:00:00'],
    ['start of next month', '2016-12-01T00:00:00'],
    ['start of prior 2 quarters', '2016-04-01T00:00:00'],
    ['start of this day', '2016-11-07T00:00:00'],
    ['Start Of Last Year', '2015-01-01T00:00:00'],
    ['end of this month', '2016-11-30T00:00:00'],
    ['end of last month', '2016-10-31T00:00:00'],
    ['end of this week', '2016-11-13T00:00:00'],
    ['end of next year', '2017-12-31T00:00:00'],
    ['end of this quarter', '2016-12-31T00:00:00'],
    ['end of this day', '2016-11-07T00:00:00'],
    ['end of prior 3 months', '2016-08-31T00:00:00'],
  ])('"%s" as a side', (side, expected) => {
    expect(at(`${side} : `).since).toBe(expected);
  });

  it.each([
    ['this day', '2016-11-07T00:00:00'],
    ['this hour', NOW],
    ['last day', '2016-11-06T00:00:00'],
    ['last 3 days', '2016-11-04T00:00:00'],
    ['prior 2 weeks', '2016-10-24T00:00:00'],
    ['next 2 months', '2017-01-07T00:00:00'],
    ['next quarter', '2017-02-07T00:00:00'],
    ['last 2 years', '2014-11-07T00:00:00'],
    ['last 2 minutes', '2016-11-07T09:28:10'],
    ['last 10 seconds', '2016-11-07T09:30:00'],
    ['prior 2 hours', '2016-11-07T07:30:10'],
    ['next 3 hours', '2016-11-07T12:30:10'],
    ['LAST 2 DAYS', '2016-11-05T00:00:00'],
  ])('"%s" as a side', (side, expected) => {
    expect(at(` : ${side}`).until).toBe(expected);
  });

  it('expression sides are used verbatim, in any case', () => {
    expect(at('DATEADD(DATETIME(\'today\'), -3, week) : lastday(datetime("now"), month)')).toEqual(
      range('2016-10-17T00:00:00', '2016-11-30T00:00:00'),
    );
    expect(at("datetrunc(datetime('now'), quarter) : HOLIDAY('Christmas')")).toEqual(
      range('2016-10-01T00:00:00', '2016-12-25T00:00:00'),
    );
  });
});

describe('getSinceUntil: errors, word for word', () => {
  it('since after until', () => {
    expect(() => at('tomorrow : yesterday')).toThrow('From date cannot be larger than to date');
  });
  it('since equal to until is allowed', () => {
    expect(at('today : today')).toEqual(range('2016-11-07T00:00:00', '2016-11-07T00:00:00'));
  });
  it('an unreadable side', () => {
    expect(() => at('xxxxxxx : now')).toThrow('Cannot parse time string [xxxxxxx]');
  });
  it('an ambiguous side', () => {
    expect(() => at('5 days : now')).toThrow(
      'Time string is ambiguous. Please specify [5 days ago] or [5 days later].',
    );
  });
  it('a bad expression', () => {
    expect(() => at("DATEADD(DATETIME('today'), x, week) : now")).toThrow(
      "Expected an integer or DATEDIFF(...), found 'x' (at char 27) in [DATEADD(DATETIME('today'), x, week)]",
    );
  });
  it('an unknown holiday', () => {
    expect(() => at("HOLIDAY('Festivus') : ")).toThrow('Unable to find such a holiday: [Festivus]');
  });
  it('a malformed clock', () => {
    expect(() => getSinceUntil('Last day', { now: '2016-11-07 09:30' })).toThrow(
      'now must be a naive ISO datetime YYYY-MM-DDTHH:mm:ss, got [2016-11-07 09:30]',
    );
    expect(() => getSinceUntil('Last day', { now: '2016-02-30T00:00:00' })).toThrow('now is not a valid datetime');
  });
  it('hostile input sizes', () => {
    expect(() => at(`${'a'.repeat(1001)} : now`)).toThrow('Time range is too long (at most 1000 characters)');
    expect(() => at('Last day', { timeShift: `${'day'.repeat(30000)} ago` })).toThrow('Cannot parse time string');
  });
  it('a date beyond year 9999', () => {
    expect(() => at('Next 9000 years')).toThrow('Date out of range: year must be in 1..9999');
  });
});

describe('getSinceUntil: time shift', () => {
  it.each([
    ['1 day', 'yesterday : tomorrow', '2016-11-05T00:00:00', '2016-11-07T00:00:00'],
    ['1 year', '2000-01-01T00:00:00 : 2018-01-01T00:00:00', '1999-01-01T00:00:00', '2017-01-01T00:00:00'],
    ['1 year ago', '2000-01-01T00:00:00 : 2018-01-01T00:00:00', '1999-01-01T00:00:00', '2017-01-01T00:00:00'],
    ['1 month', '2000-01-01T00:00:00 : 2018-01-01T00:00:00', '1999-12-01T00:00:00', '2017-12-01T00:00:00'],
    ['1 week', '2000-01-01T00:00:00 : 2018-01-01T00:00:00', '1999-12-25T00:00:00', '2017-12-25T00:00:00'],
    ['52 weeks ago', 'Last week', '2015-11-02T00:00:00', '2015-11-09T00:00:00'],
    ['last month', 'Last day', '2016-10-06T00:00:00', '2016-10-07T00:00:00'],
    ['1 month ago', '2016-03-31T00:00:00 : 2016-05-31T00:00:00', '2016-02-29T00:00:00', '2016-04-30T00:00:00'],
    ['1 day later', 'Last day', '2016-11-07T00:00:00', '2016-11-08T00:00:00'],
  ])('shift %s of %s', (shift, text, since, until) => {
    expect(at(text, { timeShift: shift })).toEqual(range(since, until));
  });
  it('keeps open ends open', () => {
    expect(at(' : now', { timeShift: '1 day ago' })).toEqual(range(null, '2016-11-06T09:30:10'));
  });
  it('No filter is never shifted', () => {
    expect(at('No filter', { timeShift: '1 day ago' })).toEqual(range(null, null));
  });
  it('refuses an unreadable shift', () => {
    expect(() => at('Last day', { timeShift: 'fortnight-ish' })).toThrow('Cannot parse time string [fortnight-ish]');
  });
});

describe('getSinceUntil: instant time comparison', () => {
  const base = '2000-01-01T00:00:00 : 2018-01-01T00:00:00';
  it.each([
    ['y', '1999-01-01T00:00:00', '2017-01-01T00:00:00'],
    ['m', '1999-12-01T00:00:00', '2017-12-01T00:00:00'],
    ['w', '1999-12-25T00:00:00', '2017-12-25T00:00:00'],
    ['r', '1981-12-31T00:00:00', '2000-01-01T00:00:00'],
  ])('%s', (kind, since, until) => {
    expect(at(base, { instantTimeComparisonRange: kind })).toEqual(range(since, until));
  });
  it('other values do nothing', () => {
    expect(at(base, { instantTimeComparisonRange: 'c' })).toEqual(range('2000-01-01T00:00:00', '2018-01-01T00:00:00'));
  });
});

describe('getSinceUntil: calendar edges', () => {
  it('month ends clamp (31 March minus a month is 29 February in a leap year)', () => {
    expect(getSinceUntil('Last month', { now: '2024-03-31T12:00:00' })).toEqual(
      range('2024-02-29T00:00:00', '2024-03-31T00:00:00'),
    );
    expect(getSinceUntil('Last month', { now: '2023-03-31T12:00:00' })).toEqual(
      range('2023-02-28T00:00:00', '2023-03-31T00:00:00'),
    );
    expect(getSinceUntil('Next month', { now: '2024-01-31T12:00:00' })).toEqual(
      range('2024-01-31T00:00:00', '2024-02-29T00:00:00'),
    );
  });
  it('leap day plus a year is 28 February', () => {
    expect(getSinceUntil('Last year', { now: '2024-02-29T08:00:00' })).toEqual(
      range('2023-02-28T00:00:00', '2024-02-29T00:00:00'),
    );
    expect(getSinceUntil('end of this month : ', { now: '2024-02-10T08:00:00' }).since).toBe('2024-02-29T00:00:00');
    expect(getSinceUntil('end of this month : ', { now: '2100-02-10T08:00:00' }).since).toBe('2100-02-28T00:00:00');
  });
  it('weeks start on Monday, also when today is Sunday', () => {
    const sunday = { now: '2016-11-13T23:59:59' };
    expect(getSinceUntil('Current week', sunday)).toEqual(range('2016-11-07T00:00:00', '2016-11-14T00:00:00'));
    expect(getSinceUntil('previous calendar week', sunday)).toEqual(
      range('2016-10-31T00:00:00', '2016-11-07T00:00:00'),
    );
    expect(getSinceUntil('end of this week : ', sunday).since).toBe('2016-11-13T00:00:00');
  });
  it('quarters on their boundaries', () => {
    const lastDayOfQ1 = { now: '2016-03-31T10:00:00' };
    expect(getSinceUntil('Current quarter', lastDayOfQ1)).toEqual(range('2016-01-01T00:00:00', '2016-04-01T00:00:00'));
    expect(getSinceUntil('previous calendar quarter', lastDayOfQ1)).toEqual(
      range('2015-10-01T00:00:00', '2016-01-01T00:00:00'),
    );
    const firstDayOfQ2 = { now: '2016-04-01T00:00:00' };
    expect(getSinceUntil('Current quarter', firstDayOfQ2)).toEqual(range('2016-04-01T00:00:00', '2016-07-01T00:00:00'));
    expect(getSinceUntil('Last quarter', { now: '2016-05-31T10:00:00' })).toEqual(
      range('2016-02-29T00:00:00', '2016-05-31T00:00:00'),
    );
  });
  it('year boundaries', () => {
    const newYear = { now: '2017-01-01T00:00:00' };
    expect(getSinceUntil('previous calendar month', newYear)).toEqual(
      range('2016-12-01T00:00:00', '2017-01-01T00:00:00'),
    );
    expect(getSinceUntil('previous calendar year', newYear)).toEqual(
      range('2016-01-01T00:00:00', '2017-01-01T00:00:00'),
    );
    expect(getSinceUntil('Current day', { now: '2016-12-31T22:00:00' })).toEqual(
      range('2016-12-31T00:00:00', '2017-01-01T00:00:00'),
    );
  });
});
