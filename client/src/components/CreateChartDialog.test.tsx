import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestEnvironment, type RelayMock } from '../testing/mockEnvironment.ts';
import { renderRoutes } from '../testing/renderRoutes.tsx';
import { CreateChartDialog, newChartPath } from './CreateChartDialog.tsx';

function resolveDatasets(mock: RelayMock, names: readonly string[]) {
  const operation = mock.getMostRecentOperation();
  act(() =>
    mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
        DatasetConnection: () => ({
          totalCount: names.length,
          edges: names.map((name, index) => ({
            node: {
              id: `Dataset:${index + 7}`,
              datasetId: index + 7,
              tableName: name,
              schema: 'public',
              databaseName: 'examples',
            },
          })),
        }),
      }),
    ),
  );
  return operation;
}

afterEach(cleanup);

describe('CreateChartDialog', { timeout: 20_000 }, () => {
  it('builds the explore URL of a new chart', () => {
    expect(newChartPath(7, 'pie')).toBe('/explore/?datasource_id=7&viz_type=pie');
  });

  it('picks a dataset (searchable) and a visualization type, then opens Explore with them', async () => {
    const { environment, mock } = createTestEnvironment();
    const { router } = renderRoutes(
      [
        { path: '/', element: <CreateChartDialog open onClose={() => undefined} /> },
        { path: '/explore/', element: <p>Explore</p> },
      ],
      '/',
      environment,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create a new chart' });
    expect(dialog).toBeTruthy();
    const first = resolveDatasets(mock, ['sales', 'orders']);
    expect(first.request.variables).toMatchObject({ search: null, first: 50 });
    const create = screen.getByRole('button', { name: 'Create new chart' });
    expect(create).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search datasets' }), { target: { value: 'ord' } });
    await waitFor(() => expect(mock.getMostRecentOperation().request.variables).toMatchObject({ search: 'ord' }));
    resolveDatasets(mock, ['orders']);
    const dataset = await screen.findByRole('combobox', { name: 'Dataset' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'public.orders (examples)' })).toBeTruthy());
    fireEvent.change(dataset, { target: { value: '7' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Visualization type' }), { target: { value: 'pie' } });
    expect(create).toHaveProperty('disabled', false);
    fireEvent.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(router.state.location.search).toBe('?datasource_id=7&viz_type=pie');
  });
});
