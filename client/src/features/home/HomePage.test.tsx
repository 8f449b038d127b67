import { act, cleanup, screen, within } from '@testing-library/react';
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
        data: { recentActivity: null, dashboards: { edges: [], pageInfo: {} }, charts: { edges: [], pageInfo: {} } },
        errors: [{ message: 'Unexpected error.', path: ['recentActivity'] }],
      } as never),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There was an error fetching your recent activity:');
  });
});
