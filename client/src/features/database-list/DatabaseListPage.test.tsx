import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { answerListReads } from '../../testing/listReads.ts';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

// Keyed by GraphQL type names, which look like components to the linter.
const listResolvers = {
  DatabaseConnection: () => ({
    totalCount: 1,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
    edges: [{ cursor: 'c0', node: { id: btoa('Database:1'), databaseId: 1, databaseName: 'examples' } }],
  }),
};

/** jsdom has no layout: the segmented control measures itself with a ResizeObserver. */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

async function renderCreate() {
  vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
  const { environment, mock } = createTestEnvironment();
  answerListReads(mock, { permissions: ['can_read', 'can_write'] });
  renderRoutes(createRoutes(environment), '/databaseview/list/?create=1', environment);
  resolveViewer(mock);
  await screen.findByLabelText('Loading databases');
  const operation = pendingOperation(mock, 'DatabaseListPageQuery');
  act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, listResolvers)));
  const dialog = await screen.findByRole('dialog', { name: 'Connect a database' });
  return { mock, dialog };
}

beforeAll(async () => {
  await import('./DatabaseListPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the database connection form', { timeout: 20_000 }, () => {
  it("names missing fields with 'This is a required field' and sends nothing", async () => {
    const { mock, dialog } = await renderCreate();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    expect((await within(dialog).findAllByText('This is a required field')).length).toBe(4);
    expect(mock.getAllOperations()).toHaveLength(0);
  });

  it("tests the connection: 'Connection looks good!' or 'ERROR: %s'", async () => {
    const { mock, dialog } = await renderCreate();
    fireEvent.change(within(dialog).getByLabelText(/Display name/), { target: { value: 'Warehouse' } });
    fireEvent.change(within(dialog).getByLabelText(/Host/), { target: { value: '127.0.0.1' } });
    fireEvent.change(within(dialog).getByLabelText(/Database name/), { target: { value: 'test' } });
    fireEvent.change(within(dialog).getByLabelText(/Username/), { target: { value: 'postgres' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));

    const test = mock.getMostRecentOperation();
    expect(test.request.variables).toEqual({ uri: 'postgresql://postgres@127.0.0.1:5432/test', name: 'Warehouse' });
    act(() =>
      mock.resolve(test, {
        data: { testDatabaseConnection: { __typename: 'TestDatabaseConnectionPayload', ok: true, message: 'OK' } },
      }),
    );
    expect(await screen.findByText('Connection looks good!')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Test connection' }));
    act(() =>
      mock.resolveMostRecentOperation({
        data: {
          testDatabaseConnection: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Connection failed, please check your connection settings',
          },
        },
      }),
    );
    expect(await screen.findByText('ERROR: Connection failed, please check your connection settings')).toBeTruthy();
  });

  it('edits a connection in the same form: prefilled, the password masked, sent back masked when unchanged', async () => {
    vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
    const { environment, mock } = createTestEnvironment();
    answerListReads(mock, { permissions: ['can_read', 'can_write'] });
    renderRoutes(createRoutes(environment), '/databaseview/list/', environment);
    resolveViewer(mock);
    await screen.findByLabelText('Loading databases');
    const operation = pendingOperation(mock, 'DatabaseListPageQuery');
    act(() =>
      mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
          DatabaseConnection: () => ({
            totalCount: 1,
            pageInfo: { hasNextPage: false, hasPreviousPage: false },
            edges: [
              {
                cursor: 'c0',
                node: {
                  id: btoa('Database:4'),
                  databaseId: 4,
                  databaseName: 'Warehouse',
                  maskedUri: 'postgresql://bob:XXXXXXXXXX@db.internal:6543/sales',
                  exposeInSqllab: true,
                  allowFileUpload: false,
                  cacheTimeout: 600,
                  isManagedExternally: false,
                },
              },
            ],
          }),
        }),
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Warehouse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Warehouse' });
    expect(within(dialog).getByLabelText(/Display name/)).toHaveProperty('value', 'Warehouse');
    expect(within(dialog).getByLabelText(/Host/)).toHaveProperty('value', 'db.internal');
    expect(within(dialog).getByLabelText(/Port/)).toHaveProperty('value', '6543');
    expect(within(dialog).getByLabelText(/Username/)).toHaveProperty('value', 'bob');
    expect(within(dialog).getByLabelText(/Password/)).toHaveProperty('value', 'XXXXXXXXXX');
    expect(within(dialog).getByLabelText(/Password/)).toHaveProperty('type', 'password');
    fireEvent.change(within(dialog).getByLabelText(/Display name/), { target: { value: 'Warehouse EU' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const update = pendingOperation(mock, 'DatabaseConnectionFormUpdateMutation');
    expect(update.request.variables).toEqual({
      id: btoa('Database:4'),
      input: {
        databaseName: 'Warehouse EU',
        sqlalchemyUri: 'postgresql://bob:XXXXXXXXXX@db.internal:6543/sales',
        exposeInSqllab: true,
        allowFileUpload: false,
        cacheTimeout: 600,
      },
    });
    act(() =>
      mock.resolve(update, {
        data: {
          updateDatabase: {
            __typename: 'DatabasePayload',
            database: { id: btoa('Database:4'), databaseName: 'Warehouse EU' },
          },
        },
      } as never),
    );
    expect(await screen.findByText('Database saved: Warehouse EU')).toBeTruthy();
  });
});

async function renderList(path: string) {
  const { environment, mock } = createTestEnvironment();
  answerListReads(mock, { permissions: ['can_read', 'can_write'] });
  const { router } = renderRoutes(createRoutes(environment), path, environment);
  resolveViewer(mock);
  await screen.findByLabelText('Loading databases');
  const operation = pendingOperation(mock, 'DatabaseListPageQuery');
  act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, listResolvers)));
  await screen.findByRole('table', { name: 'Databases' });
  return { mock, router, operation };
}

describe('the database list sort', { timeout: 20_000 }, () => {
  it('asks for the last modified first by default', async () => {
    const { operation } = await renderList('/databaseview/list/');
    expect(operation.request.variables).toMatchObject({ orderBy: { field: 'CHANGED_ON', direction: 'DESC' } });
    expect(screen.getByRole('columnheader', { name: /Modified/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveProperty('value', 'CHANGED_ON.DESC');
  });

  it('sorts by a column header and keeps the sort in the URL', async () => {
    const { mock, router } = await renderList('/databaseview/list/');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    const refetch = mock.getMostRecentOperation();
    expect(refetch.request.variables).toMatchObject({ orderBy: { field: 'DATABASE_NAME', direction: 'ASC' } });
    act(() => mock.resolve(refetch, MockPayloadGenerator.generate(refetch, listResolvers)));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    expect(router.state.location.search).toBe('?sort=DATABASE_NAME.ASC');
    expect(screen.getByRole('columnheader', { name: /Backend/ }).getAttribute('aria-sort')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sort by Backend' })).toBeNull();
  });

  it('sorts from the sort select, and starts from the sort in the URL', async () => {
    const { mock } = await renderList('/databaseview/list/?sort=EXPOSE_IN_SQLLAB.ASC');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveProperty('value', 'EXPOSE_IN_SQLLAB.ASC');
    fireEvent.change(sort, { target: { value: 'ALLOW_FILE_UPLOAD.DESC' } });
    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    expect(mock.getMostRecentOperation().request.variables).toMatchObject({
      orderBy: { field: 'ALLOW_FILE_UPLOAD', direction: 'DESC' },
    });
  });
});
