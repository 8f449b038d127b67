import { describe, expect, it } from 'vitest';
import { evaluateAlert } from './alert.ts';

const op = (o: string, threshold: number) => ({ type: 'operator', configJson: JSON.stringify({ op: o, threshold }) });

describe('evaluateAlert', () => {
  it('operator compares the single value with the threshold', () => {
    expect(evaluateAlert([{ n: 12 }], op('>', 10))).toEqual({ triggered: true, value: 12, valueRowJson: '{"n":12}' });
    expect(evaluateAlert([{ n: 8 }], op('>', 10)).triggered).toBe(false);
    expect(evaluateAlert([{ n: 10 }], op('>=', 10)).triggered).toBe(true);
    expect(evaluateAlert([{ n: 10 }], op('==', 10)).triggered).toBe(true);
    expect(evaluateAlert([{ n: 10 }], op('!=', 10)).triggered).toBe(false);
    expect(evaluateAlert([{ n: '3.5' }], op('<', 4)).triggered).toBe(true);
  });

  it('not null fires on a value that is neither null nor zero', () => {
    const v = { type: 'not null', configJson: null };
    expect(evaluateAlert([{ n: 5 }], v).triggered).toBe(true);
    expect(evaluateAlert([{ n: 0 }], v).triggered).toBe(false);
    expect(evaluateAlert([{ n: null }], v).triggered).toBe(false);
    expect(evaluateAlert([], v)).toEqual({ triggered: false, value: null, valueRowJson: null });
  });

  it("refuses results Superset refuses, with Superset's messages", () => {
    expect(() => evaluateAlert([{ n: 1 }, { n: 2 }], op('>', 0))).toThrow('Alert query returned more than one row.');
    expect(() => evaluateAlert([{ a: 1, b: 2 }], op('>', 0))).toThrow('Alert query returned more than one column.');
    expect(() => evaluateAlert([{ n: 1 }], { type: 'operator', configJson: '{"op":"~"}' })).toThrow(
      'Alert validator config error.',
    );
    expect(() => evaluateAlert([{ n: 1 }], { type: null, configJson: null })).toThrow('Alert validator config error.');
  });
});
