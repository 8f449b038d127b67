import { describe, expect, it } from 'vitest';
import { coerce, inferKind, KindTracker, normalizeTemporal, ValueError } from './values.ts';

describe('upload values', () => {
  it('refuses impossible dates and keeps fractions and four-digit years', () => {
    expect(normalizeTemporal('2024-02-30')).toBeNull();
    expect(normalizeTemporal('2023-02-29')).toBeNull();
    expect(normalizeTemporal('2024-02-29')).toEqual({ date: true, text: '2024-02-29' });
    expect(normalizeTemporal('2024-01-02T10:30:00.123')?.text).toBe('2024-01-02 10:30:00.123');
    expect(normalizeTemporal('0001-01-01 00:00')?.text).toBe('0001-01-01 00:00:00');
    expect(normalizeTemporal('2024-01-01 23:30:00+02:00')?.text).toBe('2024-01-01 21:30:00');
    expect(normalizeTemporal('2024-01-01 24:00:00')).toBeNull();
  });

  it('infers 64-bit integers exactly, wider numbers as floats', () => {
    expect(inferKind(['9007199254740993', null, '-5'])).toBe('INTEGER');
    expect(inferKind(['99999999999999999999'])).toBe('FLOAT');
    expect(inferKind(['1', '2.5'])).toBe('FLOAT');
    expect(inferKind(['true', 'FALSE'])).toBe('BOOLEAN');
    expect(inferKind(['2024-01-01', '2024-01-02 10:00'])).toBe('TIMESTAMP');
    expect(inferKind(['2024-01-01', '2024-02-30'])).toBe('TEXT');
    expect(inferKind([null])).toBe('TEXT');
    for (const values of [
      ['1', '2024-01-01'],
      ['1', null, '-2'],
      ['2024-01-01', '2024-01-02 10:00'],
      ['1', '2.5'],
      [],
    ]) {
      const tracker = new KindTracker();
      for (const v of values) tracker.add(v);
      expect(tracker.kind(), values.join()).toBe(inferKind(values));
    }
  });

  it('binds integers as exact text and refuses misfits', () => {
    expect(coerce('9007199254740993', 'INTEGER', 'postgresql')).toBe('9007199254740993');
    expect(coerce('+007', 'INTEGER', 'duckdb')).toBe('7');
    expect(coerce('-0', 'INTEGER', 'duckdb')).toBe('0');
    expect(coerce('-42', 'INTEGER', 'duckdb')).toBe('-42');
    expect(() => coerce('9223372036854775808', 'INTEGER', 'duckdb')).toThrow(ValueError);
    expect(() => coerce('oops', 'INTEGER', 'sqlite')).toThrow(ValueError);
    expect(() => coerce('oops', 'INTEGER', 'sqlite')).toThrow("'oops' is not an integer");
    expect(() => coerce('2024-02-30', 'TIMESTAMP', 'duckdb')).toThrow(/not a valid date/);
    expect(coerce('true', 'BOOLEAN', 'sqlite')).toBe(1);
    expect(coerce('2024-01-02', 'TIMESTAMP', 'mysql')).toBe('2024-01-02 00:00:00');
    expect(coerce(null, 'INTEGER', 'mysql')).toBeNull();
    expect(() => coerce(`a${String.fromCharCode(0)}b`, 'FLOAT', 'mysql')).toThrow("'a?b' is not a number");
  });
});
