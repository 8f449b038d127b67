import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderChart } from '../renderChart.tsx';
import { queryResult } from '../testing.ts';

afterEach(cleanup);

describe('world map renderer', { timeout: 60_000 }, () => {
  it('draws every country, shades those with data, puts bubbles on them and names one on hover', () => {
    const { container } = renderChart(
      {
        viz_type: 'world_map',
        entity: 'code',
        country_fieldtype: 'cca3',
        metric: 'orders',
        show_bubbles: true,
      },
      [
        queryResult(
          [
            ['code', 'STRING'],
            ['orders', 'NUMERIC'],
          ],
          [
            ['FRA', 30],
            ['BRA', 10],
          ],
        ),
      ],
    );
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(150);
    const france = container.querySelector('path[data-country="FRA"]') as SVGPathElement;
    expect(france.getAttribute('fill')).toMatch(/^rgb/);
    expect(container.querySelectorAll('circle[data-bubble]').length).toBe(2);
    fireEvent.mouseMove(france, { clientX: 10, clientY: 10 });
    expect(screen.getByRole('tooltip').textContent).toContain('FRA');
    expect(screen.getByRole('tooltip').textContent).toContain('30');
    expect(screen.getByLabelText('Colour scale')).toBeTruthy();
  });
});
