import { describe, expect, it } from 'vitest';
import { datasetIdOfKey } from './sqllab-requested-query.ts';

describe('datasetIdOfKey', () => {
  it("reads the dataset id of explore's datasource key", () => {
    expect(datasetIdOfKey('12__table')).toBe(12);
  });

  it('names no dataset for other keys', () => {
    expect(datasetIdOfKey(null)).toBeNull();
    expect(datasetIdOfKey('12__query')).toBeNull();
    expect(datasetIdOfKey('0__table')).toBeNull();
    expect(datasetIdOfKey('x__table')).toBeNull();
  });
});
