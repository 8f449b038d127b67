import { describe, expect, it } from 'vitest';
import { GenericDataType } from '../types.ts';
import { crossFilterColumns, crossFilterValue } from './crossFilterCells.ts';

const { NUMERIC, STRING, TEMPORAL, BOOLEAN } = GenericDataType;

describe('table cross-filter cells', () => {
  const colnames = ['product_line', 'order_date', 'region_label', 'SUM(revenue)', 'units', 'is_promo'];
  const coltypes = [STRING, TEMPORAL, STRING, NUMERIC, NUMERIC, BOOLEAN];

  it('emits on the physical group-by columns that are neither numbers nor times', () => {
    const formData = {
      query_mode: 'aggregate',
      groupby: [
        'product_line',
        'order_date',
        { label: 'region_label', sqlExpression: 'UPPER(region)' },
        'units',
        'is_promo',
      ],
    };
    expect(crossFilterColumns(formData, colnames, coltypes)).toEqual([
      'product_line',
      null,
      null,
      null,
      null,
      'is_promo',
    ]);
  });

  it('uses the raw columns in raw mode, and nothing without dimensions', () => {
    expect(
      crossFilterColumns(
        { query_mode: 'raw', all_columns: ['region_label'], groupby: ['product_line'] },
        colnames,
        coltypes,
      ),
    ).toEqual([null, null, 'region_label', null, null, null]);
    expect(crossFilterColumns({}, colnames, coltypes).every((c) => c === null)).toBe(true);
  });

  it('filters on the raw value as text; an empty cell filters on nothing', () => {
    expect(crossFilterValue('EMEA')).toBe('EMEA');
    expect(crossFilterValue(true)).toBe('true');
    expect(crossFilterValue(12)).toBe('12');
    expect(crossFilterValue(null)).toBeNull();
    expect(crossFilterValue(undefined)).toBeNull();
  });
});
