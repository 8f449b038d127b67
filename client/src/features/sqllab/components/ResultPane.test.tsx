import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { system } from '../../../theme/system.ts';
import type { RunState } from '../state/runState.ts';
import { ResultPane } from './ResultPane.tsx';

function show(state: RunState) {
  return render(
    <ChakraProvider value={system}>
      <ResultPane state={state} />
    </ChakraProvider>,
  );
}

afterEach(cleanup);

describe('ResultPane', () => {
  it("shows the database's message and the line of the error", () => {
    show({ status: 'failed', message: 'relation "nope" does not exist', line: 4, elapsedMs: 12 });
    expect(screen.getByText('Error on line 4')).toBeTruthy();
    expect(screen.getByText('relation "nope" does not exist')).toBeTruthy();
  });

  it("says 'Limit reached', the row count, and sorts by a column header", () => {
    show({
      status: 'success',
      queryId: 'q1',
      columns: ['city', 'n'],
      rows: [
        { city: 'Paris', n: 2 },
        { city: 'Lyon', n: 1 },
      ],
      rowCount: 2,
      limitReached: true,
      limit: 2,
      elapsedMs: 40,
      csvUrl: '/api/v1/sqllab/export/q1/',
    });
    expect(screen.getByRole('status', { name: 'Result summary' }).textContent).toBe('2 rows returned · 00:00:00.04');
    expect(screen.getByText('Limit reached: the results were limited to 2 rows.')).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'Results' }).getAttribute('aria-rowcount')).toBe('3');
    expect(screen.getByRole('link', { name: 'Download to CSV' }).getAttribute('href')).toBe(
      '/api/v1/sqllab/export/q1/',
    );
    const header = screen.getAllByRole('columnheader')[1];
    expect(header?.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by n' }));
    expect(header?.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by n' }));
    expect(header?.getAttribute('aria-sort')).toBe('descending');
  });

  it('says how long a stopped query ran', () => {
    show({ status: 'stopped', elapsedMs: 2500 });
    expect(screen.getByText('The query was stopped after 00:00:02.50.')).toBeTruthy();
  });
});
