import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
      { vizType: 'x', name: 'X', label: 'X', category: 'Other', tags: [], description: '', thumbnail: '' },
    ]);
    expect(categories[categories.length - 1]).toBe('Other');
  });
});

describe('viz picker example images', () => {
  it('has a small example image in the client for every registered type', () => {
    // The tests run from the repository root (jsdom gives modules no file: URL).
    const publicDir = join(process.cwd(), 'client/public');
    for (const entry of vizEntries()) {
      expect(entry.thumbnail, entry.vizType).toBe(`/assets/viz-thumbnails/${entry.vizType}.png`);
      const file = `${publicDir}${entry.thumbnail}`;
      // A new viz type: photograph it (tests/browser/viz-gallery.test.ts), then run
      // tests/browser/thumbnails/write-viz-thumbnails.ts and commit its image.
      expect(existsSync(file), `${file} is missing`).toBe(true);
      const bytes = readFileSync(file);
      // A PNG, at most 240 x 160, small enough to ship with the client.
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.readUInt32BE(16)).toBeLessThanOrEqual(240);
      expect(bytes.readUInt32BE(20)).toBeLessThanOrEqual(160);
      expect(bytes.length).toBeLessThan(60_000);
    }
  });
});
