import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { formData, queryResult } from '../testing.ts';
import { layoutWords } from './layout.ts';
import { transformProps } from './transformProps.ts';

afterEach(cleanup);

const words = queryResult(
  [
    ['product', 'STRING'],
    ['sum__quantity', 'NUMERIC'],
  ],
  [
    ['Helmet', 400],
    ['Chain', 100],
    ['Bell', 25],
    ['Pump', 0],
  ],
);

describe('word_cloud', { timeout: 60_000 }, () => {
  it('transformProps: sizes between size_from and size_to by the square root of the value, flat when asked', () => {
    const props = transformProps(
      words,
      formData('word_cloud', {
        series: 'product',
        metric: 'sum__quantity',
        size_from: 10,
        size_to: 40,
        rotation: 'flat',
      }),
    );
    expect(props.words.map((w) => [w.text, w.size, w.rotate])).toEqual([
      ['Helmet', 40, 0],
      ['Chain', 20, 0],
      ['Bell', 10, 0],
    ]);
  });

  it('layout places words without overlaps inside the box', () => {
    const props = transformProps(words, formData('word_cloud', { series: 'product', metric: 'sum__quantity' }));
    const placed = layoutWords(props.words, 600, 400);
    expect(placed.map((w) => w.text).sort()).toEqual(['Bell', 'Chain', 'Helmet']);
    for (const w of placed) {
      expect(w.x).toBeGreaterThan(0);
      expect(w.x).toBeLessThan(600);
    }
  });

  it('renders every word', () => {
    const { container } = renderChart({ viz_type: 'word_cloud', series: 'product', metric: 'sum__quantity' }, [words]);
    expect([...container.querySelectorAll('svg text')].map((t) => t.lastChild?.textContent).sort()).toEqual([
      'Bell',
      'Chain',
      'Helmet',
    ]);
  });
});
