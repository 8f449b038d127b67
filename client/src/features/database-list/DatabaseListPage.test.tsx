import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer, stubRest } from '../../testing/relayOperations.ts';
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
  stubRest(['can_read', 'can_write']);
  vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
  const { environment, mock } = createTestEnvironment();
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
});
