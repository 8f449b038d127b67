import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from './renderChart.tsx';
import { day, queryResult } from './testing.ts';
import type { ChartQueryResult } from './types.ts';

afterEach(cleanup);

const months = Array.from({ length: 12 }, (_, i) => Date.UTC(2024, i, 1));

const layers = [
  { name: 'Target', annotationType: 'FORMULA', value: '500', color: '#d62728', style: 'dashed', width: 2 },
  { name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 1, color: '#2ca02c' },
  { name: 'Freeze', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 2, color: '#9467bd' },
  { name: 'Last year', annotationType: 'TIME_SERIES', sourceType: 'line', value: 5, color: '#8c564b' },
];

function withAnnotations(result: ChartQueryResult): ChartQueryResult {
  const native = (start: number, end: number, title: string, description: string) => ({
    start_dttm: start,
    end_dttm: end,
    short_descr: title,
    long_descr: description,
    json_metadata: null,
  });
  return {
    ...result,
    annotationData: {
      Target: { records: months.map((x) => ({ x, y: 500 })) },
      Releases: { records: [native(day('2024-04-15'), day('2024-04-15'), 'v2.0', 'New dashboards')] },
      Freeze: { records: [native(day('2024-08-01'), day('2024-09-01'), 'Code freeze', 'No deploys')] },
      'Last year': { records: months.map((ds, i) => ({ ds, Revenue: 300 + i * 10 })) },
    },
  };
}

const monthly = withAnnotations(
  queryResult(
    [
      ['ds', 'TEMPORAL'],
      ['Revenue', 'NUMERIC'],
    ],
    months.map((ds, i) => [ds, 400 + i * 20]),
  ),
);

describe('annotation layers drawn on time-series charts', { timeout: 60_000 }, () => {
  it('draws a formula line, an event marker with its tooltip, a shaded interval and an extra series', () => {
    const { container } = renderChart(
      {
        viz_type: 'echarts_timeseries_line',
        x_axis: 'ds',
        time_grain_sqla: 'P1M',
        metrics: ['Revenue'],
        annotation_layers: layers,
      },
      [monthly],
    );
    const formula = container.querySelector('[data-annotation-line="Target"] path');
    expect(formula?.getAttribute('stroke')).toBe('#d62728');
    expect(formula?.getAttribute('stroke-dasharray')).toBe('8 6');
    expect(container.querySelector('[data-annotation-line="Last year"] path')?.getAttribute('stroke')).toBe('#8c564b');
    const band = container.querySelector('[data-annotation="intervals"] rect');
    expect(band?.getAttribute('fill')).toBe('#9467bd');
    expect(Number(band?.getAttribute('width'))).toBeGreaterThan(10);
    const marker = container.querySelector('[data-annotation-event="v2.0"]');
    expect(marker).toBeTruthy();
    fireEvent.mouseEnter(marker as Element, { clientX: 300, clientY: 20 });
    expect(screen.getAllByText('v2.0').length).toBe(2);
    expect(screen.getByText('New dashboards')).toBeTruthy();
    fireEvent.mouseLeave(marker as Element);
    expect(screen.queryByText('New dashboards')).toBeNull();
    const interval = container.querySelector('[data-annotation-interval="Code freeze"]');
    fireEvent.mouseEnter(interval as Element, { clientX: 500, clientY: 5 });
    expect(screen.getByText('No deploys')).toBeTruthy();
  });

  it('lists each layer in the legend, where a click hides it', () => {
    const { container } = renderChart(
      { viz_type: 'echarts_timeseries_line', x_axis: 'ds', metrics: ['Revenue'], annotation_layers: layers },
      [monthly],
    );
    for (const name of ['Revenue', 'Target', 'Releases', 'Freeze', 'Last year']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Releases' }));
    expect(container.querySelector('[data-annotation-event="v2.0"]')).toBeNull();
    expect(container.querySelector('[data-annotation-line="Target"] path')).toBeTruthy();
  });

  it('stretches the y-axis to the formula line', () => {
    const { container } = renderChart(
      {
        viz_type: 'echarts_timeseries_line',
        x_axis: 'ds',
        metrics: ['Revenue'],
        annotation_layers: [{ name: 'Target', annotationType: 'FORMULA', value: '2000' }],
      },
      [
        {
          ...monthly,
          annotationData: { Target: { records: months.map((x) => ({ x, y: 2000 })) } },
        },
      ],
    );
    const ticks = [...container.querySelectorAll('svg text')].map((t) => t.textContent ?? '');
    expect(ticks.some((t) => t === '2k' || t === '2.0k' || t === '2,000')).toBe(true);
  });

  it('draws nothing for a layer the chart hides', () => {
    const { container } = renderChart(
      {
        viz_type: 'echarts_timeseries_line',
        x_axis: 'ds',
        metrics: ['Revenue'],
        annotation_layers: layers.map((l) => ({ ...l, show: false })),
      },
      [monthly],
    );
    expect(container.querySelector('[data-annotation="marks"]')).toBeNull();
  });

  it('draws the layers between the bars of a bar chart', () => {
    const { container } = renderChart(
      { viz_type: 'echarts_timeseries_bar', x_axis: 'ds', metrics: ['Revenue'], annotation_layers: layers },
      [monthly],
    );
    expect(container.querySelector('[data-annotation-event="v2.0"]')).toBeTruthy();
    expect(container.querySelector('[data-annotation-line="Target"] path')).toBeTruthy();
    expect(container.querySelector('[data-annotation="intervals"] rect')).toBeTruthy();
  });
});
