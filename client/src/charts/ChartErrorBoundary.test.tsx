import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartErrorBoundary } from './ChartErrorBoundary.tsx';

afterEach(cleanup);

function Broken(): never {
  throw new Error('plugin exploded');
}

describe('ChartErrorBoundary', { timeout: 60_000 }, () => {
  it('shows the error of the chart that threw and leaves its neighbours drawn', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <div>
        <ChartErrorBoundary resetKey={1} fallback={(error) => <p role="alert">{error.message}</p>}>
          <Broken />
        </ChartErrorBoundary>
        <ChartErrorBoundary resetKey={1} fallback={(error) => <p role="alert">{error.message}</p>}>
          <p>neighbour chart</p>
        </ChartErrorBoundary>
      </div>,
    );
    expect(screen.getByRole('alert').textContent).toBe('plugin exploded');
    expect(screen.getByText('neighbour chart')).toBeTruthy();
    quiet.mockRestore();
  });
});
