import { describe, expect, it } from 'vitest';
import { runDuration, stateColor } from './reportState.ts';

describe('report state helpers', () => {
  it('colours each state', () => {
    expect(stateColor('Success')).toBe('green');
    expect(stateColor('Error')).toBe('red');
    expect(stateColor('Working')).toBe('blue');
    expect(stateColor('On Grace')).toBe('orange');
    expect(stateColor('Not triggered')).toBe('gray');
    expect(stateColor(null)).toBe('gray');
  });

  it('says how long a run took, nothing while it runs', () => {
    expect(runDuration('2026-01-01T10:00:00Z', '2026-01-01T10:00:03.25Z')).toBe('3.3 s');
    expect(runDuration('2026-01-01T10:00:00Z', '2026-01-01T10:01:04Z')).toBe('1 min 4 s');
    expect(runDuration('2026-01-01T10:00:00Z', null)).toBe('');
  });
});
