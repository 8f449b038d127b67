import { describe, expect, it } from 'vitest';
import { parseChartKey } from './chart-show.ts';

describe('parseChartKey', () => {
  it('reads a positive id or a UUID, and nothing else', () => {
    expect(parseChartKey('42')).toEqual({ id: 42 });
    const uuid = '6f1c2b1e-3d4a-4b5c-9d8e-0f1a2b3c4d5e';
    expect(parseChartKey(uuid)).toEqual({ uuid });
    expect(parseChartKey(uuid.toUpperCase())).toEqual({ uuid: uuid.toUpperCase() });
    for (const raw of ['0', '-1', 'abc', '1.5', '', '12345678901234567', `${uuid}x`]) {
      expect(parseChartKey(raw)).toBeNull();
    }
  });
});
