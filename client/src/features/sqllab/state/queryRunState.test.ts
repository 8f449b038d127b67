import { describe, expect, it } from 'vitest';
import { isFinal, type QuerySnapshot, runStateOf } from './queryRunState.ts';

const base: QuerySnapshot = {
  clientId: 'abc',
  status: 'RUNNING',
  progress: 50,
  startTime: '2026-01-01T00:00:00.000Z',
  durationMs: null,
  errorMessage: null,
  errorLine: null,
  rows: null,
  limit: 1000,
  limitReached: false,
  csvUrl: null,
};

describe('runStateOf', () => {
  it('reads a running query with its start and progress', () => {
    expect(runStateOf(base, null)).toEqual({
      status: 'running',
      queryId: 'abc',
      startedAt: Date.parse('2026-01-01T00:00:00.000Z'),
      progress: 50,
    });
  });

  it('shifts the error line to the editor line of the statement that ran', () => {
    const failed = { ...base, status: 'FAILED', errorMessage: 'syntax error', errorLine: 2, durationMs: 5 };
    expect(runStateOf(failed, null, 3)).toEqual({ status: 'failed', message: 'syntax error', line: 5, elapsedMs: 5 });
  });

  it('takes the rows of a success, and says so when they are no longer kept', () => {
    const done = { ...base, status: 'SUCCESS', rows: 1, durationMs: 30, csvUrl: '/csv' };
    expect(runStateOf(done, { columns: [{ name: 'a' }], rows: [{ a: 1 }] })).toMatchObject({
      status: 'success',
      columns: ['a'],
      rows: [{ a: 1 }],
      rowCount: 1,
      csvUrl: '/csv',
    });
    expect(runStateOf(done, null)).toMatchObject({
      status: 'failed',
      message: expect.stringContaining('run it again'),
    });
  });

  it('knows the final states', () => {
    expect(['SUCCESS', 'FAILED', 'STOPPED', 'TIMED_OUT'].every(isFinal)).toBe(true);
    expect(isFinal('RUNNING')).toBe(false);
  });
});
