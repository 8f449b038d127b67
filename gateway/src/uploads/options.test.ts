import { describe, expect, it } from 'vitest';
import { parseUserDate } from './dates.ts';
import { applyShapeOptions, kindOfDtype, OptionError } from './options.ts';

describe('upload dates and options', () => {
  it('reads dates month first unless day first, refusing impossible ones', () => {
    expect(parseUserDate('01/02/2024', false)).toBe('2024-01-02');
    expect(parseUserDate('01/02/2024', true)).toBe('2024-02-01');
    expect(parseUserDate('31.12.2024 10:30', true)).toBe('2024-12-31 10:30:00');
    expect(parseUserDate('12-31-2024 1:05:09.25 PM', false)).toBe('2024-12-31 13:05:09.25');
    expect(parseUserDate('2024/12/31', false)).toBe('2024-12-31');
    expect(parseUserDate('2024-12-31', true)).toBe('2024-12-31');
    expect(parseUserDate('13/01/2024', false)).toBeNull();
    expect(parseUserDate('31/02/2024', true)).toBeNull();
    expect(parseUserDate('soon', true)).toBeNull();
  });

  it('maps pandas dtypes and refuses unknown ones', () => {
    expect(kindOfDtype('int64')).toBe('INTEGER');
    expect(kindOfDtype('Int32')).toBe('INTEGER');
    expect(kindOfDtype('float')).toBe('FLOAT');
    expect(kindOfDtype('str')).toBe('TEXT');
    expect(kindOfDtype('object')).toBe('TEXT');
    expect(kindOfDtype('bool')).toBe('BOOLEAN');
    expect(kindOfDtype('datetime64[ns]')).toBe('TIMESTAMP');
    expect(kindOfDtype('complex128')).toBeNull();
  });

  const table = {
    columns: [
      { name: 'id', kind: 'INTEGER' as const },
      { name: 'zip', kind: 'INTEGER' as const },
      { name: 'd', kind: 'TEXT' as const },
    ],
    rows: [
      ['7', '00501', '05/01/2024'],
      ['8', '02134', '06/01/2024'],
    ],
  };

  it('applies dtype, column dates and the index as pandas would', () => {
    const shaped = applyShapeOptions(table, {
      dtype: { zip: 'TEXT' },
      columnDates: ['d'],
      dayFirst: true,
      indexColumn: 'id',
    });
    expect(shaped.columns).toEqual([
      { name: 'zip', kind: 'TEXT' },
      { name: 'd', kind: 'TIMESTAMP' },
    ]);
    expect(shaped.rows).toEqual([
      ['00501', '2024-01-05'],
      ['02134', '2024-01-06'],
    ]);
    const kept = applyShapeOptions(table, { indexColumn: 'id', dataframeIndex: true, indexLabel: 'row_id' });
    expect(kept.columns.map((c) => c.name)).toEqual(['row_id', 'zip', 'd']);
    const numbered = applyShapeOptions(table, { dataframeIndex: true });
    expect(numbered.rows.map((r) => r[0])).toEqual(['0', '1']);
    expect(numbered.columns[0]).toEqual({ name: 'index', kind: 'INTEGER' });
  });

  it('refuses a date that does not read, and options naming missing columns', () => {
    expect(() => applyShapeOptions(table, { columnDates: ['d'] })).not.toThrow();
    const bad = { ...table, rows: [['1', '2', '25/01/2024']] };
    expect(() => applyShapeOptions(bad, { columnDates: ['d'] })).toThrow(
      /Row 1, column "d": '25\/01\/2024' is not a valid date \(read month first\)/,
    );
    expect(() => applyShapeOptions(table, { indexColumn: 'nope' })).toThrow(OptionError);
    expect(() => applyShapeOptions(table, { dtype: { nope: 'TEXT' } })).toThrow(/column_data_types/);
  });
});
