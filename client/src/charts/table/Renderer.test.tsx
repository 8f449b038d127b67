import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { queryResult } from '../testing.ts';

afterEach(cleanup);

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
