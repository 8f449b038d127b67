import { describe, expect, it } from 'vitest';
import { alignStackedSeries } from './stackAlign.ts';
import type { ChartSeries } from './timeseriesProps.ts';

const series = (id: string, data: ChartSeries['data']): ChartSeries => ({
  id,
  label: id,
  color: '#000000',
  axis: 'left',
  kind: 'line',
  data,
});
const week = (n: number) => new Date(Date.UTC(2024, 0, 1 + 7 * n));

describe('alignStackedSeries', () => {
  it('gives every series a point at every time, in time order, missing and empty values as 0', () => {
    const aligned = alignStackedSeries([
      series('Online', [
        { x: week(0), y: 3 },
        { x: week(2), y: 5 },
      ]),
      series('Retail', [
        { x: week(1), y: 2 },
        { x: week(0), y: null },
      ]),
    ]);
    expect(aligned.map((s) => s.data.map((p) => [(p.x as Date).getTime(), p.y]))).toEqual([
      [
        [week(0).getTime(), 3],
        [week(1).getTime(), 0],
        [week(2).getTime(), 5],
      ],
      [
        [week(0).getTime(), 0],
        [week(1).getTime(), 2],
        [week(2).getTime(), 0],
      ],
    ]);
  });

  it('keeps categories in the order they first appear', () => {
    const aligned = alignStackedSeries([
      series('a', [{ x: 'Mon', y: 1 }]),
      series('b', [
        { x: 'Tue', y: 2 },
        { x: 'Mon', y: 4 },
      ]),
    ]);
    expect(aligned[0]?.data).toEqual([
      { x: 'Mon', y: 1 },
      { x: 'Tue', y: 0 },
    ]);
    expect(aligned[1]?.data).toEqual([
      { x: 'Mon', y: 4 },
      { x: 'Tue', y: 2 },
    ]);
  });
});
