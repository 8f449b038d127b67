import { describe, expect, it } from 'vitest';
import { day, formData, queryResult } from '../testing.ts';
import { transformProps } from './transformProps.ts';

describe('table transformProps', () => {
  const result = queryResult(
    [
      ['order_date', 'TEMPORAL'],
      ['product', 'STRING'],
      ['revenue', 'NUMERIC'],
      ['quantity', 'NUMERIC'],
    ],
    [
      [day('2024-05-01'), 'Widget', 12345.678, 3],
      [null, null, null, 1200],
    ],
  );

  it('formats cells by column type and marks numeric columns', () => {
    const props = transformProps(result, formData('table'));
    expect(props.columns).toEqual([
      { key: 'order_date', label: 'order_date', numeric: false },
      { key: 'product', label: 'product', numeric: false },
      { key: 'revenue', label: 'revenue', numeric: true },
      { key: 'quantity', label: 'quantity', numeric: true },
    ]);
    expect(props.rows).toEqual([
      ['2024-05-01', 'Widget', '12,345.68', '3'],
      ['N/A', 'N/A', 'N/A', '1,200'],
    ]);
    expect(props.rowcount).toBe(2);
  });

  it('applies a per-column number format from column_config', () => {
    const props = transformProps(result, {
      ...formData('table'),
      column_config: { revenue: { d3NumberFormat: '$,.0f' } },
    });
    expect(props.rows[0]?.[2]).toBe('$12,346');
  });

  it('heads columns by verbose name, formats metrics by their saved format and grouped times by the grain', () => {
    const props = transformProps(result, formData('table', { query_mode: 'aggregate', time_grain_sqla: 'P1M' }), {
      datasource: { verboseMap: { revenue: 'Revenue' }, metricFormats: { revenue: '$,.0f' }, currencyFormats: {} },
      results: [result],
    });
    expect(props.columns[2]?.label).toBe('Revenue');
    expect(props.rows[0]?.slice(0, 3)).toEqual(['May 2024', 'Widget', '$12,346']);
  });

  it('shows raw records with their full timestamp under smart_date, and a chosen format as it is', () => {
    const raw = queryResult([['ordered_at', 'TEMPORAL']], [[Date.UTC(2024, 4, 1, 10, 23, 52)]]);
    expect(transformProps(raw, formData('table', { query_mode: 'raw' })).rows).toEqual([['2024-05-01 10:23:52']]);
    const smart = formData('table', { query_mode: 'raw', table_timestamp_format: 'smart_date' });
    expect(transformProps(raw, smart).rows).toEqual([['2024-05-01 10:23:52']]);
    const chosen = formData('table', { query_mode: 'raw', table_timestamp_format: '%d/%m/%Y' });
    expect(transformProps(raw, chosen).rows).toEqual([['01/05/2024']]);
  });

  it('colours cells, rows and texts by the conditional formatting rules', () => {
    const sales = queryResult(
      [
        ['country', 'STRING'],
        ['revenue', 'NUMERIC'],
        ['orders', 'NUMERIC'],
      ],
      [
        ['France', 100, 5],
        ['Spain', 40, 12],
        ['Italy', 70, 8],
      ],
    );
    const props = transformProps(
      sales,
      formData('table', {
        conditional_formatting: [
          { column: 'revenue', operator: '>', targetValue: 50, colorScheme: '#5AC189' },
          {
            column: 'orders',
            operator: '≥',
            targetValue: 10,
            colorScheme: '#E04355',
            toAllRow: true,
            toTextColor: true,
          },
          { column: 'missing', operator: '>', targetValue: 0, colorScheme: '#000000' },
        ],
      }),
    );
    expect(props.cellColors).toEqual([
      [undefined, { background: 'rgba(90, 193, 137, 1)' }, undefined],
      [{ color: 'rgba(224, 67, 85, 1)' }, { color: 'rgba(224, 67, 85, 1)' }, { color: 'rgba(224, 67, 85, 1)' }],
      [undefined, { background: 'rgba(90, 193, 137, 0.43)' }, undefined],
    ]);
    expect(transformProps(sales, formData('table')).cellColors).toBeUndefined();
  });
});
