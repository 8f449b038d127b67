import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

/** jsdom has no layout: the segmented control measures itself with a ResizeObserver. */
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const warehouse = { id: btoa('Database:1'), databaseName: 'warehouse', backend: 'postgresql' };
const examples = { id: btoa('Database:2'), databaseName: 'examples', backend: 'duckdb' };

function databasesPayload(nodes: readonly (typeof warehouse)[]) {
  return {
    data: {
      databases: {
        edges: nodes.map((node) => ({ node: { __typename: 'Database', ...node } })),
      },
    },
  };
}

async function renderAdd(databases: readonly (typeof warehouse)[] = [warehouse, examples]) {
  vi.stubGlobal('ResizeObserver', NoLayoutResizeObserver);
  const { environment, mock } = createTestEnvironment();
  const view = renderRoutes(createRoutes(environment), '/dataset/add/', environment);
  resolveViewer(mock);
  const page = pendingOperation(mock, 'DatasetAddPageQuery');
  act(() => mock.resolve(page, databasesPayload(databases)));
  await screen.findByRole('heading', { name: 'New dataset' });
  return { mock, router: view.router };
}

beforeAll(async () => {
  await import('./DatasetAddPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('dataset creation', { timeout: 45_000 }, () => {
  it('names every missing picker and sends nothing', async () => {
    const { mock } = await renderAdd();
    const form = screen.getByRole('form', { name: 'Create a dataset from a table' });
    fireEvent.click(within(form).getByRole('button', { name: 'Create dataset' }));
    expect((await within(form).findAllByText('This is a required field')).length).toBe(1);
    expect(mock.getAllOperations()).toHaveLength(0);
  });

  it('picks database, schema and a searched table, creates the dataset and opens it in the editor', async () => {
    const { mock, router } = await renderAdd();
    const form = screen.getByRole('form', { name: 'Create a dataset from a table' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Database' }), { target: { value: warehouse.id } });

    const schemas = pendingOperation(mock, 'SchemaSelectQuery');
    expect(schemas.request.variables).toEqual({ id: warehouse.id });
    act(() =>
      mock.resolve(schemas, {
        data: { node: { __typename: 'Database', id: warehouse.id, schemas: ['public', 'sales'] } },
      }),
    );
    fireEvent.change(await within(form).findByRole('combobox', { name: 'Schema' }), { target: { value: 'sales' } });

    const tables = (names: string[]) => ({
      data: {
        node: {
          __typename: 'Database',
          id: warehouse.id,
          tables: names.map((name) => ({ name, kind: name.endsWith('_v') ? 'VIEW' : 'TABLE' })),
        },
      },
    });
    const all = pendingOperation(mock, 'TablePickerQuery');
    expect(all.request.variables).toEqual({ id: warehouse.id, schema: 'sales', search: null });
    act(() => mock.resolve(all, tables(['orders', 'customers', 'orders_v'])));
    expect(await within(form).findAllByRole('radio')).toHaveLength(3);

    fireEvent.change(within(form).getByRole('searchbox', { name: 'Search tables' }), { target: { value: 'ord' } });
    await waitFor(() => expect(pendingOperation(mock, 'TablePickerQuery').request.variables.search).toBe('ord'));
    act(() => mock.resolve(pendingOperation(mock, 'TablePickerQuery'), tables(['orders', 'orders_v'])));
    await waitFor(() => expect(within(form).getAllByRole('radio')).toHaveLength(2));
    // The radio's label, as a pointer would. The list has just been drawn and Zag wires its item
    // handlers in an effect, so click until Zag itself reports the item checked.
    await waitFor(() => {
      fireEvent.click(within(form).getByText('orders'));
      expect(within(form).getByText('orders').closest('label')?.getAttribute('data-state')).toBe('checked');
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create dataset' }));

    const create = pendingOperation(mock, 'useCreateDatasetMutation');
    expect(create.request.variables).toEqual({
      input: { databaseId: warehouse.id, schema: 'sales', tableName: 'orders' },
    });
    act(() =>
      mock.resolve(create, {
        data: {
          createDataset: {
            __typename: 'DatasetPayload',
            dataset: {
              id: btoa('Dataset:42'),
              datasetId: 42,
              tableName: 'orders',
              datasetKind: 'PHYSICAL',
              databaseName: 'warehouse',
              schema: 'sales',
              exploreUrl: null,
              changedOn: null,
              changedOnDeltaHumanized: null,
              viewerCanEdit: true,
              owners: [],
            },
          },
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/tablemodelview/edit/42/'));
    expect(await screen.findByText('Dataset created: orders')).toBeTruthy();
  });

  it('creates a virtual dataset from SQL, shows why the server refused it, then starts a chart on it', async () => {
    const { mock, router } = await renderAdd([warehouse]);
    fireEvent.click(screen.getByRole('radio', { name: 'From SQL' }));
    const form = await screen.findByRole('form', { name: 'Create a dataset from SQL' });
    act(() =>
      mock.resolve(pendingOperation(mock, 'SchemaSelectQuery'), {
        data: { node: { __typename: 'Database', id: warehouse.id, schemas: ['public'] } },
      }),
    );
    fireEvent.change(within(form).getByRole('textbox', { name: /Dataset name/ }), { target: { value: 'big_orders' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /SQL/ }), {
      target: { value: 'SELECT * FROM orders WHERE amount > 100' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create dataset' }));
    const create = pendingOperation(mock, 'useCreateDatasetMutation');
    expect(create.request.variables).toEqual({
      input: {
        databaseId: warehouse.id,
        schema: null,
        tableName: 'big_orders',
        sql: 'SELECT * FROM orders WHERE amount > 100',
      },
    });
    act(() =>
      mock.resolve(create, {
        data: {
          createDataset: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Dataset big_orders already exists',
          },
        },
      }),
    );
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'An error occurred while creating datasets: Dataset big_orders already exists',
    );

    // Renamed, it goes through; this button then starts a chart on it.
    fireEvent.change(within(form).getByRole('textbox', { name: /Dataset name/ }), {
      target: { value: 'big_orders_2' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Create dataset and create chart' }));
    const again = pendingOperation(mock, 'useCreateDatasetMutation');
    expect(again.request.variables.input.tableName).toBe('big_orders_2');
    act(() =>
      mock.resolve(again, {
        data: {
          createDataset: {
            __typename: 'DatasetPayload',
            dataset: {
              id: btoa('Dataset:43'),
              datasetId: 43,
              tableName: 'big_orders_2',
              datasetKind: 'VIRTUAL',
              databaseName: 'warehouse',
              schema: null,
              exploreUrl: null,
              changedOn: null,
              changedOnDeltaHumanized: null,
              viewerCanEdit: true,
              owners: [],
            },
          },
        },
      }),
    );
    // The router commits the navigation once the explore screen's lazy module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'), { timeout: 20_000 });
    expect(router.state.location.search).toBe('?datasource_type=table&datasource_id=43&viz_type=table');
  }, 60_000);
});
