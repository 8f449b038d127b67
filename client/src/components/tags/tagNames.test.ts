import { describe, expect, it } from 'vitest';
import { addTagNames, sameTagNames, tagNameProblem } from './tagNames.ts';

describe('tag names', () => {
  it('adds comma-separated names once, trimmed', () => {
    expect(addTagNames(['finance'], ' q3, finance ,,ops ')).toEqual(['finance', 'q3', 'ops']);
  });
  it('refuses what the server refuses', () => {
    expect(tagNameProblem('')).toMatch(/empty/);
    expect(tagNameProblem('x'.repeat(251))).toMatch(/250/);
    expect(tagNameProblem('owner:1')).toMatch(/owner:/);
    expect(tagNameProblem('Finance 2024')).toBeNull();
  });
  it('compares lists as sets', () => {
    expect(sameTagNames(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameTagNames(['a'], ['a', 'b'])).toBe(false);
  });
});
