import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const sales = queryResult(
  [
    ['region', 'STRING'],
    ['country', 'STRING'],
    ['channel', 'STRING'],
    ['sum__revenue', 'NUMERIC'],
    ['count', 'NUMERIC'],
  ],
  [
    ['Europe', 'France', 'Online', 10, 1],
    ['Europe', 'France', 'Retail', 20, 2],
    ['Europe', 'Spain', 'Online', 30, 3],
    ['Americas', 'Canada', 'Retail', 40, 4],
  ],
);

const cells = (props: ReturnType<typeof transformProps>) =>
  props.rows.map((r) => [...r.headers.map((h) => h.label), ...r.cells.map((c) => c.text)]);

describe('pivot_table_v2', { timeout: 60_000 }, () => {
  it('transformProps: a cross table with subtotals and totals, sorted by key', () => {
    const props = transformProps(
      sales,
      formData('pivot_table_v2', {
        groupbyRows: ['region', 'country'],
        groupbyColumns: ['channel'],
        metrics: ['sum__revenue'],
        rowSubTotals: true,
        colTotals: true,
        rowTotals: true,
        valueFormat: ',d',
      }),
    );
    expect(props.rowLevelNames).toEqual(['region', 'country']);
    expect(props.columnHeaderRows).toEqual([
      [
        { label: 'sum__revenue', span: 2, total: false },
        { label: 'Total', span: 1, total: true },
      ],
      [
        { label: 'Online', span: 1, total: false },
        { label: 'Retail', span: 1, total: false },
        { label: '', span: 1, total: true },
      ],
    ]);
    expect(cells(props)).toEqual([
      ['Americas', 'Canada', '', '40', '40'],
      ['Subtotal', '', '40', '40'],
      ['Europe', 'France', '10', '20', '30'],
      ['Spain', '30', '', '30'],
      ['Subtotal', '40', '20', '60'],
      ['Total', '40', '60', '100'],
    ]);
    // The region cell spans its countries and its subtotal.
    expect(props.rows[2]?.headers[0]).toMatchObject({ label: 'Europe', span: 3 });
  });

  it('transformProps: aggregate functions, combined metrics on rows, transposed', () => {
    const average = transformProps(
      sales,
      formData('pivot_table_v2', {
        groupbyRows: ['region'],
        metrics: ['count'],
        aggregateFunction: 'Average',
        colTotals: true,
        valueFormat: '.2f',
      }),
    );
    expect(cells(average)).toEqual([
      ['Americas', '4.00'],
      ['Europe', '2.00'],
      ['Total', '2.50'],
    ]);
    const transposed = transformProps(
      sales,
      formData('pivot_table_v2', {
        groupbyRows: ['region'],
        groupbyColumns: ['channel'],
        metrics: ['sum__revenue', 'count'],
        metricsLayout: 'ROWS',
        combineMetric: true,
        transposePivot: true,
        aggregateFunction: 'Sum as Fraction of Total',
      }),
    );
    expect(transposed.rowLevelNames).toEqual(['channel', 'Metric']);
    expect(transposed.columnHeaderRows[0]?.map((c) => c.label)).toEqual(['Americas', 'Europe']);
    expect(cells(transposed)[0]).toEqual(['Online', 'count', '', '40.0%']);
  });

  it('renders a table with the merged headers', () => {
    const { container, getAllByRole } = renderChart(
      {
        viz_type: 'pivot_table_v2',
        groupbyRows: ['region'],
        groupbyColumns: ['channel'],
        metrics: ['sum__revenue'],
        colTotals: true,
      },
      [sales],
    );
    expect(container.querySelector('table')).toBeTruthy();
    const headers = getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['region', 'sum__revenue', 'Online', 'Retail']));
    expect(getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Americas', 'Europe', 'Total']);
  });
});

describe('pivot_table_v2 conditional formatting', () => {
  it('colours the cells of a metric by rule, stronger further into the range, not the totals', () => {
    const props = transformProps(
      sales,
      formData('pivot_table_v2', {
        groupbyRows: ['country'],
        metrics: ['sum__revenue'],
        colTotals: true,
        conditional_formatting: [{ column: 'sum__revenue', operator: '>', targetValue: 15, colorScheme: '#5AC189' }],
      }),
    );
    const backgrounds = props.rows.map((r) => r.cells[0]?.background);
    // Canada 40 (the maximum), France 30, Spain 30; the total row is never coloured.
    expect(backgrounds).toEqual([
      'rgba(90, 193, 137, 1)',
      'rgba(90, 193, 137, 0.62)',
      'rgba(90, 193, 137, 0.62)',
      undefined,
    ]);
    const below = transformProps(
      sales,
      formData('pivot_table_v2', {
        groupbyRows: ['country'],
        metrics: ['sum__revenue'],
        conditional_formatting: [{ column: 'sum__revenue', operator: '<', targetValue: 45, colorScheme: '#E04355' }],
      }),
    );
    expect(below.rows.map((r) => r.cells[0]?.background)).toEqual([
      'rgba(224, 67, 85, 0.37)',
      'rgba(224, 67, 85, 1)',
      'rgba(224, 67, 85, 1)',
    ]);
  });
});
