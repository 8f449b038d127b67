import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { answerListReads } from '../../testing/listReads.ts';
import { createTestEnvironment, type RelayMock } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

const titles = ['Sales', 'Marketing', 'Ops'];

function resolveDashboards(mock: RelayMock) {
  const operation = pendingOperation(mock, 'DashboardListPageQuery');
  act(() =>
    mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
        DashboardConnection: () => ({
          totalCount: titles.length,
          pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'c0', endCursor: 'c2' },
          edges: titles.map((title, index) => ({
            cursor: `c${index}`,
            node: {
              id: btoa(`Dashboard:${index + 1}`),
              dashboardId: index + 1,
              dashboardTitle: title,
              slug: index === 0 ? 'sales' : null,
              published: index !== 2,
              isFavorite: false,
              viewerCanEdit: true,
              certifiedBy: null,
              certificationDetails: null,
              thumbnailUrl: null,
              changedOn: '2026-11-20T10:00:00Z',
              changedOnDeltaHumanized: '2 days ago',
              owners: [{ id: 'VXNlcjox', firstName: 'Ada', lastName: 'Admin' }],
            },
          })),
        }),
      }),
    ),
  );
}

function renderList(path = '/dashboard/list/') {
  const { environment, mock } = createTestEnvironment();
  // The owner and creator filters read their choices through relatedUsers.
  answerListReads(mock, {
    permissions: ['can_read', 'can_write', 'can_export'],
    users: [{ userId: 1, name: 'Ada Admin' }],
  });
  const view = renderRoutes(createRoutes(environment), path, environment);
  resolveViewer(mock);
  return { mock, ...view };
}

function rowTitles(): string[] {
  // A closing dialog may still hide the page from the accessibility tree for a moment.
  const table = screen.getByRole('table', { name: 'Dashboards', hidden: true });
  return within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => within(row).getAllByRole('link', { hidden: true })[0]?.textContent ?? '');
}

beforeAll(async () => {
  await import('./DashboardListPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardListPage', { timeout: 20_000 }, () => {
  it('lists dashboards with status, owners and a link by slug or id', async () => {
    const { mock } = renderList();
    expect(await screen.findByLabelText('Loading dashboards')).toBeTruthy();
    expect(pendingOperation(mock, 'DashboardListPageQuery').request.variables).toMatchObject({
      first: 25,
      orderBy: { field: 'CHANGED_ON', direction: 'DESC' },
      published: null,
    });
    resolveDashboards(mock);
    expect(await screen.findByText('1–3 of 3 dashboards')).toBeTruthy();
    expect(rowTitles()).toEqual(titles);
    expect(screen.getByRole('link', { name: 'Sales' }).getAttribute('href')).toBe('/dashboard/sales/');
    expect(screen.getByRole('link', { name: 'Ops' }).getAttribute('href')).toBe('/dashboard/3/');
    expect(within(screen.getByRole('table', { name: 'Dashboards' })).getAllByText('Draft')).toHaveLength(1);
    expect(document.title).toBe('Dashboards · Chartroom');
  });

  it('filters by status through the published argument', async () => {
    const { mock, router } = renderList();
    await screen.findByLabelText('Loading dashboards');
    resolveDashboards(mock);
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'false' } });
    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    expect(mock.getMostRecentOperation().request.variables).toMatchObject({ published: false });
    expect(router.state.location.search).toBe('?published=false');
  });

  it('deletes a dashboard after a confirmation naming it, and drops its row', async () => {
    const { mock } = renderList();
    await screen.findByLabelText('Loading dashboards');
    resolveDashboards(mock);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Marketing' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete Marketing?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const operation = mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useDeleteDashboardsMutation');
    expect(operation.request.variables).toEqual({ ids: [btoa('Dashboard:2')] });
    act(() =>
      mock.resolve(operation, {
        data: {
          deleteDashboards: {
            __typename: 'DeletePayload',
            deletedIds: [btoa('Dashboard:2')],
            message: 'Deleted 1 dashboard',
          },
        },
      }),
    );
    expect(await screen.findByText('Deleted: Marketing')).toBeTruthy();
    await waitFor(() => expect(rowTitles()).toEqual(['Sales', 'Ops']));
    expect(screen.getByText('1–2 of 2 dashboards')).toBeTruthy();
  });

  it("says 'There was an issue deleting %s: %s' when the server refuses", async () => {
    const { mock } = renderList();
    await screen.findByLabelText('Loading dashboards');
    resolveDashboards(mock);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ops' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    act(() =>
      mock.resolveMostRecentOperation({
        data: {
          deleteDashboards: {
            __typename: 'ForbiddenError',
            __isError: 'ForbiddenError',
            message: 'Changing this Dashboard is forbidden',
          },
        },
      }),
    );
    expect(
      await screen.findByText('There was an issue deleting Ops: Changing this Dashboard is forbidden'),
    ).toBeTruthy();
    expect(rowTitles()).toEqual(titles);
  });

  it('stars a dashboard at once and sends setFavorite', async () => {
    const { mock } = renderList();
    await screen.findByLabelText('Loading dashboards');
    resolveDashboards(mock);
    const star = await screen.findByRole('button', { name: 'Favourite Sales' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favourite Sales' }).getAttribute('aria-pressed')).toBe('true'),
    );
    const operation = mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('useSetFavoriteMutation');
    expect(operation.request.variables).toEqual({ id: btoa('Dashboard:1'), favorite: true });
  });

  it("edits a dashboard's properties from its row: required title, then saveDashboard", async () => {
    const { mock } = renderList();
    await screen.findByLabelText('Loading dashboards');
    resolveDashboards(mock);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sales' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveProperty('value', 'Sales');
    expect(within(dialog).getByRole('textbox', { name: 'URL slug' })).toHaveProperty('value', 'sales');
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This is a required field')).toBeTruthy();
    expect(mock.getAllOperations()).toHaveLength(0);

    fireEvent.change(title, { target: { value: 'Sales 2027' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = pendingOperation(mock, 'DashboardPropertiesDialogMutation');
    expect(operation.request.variables).toEqual({
      id: btoa('Dashboard:1'),
      input: { dashboardTitle: 'Sales 2027', slug: 'sales', certifiedBy: null, certificationDetails: null },
    });
    act(() =>
      mock.resolve(operation, {
        data: {
          saveDashboard: {
            __typename: 'SaveDashboardPayload',
            dashboard: { id: btoa('Dashboard:1'), dashboardTitle: 'Sales 2027' },
          },
        },
      } as never),
    );
    expect(await screen.findByText('Dashboard saved: Sales 2027')).toBeTruthy();
  });
});
