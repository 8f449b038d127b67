import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { createTestEnvironment } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer, stubRest } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

const row = (datasetId: number, tableName: string, viewerCanEdit: boolean) => ({
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
    stubRest(['can_read', 'can_write', 'can_export']);
    const { environment, mock } = createTestEnvironment();
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
