import { describe, expect, it } from 'vitest';
import { resolveTimeRangeRequest } from './api.ts';

const NOW = '2016-11-07T09:30:10';

describe('/api/v1/time_range/ answer', () => {
  it('a plain string yields one element with a null shift', () => {
    expect(resolveTimeRangeRequest('Last day', NOW)).toEqual({
      result: [{ since: '2016-11-06T00:00:00', until: '2016-11-07T00:00:00', timeRange: 'Last day', shift: null }],
    });
  });

  it('a list yields one element per entry, shifted where asked', () => {
    expect(
      resolveTimeRangeRequest([{ timeRange: 'Last day' }, { timeRange: 'Last day', shift: 'last month' }], NOW),
    ).toEqual({
      result: [
        { since: '2016-11-06T00:00:00', until: '2016-11-07T00:00:00', timeRange: 'Last day', shift: null },
        { since: '2016-10-06T00:00:00', until: '2016-10-07T00:00:00', timeRange: 'Last day', shift: 'last month' },
      ],
    });
  });

  it('open ends are empty strings', () => {
    expect(resolveTimeRangeRequest('No filter', NOW).result[0]).toEqual({
      since: '',
      until: '',
      timeRange: 'No filter',
      shift: null,
    });
    expect(resolveTimeRangeRequest(' : now', NOW).result[0]).toMatchObject({ since: '', until: NOW });
  });

  it('passes no relative anchors: sub-day phrases anchor at now', () => {
    expect(resolveTimeRangeRequest(' : last 2 minutes', NOW).result[0]).toMatchObject({ until: '2016-11-07T09:28:10' });
  });

  it('any failing entry fails the whole call with the prefixed message', () => {
    expect(() => resolveTimeRangeRequest([{ timeRange: 'Last day' }, { timeRange: 'xyz : now' }], NOW)).toThrow(
      'Unexpected time range: Cannot parse time string [xyz]',
    );
    expect(() => resolveTimeRangeRequest('tomorrow : yesterday', NOW)).toThrow(
      'Unexpected time range: From date cannot be larger than to date',
    );
    expect(() => resolveTimeRangeRequest('5 days : now', NOW)).toThrow(
      'Unexpected time range: Time string is ambiguous. Please specify [5 days ago] or [5 days later].',
    );
  });

  it.each([[42], [{ timeRange: 'Last day' }], [[{ shift: '1 day' }]], [[{ timeRange: 'Last day', shift: 3 }]], [null]])(
    'refuses q = %j',
    (q) => {
      expect(() => resolveTimeRangeRequest(q, NOW)).toThrow('Unexpected time range: q must be a string or a list');
    },
  );
});
