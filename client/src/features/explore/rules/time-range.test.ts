import { describe, expect, it } from 'vitest';
import {
  buildTimeRangeString,
  customTimeRangeDecode,
  customTimeRangeEncode,
  formatTimeRange,
  guessTimeRangeFrame,
} from './index.ts';
import { advancedTimeRange } from './time-range.ts';

const now = new Date(Date.UTC(2024, 8, 3, 9, 30, 10));

describe('customTimeRangeEncode and customTimeRangeDecode', () => {
  const defaults = customTimeRangeDecode('', now).customRange;

  it('starts from 7 days before midnight until midnight, anchored at now', () => {
    expect(customTimeRangeEncode(defaults, now)).toBe(
      'DATEADD(DATETIME("2024-09-03T00:00:00"), -7, day) : 2024-09-03T00:00:00',
    );
    expect(defaults.anchorMode).toBe('now');
  });

  it('round-trips each shape', () => {
    const shapes = [
      '2024-01-01T00:00:00 : 2024-02-01T00:00:00',
      'today : now',
      'DATEADD(DATETIME("2024-09-03T00:00:00"), -7, day) : 2024-09-03T00:00:00',
      '2024-01-01T00:00:00 : DATEADD(DATETIME("2024-01-01T00:00:00"), 3, month)',
      'DATEADD(DATETIME("now"), -2, week) : DATEADD(DATETIME("now"), 1, day)',
      'DATEADD(DATETIME("2024-05-05T10:00:00"), -1, year) : DATEADD(DATETIME("2024-05-05T10:00:00"), 2, hour)',
    ];
    for (const shape of shapes) {
      const decoded = customTimeRangeDecode(shape, now);
      expect(decoded.matchedFlag, shape).toBe(true);
      expect(customTimeRangeEncode(decoded.customRange, now)).toBe(shape);
    }
  });

  it('resolves a specific now or today to a datetime and makes the start shift negative', () => {
    expect(
      customTimeRangeEncode(
        {
          ...defaults,
          sinceMode: 'specific',
          sinceDatetime: 'today',
          untilMode: 'relative',
          untilGrainValue: 2,
          untilGrain: 'week',
        },
        now,
      ),
    ).toBe('2024-09-03T00:00:00 : DATEADD(DATETIME("2024-09-03T00:00:00"), 2, week)');
    expect(customTimeRangeEncode({ ...defaults, sinceGrainValue: 3, untilMode: 'now' }, now)).toBe(
      'DATEADD(DATETIME("now"), -3, day) : now',
    );
  });

  it('does not match what it would not write', () => {
    expect(customTimeRangeDecode('Last week', now).matchedFlag).toBe(false);
    expect(customTimeRangeDecode('DATEADD(DATETIME("now"), -7, day) : 2024-01-01T00:00:00', now).matchedFlag).toBe(
      false,
    );
    expect(customTimeRangeDecode('DATEADD(DATETIME("now"),-7, day) : now', now).matchedFlag).toBe(false);
    expect(customTimeRangeDecode('DATEADD(DATETIME("now"), 0, day) : now', now).matchedFlag).toBe(false);
  });
});

describe('time range strings', () => {
  it('builds and formats', () => {
    expect(buildTimeRangeString('2024-01-01', 'now')).toBe('2024-01-01 : now');
    expect(formatTimeRange('2024-01-01T00:00:00 : 2024-02-01T10:00:00')).toBe('2024-01-01 ≤ col < 2024-02-01T10:00:00');
    expect(formatTimeRange(' : ', 'ds')).toBe('-∞ ≤ ds < ∞');
    expect(formatTimeRange('Last 7 days')).toBe('Last 7 days');
  });

  it('guesses the popover frame', () => {
    expect(guessTimeRangeFrame('Last quarter')).toBe('Common');
    expect(guessTimeRangeFrame('previous calendar month')).toBe('Calendar');
    expect(guessTimeRangeFrame('No filter')).toBe('No filter');
    expect(guessTimeRangeFrame('today : now')).toBe('Custom');
    expect(guessTimeRangeFrame('Last 3 days')).toBe('Advanced');
    expect(guessTimeRangeFrame('last week')).toBe('Advanced');
  });

  it('normalises Advanced values to contain the separator', () => {
    expect(advancedTimeRange('Last 3 days')).toBe('Last 3 days : ');
    expect(advancedTimeRange('Next 2 weeks')).toBe(' : Next 2 weeks');
    expect(advancedTimeRange('2024 : 2025')).toBe('2024 : 2025');
    expect(advancedTimeRange('yesterday')).toBe(' : ');
  });
});
