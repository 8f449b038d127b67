import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobAbandonment } from './jobAbandonment.ts';

describe('job abandonment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cancels an unfinished job nobody watches any more, after the delay', () => {
    const cancelled: string[] = [];
    const a = createJobAbandonment((id) => cancelled.push(id), 1000);
    a.watch('j');
    a.unwatch('j', false);
    vi.advanceTimersByTime(999);
    expect(cancelled).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(cancelled).toEqual(['j']);
  });

  it('keeps a job that is watched again (a remount) or still watched elsewhere, and never cancels a finished one', () => {
    const cancelled: string[] = [];
    const a = createJobAbandonment((id) => cancelled.push(id), 1000);
    a.watch('remounted');
    a.unwatch('remounted', false);
    a.watch('remounted');
    a.watch('twice');
    a.watch('twice');
    a.unwatch('twice', false);
    a.watch('done');
    a.unwatch('done', true);
    vi.advanceTimersByTime(5000);
    expect(cancelled).toEqual([]);
  });
});
