import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

const activity = Array.from({ length: 5 }, (_, index) => ({
  action: 'explore',
  itemType: 'slice',
  itemTitle: `Viewed ${index + 1}`,
  itemUrl: `/explore/?slice_id=${index + 1}`,
  time: 1_700_000_000_000 - index,
  timeDeltaHumanized: `${index + 1} minutes ago`,
}));

// Mock resolvers are keyed by GraphQL type names, which look like components to the linter.
const homeResolvers = {
  Query: () => ({ recentActivity: activity }),
  Chart: () => ({ sliceName: 'Revenue', chartId: 4, isFavorite: true }),
  Dashboard: () => ({ dashboardTitle: 'Sales', dashboardId: 2, slug: null, isFavorite: false }),
};

const noEdges = { edges: [], pageInfo: {} };
const emptyLists = {
  favoriteDashboards: noEdges,
  myDashboards: noEdges,
  allDashboards: noEdges,
  favoriteCharts: noEdges,
  myCharts: noEdges,
  allCharts: noEdges,
};

function renderHome() {
  const { environment, mock } = createTestEnvironment();
  const view = renderRoutes(createRoutes(environment), '/superset/welcome/', environment);
  resolveViewer(mock);
  return { mock, ...view };
}

beforeAll(async () => {
  await import('./HomePage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HomePage', { timeout: 20_000 }, () => {
  it('asks for 5 recent items, shows 3, and lists dashboards and charts with stars', async () => {
    const { mock } = renderHome();
    expect(await screen.findByLabelText('Loading home')).toBeTruthy();
    const operation = pendingOperation(mock, 'HomePageQuery');
    expect(operation.request.node.params.text).toContain('recentActivity(first: 5)');
    act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, homeResolvers)));
    const recent = await screen.findByRole('region', { name: 'Recent activity' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Viewed 1', 'Viewed 2', 'Viewed 3']);
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(within(charts).getByRole('button', { name: 'Favourite Revenue' }).getAttribute('aria-pressed')).toBe('true');
    const dashboards = screen.getByRole('region', { name: 'Dashboards' });
    expect(within(dashboards).getByRole('link', { name: 'Sales' }).getAttribute('href')).toBe('/dashboard/2/');
    expect(document.title).toBe('Home · Chartroom');
  });

  it("says 'There was an error fetching your recent activity:' when it fails", async () => {
    const { mock } = renderHome();
    await screen.findByLabelText('Loading home');
    const operation = pendingOperation(mock, 'HomePageQuery');
    act(() =>
      mock.resolve(operation, {
        data: { recentActivity: null, ...emptyLists },
        errors: [{ message: 'Unexpected error.', path: ['recentActivity'] }],
      } as never),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was an error fetching your recent activity:');
  });

  it("names a failed list with 'An error occurred while fetching %ss: %s' and keeps the others", async () => {
    const { mock } = renderHome();
    await screen.findByLabelText('Loading home');
    const operation = pendingOperation(mock, 'HomePageQuery');
    act(() =>
      mock.resolve(operation, {
        data: { recentActivity: [], ...emptyLists, favoriteDashboards: null },
        errors: [
          {
            message: 'Dashboards are down',
            path: ['favoriteDashboards'],
            extensions: { message: 'Dashboards are down' },
          },
        ],
      } as never),
    );
    const dashboards = await screen.findByRole('region', { name: 'Dashboards' });
    expect(within(dashboards).getByRole('alert').textContent).toContain(
      'An error occurred while fetching dashboards: Dashboards are down',
    );
    const charts = screen.getByRole('region', { name: 'Charts' });
    expect(within(charts).getByRole('tab', { name: 'Favourite' }).getAttribute('aria-selected')).toBe('true');
    expect(within(charts).getByText('No favourite charts yet.')).toBeTruthy();
  });

  it('opens each list on the first tab with something in it and switches tabs', async () => {
    const { mock } = renderHome();
    await screen.findByLabelText('Loading home');
    const operation = pendingOperation(mock, 'HomePageQuery');
    expect(operation.request.node.params.text).toContain('charts(first: 5, isFavorite: true');
    expect(operation.request.node.params.text).toContain('dashboards(first: 5, ownedByMe: true');
    const mine = {
      edges: [
        {
          cursor: 'c1',
          node: {
            __typename: 'Chart',
            id: 'Chart:7',
            chartId: 7,
            sliceName: 'Mine 7',
            isFavorite: false,
            changedOnDeltaHumanized: 'now',
          },
        },
      ],
      pageInfo: {},
    };
    act(() =>
      mock.resolve(operation, {
        data: { recentActivity: [], ...emptyLists, myCharts: mine },
      } as never),
    );
    const charts = await screen.findByRole('region', { name: 'Charts' });
    expect(within(charts).getByRole('tab', { name: 'Mine' }).getAttribute('aria-selected')).toBe('true');
    expect(within(charts).getByRole('link', { name: 'Mine 7' })).toBeTruthy();
    fireEvent.click(within(charts).getByRole('tab', { name: 'All' }));
    expect(await within(charts).findByText('No charts yet.')).toBeTruthy();
  });
});
