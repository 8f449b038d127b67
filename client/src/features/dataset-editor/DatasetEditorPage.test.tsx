import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer, stubRest } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

const column = (columnId: number, columnName: string, extra: Record<string, unknown> = {}) => ({
  columnId,
  columnName,
  verboseName: null,
  type: 'TEXT',
  isDttm: false,
  pythonDateFormat: null,
  groupby: true,
  filterable: true,
  expression: null,
  ...extra,
});

function dataset(overrides: Record<string, unknown> = {}) {
  return {
    id: btoa('Dataset:7'),
    datasetId: 7,
    tableName: 'orders',
    schema: 'public',
    databaseName: 'warehouse',
    datasetKind: 'PHYSICAL',
    description: null,
    mainDttmCol: 'ordered_at',
    cacheTimeout: null,
    sql: null,
    exploreUrl: '/explore/?datasource_type=table&datasource_id=7',
    isManagedExternally: false,
    viewerCanEdit: true,
    chartCount: 3,
    owners: [{ id: btoa('User:1'), userId: 1, firstName: 'Ada', lastName: 'Admin', username: 'admin' }],
    columns: [
      column(10, 'city'),
      column(11, 'ordered_at', { type: 'TIMESTAMP', isDttm: true }),
      column(12, 'double_amount', { type: 'NUMERIC', expression: 'amount * 2' }),
    ],
    metrics: [
      {
        metricId: 20,
        metricName: 'count',
        expression: 'COUNT(*)',
        verboseName: null,
        certifiedBy: null,
        certificationDetails: null,
        warningText: null,
      },
    ],
    ...overrides,
  };
}

let renderedRouter: { state: { location: { pathname: string } } } | undefined;

// Keyed by GraphQL type names, which look like components to the linter.
const savedResolvers = {
  DatasetResult: () => ({ __typename: 'DatasetPayload' }),
  Dataset: () =>
    dataset({ columns: [column(10, 'city', { verboseName: 'City', isDttm: true }), column(11, 'ordered_at')] }),
};

const syncedResolvers = {
  DatasetResult: () => ({ __typename: 'DatasetPayload' }),
  Dataset: () => dataset({ columns: [column(10, 'city'), column(11, 'ordered_at'), column(13, 'region')] }),
};

async function renderEditor(overrides: Record<string, unknown> = {}) {
  const { environment, mock } = createTestEnvironment();
  const view = renderRoutes(createRoutes(environment), '/tablemodelview/edit/7/', environment);
  renderedRouter = view.router;
  resolveViewer(mock);
  const operation = pendingOperation(mock, 'DatasetEditorPageQuery');
  expect(operation.request.variables).toEqual({ id: btoa('Dataset:7') });
  // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
  act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, { Dataset: () => dataset(overrides) })));
  await screen.findByRole('heading', { name: 'Edit dataset orders' });
  return mock;
}

beforeAll(async () => {
  await import('./DatasetEditorPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the dataset editor', { timeout: 45_000 }, () => {
  it('saves an edited column after the warning that names how many charts change', async () => {
    const mock = await renderEditor();
    const columns = screen.getByRole('table', { name: 'Columns' });
    fireEvent.change(within(columns).getByRole('textbox', { name: 'Label of city' }), { target: { value: 'City' } });
    fireEvent.click(within(columns).getByRole('checkbox', { name: 'city is temporal' }));
    fireEvent.change(await within(columns).findByRole('textbox', { name: 'Datetime format of city' }), {
      target: { value: '%Y-%m-%d' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm save' });
    expect(dialog.textContent).toContain('affects all the charts using this dataset (3 charts)');
    expect(mock.getAllOperations().some((op) => op.request.node.params.name === 'DatasetEditorFormSaveMutation')).toBe(
      false,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    const save = pendingOperation(mock, 'DatasetEditorFormSaveMutation');
    expect(save.request.variables).toEqual({
      id: btoa('Dataset:7'),
      input: {
        columns: [
          {
            id: 10,
            columnName: 'city',
            verboseName: 'City',
            isDttm: true,
            pythonDateFormat: '%Y-%m-%d',
            groupby: true,
            filterable: true,
            type: 'TEXT',
          },
        ],
      },
    });
    act(() => mock.resolve(save, MockPayloadGenerator.generate(save, savedResolvers)));
    expect(await screen.findByText('The dataset has been saved')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Label of city' }) as HTMLInputElement).value).toBe('City');
  });

  it('adds a calculated column and a metric, refusing to save while a required field is empty', async () => {
    const mock = await renderEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Calculated columns' }));
    const calculated = await screen.findByRole('table', { name: 'Calculated columns' });
    fireEvent.click(screen.getByRole('button', { name: 'Add calculated column' }));
    expect((await within(calculated).findAllByText('This is a required field')).length).toBe(2);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(calculated).getByRole('textbox', { name: 'Name of calculated column 2' }), {
      target: { value: 'tax' },
    });
    fireEvent.change(within(calculated).getByRole('textbox', { name: 'SQL expression of tax' }), {
      target: { value: 'amount * 0.2' },
    });
    fireEvent.click(within(calculated).getByRole('button', { name: 'Remove double_amount' }));

    fireEvent.click(screen.getByRole('tab', { name: 'Metrics' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add metric' }));
    const metric = screen.getByRole('group', { name: 'Metric metric 2' });
    fireEvent.change(within(metric).getByRole('textbox', { name: /Metric name/ }), { target: { value: 'revenue' } });
    const revenue = screen.getByRole('group', { name: 'Metric revenue' });
    fireEvent.change(within(revenue).getByRole('textbox', { name: /SQL expression/ }), {
      target: { value: 'SUM(amount)' },
    });
    fireEvent.change(within(revenue).getByRole('textbox', { name: 'Certified by' }), { target: { value: 'Finance' } });
    fireEvent.change(within(revenue).getByRole('textbox', { name: 'Warning' }), { target: { value: 'Gross' } });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    const save = pendingOperation(mock, 'DatasetEditorFormSaveMutation');
    expect(save.request.variables.input).toEqual({
      columns: [
        {
          columnName: 'tax',
          verboseName: null,
          isDttm: false,
          pythonDateFormat: null,
          groupby: true,
          filterable: true,
          expression: 'amount * 0.2',
        },
      ],
      removeColumns: ['double_amount'],
      metrics: [
        {
          metricName: 'revenue',
          expression: 'SUM(amount)',
          verboseName: null,
          certifiedBy: 'Finance',
          certificationDetails: null,
          warningText: 'Gross',
        },
      ],
    });
    act(() =>
      mock.resolve(save, {
        data: {
          updateDataset: {
            __typename: 'ValidationError',
            __isError: 'ValidationError',
            message: 'Invalid request',
            fieldErrors: { columns: { 2: { expression: ['Unknown column amount'] } } },
          },
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('columns.2.expression: Unknown column amount');
  });

  it('changes settings: cache timeout, default datetime column, owners', async () => {
    const mock = await renderEditor();
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    const timeout = await screen.findByRole('textbox', { name: 'Cache timeout (seconds)' });
    fireEvent.change(timeout, { target: { value: 'soon' } });
    expect(await screen.findByText('Cache timeout must be a whole number of seconds')).toBeTruthy();
    fireEvent.change(timeout, { target: { value: '600' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Default datetime column' }), { target: { value: '' } });

    const options = pendingOperation(mock, 'OwnersFieldQuery');
    act(() =>
      mock.resolve(options, {
        data: {
          datasetOwnerOptions: [
            { userId: 1, name: 'Ada Admin' },
            { userId: 2, name: 'Grace Gamma' },
          ],
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add Grace Gamma' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove owner Ada Admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(pendingOperation(mock, 'DatasetEditorFormSaveMutation').request.variables.input).toEqual({
      cacheTimeout: 600,
      mainDttmCol: null,
      ownerIds: [2],
    });
  });

  it('syncs the columns from the source, but not over unsaved edits', async () => {
    const mock = await renderEditor();
    const sync = screen.getByRole('button', { name: 'Sync columns from source' });
    const label = screen.getByRole('textbox', { name: 'Label of city' });
    fireEvent.change(label, { target: { value: 'Town' } });
    expect(sync.hasAttribute('disabled')).toBe(true);
    expect(sync.getAttribute('title')).toBe('Save or cancel your changes first');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sync.hasAttribute('disabled')).toBe(false);

    fireEvent.click(sync);
    const operation = pendingOperation(mock, 'SyncColumnsButtonMutation');
    expect(operation.request.variables).toEqual({ id: btoa('Dataset:7') });
    act(() => mock.resolve(operation, MockPayloadGenerator.generate(operation, syncedResolvers)));
    expect(await screen.findByText('Metadata has been synced')).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Label of region' })).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    stubRest(['can_read', 'can_write']);
    await renderEditor();
    fireEvent.change(screen.getByRole('textbox', { name: 'Label of city' }), { target: { value: 'Town' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to datasets' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(renderedRouter?.state.location.pathname).toBe('/tablemodelview/edit/7/');
    expect((screen.getByRole('textbox', { name: 'Label of city' }) as HTMLInputElement).value).toBe('Town');

    fireEvent.click(screen.getByRole('link', { name: 'Back to datasets' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => expect(renderedRouter?.state.location.pathname).toBe('/tablemodelview/list/'));
  });

  it('is read-only for a viewer who does not own the dataset', async () => {
    await renderEditor({ viewerCanEdit: false });
    expect(screen.getByText(/You must be a dataset owner in order to edit/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Label of city' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Calculated columns' }));
    await screen.findByRole('table', { name: 'Calculated columns' });
    expect(screen.queryByRole('button', { name: 'Add calculated column' })).toBeNull();
  });

  it("says a dataset managed externally can't be edited", async () => {
    await renderEditor({ isManagedExternally: true });
    expect(screen.getByText("This dataset is managed externally, and can't be edited in Superset")).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(save.getAttribute('title')).toBe("This dataset is managed externally, and can't be edited in Superset");
  });
});
