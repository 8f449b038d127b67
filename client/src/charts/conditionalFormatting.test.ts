import { describe, expect, it } from 'vitest';
import { colorFormatters, lastColor, parseRules, ruleColorFunction } from './conditionalFormatting.ts';

const rule = (fields: Record<string, unknown>) => {
  const [parsed] = parseRules([{ column: 'v', colorScheme: '#5AC189', ...fields }]);
  if (!parsed) throw new Error('rule skipped');
  return parsed;
};

const values = [0, 25, 50, 75, 100];

describe("conditional formatting (Superset's getColorFormatters)", () => {
  it('keeps only rules with a column, a colour and the bounds their operator needs', () => {
    const rules = parseRules([
      { column: 'a', operator: '>', targetValue: 1, colorScheme: '#fff' },
      { column: 'b', operator: '>', colorScheme: '#fff' },
      { column: 'c', operator: '< x <', targetValueLeft: 1, colorScheme: '#fff' },
      { column: 'd', operator: 'like', targetValue: 1, colorScheme: '#fff' },
      { operator: 'None', colorScheme: '#fff' },
      { column: 'e', operator: '>=', targetValue: '2', colorScheme: 'colorError', toAllRow: true },
    ]);
    expect(rules.map((r) => [r.column, r.operator])).toEqual([
      ['a', '>'],
      ['e', '≥'],
    ]);
    expect(rules[1]).toMatchObject({ targetValue: 2, colorScheme: '#E04355', toAllRow: true, toTextColor: false });
  });

  it('grows the opacity from the cut-off (5 %) to the extreme (100 %)', () => {
    const above = ruleColorFunction(rule({ operator: '>', targetValue: 50 }), values);
    expect(values.map(above)).toEqual([
      undefined,
      undefined,
      undefined,
      'rgba(90, 193, 137, 0.53)',
      'rgba(90, 193, 137, 1)',
    ]);
    const below = ruleColorFunction(rule({ operator: '≤', targetValue: 50 }), values);
    expect(values.map(below)).toEqual([
      'rgba(90, 193, 137, 1)',
      'rgba(90, 193, 137, 0.53)',
      'rgba(90, 193, 137, 0.05)',
      undefined,
      undefined,
    ]);
  });

  it('spans the whole range from 0 % without an operator', () => {
    const none = ruleColorFunction(rule({ operator: 'None' }), values);
    expect(values.map(none)).toEqual([
      'rgba(90, 193, 137, 0)',
      'rgba(90, 193, 137, 0.25)',
      'rgba(90, 193, 137, 0.5)',
      'rgba(90, 193, 137, 0.75)',
      'rgba(90, 193, 137, 1)',
    ]);
  });

  it('colours equal values fully, and other values towards the farther extreme for ≠', () => {
    expect(values.map(ruleColorFunction(rule({ operator: '=', targetValue: 25 }), values))).toEqual([
      undefined,
      'rgba(90, 193, 137, 1)',
      undefined,
      undefined,
      undefined,
    ]);
    // 100 lies further from 25 than 0 does: the gradient runs from 25 towards 100.
    expect(values.map(ruleColorFunction(rule({ operator: '≠', targetValue: 25 }), values))).toEqual([
      'rgba(90, 193, 137, 0.37)',
      undefined,
      'rgba(90, 193, 137, 0.37)',
      'rgba(90, 193, 137, 0.68)',
      'rgba(90, 193, 137, 1)',
    ]);
  });

  it('reads the four between operators with their own open and closed ends', () => {
    const at = (operator: string) =>
      values.map(ruleColorFunction(rule({ operator, targetValueLeft: 25, targetValueRight: 75 }), values));
    expect(at('< x <')).toEqual([undefined, undefined, 'rgba(90, 193, 137, 0.53)', undefined, undefined]);
    expect(at('≤ x ≤')[1]).toBe('rgba(90, 193, 137, 0.05)');
    expect(at('≤ x ≤')[3]).toBe('rgba(90, 193, 137, 1)');
    expect(at('≤ x <')[3]).toBeUndefined();
    expect(at('< x ≤')[1]).toBeUndefined();
  });

  it('answers the plain colour without alpha, and the last matching rule wins', () => {
    const rules = parseRules([
      { column: 'v', operator: '>', targetValue: 0, colorScheme: '#ACE1C4' },
      { column: 'v', operator: '>', targetValue: 60, colorScheme: '#EFA1AA' },
    ]);
    const formatters = colorFormatters(rules, () => values, false);
    expect(lastColor(formatters, 50)).toBe('#ACE1C4');
    expect(lastColor(formatters, 80)).toBe('#EFA1AA');
    expect(lastColor(formatters, -5)).toBeUndefined();
    expect(lastColor(formatters, null)).toBeUndefined();
  });
});
