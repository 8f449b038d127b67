import { describe, expect, it } from 'vitest';
import { labelColorFunction, sequentialColor } from './colors.ts';
import { formatValue } from './format.ts';
import { formatDate, smartDate, timeAxisTicks } from './timeFormat.ts';

const utc = (y: number, m: number, d = 1) => new Date(Date.UTC(y, m, d));

describe('time formats', () => {
  it('names a period by its grain, or by a saved d3 format', () => {
    expect(formatDate(utc(2024, 0), undefined, 'P1M')).toBe('Jan 2024');
    expect(formatDate(utc(2024, 3), 'smart_date', 'P3M')).toBe('Q2 2024');
    expect(formatDate(utc(2024, 0), undefined, 'P1Y')).toBe('2024');
    expect(formatDate(utc(2024, 0, 5), undefined, 'P1D')).toBe('2024-01-05');
    expect(formatDate(utc(2024, 0, 5), '%d/%m/%Y', 'P1M')).toBe('05/01/2024');
    expect(smartDate(utc(2024, 2, 1))).toBe('Mar');
    expect(smartDate(utc(2024, 0, 1))).toBe('2024');
  });

  it('thins monthly ticks to the width and names them by month', () => {
    const domain: [Date, Date] = [utc(2023, 0), utc(2025, 11)];
    const narrow = timeAxisTicks(domain, 400, 'P1M');
    expect(narrow.values.length).toBeLessThanOrEqual(4);
    expect(narrow.values.map(narrow.format)).toEqual(['2023', '2024', '2025']);
    const wide = timeAxisTicks(domain, 1600, 'P1M');
    expect(wide.values.length).toBeLessThanOrEqual(17);
    expect(wide.values.length).toBeGreaterThan(4);
    expect(wide.values.map(wide.format)[0]).toMatch(/^(Jan|Apr|Jul|Oct|Q1) 20\d\d$|^Q\d 20\d\d$/);
    // Never finer than the grain: a monthly series gets no daily ticks however wide the axis.
    const short = timeAxisTicks([utc(2024, 0), utc(2024, 2)], 2000, 'P1M');
    expect(short.values.map(short.format)).toEqual(['Jan 2024', 'Feb 2024', 'Mar 2024']);
  });
});

describe('colours and currency', () => {
  it('keeps a label on its colour, label_colors first, without giving a forced colour to another label', () => {
    const colorOf = labelColorFunction({ color_scheme: 'd3Category10', label_colors: { Retail: '#1f77b4' } });
    expect(colorOf('Online')).toBe('#ff7f0e');
    expect(colorOf('Retail')).toBe('#1f77b4');
    expect(colorOf('Online')).toBe('#ff7f0e');
    expect(labelColorFunction({ color_scheme: 'no such scheme' })('x')).toBe('#1FA8C9');
  });

  it('interpolates sequential schemes and places currency symbols', () => {
    expect(sequentialColor('white_black')(0)).toBe('rgb(255, 255, 255)');
    expect(sequentialColor('white_black')(1)).toBe('rgb(0, 0, 0)');
    expect(formatValue(1234.5, ',.2f', { symbol: 'USD', symbolPosition: 'prefix' })).toBe('$1,234.50');
    expect(formatValue(1234.5, ',.0f', { symbol: 'EUR', symbolPosition: 'suffix' })).toBe('1,235 €');
  });
});
