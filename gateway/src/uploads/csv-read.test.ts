import { describe, expect, it } from 'vitest';
import { dedupeNames, planCsvColumns } from './csv-read.ts';

describe('CSV header names', () => {
  it('makes repeated names unique as pandas does', () => {
    expect(dedupeNames(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a.1', 'a.2']);
    expect(dedupeNames(['a', 'a', 'a.1'])).toEqual(['a', 'a.1', 'a.1.1']);
    expect(dedupeNames(['a', 'a.1', 'a'])).toEqual(['a', 'a.1', 'a.1.1']);
  });

  it('names blank headers Unnamed: <position> and keeps columns_read on the unique names', () => {
    const plan = planCsvColumns(['x', '', 'x'], { columnsRead: ['x.1', 'Unnamed: 1'] });
    expect(plan.names).toEqual(['x.1', 'Unnamed: 1']);
    expect(plan.cells(['1', '2', '3'])).toEqual(['3', '2']);
  });
});
