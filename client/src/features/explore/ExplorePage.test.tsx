import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRelayEnvironment } from '../../relay/environment.ts';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment, type RelayMock } from '../../testing/mockEnvironment.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

const tableChart = {
  __typename: 'Chart',
  id: 'Q2hhcnQ6Nw==',
  chartId: 7,
  sliceName: 'Revenue by region',
  vizType: 'table',
  description: null,
  datasourceName: 'sales',
  formData: { viz_type: 'table', column_config: { revenue: { d3NumberFormat: ',.0f' } } },
  data: {
    job: null,
    results: [
      {
        colnames: ['region', 'revenue'],
        coltypes: [1, 0],
        data: [
          { region: 'EMEA', revenue: 1234.4 },
          { region: 'APAC', revenue: 99 },
        ],
        rowcount: 2,
      },
    ],
  },
};

function renderExplore(path: string) {
  const { environment, mock } = createTestEnvironment();
  const view = renderRoutes(createRoutes(environment), path, environment);
  return { mock, ...view };
}

function resolveNode(mock: RelayMock, response: { data: unknown; errors?: unknown[] }) {
  act(() => mock.resolveMostRecentOperation(response as never));
}

beforeAll(async () => {
  await import('./ExplorePage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ExplorePage', { timeout: 20_000 }, () => {
  it('asks for the chart of slice_id by its global id and draws it with its name', async () => {
    const { mock } = renderExplore('/explore/?slice_id=7');
    expect(await screen.findByLabelText('Loading chart')).toBeTruthy();
    expect(mock.getMostRecentOperation().request.variables).toEqual({ id: btoa('Chart:7') });

    resolveNode(mock, { data: { node: tableChart } });

    expect(await screen.findByRole('heading', { name: 'Revenue by region' })).toBeTruthy();
    expect(document.title).toBe('Revenue by region · Chartroom');
    const figure = screen.getByRole('figure', { name: 'Table' });
    const rows = within(figure).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['regionrevenue', 'EMEA1,234', 'APAC99']);
    expect(screen.getByRole('link', { name: '← Back to all charts' }).getAttribute('href')).toBe('/chart/list/');
  });

  it('says so when no plugin draws the viz type', async () => {
    const { mock } = renderExplore('/explore/?slice_id=7');
    await screen.findByLabelText('Loading chart');
    resolveNode(mock, { data: { node: { ...tableChart, vizType: 'sankey' } } });

    expect(await screen.findByText('This visualization type is not supported yet')).toBeTruthy();
    expect(screen.getByText('No renderer is registered for viz type “sankey”.')).toBeTruthy();
  });

  it('shows the no-results state when the query returned no rows', async () => {
    const { mock } = renderExplore('/explore/?slice_id=7');
    await screen.findByLabelText('Loading chart');
    const empty = { ...tableChart.data.results[0], data: [], rowcount: 0 };
    resolveNode(mock, { data: { node: { ...tableChart, data: { job: null, results: [empty] } } } });

    // The loading skeleton is a status too: wait for the one that carries the message.
    const message = await screen.findByText(/No results were returned for this query/);
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('figure', { name: 'Table' })).toBeNull();
  });

  it("shows 'Unexpected error' with the server's message when the chart's data fails", async () => {
    // Through the real network layer: it is what keeps the message for @catch.
    const body = {
      data: { node: { ...tableChart, data: null } },
      errors: [{ message: 'Column "revenue" does not exist', path: ['node', 'data'] }],
    };
    vi.stubGlobal('fetch', async () => Response.json(body));
    const environment = createRelayEnvironment();
    renderRoutes(createRoutes(environment), '/explore/?slice_id=7', environment);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Unexpected error');
    expect(alert.textContent).toContain('Column "revenue" does not exist');
    expect(screen.getByRole('heading', { name: 'Revenue by region' })).toBeTruthy();
  });

  it('says the chart is not found when the node is missing', async () => {
    const { mock } = renderExplore('/explore/?slice_id=404');
    await screen.findByLabelText('Loading chart');
    resolveNode(mock, { data: { node: null } });
    expect(await screen.findByRole('heading', { name: 'Chart not found' })).toBeTruthy();
  });

  it('rejects a URL without a numeric slice_id', async () => {
    renderExplore('/explore/?slice_id=abc');
    expect(await screen.findByText(/needs a chart id/)).toBeTruthy();
    expect(screen.getByText('This address is not valid')).toBeTruthy();
  });

  it('sends an unauthenticated request to the login page with the way back', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Not authorized' }), { status: 401 }));
    const environment = createRelayEnvironment();
    const { router } = renderRoutes(createRoutes(environment), '/explore/?slice_id=7', environment);

    expect(await screen.findByRole('heading', { name: 'Sign in to Chartroom' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/explore/?slice_id=7');
  });
});
