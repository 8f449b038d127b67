import { describe, expect, it } from 'vitest';
import { auditListVariables, dayEnd, dayStart, formatValue } from './auditListOptions.ts';

describe('audit list options', () => {
  it('turns the list state into the auditLog filter, the "to" day included', () => {
    expect(
      auditListVariables({
        search: 'ann',
        sort: { field: 'TIME', direction: 'DESC' },
        filters: { action: 'update', resource: 'chart', from: '2026-01-31', to: '2026-02-01' },
      }),
    ).toEqual({
      filter: {
        username: 'ann',
        action: 'update',
        resourceType: 'chart',
        from: '2026-01-31T00:00:00.000Z',
        to: '2026-02-02T00:00:00.000Z',
      },
      oldestFirst: false,
    });
    expect(auditListVariables({ search: '', sort: { field: 'TIME', direction: 'ASC' }, filters: {} })).toEqual({
      filter: { username: null, action: null, resourceType: null, from: null, to: null },
      oldestFirst: true,
    });
  });

  it('ignores days that are not dates', () => {
    expect(dayStart('yesterday')).toBeNull();
    expect(dayStart('2026-13-40')).toBeNull();
    expect(dayEnd(undefined)).toBeNull();
  });

  it('prints values of a change', () => {
    expect(formatValue(null)).toBe('—');
    expect(formatValue('')).toBe('(empty)');
    expect(formatValue([1, 2])).toBe('[\n 1,\n 2\n]');
  });
});
