import { describe, expect, it } from 'vitest';
import { TimeRangeAmbiguousError, TimeRangeParseFailError } from './errors.ts';
import { parseHumanDatetime } from './human-datetime.ts';
import { formatNaive, parseNaiveIso } from './naive-datetime.ts';

const NOW = parseNaiveIso('2016-11-07T09:30:10', 'now');
const read = (text: string) => formatNaive(parseHumanDatetime(text, NOW));

describe('free-form datetimes', () => {
  it.each([
    ['2015-04-03', '2015-04-03T00:00:00'],
    ['2/3/1969', '1969-02-03T00:00:00'],
    ['2018', '2018-01-01T00:00:00'],
    ['2018-9', '2018-09-01T00:00:00'],
    ['2018/09/15', '2018-09-15T00:00:00'],
    ['20200105', '2020-01-05T00:00:00'],
    ['1/2/20', '2020-01-02T00:00:00'],
    ['2021-04-13T10:11:12', '2021-04-13T10:11:12'],
    ['2021-04-13 10:11', '2021-04-13T10:11:00'],
    ['2021-04-13T10:11:12.987654', '2021-04-13T10:11:12'],
    ['2021-04-13T10:11:12Z', '2021-04-13T10:11:12'],
    ['2021-04-13T10:11:12+02:00', '2021-04-13T10:11:12'],
    ['2020-01-01 3:00 pm', '2020-01-01T15:00:00'],
    ['March 2020', '2020-03-01T00:00:00'],
    ['March 5', '2016-03-05T00:00:00'],
    ['5 Mar 2020', '2020-03-05T00:00:00'],
    ['Jan 5, 2020', '2020-01-05T00:00:00'],
    ['now', '2016-11-07T09:30:10'],
    ['NOW', '2016-11-07T09:30:10'],
    ['today', '2016-11-07T00:00:00'],
    ['yesterday', '2016-11-06T00:00:00'],
    ['tomorrow', '2016-11-08T00:00:00'],
    ['one year ago', '2015-11-07T00:00:00'],
    ['2 years after', '2018-11-07T00:00:00'],
    ['2 years later', '2018-11-07T00:00:00'],
    ['100 years ago', '1916-11-07T00:00:00'],
    ['5 days ago', '2016-11-02T00:00:00'],
    ['3 hours ago', '2016-11-07T06:30:10'],
    ['10 minutes ago', '2016-11-07T09:20:10'],
    ['a week ago', '2016-10-31T00:00:00'],
    ['last friday', '2016-11-04T00:00:00'],
    ['10:30', '2016-11-07T10:30:00'],
  ])('%s', (text, expected) => {
    expect(read(text)).toBe(expected);
  });

  it.each(['2 days', '2 day', ' 5 quarters ', '1 hour', '3 SECONDS'])('"%s" is ambiguous', (text) => {
    expect(() => read(text)).toThrow(TimeRangeAmbiguousError);
    expect(() => read(text)).toThrow(`Time string is ambiguous. Please specify [${text} ago] or [${text} later].`);
  });

  it.each(['xxxxxxx', '2021-02-30', 'day before yesterday', ''])('"%s" cannot be parsed', (text) => {
    expect(() => read(text)).toThrow(TimeRangeParseFailError);
    expect(() => read(text)).toThrow(`Cannot parse time string [${text}]`);
  });
});
