import { describe, expect, it } from 'vitest';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

const result = queryResult(
  [
    ['ds', 'TEMPORAL'],
    ['a', 'NUMERIC'],
    ['b', 'NUMERIC'],
  ],
  [
    [day('2024-03-01'), 1, 2],
    [day('2024-03-02'), 3, 4],
  ],
);

describe('echarts_area transformProps', () => {
  it('fills the area and keeps the line chart series', () => {
    const props = transformProps(result, formData('echarts_area'));
    expect(props.enableArea).toBe(true);
    expect(props.stacked).toBe(false);
    expect(props.series.map((s) => s.data.map((p) => p.y))).toEqual([
      [1, 3],
      [2, 4],
    ]);
  });

  it.each([true, 'Stack', 'Stream'] as const)('stacks the series when stack is %s', (stack) => {
    expect(transformProps(result, formData('echarts_area', { stack })).stacked).toBe(true);
  });

  it('does not stack when stack is null', () => {
    expect(transformProps(result, formData('echarts_area', { stack: null })).stacked).toBe(false);
  });
});
