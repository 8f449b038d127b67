import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { answerListReads } from '../../testing/listReads.ts';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

const row = (datasetId: number, tableName: string, viewerCanEdit: boolean, viewerCanDelete = viewerCanEdit) => ({
  cursor: `cursor:${datasetId}`,
  node: {
    id: btoa(`Dataset:${datasetId}`),
    datasetId,
    tableName,
    datasetKind: 'PHYSICAL',
    databaseName: 'warehouse',
    schema: 'public',
    exploreUrl: `/explore/?datasource_type=table&datasource_id=${datasetId}`,
    changedOn: '2026-11-20T10:00:00Z',
    changedOnDeltaHumanized: '2 days ago',
    viewerCanEdit,
    viewerCanDelete,
    owners: [],
  },
});

// Keyed by GraphQL type names, which look like components to the linter.
const listResolvers = {
  DatasetConnection: () => ({
    totalCount: 2,
    edges: [row(1, 'mine', true), row(2, 'theirs', false)],
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: 'cursor:1', endCursor: 'cursor:2' },
  }),
  DatabaseConnection: () => ({ edges: [] }),
};

beforeAll(async () => {
  await import('./DatasetListPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dataset list edit action', { timeout: 45_000 }, () => {
  it('is offered only where the viewer may edit, and opens the dataset editor', async () => {
    const { environment, mock } = createTestEnvironment();
    answerListReads(mock, { permissions: ['can_read', 'can_write', 'can_export'] });
    const { router } = renderRoutes(createRoutes(environment), '/tablemodelview/list/', environment);
    resolveViewer(mock);
    const operation = pendingOperation(mock, 'DatasetListPageQuery');
    act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, listResolvers)));
    const table = await screen.findByRole('table', { name: 'Datasets' });
    await within(table).findByText('theirs');
    expect(within(table).queryByRole('link', { name: 'Edit theirs' })).toBeNull();
    fireEvent.click(within(table).getByRole('link', { name: 'Edit mine' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tablemodelview/edit/1/'));
    expect(pendingOperation(mock, 'DatasetEditorPageQuery').request.variables).toEqual({ id: btoa('Dataset:1') });
  });
});

/** The only REST calls left beside GraphQL: the import's multipart request and its CSRF token. */
function datasetRest(imports: FormData[]) {
  return async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    // The session's CSRF token, which the import mutation carries.
    if (url === '/api/v1/security/csrf_token/') return Response.json({ result: 'csrf-token-1' });
    if (url === '/graphql' && init?.body instanceof FormData) {
      imports.push(init.body);
      return Response.json({ data: { importBundle: { __typename: 'ImportBundlePayload' } } });
    }
    throw new Error(`Unexpected fetch in test: ${url}`);
  };
}

function renderList(permissions: readonly string[] = ['can_read', 'can_write', 'can_export']) {
  const imports: FormData[] = [];
  vi.stubGlobal('fetch', vi.fn(datasetRest(imports)));
  const { environment, mock } = createTestEnvironment();
  answerListReads(mock, { permissions, users: [{ userId: 7, name: 'Grace Hopper' }] });
  const view = renderRoutes(createRoutes(environment), '/tablemodelview/list/', environment);
  resolveViewer(mock);
  const operation = pendingOperation(mock, 'DatasetListPageQuery');
  act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, listResolvers)));
  return { mock, imports, operation, ...view };
}

describe('the dataset list', { timeout: 45_000 }, () => {
  it('filters by any owner with a typed filter kept in the URL', async () => {
    const { mock, router } = renderList();
    await screen.findByText('theirs');
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(within(owner).getByRole('option', { name: 'Grace Hopper' })).toBeTruthy());
    fireEvent.change(owner, { target: { value: '7' } });
    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    expect(mock.getMostRecentOperation().request.variables).toMatchObject({
      filters: [{ column: 'OWNERS', operator: 'REL_M_M', value: 7 }],
      orderBy: { field: 'CHANGED_ON', direction: 'DESC' },
    });
    expect(new URLSearchParams(router.state.location.search).get('owner')).toBe('7');
  });

  it('starts from the owner in the URL', async () => {
    vi.stubGlobal('fetch', vi.fn(datasetRest([])));
    const { environment, mock } = createTestEnvironment();
    answerListReads(mock, { permissions: ['can_read'] });
    renderRoutes(createRoutes(environment), '/tablemodelview/list/?owner=7', environment);
    resolveViewer(mock);
    expect(pendingOperation(mock, 'DatasetListPageQuery').request.variables).toMatchObject({
      filters: [{ column: 'OWNERS', operator: 'REL_M_M', value: 7 }],
    });
  });

  it('offers delete per row only where the viewer may delete, and export on every row', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Datasets' });
    await within(table).findByRole('button', { name: 'Delete mine' });
    expect(within(table).queryByRole('button', { name: 'Delete theirs' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Export mine' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Export theirs' })).toBeTruthy();
  });

  it('hides import, selection, delete and export without write and export permissions', async () => {
    renderList(['can_read']);
    const table = await screen.findByRole('table', { name: 'Datasets' });
    await within(table).findByText('theirs');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select mine' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Import datasets' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete mine' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Export mine' })).toBeNull();
    expect(within(table).getByRole('link', { name: 'Edit mine' })).toBeTruthy();
  });

  it('exports one row or the selection as a ZIP of those ids', async () => {
    const hrefs: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    try {
      renderList();
      fireEvent.click(await screen.findByRole('button', { name: 'Export theirs' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select mine' }));
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select theirs' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Export selected' }));
      expect(hrefs).toEqual(['/api/v1/dataset/export/?q=!(2)', '/api/v1/dataset/export/?q=!(1,2)']);
    } finally {
      click.mockRestore();
    }
  });

  it('bulk-deletes the selected datasets the viewer may delete, naming them, through deleteDatasets', async () => {
    const { mock } = renderList();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select mine' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select theirs' }));
    expect(await screen.findByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    // The one the viewer does not own is left out, and said so.
    expect(await screen.findByText(/There was an issue deleting theirs/)).toBeTruthy();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete dataset?' });
    expect(dialog.textContent).toContain('mine');
    expect(dialog.textContent).not.toContain('theirs');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const operation = pendingOperation(mock, 'useDeleteDatasetsMutation');
    expect(operation.request.variables).toEqual({ ids: [btoa('Dataset:1')] });
    act(() =>
      mock.resolve(operation, {
        data: {
          deleteDatasets: {
            __typename: 'DeletePayload',
            deletedIds: [btoa('Dataset:1')],
            message: 'Deleted 1 dataset',
          },
        },
      } as never),
    );
    expect(await screen.findByText('Deleted: mine')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Datasets' });
    await waitFor(() => expect(within(table).queryByText('mine')).toBeNull());
    expect(within(table).getByText('theirs')).toBeTruthy();
  });

  it('imports a ZIP through the importBundle mutation and reads the list again', async () => {
    const { mock, imports } = renderList();
    const button = await screen.findByRole('button', { name: 'Import datasets' });
    // Disabled until the viewer's permissions are known.
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    const form = await screen.findByRole('dialog', { name: 'Import dataset' });
    const file = new File(['PK'], 'datasets.zip', { type: 'application/zip' });
    fireEvent.change(within(form).getByLabelText(/ZIP file/), { target: { files: [file] } });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Import' })).toHaveProperty('disabled', false));
    fireEvent.click(within(form).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(imports).toHaveLength(1));
    const operations = JSON.parse(String(imports[0]?.get('operations')));
    expect(operations.operationName).toBe('graphqlImportMutation');
    expect(operations.variables).toMatchObject({ resource: 'DATASET', overwrite: false });
    expect((imports[0]?.get('0') as File | undefined)?.name).toBe('datasets.zip');
    await waitFor(() => expect(pendingOperation(mock, 'DatasetListTableRefetchQuery')).toBeTruthy());
  });
});
