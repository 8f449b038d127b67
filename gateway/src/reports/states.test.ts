import { describe, expect, it } from 'vitest';
import { decideRun, STILL_WORKING_MESSAGE, WORKING_TIMEOUT_MESSAGE } from './states.ts';

const now = new Date('2026-03-02T10:00:00Z');
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const base = { type: 'Report', lastState: 'Not triggered', workingTimeout: 3600, gracePeriod: 14400 };
const none = { lastWorkingStart: null, lastSuccessEnd: null };

describe('decideRun (Superset report state machine)', () => {
  it('runs from Not triggered, Error and Success', () => {
    for (const lastState of ['Not triggered', 'Error', 'Success']) {
      expect(decideRun({ ...base, lastState }, none, now)).toEqual({ kind: 'run' });
    }
  });

  it('refuses while a run is Working, and ends it in Error after working_timeout', () => {
    const working = { ...base, lastState: 'Working' };
    expect(decideRun(working, { ...none, lastWorkingStart: ago(60) }, now)).toEqual({
      kind: 'refuse',
      state: 'Working',
      message: STILL_WORKING_MESSAGE,
    });
    expect(decideRun(working, { ...none, lastWorkingStart: ago(3600) }, now)).toEqual({
      kind: 'refuse',
      state: 'Error',
      message: WORKING_TIMEOUT_MESSAGE,
    });
  });

  it('an alert that sent within its grace period is On Grace; a report is not', () => {
    const sent = { ...none, lastSuccessEnd: ago(100) };
    expect(decideRun({ ...base, type: 'Alert', lastState: 'Success' }, sent, now)).toEqual({ kind: 'grace' });
    expect(decideRun({ ...base, type: 'Alert', lastState: 'On Grace' }, sent, now)).toEqual({ kind: 'grace' });
    expect(decideRun({ ...base, lastState: 'Success' }, sent, now)).toEqual({ kind: 'run' });
    expect(decideRun({ ...base, type: 'Alert', lastState: 'Success', gracePeriod: 60 }, sent, now)).toEqual({
      kind: 'run',
    });
  });
});
