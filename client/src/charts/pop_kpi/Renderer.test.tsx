import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const result = (now: number, before: number | null) =>
  queryResult(
    [
      ['sum__revenue', 'NUMERIC'],
      ['sum__revenue__1 year ago', 'NUMERIC'],
    ],
    [[now, before]],
  );

describe('pop_kpi', { timeout: 60_000 }, () => {
  it('transformProps: the value, the comparison period and the change in value and percent', () => {
    const props = transformProps(
      result(1200, 1000),
      formData('pop_kpi', {
        metric: 'sum__revenue',
        time_compare: '1 year ago',
        y_axis_format: ',d',
        comparison_color_enabled: true,
      }),
    );
    expect(props).toMatchObject({
      value: '1,200',
      previous: '1,000',
      change: '+200',
      percent: '+20.0%',
      tone: 'good',
      period: '1 year ago',
    });
    const worse = transformProps(
      result(800, 1000),
      formData('pop_kpi', { metric: 'sum__revenue', comparison_color_enabled: true, comparison_color_scheme: 'Red' }),
    );
    // With the Red scheme a fall is good news.
    expect(worse).toMatchObject({ change: '−200', percent: '−20.0%', tone: 'good' });
    const missing = transformProps(result(800, null), formData('pop_kpi', { metric: 'sum__revenue' }));
    expect(missing).toMatchObject({ previous: '–', change: '–', percent: '–', tone: 'none' });
  });

  it('renders the big number and the comparison', () => {
    const { getByText } = renderChart({ viz_type: 'pop_kpi', metric: 'sum__revenue', y_axis_format: ',d' }, [
      result(1200, 1000),
    ]);
    expect(getByText('1,200')).toBeTruthy();
    expect(getByText('1 year before')).toBeTruthy();
    expect(getByText('+20.0%')).toBeTruthy();
  });
});
