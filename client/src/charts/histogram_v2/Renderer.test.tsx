import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { HISTOGRAM_INDEX, transformProps } from './transformProps.ts';

afterEach(cleanup);

const bins = queryResult(
  [
    ['channel', 'STRING'],
    ['0.0 - 50.0', 'NUMERIC'],
    ['50.0 - 100.0', 'NUMERIC'],
  ],
  [
    ['Online', 7, 3],
    ['Retail', 2, 5],
  ],
);

describe('histogram_v2', { timeout: 60_000 }, () => {
  it('transformProps: a bar per bin, a series per group', () => {
    const props = transformProps(bins, formData('histogram_v2', { column: 'price', groupby: ['channel'] }));
    expect(props.data.map((d) => d[HISTOGRAM_INDEX])).toEqual(['0 – 50', '50 – 100']);
    expect(props.series.map((s) => s.label)).toEqual(['Online', 'Retail']);
    expect(props.data[0]).toMatchObject({ s0: 7, s1: 2 });
    expect(props.yAxisTitle).toBe('Count');
    expect(props.legend).not.toBeNull();
  });

  it('renders the bins as bars', () => {
    const single = queryResult(
      [
        ['0.0 - 50.0', 'NUMERIC'],
        ['50.0 - 100.0', 'NUMERIC'],
      ],
      [[0.7, 0.3]],
    );
    const { container } = renderChart({ viz_type: 'histogram_v2', column: 'price', normalize: true }, [single]);
    expect(container.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(2);
    const texts = [...container.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(texts).toEqual(expect.arrayContaining(['0 – 50', '50 – 100', 'Share']));
  });
});
