import { describe, expect, it } from 'vitest';
import { parseTimeShift, shiftDatetime, shiftTimeRange, unshiftDatetime } from './time-shift.ts';

describe('time shifts', () => {
  it.each([
    ['1 day ago', '2024-03-15T10:00:00', '2024-03-14T10:00:00'],
    ['1 week ago', '2024-03-15T10:00:00', '2024-03-08T10:00:00'],
    ['28 days ago', '2024-03-15T10:00:00', '2024-02-16T10:00:00'],
    ['30 days ago', '2024-03-15T10:00:00', '2024-02-14T10:00:00'],
    ['52 weeks ago', '2024-03-15T10:00:00', '2023-03-17T10:00:00'],
    ['1 year ago', '2024-02-29T00:00:00', '2023-02-28T00:00:00'],
    ['104 weeks ago', '2024-03-15T00:00:00', '2022-03-18T00:00:00'],
    ['2 years ago', '2024-03-15T00:00:00', '2022-03-15T00:00:00'],
    ['156 weeks ago', '2024-03-15T00:00:00', '2021-03-19T00:00:00'],
    ['3 years ago', '2024-03-15T00:00:00', '2021-03-15T00:00:00'],
    ['1 quarter ago', '2024-05-31T00:00:00', '2024-02-29T00:00:00'],
    ['1 month', '2000-01-01T00:00:00', '1999-12-01T00:00:00'],
    ['-1 month', '2000-01-01T00:00:00', '1999-12-01T00:00:00'],
    ['last month', '2016-03-31T00:00:00', '2016-02-29T00:00:00'],
    ['an hour ago', '2024-01-01T00:30:00', '2023-12-31T23:30:00'],
    ['2 Years Later', '2024-03-15T00:00:00', '2026-03-15T00:00:00'],
    ['1 week from now', '2024-03-15T00:00:00', '2024-03-22T00:00:00'],
  ])('%s moves %s to %s', (shift, from, to) => {
    expect(shiftDatetime(from, shift)).toBe(to);
  });

  it('unshift is the opposite move (to lay offset rows back onto the main timeline)', () => {
    expect(unshiftDatetime('2023-03-17T10:00:00', '52 weeks ago')).toBe('2024-03-15T10:00:00');
    expect(unshiftDatetime('2023-01-01T00:00:00', '1 year ago')).toBe('2024-01-01T00:00:00');
  });

  it('shifts a range and keeps open ends', () => {
    expect(shiftTimeRange({ since: '2024-01-01T00:00:00', until: null }, '1 year ago')).toEqual({
      since: '2023-01-01T00:00:00',
      until: null,
    });
  });

  it('parses the shift', () => {
    expect(parseTimeShift('52 weeks ago')).toEqual({ amount: 52, unit: 'week', direction: 'past' });
    expect(parseTimeShift('1 year later')).toEqual({ amount: 1, unit: 'year', direction: 'future' });
  });

  it.each(['inherit', 'soon', '1 fortnight ago', ''])('refuses %j', (shift) => {
    expect(() => parseTimeShift(shift)).toThrow(`Cannot parse time string [${shift}]`);
  });
});
