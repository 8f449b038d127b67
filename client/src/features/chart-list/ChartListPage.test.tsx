import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRoutes } from '../../router.tsx';
import { answerListReads } from '../../testing/listReads.ts';
import { createTestEnvironment, type RelayMock } from '../../testing/mockEnvironment.ts';
import { pendingOperation, resolveViewer } from '../../testing/relayOperations.ts';
import { renderRoutes } from '../../testing/renderRoutes.tsx';

interface ChartSeed {
  chartId: number;
  sliceName: string;
}

function seeds(from: number, count: number): ChartSeed[] {
  return Array.from({ length: count }, (_, index) => ({ chartId: from + index, sliceName: `Chart ${from + index}` }));
}

/** A `charts` connection page as the gateway would answer it. */
function resolveCharts(
  mock: RelayMock,
  page: { charts: ChartSeed[]; totalCount: number; hasNextPage: boolean; hasPreviousPage?: boolean },
) {
  const operation = mock.getAllOperations().find((op) => op.request.node.params.name !== 'AppLayoutQuery');
  if (!operation) throw new Error('no pending chart list operation');
  act(() => {
    mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        // biome-ignore lint/correctness/noComponentHookFactories: a mock resolver named by GraphQL type, not a component
        ChartConnection: () => ({
          totalCount: page.totalCount,
          edges: page.charts.map((chart) => ({
            cursor: `cursor:${chart.chartId}`,
            node: {
              id: `Chart:${chart.chartId}`,
              chartId: chart.chartId,
              sliceName: chart.sliceName,
              vizType: 'echarts_timeseries_line',
              datasourceName: 'sales',
              changedOn: '2026-11-20T10:00:00Z',
              changedOnDeltaHumanized: '2 days ago',
              thumbnailUrl: null,
              certifiedBy: chart.chartId === 2 ? 'Data team' : null,
              certificationDetails: null,
              viewerCanEdit: true,
              isFavorite: chart.chartId === 1,
              tags: chart.chartId === 1 ? [{ id: 'Tag:7', tagId: 7, name: 'finance' }] : [],
            },
          })),
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: page.hasPreviousPage ?? false,
            startCursor: `cursor:${page.charts[0]?.chartId}`,
            endCursor: `cursor:${page.charts.at(-1)?.chartId}`,
          },
        }),
      }),
    );
  });
  return operation;
}

function renderList(path = '/chart/list/', permissions: readonly string[] = ['can_read', 'can_export']) {
  const { environment, mock } = createTestEnvironment();
  answerListReads(mock, {
    permissions,
    users: [{ userId: 1, name: 'Ada Admin' }],
    datasets: [{ datasetId: 3, tableName: 'sales' }],
  });
  const view = renderRoutes(createRoutes(environment), path, environment);
  resolveViewer(mock);
  return { mock, ...view };
}

function dataRows(): HTMLElement[] {
  const table = screen.getByRole('table', { name: 'Charts' });
  return within(table).getAllByRole('row').slice(1);
}

// The route loads its page lazily; loading it once up front keeps first-render timing out of the tests.
beforeAll(async () => {
  await import('./ChartListPage.tsx');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each test renders the whole route tree with Chakra in jsdom, which is slow on a shared 2-core machine.
describe('ChartListPage', { timeout: 20_000 }, () => {
  it('shows a skeleton, then a page of charts with links to the chart page', async () => {
    const { mock } = renderList();
    expect(await screen.findByLabelText('Loading charts')).toBeTruthy();

    const operation = pendingOperation(mock, 'ChartListPageQuery');
    expect(operation.request.variables).toMatchObject({
      first: 25,
      search: null,
      orderBy: { field: 'CHANGED_ON', direction: 'DESC' },
    });
    resolveCharts(mock, { charts: seeds(1, 25), totalCount: 30, hasNextPage: true });

    expect(await screen.findByText('1–25 of 30 charts')).toBeTruthy();
    await screen.findByRole('button', { name: 'Export Chart 1' });
    const rows = dataRows();
    expect(rows).toHaveLength(25);
    const cells = within(rows[0] as HTMLElement).getAllByRole('cell');
    expect(cells.slice(2, 7).map((cell) => cell.textContent)).toEqual([
      'Chart 1',
      'Line Chart',
      'sales',
      'finance',
      '2 days ago',
    ]);
    // A tag opens its page (what carries it).
    expect(
      within(cells[5] as HTMLElement)
        .getByRole('link', { name: 'finance' })
        .getAttribute('href'),
    ).toBe('/superset/all_entities/?id=7');
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: 'Export Chart 1' })).toBeTruthy();
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Chart 1' })
        .getAttribute('href'),
    ).toBe('/explore/?slice_id=1');
    expect(screen.getByRole('searchbox', { name: 'Search charts' })).toBeTruthy();
  });

  it('pages forward with first/after and back without refetching', async () => {
    const { mock } = renderList();
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 25), totalCount: 30, hasNextPage: true });
    const previous = await screen.findByRole('button', { name: 'Previous page' });
    expect(previous).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const next = mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('ChartListTableRefetchQuery');
    expect(next.request.variables).toMatchObject({ first: 25, after: 'cursor:25' });
    resolveCharts(mock, { charts: seeds(26, 5), totalCount: 30, hasNextPage: false });

    expect(await screen.findByText('26–30 of 30 charts')).toBeTruthy();
    expect(dataRows().map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(
      seeds(26, 5).map((chart) => chart.sliceName),
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('1–25 of 30 charts')).toBeTruthy();
    expect(mock.getAllOperations()).toHaveLength(0);
  });

  it('refetches with the search once typing pauses and shows the empty state', async () => {
    const { mock, router } = renderList();
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 3), totalCount: 3, hasNextPage: false });
    // The skeleton has a (disabled) search box too: wait for the loaded list before typing.
    await screen.findByText('1–3 of 3 charts');
    const search = screen.getByRole('searchbox', { name: 'Search charts' });
    act(() => search.focus());

    fireEvent.change(search, { target: { value: 'rev' } });
    fireEvent.change(search, { target: { value: 'revenue' } });
    expect(mock.getAllOperations()).toHaveLength(0);

    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    const refetch = mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe('ChartListTableRefetchQuery');
    expect(refetch.request.variables).toMatchObject({ search: 'revenue', first: 25, after: null });
    resolveCharts(mock, { charts: [], totalCount: 0, hasNextPage: false });

    expect(await screen.findByText('No charts match your search')).toBeTruthy();
    expect(screen.getByText('0 charts')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=revenue');
    expect(document.activeElement).toBe(search);
  });

  it('starts from the search in the URL', async () => {
    const { mock } = renderList('/chart/list/?search=sales');
    await screen.findByLabelText('Loading charts');
    expect(pendingOperation(mock, 'ChartListPageQuery').request.variables).toMatchObject({ search: 'sales' });
    expect(screen.getByRole('searchbox', { name: 'Search charts' })).toHaveProperty('value', 'sales');
  });

  it('sorts by a column header and keeps the sort in the URL', async () => {
    const { mock, router } = renderList();
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 3), totalCount: 3, hasNextPage: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Sort by Name' }));

    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    const refetch = mock.getMostRecentOperation();
    expect(refetch.request.variables).toMatchObject({ orderBy: { field: 'SLICE_NAME', direction: 'ASC' } });
    resolveCharts(mock, { charts: seeds(1, 3).reverse(), totalCount: 3, hasNextPage: false });
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending'),
    );
    expect(router.state.location.search).toBe('?sort=SLICE_NAME.ASC');
  });

  it('selects rows for a bulk export and offers no export without the permission', async () => {
    const { mock } = renderList();
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 3), totalCount: 3, hasNextPage: false });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Chart 2' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export selected' })).toBeTruthy();
    cleanup();

    const second = renderList('/chart/list/', ['can_read']);
    await screen.findByLabelText('Loading charts');
    resolveCharts(second.mock, { charts: seeds(1, 3), totalCount: 3, hasNextPage: false });
    await screen.findByText('1–3 of 3 charts');
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Chart 2' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Export Chart 1' })).toBeNull();
  });

  it('shows cards in the card view', async () => {
    const { mock } = renderList('/chart/list/?view=card');
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 2), totalCount: 2, hasNextPage: false });
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Chart 1', 'Chart 2']);
    // Cards carry the row's actions: export is permitted here, delete and edit are not (no can_write).
    await within(cards[0] as HTMLElement).findByRole('button', { name: 'Export Chart 1' });
    expect(within(cards[0] as HTMLElement).queryByRole('button', { name: 'Delete Chart 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('filters by owner, chart type, dataset and favourites with typed filters, kept in the URL', async () => {
    const { mock, router } = renderList();
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 3), totalCount: 3, hasNextPage: false });
    await screen.findByText('1–3 of 3 charts');
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(within(owner).getByRole('option', { name: 'Ada Admin' })).toBeTruthy());
    fireEvent.change(owner, { target: { value: '1' } });
    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    expect(mock.getMostRecentOperation().request.variables).toMatchObject({
      filters: [{ column: 'OWNERS', operator: 'REL_M_M', value: 1 }],
      isFavorite: null,
    });
    resolveCharts(mock, { charts: seeds(1, 2), totalCount: 2, hasNextPage: false });
    await screen.findByText('1–2 of 2 charts');

    fireEvent.change(screen.getByRole('combobox', { name: 'Chart type' }), { target: { value: 'pie' } });
    await waitFor(() => expect(mock.getAllOperations()).toHaveLength(1));
    resolveCharts(mock, { charts: seeds(1, 1), totalCount: 1, hasNextPage: false });
    await screen.findByText('1–1 of 1 chart');
    const dataset = screen.getByRole('combobox', { name: 'Dataset' });
    await waitFor(() => expect(within(dataset).getByRole('option', { name: 'sales' })).toBeTruthy());
    fireEvent.change(dataset, { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Favourite' }), { target: { value: 'true' } });
    await waitFor(() => expect(mock.getMostRecentOperation().request.variables).toMatchObject({ isFavorite: true }));
    expect(mock.getMostRecentOperation().request.variables).toMatchObject({
      isFavorite: true,
      filters: [
        { column: 'OWNERS', operator: 'REL_M_M', value: 1 },
        { column: 'VIZ_TYPE', operator: 'EQ', value: 'pie' },
        { column: 'DATASOURCE_ID', operator: 'EQ', value: 3 },
      ],
    });
    expect(new URLSearchParams(router.state.location.search).get('vizType')).toBe('pie');
    expect(new URLSearchParams(router.state.location.search).get('favorite')).toBe('true');
  });

  it('asks before deleting the selected charts and names them', async () => {
    const { mock } = renderList('/chart/list/', ['can_read', 'can_write', 'can_export']);
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 3), totalCount: 3, hasNextPage: false });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Chart 1' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Chart 3' }));
    // Write actions appear once the permissions have loaded.
    expect(await screen.findByRole('button', { name: 'Import charts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Chart 2' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Chart 1');
    expect(dialog.textContent).toContain('Chart 3');
  });

  it("edits a chart's properties from its row through updateChart", async () => {
    const { mock } = renderList('/chart/list/', ['can_read', 'can_write', 'can_export']);
    await screen.findByLabelText('Loading charts');
    resolveCharts(mock, { charts: seeds(1, 3), totalCount: 3, hasNextPage: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Chart 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Chart 2' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveProperty('value', 'Chart 2');
    fireEvent.change(name, { target: { value: 'Revenue 2027' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Cache timeout/ }), { target: { value: 'soon' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Cache timeout must be a whole number of seconds')).toBeTruthy();
    expect(mock.getAllOperations()).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Cache timeout/ }), { target: { value: '600' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const operation = pendingOperation(mock, 'ChartPropertiesDialogMutation');
    expect(operation.request.variables).toMatchObject({
      id: 'Chart:2',
      input: { sliceName: 'Revenue 2027', cacheTimeout: 600, certifiedBy: 'Data team' },
    });
    act(() =>
      mock.resolve(operation, {
        data: { updateChart: { __typename: 'ChartPayload', chart: { id: 'Chart:2', sliceName: 'Revenue 2027' } } },
      } as never),
    );
    expect(await screen.findByText('Chart saved: Revenue 2027')).toBeTruthy();
  });
});
