import { describe, expect, it } from 'vitest';
import { chartJobPhase, JOB_FAILED_MESSAGE } from './chartJobState.ts';

const result = { colnames: ['a'], coltypes: [0], data: [{ a: 1 }], rowcount: 1 };
const none = { ok: true, value: null } as const;

describe('chartJobPhase', () => {
  it('waits while the job is queued or running', () => {
    expect(chartJobPhase({ status: 'PENDING', errors: [], result: none })).toEqual({
      phase: 'waiting',
      running: false,
    });
    expect(chartJobPhase({ status: 'RUNNING', errors: [], result: none })).toEqual({ phase: 'waiting', running: true });
  });

  it('resolves with the first result when done', () => {
    expect(chartJobPhase({ status: 'DONE', errors: [], result: { ok: true, value: { results: [result] } } })).toEqual({
      phase: 'done',
      result,
    });
  });

  it("rejects with the job's messages, or the result read's error, or a fallback", () => {
    expect(chartJobPhase({ status: 'ERROR', errors: [{ message: 'a' }, { message: 'b' }], result: none })).toEqual({
      phase: 'failed',
      message: 'a\nb',
    });
    expect(chartJobPhase({ status: 'ERROR', errors: [], result: none })).toEqual({
      phase: 'failed',
      message: JOB_FAILED_MESSAGE,
    });
    const expired = {
      ok: false,
      errors: [{ extensions: { message: 'The result has expired or does not exist.' } }],
    } as const;
    expect(chartJobPhase({ status: 'DONE', errors: [], result: expired })).toEqual({
      phase: 'failed',
      message: 'The result has expired or does not exist.',
    });
  });
});
