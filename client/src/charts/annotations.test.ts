import { describe, expect, it } from 'vitest';
import { annotationGeometry, annotationValuesAt, bandTimeScale } from './annotationGeometry.ts';
import { type AnnotationEvent, annotationOpacity, chartAnnotations, dashArray } from './annotations.ts';
import { transformProps as barProps } from './echarts_timeseries_bar/transformProps.ts';
import { transformProps as lineProps } from './echarts_timeseries_line/transformProps.ts';
import { transformProps as mixedProps } from './mixed_timeseries/transformProps.ts';
import { day, formData, queryResult } from './testing.ts';
import type { ChartQueryResult } from './types.ts';

const base = queryResult(
  [
    ['ds', 'TEMPORAL'],
    ['Revenue', 'NUMERIC'],
  ],
  [
    [day('2024-01-01'), 10],
    [day('2024-02-01'), 20],
    [day('2024-03-01'), 30],
  ],
);

const layers = [
  { name: 'Target', annotationType: 'FORMULA', value: '25', color: '#ff0000', style: 'dashed', width: 2 },
  {
    name: 'Releases',
    annotationType: 'EVENT',
    sourceType: 'NATIVE',
    value: 1,
    opacity: 'opacityHigh',
    showLabel: true,
  },
  { name: 'Freeze', annotationType: 'INTERVAL', sourceType: 'NATIVE', value: 2 },
  {
    name: 'Last year',
    annotationType: 'TIME_SERIES',
    sourceType: 'line',
    value: 7,
    showMarkers: true,
    hideLine: true,
    style: 'dotted',
  },
  { name: 'Hidden', annotationType: 'FORMULA', value: '1', show: false },
];

const annotationData = {
  Target: { records: [day('2024-01-01'), day('2024-02-01'), day('2024-03-01')].map((x) => ({ x, y: 25 })) },
  Releases: {
    columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
    records: [
      { start_dttm: day('2024-02-10'), end_dttm: day('2024-02-10'), short_descr: 'v2.0', long_descr: 'Big one' },
      { start_dttm: 'not a time', end_dttm: null, short_descr: 'broken', long_descr: null },
    ],
  },
  Freeze: {
    columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
    records: [
      { start_dttm: day('2024-02-20'), end_dttm: day('2024-02-25'), short_descr: 'Code freeze', long_descr: '' },
    ],
  },
  'Last year': {
    records: [
      { ds: day('2024-02-01'), Revenue: 15 },
      { ds: day('2024-01-01'), Revenue: 12 },
    ],
  },
  Hidden: { records: [{ x: day('2024-01-01'), y: 1 }] },
};

const withAnnotations: ChartQueryResult = { ...base, annotationData };

describe('annotation layers in transformProps', () => {
  it('reads every kind of layer from annotation_data, in Superset terms', () => {
    const props = lineProps(
      withAnnotations,
      formData('echarts_timeseries_line', { x_axis: 'ds', metrics: ['Revenue'], annotation_layers: layers as never }),
    );
    const { lines, events, intervals } = props.annotations;
    expect(lines.map((l) => l.label)).toEqual(['Target', 'Last year']);
    expect(lines[0]).toMatchObject({ color: '#ff0000', style: 'dashed', width: 2, opacity: 1, showMarkers: false });
    expect(lines[0]?.points.map((p) => p.y)).toEqual([25, 25, 25]);
    // A chart's time series: its time column against its value, oldest first, markers only.
    expect(lines[1]).toMatchObject({ style: 'dotted', showMarkers: true, hideLine: true });
    expect(lines[1]?.points).toEqual([
      { x: new Date(day('2024-01-01')), y: 12 },
      { x: new Date(day('2024-02-01')), y: 15 },
    ]);
    // The record without a readable time is skipped; native columns are Superset's fixed ones.
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ title: 'v2.0', descriptions: ['Big one'], opacity: 0.8, showLabel: true });
    expect(events[0]?.time).toEqual(new Date(day('2024-02-10')));
    // Intervals are shaded at medium opacity unless the layer says otherwise.
    expect(intervals).toHaveLength(1);
    expect(intervals[0]).toMatchObject({ title: 'Code freeze', descriptions: [], opacity: 0.5 });
    expect(intervals[0]?.end).toEqual(new Date(day('2024-02-25')));
    // Without a colour a layer takes the scheme's next colour after the chart's series.
    expect(events[0]?.color).not.toBe(props.series[0]?.color);
  });

  it('draws nothing for hidden layers, a categorical axis or a result without annotation_data', () => {
    const fd = formData('echarts_timeseries_line', { x_axis: 'ds', annotation_layers: layers as never });
    expect(lineProps(base, fd).annotations).toEqual({ lines: [], events: [], intervals: [] });
    const categorical: ChartQueryResult = {
      ...queryResult(
        [
          ['region', 'STRING'],
          ['Revenue', 'NUMERIC'],
        ],
        [['EMEA', 1]],
      ),
      annotationData,
    };
    expect(lineProps(categorical, { ...fd, x_axis: 'region' }).annotations.lines).toEqual([]);
  });

  it('reads chart-sourced EVENT and INTERVAL layers through their chosen columns', () => {
    const a = chartAnnotations(
      [
        {
          name: 'Deploys',
          annotationType: 'INTERVAL',
          sourceType: 'table',
          value: 3,
          timeColumn: 'start',
          intervalEndColumn: 'stop',
          titleColumn: 'what',
          descriptionColumns: ['who', 'why'],
          color: '#00f',
          opacity: 'opacityLow',
        },
      ],
      {
        Deploys: {
          records: [{ start: '2024-01-05T00:00:00', stop: '2024-01-02', what: 'Deploy', who: 'Ann', why: 'fix' }],
        },
      },
      () => '#999',
    );
    // An end before the start is read as an instant.
    expect(a.intervals[0]).toMatchObject({
      title: 'Deploy',
      descriptions: ['Ann', 'fix'],
      color: '#00f',
      opacity: 0.2,
    });
    expect(a.intervals[0]?.end).toEqual(a.intervals[0]?.start);
  });

  it('carries the layers on the bar, area and mixed charts too', () => {
    const fd = { x_axis: 'ds', metrics: ['Revenue'], annotation_layers: layers as never };
    const bar = barProps(withAnnotations, formData('echarts_timeseries_bar', fd));
    expect(bar.annotations?.events).toHaveLength(1);
    expect(bar.times).toEqual([day('2024-01-01'), day('2024-02-01'), day('2024-03-01')]);
    const mixed = mixedProps(withAnnotations, formData('mixed_timeseries', fd));
    expect(mixed.annotations.lines).toHaveLength(2);
  });
});

describe('annotation styles and geometry', () => {
  it("maps Superset's opacity names and line styles", () => {
    expect([
      annotationOpacity('opacityLow'),
      annotationOpacity('opacityMedium'),
      annotationOpacity('opacityHigh'),
    ]).toEqual([0.2, 0.5, 0.8]);
    expect(annotationOpacity('')).toBe(1);
    expect(dashArray('solid', 2)).toBeUndefined();
    expect(dashArray('dashed', 2)).toBe('8 6');
    expect(dashArray('dotted', 1)).toBe('1 2');
  });

  it('places bands, events and lines on the plot, leaving out what is off the x range', () => {
    const from = day('2024-01-01');
    const to = day('2024-03-01');
    const x = (d: Date) => ((d.getTime() - from) / (to - from)) * 600;
    const props = lineProps(
      withAnnotations,
      formData('echarts_timeseries_line', { x_axis: 'ds', annotation_layers: layers as never }),
    );
    const late = {
      ...props.annotations,
      events: [
        ...props.annotations.events,
        { ...(props.annotations.events[0] as AnnotationEvent), time: new Date(day('2025-01-01')) },
      ],
    };
    const g = annotationGeometry(late, { x, y: (v) => 300 - v * 10, width: 600, height: 300 });
    expect(g.events).toHaveLength(1);
    expect(g.events[0]?.x).toBeCloseTo(x(new Date(day('2024-02-10'))));
    expect(g.intervals[0]?.x0).toBeCloseTo(x(new Date(day('2024-02-20'))));
    expect(g.intervals[0]?.x1).toBeCloseTo(x(new Date(day('2024-02-25'))));
    expect(g.lines[0]?.points[0]).toEqual([0, 50]);
    expect(annotationValuesAt(props.annotations.lines, new Date(day('2024-02-01'))).map((v) => v.value)).toEqual([
      25, 15,
    ]);
  });

  it('interpolates times between the centres of bars', () => {
    const scale = bandTimeScale([0, 100, 200], [10, 30, 50]);
    expect(scale(new Date(50))).toBe(20);
    expect(scale(new Date(200))).toBe(50);
    expect(scale(new Date(300))).toBe(70);
    expect(scale(new Date(-100))).toBe(-10);
  });
});
