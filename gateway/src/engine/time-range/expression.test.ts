import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression.ts';
import { formatNaive, parseNaiveIso } from './naive-datetime.ts';

const NOW = parseNaiveIso('2016-11-07T09:30:10', 'now');
const evaluate = (source: string) => formatNaive(evaluateExpression(source, NOW));

describe('expression grammar', () => {
  it.each([
    ["datetime('now')", '2016-11-07T09:30:10'],
    ["datetime('today')", '2016-11-07T00:00:00'],
    ['DATETIME("today")', '2016-11-07T00:00:00'],
    ["datetime('2018')", '2018-01-01T00:00:00'],
    ["datetime('2018-9')", '2018-09-01T00:00:00'],
    ["dateadd(datetime('today'),1,year,)", '2017-11-07T00:00:00'],
    ["dateadd(datetime('today'), -2, year)", '2014-11-07T00:00:00'],
    ["dateadd(datetime('today'), 2, quarter)", '2017-05-07T00:00:00'],
    ["dateadd(datetime('today'), 3, month)", '2017-02-07T00:00:00'],
    ["dateadd(datetime('today'), -3, week)", '2016-10-17T00:00:00'],
    ["dateadd(datetime('today'), 3, day)", '2016-11-10T00:00:00'],
    ["dateadd(datetime('now'), 3, hour)", '2016-11-07T12:30:10'],
    ["dateadd(datetime('now'), 40, minute)", '2016-11-07T10:10:10'],
    ["dateadd(datetime('now'), -11, second)", '2016-11-07T09:29:59'],
    ["dateadd(datetime('now'), +2, days)", '2016-11-09T09:30:10'],
    ["DATEADD ( DATETIME ( 'now' ) , 1 , HOUR , )", '2016-11-07T10:30:10'],
    ["datetrunc(datetime('now'), year)", '2016-01-01T00:00:00'],
    ["datetrunc(datetime('now'), quarter)", '2016-10-01T00:00:00'],
    ["datetrunc(datetime('now'), month)", '2016-11-01T00:00:00'],
    ["datetrunc(datetime('now'), week)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('2016-11-13T20:00:00'), week)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), day)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), hour)", '2016-11-07T09:00:00'],
    ["datetrunc(datetime('now'), minute)", '2016-11-07T09:30:00'],
    ["datetrunc(datetime('now'), second)", '2016-11-07T09:30:10'],
    ["lastday(datetime('now'), year)", '2016-12-31T00:00:00'],
    ["lastday(datetime('today'), month)", '2016-11-30T00:00:00'],
    ["lastday(datetime('today'), week)", '2016-11-13T00:00:00'],
    ["lastday(datetime('today'), quarter)", '2016-12-31T00:00:00'],
    ["lastday(datetime('now'), day)", '2016-11-07T00:00:00'],
    ["lastday(dateadd(datetime('2018-01-01T00:00:00'), 1, month), month)", '2018-02-28T00:00:00'],
    ["lastday(datetime('2020-02-10'), month)", '2020-02-29T00:00:00'],
    ["dateadd(datetime('2020-02-29'), 1, year)", '2021-02-28T00:00:00'],
    ["dateadd(datetime('2020-01-31'), 1, month)", '2020-02-29T00:00:00'],
    ["dateadd(datetime('2020-08-31'), 1, quarter)", '2020-11-30T00:00:00'],
    ["dateadd(datetime('2016-12-31T23:59:59'), 1, second)", '2017-01-01T00:00:00'],
  ])('%s', (source, expected) => {
    expect(evaluate(source)).toBe(expected);
  });

  it('DATEDIFF as the amount of DATEADD', () => {
    // 2016-01-01 .. 2016-11-07 is 311 days.
    expect(evaluate("dateadd(datetime('today'), datediff(datetime('2016-01-01'), datetime('today')), day)")).toBe(
      '2017-09-14T00:00:00',
    );
    expect(
      evaluate("dateadd(datetime('today'), DATEDIFF(datetime('2010-06-01'), datetime('today'), year), year)"),
    ).toBe('2022-11-07T00:00:00');
    // Partial days floor like Python's timedelta.days.
    expect(evaluate("dateadd(datetime('today'), datediff(datetime('now'), datetime('today'), day,), day)")).toBe(
      '2016-11-06T00:00:00',
    );
    expect(() =>
      evaluate("dateadd(datetime('today'), datediff(datetime('now'), datetime('today'), month), day)"),
    ).toThrow('Unable to calculate such a date delta');
  });

  it.each([
    ["holiday('Christmas')", '2016-12-25T00:00:00'],
    ["HOLIDAY('christmas day')", '2016-12-25T00:00:00'],
    ["holiday('Labor day', datetime('2018-01-01T00:00:00'))", '2018-09-03T00:00:00'],
    ["holiday('Thanksgiving', datetime('2016-01-01'), 'US')", '2016-11-24T00:00:00'],
    ["holiday('Boxing day', datetime('2018-01-01T00:00:00'), 'UK')", '2018-12-26T00:00:00'],
    ["holiday('Juneteenth', datetime('2022-01-01T00:00:00'), 'US')", '2022-06-19T00:00:00'],
    ["holiday('Independence Day', datetime('2022-01-01T00:00:00'), 'US')", '2022-07-04T00:00:00'],
    ["holiday('Easter Monday', datetime('2019-01-01'), 'DE')", '2019-04-22T00:00:00'],
    ["holiday('Bastille', datetime('2019-01-01'), 'FR')", '2019-07-14T00:00:00'],
    ["holiday('Canada Day', datetime('2020-06-01'), 'CA')", '2020-07-01T00:00:00'],
    ["holiday('Eid al-Fitr', datetime('2000-01-01T00:00:00'), 'SA')", '2000-01-07T00:00:00'],
    ["holiday('Christmas', 'GB')", '2016-12-25T00:00:00'],
    ["dateadd(holiday('Christmas', datetime('2020-01-01')), 1, day)", '2020-12-26T00:00:00'],
  ])('%s', (source, expected) => {
    expect(evaluate(source)).toBe(expected);
  });

  it('holiday errors', () => {
    expect(() => evaluate("holiday('Festivus')")).toThrow('Unable to find such a holiday: [Festivus]');
    expect(() => evaluate("holiday('Christmas', datetime('2020'), 'XX')")).toThrow('Unknown country for HOLIDAY: [XX]');
  });

  it.each([
    ["dateadd(datetime('today'), 1)", "Expected ',', found ')' (at char 28) in [dateadd(datetime('today'), 1)]"],
    [
      "dateadd(datetime('today'), 1, fortnight)",
      'Expected one of year, quarter, month, week, day, hour, minute, second',
    ],
    ["lastday(datetime('today'), hour)", 'Expected one of year, quarter, month, week, day'],
    ["datetime('today'", "Expected ')', found end of text"],
    ['datetime(today)', "Expected a quoted string, found 'today'"],
    ['nonsense(1)', 'Expected a date expression (DATETIME, DATEADD, DATETRUNC, LASTDAY or HOLIDAY)'],
    ["datetime('today') + 1", "Unexpected character '+'"],
    ["datetime('today') datetime('now')", "Expected end of text, found 'datetime'"],
    ["datetime('5 days')", 'Time string is ambiguous. Please specify [5 days ago] or [5 days later].'],
    ["datetime('gibberish')", 'Cannot parse time string [gibberish]'],
  ])('%s fails', (source, message) => {
    expect(() => evaluate(source)).toThrow(message);
  });
});
