import { describe, expect, it } from 'vitest';
import { nextSortTop } from './sortKeyboard.ts';

describe('nextSortTop', () => {
  const tops = [100, 130, 160];
  it('steps to the next item down or up', () => {
    expect(nextSortTop(tops, 100, 'down')).toBe(130);
    expect(nextSortTop(tops, 130, 'up')).toBe(100);
    expect(nextSortTop([160, 100, 130], 130, 'down')).toBe(160);
  });
  it('stays put at either end', () => {
    expect(nextSortTop(tops, 160, 'down')).toBeNull();
    expect(nextSortTop(tops, 100, 'up')).toBeNull();
  });
  it('takes a sub-pixel offset as the same slot', () => {
    expect(nextSortTop(tops, 130.5, 'down')).toBe(160);
    expect(nextSortTop(tops, 129.5, 'up')).toBe(100);
  });
});
