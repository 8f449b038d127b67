import { describe, expect, it } from 'vitest';
import { loadDataField } from './bulk.ts';

describe('LOAD DATA fields', () => {
  it('escapes what would end a field or line, and writes nulls as \\N', () => {
    expect(loadDataField(null)).toBe('\\N');
    expect(loadDataField('N')).toBe('N');
    expect(loadDataField('a\tb\nc\\d\re')).toBe('a\\tb\\nc\\\\d\\re');
    expect(loadDataField(`x${String.fromCharCode(0)}`)).toBe('x\\0');
    expect(loadDataField(2.5)).toBe('2.5');
    expect(loadDataField('9007199254740993')).toBe('9007199254740993');
  });
});
