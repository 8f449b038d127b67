import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { queryResult } from '../testing.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('table renderer', { timeout: 60_000 }, () => {
  it('paints the cells conditional formatting colours', () => {
    renderChart(
      {
        viz_type: 'table',
        conditional_formatting: [{ column: 'revenue', operator: '>', targetValue: 50, colorScheme: '#5AC189' }],
      },
      [
        queryResult(
          [
            ['country', 'STRING'],
            ['revenue', 'NUMERIC'],
          ],
          [
            ['France', 100],
            ['Spain', 40],
          ],
        ),
      ],
    );
    const france = screen.getByRole('cell', { name: '100' });
    expect(france.style.background).toBe('rgb(90, 193, 137)');
    expect(screen.getByRole('cell', { name: '40' }).style.background).toBe('');
  });
});

describe('table renderer with many rows', { timeout: 60_000 }, () => {
  it('keeps only a screenful of rows in the page, with spacers for the rest', () => {
    // jsdom lays nothing out: the scrolling box is given the height a card would have.
    const scroller = (el: HTMLElement) => el.getAttribute('aria-label') === 'Table chart (scrollable)';
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return scroller(this) ? 400 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return scroller(this) ? 800 : 0;
    });
    const rows = Array.from({ length: 5000 }, (_, i) => [`row ${i}`, i]);
    const { container } = renderChart({ viz_type: 'table', query_mode: 'raw' }, [
      queryResult(
        [
          ['name', 'STRING'],
          ['value', 'NUMERIC'],
        ],
        rows,
      ),
    ]);
    const drawn = container.querySelectorAll('tbody tr[data-index]');
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(100);
    expect(screen.getByRole('cell', { name: 'row 0' })).toBeTruthy();
    const spacer = container.querySelector('tbody tr[aria-hidden]:last-child') as HTMLElement;
    // The rows not drawn still take their height, so the scroll bar reads the whole table.
    expect(Number.parseFloat(spacer.style.height)).toBeGreaterThan(4000 * 30);
  });
});
