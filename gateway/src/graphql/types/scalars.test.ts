import { describe, expect, it } from 'vitest';
import { ChartroomError } from '../errors.ts';
import { toDate } from './scalars.ts';

describe('DateTime parsing of REST values', () => {
  it.each([
    ['2024-01-31T10:00:00.123456+0000', '2024-01-31T10:00:00.123Z'],
    ['2024-01-31T12:00:00+0200', '2024-01-31T10:00:00.000Z'],
    ['2024-01-31T10:00:00.123456', '2024-01-31T10:00:00.123Z'],
    ['2024-01-31T10:00:00', '2024-01-31T10:00:00.000Z'],
    ['2024-01-31T10:00:00.000Z', '2024-01-31T10:00:00.000Z'],
  ])('reads %s as %s (no zone means UTC)', (raw, iso) => {
    expect(toDate(raw).toISOString()).toBe(iso);
  });

  it('refuses what is not a date', () => {
    expect(() => toDate('yesterday-ish')).toThrow(ChartroomError);
  });
});
