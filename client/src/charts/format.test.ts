import { describe, expect, it } from 'vitest';
import { formatNumber, formatTime } from './format.ts';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [1234, '1.23k'],
    [2_500_000_000, '2.5B'],
    [12.345, '12.35'],
    [0.01234, '0.0123'],
    [-4200, '−4.2k'],
  ])('SMART_NUMBER formats %s as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('applies d3 formats and falls back to SMART_NUMBER for invalid ones', () => {
    expect(formatNumber(0.256, '.1%')).toBe('25.6%');
    expect(formatNumber(1234.5, ',.2f')).toBe('1,234.50');
    expect(formatNumber(1234, 'not a format')).toBe('1.23k');
    expect(formatNumber(5, 'SMART_NUMBER_SIGNED')).toBe('+5');
  });
});

describe('formatTime', () => {
  it('shows the time of day only when it is not midnight UTC', () => {
    expect(formatTime(new Date('2024-02-03T00:00:00Z'))).toBe('2024-02-03');
    expect(formatTime(new Date('2024-02-03T10:05:09Z'))).toBe('2024-02-03 10:05:09');
  });
});
