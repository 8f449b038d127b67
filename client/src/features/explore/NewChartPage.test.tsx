import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../relay/globalId.ts';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

beforeAll(async () => {
  await import('./ExploreRoutePage.tsx');
});

afterEach(cleanup);

describe('NewChartPage', { timeout: 20_000 }, () => {
  it('opens Explore for a new chart and names its dataset and visualization type', async () => {
    const { environment, mock } = createTestEnvironment();
    renderRoutes(createRoutes(environment), '/explore/?datasource_id=7&viz_type=pie', environment);
    resolveViewer(mock);
    const operation = pendingOperation(mock, 'NewChartPageQuery');
    expect(operation.request.variables).toEqual({ id: toGlobalId('Dataset', '7') });
    act(() =>
      mock.resolve(operation, {
        data: {
          node: {
            __typename: 'Dataset',
            id: toGlobalId('Dataset', '7'),
            datasetId: 7,
            tableName: 'orders',
            schema: 'public',
            databaseName: 'examples',
          },
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'New chart' })).toBeTruthy();
    expect(screen.getByText('public.orders (examples)')).toBeTruthy();
    expect(screen.getByText('Pie Chart')).toBeTruthy();
    expect(document.title).toBe('New chart on public.orders · Chartroom');
  });

  it('says so when the dataset does not exist', async () => {
    const { environment, mock } = createTestEnvironment();
    renderRoutes(createRoutes(environment), '/explore/?datasource_id=999&viz_type=table', environment);
    resolveViewer(mock);
    act(() => mock.resolve(pendingOperation(mock, 'NewChartPageQuery'), { data: { node: null } }));
    expect(await screen.findByRole('heading', { name: 'Dataset not found' })).toBeTruthy();
  });
});
