import { describe, expect, it } from 'vitest';
import { naturalTime, utcString } from './humanize.ts';

const now = new Date('2024-06-15T12:00:00Z');
const ago = (seconds: number) => naturalTime(new Date(now.getTime() - seconds * 1000), now);

describe('naturalTime', () => {
  it.each([
    [0, 'now'],
    [1, 'a second ago'],
    [30, '30 seconds ago'],
    [90, 'a minute ago'],
    [300, '5 minutes ago'],
    [3600, 'an hour ago'],
    [5 * 3600, '5 hours ago'],
    [86_400, 'a day ago'],
    [3 * 86_400, '3 days ago'],
    [31 * 86_400, 'a month ago'],
    [100 * 86_400, '3 months ago'],
    [365 * 86_400, 'a year ago'],
    [3 * 365 * 86_400, '3 years ago'],
    [-120, '2 minutes from now'],
  ])('%i seconds -> %s', (seconds, text) => {
    expect(ago(seconds)).toBe(text);
  });
});

describe('utcString', () => {
  it('writes microseconds and the offset', () => {
    expect(utcString(new Date('2024-06-15T12:00:00.123Z'))).toBe('2024-06-15T12:00:00.123000+00:00');
  });
});
