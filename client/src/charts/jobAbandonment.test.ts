import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../testing/mockEnvironment.ts';
import { ABANDON_AFTER_MS, createJobAbandonment, jobAbandonmentFor } from './jobAbandonment.ts';

describe('job abandonment', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

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

  it('gives up an abandoned job through the cancelChartJob mutation of the environment that drew it', () => {
    const { environment, mock } = createTestEnvironment();
    const abandonment = jobAbandonmentFor(environment);
    expect(jobAbandonmentFor(environment)).toBe(abandonment);
    abandonment.watch('job-1');
    abandonment.unwatch('job-1', false);
    expect(mock.getAllOperations()).toHaveLength(0);
    vi.advanceTimersByTime(ABANDON_AFTER_MS);
    const operation = mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('jobAbandonmentCancelMutation');
    expect(operation.request.variables).toEqual({ jobId: 'job-1' });
    // A job that ended first is no error: the mutation's answer changes nothing on the page.
    mock.resolve(operation, { data: { cancelChartJob: { __typename: 'CancelChartJobPayload' } } });
  });
});
