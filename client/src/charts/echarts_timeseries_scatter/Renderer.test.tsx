import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { transformProps as smoothProps } from '../echarts_timeseries_smooth/transformProps.ts';
import { transformProps as stepProps } from '../echarts_timeseries_step/transformProps.ts';
import { renderChart } from '../renderChart.tsx';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const result = queryResult(
  [
    ['ds', 'TEMPORAL'],
    ['Online', 'NUMERIC'],
    ['Retail', 'NUMERIC'],
  ],
  [
    [day('2024-01-01'), 5, 3],
    [day('2024-01-02'), 7, null],
    [day('2024-01-03'), 6, 4],
  ],
);

describe('scatter, smooth and step transformProps', () => {
  it('draw the same series in their own style', () => {
    expect(transformProps(result, formData('echarts_timeseries_scatter')).series.map((s) => s.kind)).toEqual([
      'scatter',
      'scatter',
    ]);
    expect(smoothProps(result, formData('echarts_timeseries_smooth')).style).toBe('smooth');
    expect(stepProps(result, formData('echarts_timeseries_step', { seriesType: 'end' })).style).toBe('end');
    expect(stepProps(result, formData('echarts_timeseries_step', { seriesType: 'line' })).style).toBe('start');
  });
});

describe('scatter, smooth and step renderers', { timeout: 60_000 }, () => {
  it('scatter draws a marker per non-null point and no line', () => {
    const { container } = renderChart({ viz_type: 'echarts_timeseries_scatter', x_axis: 'ds', metrics: ['count'] }, [
      result,
    ]);
    expect(container.querySelectorAll('svg circle').length).toBe(5);
    expect(container.querySelectorAll('svg path[fill="none"][stroke-width="2"]').length).toBe(0);
  });

  it.each(['echarts_timeseries_smooth', 'echarts_timeseries_step'])('%s draws a line per series', (vizType) => {
    const { container } = renderChart({ viz_type: vizType, x_axis: 'ds', metrics: ['count'] }, [result]);
    expect(container.querySelectorAll('svg path[fill="none"][stroke-width="2"]').length).toBe(2);
  });
});
