import { describe, expect, it } from 'vitest';
import { searchVizTypes, vizCategories, vizEntries } from './vizPickerSearch.ts';

describe('viz picker search', () => {
  const entries = vizEntries();
  it('lists popular types first', () => {
    expect(entries.slice(0, 4).map((e) => e.vizType)).toEqual([
      'echarts_timeseries_line',
      'big_number',
      'big_number_total',
      'table',
    ]);
  });

  it('finds by name before tags and tolerates a typo, but not nonsense', () => {
    expect(searchVizTypes(entries, 'pie')[0]?.vizType).toBe('pie');
    expect(searchVizTypes(entries, 'Tabel').map((e) => e.vizType)).toContain('table');
    expect(searchVizTypes(entries, 'xyzzyq')).toEqual([]);
  });

  it('puts Other last among categories', () => {
    const categories = vizCategories([
      ...entries,
      { vizType: 'x', name: 'X', label: 'X', category: 'Other', tags: [], description: '' },
    ]);
    expect(categories[categories.length - 1]).toBe('Other');
  });
});
