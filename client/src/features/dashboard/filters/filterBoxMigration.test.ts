import { describe, expect, it } from 'vitest';
import { migrationState, readSnoozes, SNOOZE_MS, showsNativeFilters } from './filterBoxMigration.ts';

const base = { filterBoxCount: 1, nativeFilterCount: 0, snoozedAt: null, now: 10 * SNOOZE_MS, reviewing: false };

describe('filter-box migration', () => {
  it('follows the states of spec 000', () => {
    expect(migrationState({ ...base, filterBoxCount: 0, reviewing: true })).toBe('noop');
    expect(migrationState(base)).toBe('undecided');
    expect(migrationState({ ...base, reviewing: true, nativeFilterCount: 2 })).toBe('reviewing');
    expect(migrationState({ ...base, nativeFilterCount: 2 })).toBe('converted');
    expect(migrationState({ ...base, snoozedAt: base.now - SNOOZE_MS + 1 })).toBe('snoozed');
    expect(migrationState({ ...base, snoozedAt: base.now - SNOOZE_MS })).toBe('undecided');
  });

  it('shows native filters when converted, reviewing or noop; otherwise as saved', () => {
    for (const state of ['converted', 'reviewing', 'noop'] as const)
      expect(showsNativeFilters(state, false)).toBe(true);
    for (const state of ['undecided', 'snoozed'] as const) {
      expect(showsNativeFilters(state, false)).toBe(false);
      expect(showsNativeFilters(state, null)).toBe(false);
      expect(showsNativeFilters(state, true)).toBe(true);
    }
  });

  it('reads the snoozes kept in the browser, ignoring damaged ones', () => {
    expect(readSnoozes('{"a":5,"b":"x"}')).toEqual({ a: 5 });
    expect(readSnoozes('[1]')).toEqual({});
    expect(readSnoozes('nope')).toEqual({});
    expect(readSnoozes(null)).toEqual({});
  });
});
