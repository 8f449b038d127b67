import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { downloadExport } from '../../../components/list/exportResources.ts';
import { ImportButton } from '../../../components/list/ImportButton.tsx';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { notOwnerMessage } from '../../../components/list/notOwnerMessage.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import { useResourcePermissions } from '../../../components/list/useResourcePermissions.ts';
import type { ListView } from '../../../components/list/ViewToggle.tsx';
import { toastError } from '../../../components/toaster.ts';
import { chartColumns, chartListVariables, chartNouns, chartSortOptions } from '../chartListOptions.ts';
import { useDeleteCharts } from '../state/useDeleteCharts.ts';
import type { ChartListTable_query$key } from './__generated__/ChartListTable_query.graphql.ts';
import type { ChartListTableRefetchQuery } from './__generated__/ChartListTableRefetchQuery.graphql.ts';
import type { ChartPropertiesDialog_chart$key } from './__generated__/ChartPropertiesDialog_chart.graphql.ts';
import { ChartCard } from './ChartCard.tsx';
import { ChartListFilters } from './ChartListFilters.tsx';
import { ChartListRow } from './ChartListRow.tsx';
import { ChartPropertiesDialog } from './ChartPropertiesDialog.tsx';

export interface ChartListTableProps {
  readonly query: ChartListTable_query$key;
  readonly initial: ListQueryState;
  /** Called with each list state once it is sent, so the page can keep it in the URL. */
  readonly onApplied?: (state: ListQueryState) => void;
  readonly view: ListView;
  readonly onViewChange: (view: ListView) => void;
}

export function ChartListTable({ query, initial, onApplied, view, onViewChange }: ChartListTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<ChartListTableRefetchQuery, ChartListTable_query$key>(
    graphql`
      fragment ChartListTable_query on Query
      @refetchable(queryName: "ChartListTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
        isCertified: { type: "Boolean" }
        isFavorite: { type: "Boolean" }
        filters: { type: "[ChartFilter!]" }
        orderBy: { type: "ChartOrder", defaultValue: { field: CHANGED_ON, direction: DESC } }
      ) {
        charts(
          first: $first
          after: $after
          last: $last
          before: $before
          search: $search
          isCertified: $isCertified
          isFavorite: $isFavorite
          filters: $filters
          orderBy: $orderBy
        ) @connection(key: "ChartListTable_charts", filters: ["search", "isCertified", "isFavorite", "filters", "orderBy"]) {
          __id
          totalCount
          edges {
            node {
              id
              chartId
              sliceName
              viewerCanEdit
              ...ChartListRow_chart
              ...ChartPropertiesDialog_chart
              ...ChartCard_chart
            }
          }
        }
      }
    `,
    query,
  );
  const paging = useListPaging(data.charts, controls);
  const list = useListQuery({
    initial,
    toVariables: chartListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const permissions = useResourcePermissions('CHART');
  // While permissions load, the selection column stays in place (no shift); a refusal removes it.
  // Edit and delete appear only once can_write is known, so a reader never sees them flash.
  const canExport = permissions?.has('can_export') ?? true;
  const canWrite = permissions?.has('can_write') ?? false;
  const [editing, setEditing] = useState<ChartPropertiesDialog_chart$key | null>(null);
  const deleteCharts = useDeleteCharts(data.charts.__id);
  // With more pages on the server, their offsets shifted: read the list again.
  const { requestDelete, dialog } = useConfirmDelete(chartNouns, deleteCharts, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  // One set of per-item actions for the table row and the card; the row hides edit/delete for non-owners.
  const actionsOf = (item: (typeof items)[number]) => ({
    onEdit: canWrite && item.node.viewerCanEdit ? () => setEditing(item.node) : undefined,
    onExport: canExport ? () => downloadExport('chart', [item.id]) : undefined,
    onDelete: canWrite && item.node.viewerCanEdit ? () => requestDelete([item]) : undefined,
  });
  const items = paging.page.map(({ node }) => ({ key: node.id, id: node.chartId, name: node.sliceName, node }));

  return (
    <>
      <ResourceList
        nouns={chartNouns}
        searchPlaceholder="Search charts by name, type or dataset"
        columns={chartColumns}
        sortOptions={chartSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        view={view}
        onViewChange={onViewChange}
        filters={<ChartListFilters values={list.state.filters} onChange={list.setFilter} />}
        actions={
          canWrite ? (
            <ImportButton
              nouns={chartNouns}
              resource="CHART"
              disabled={permissions === null}
              onImported={() => refetch(chartListVariables(list.applied) as never, { fetchPolicy: 'network-only' })}
            />
          ) : null
        }
        onBulkDelete={
          canWrite
            ? (selected) => {
                const refused = selected.filter((item) => !item.node.viewerCanEdit);
                if (refused.length > 0) toastError(notOwnerMessage(refused));
                const editable = selected.filter((item) => item.node.viewerCanEdit);
                if (editable.length > 0) requestDelete(editable);
              }
            : undefined
        }
        onBulkExport={
          canExport
            ? (selected) =>
                downloadExport(
                  'chart',
                  selected.map((item) => item.id),
                )
            : undefined
        }
        renderRow={(item, selection) => (
          <ChartListRow key={item.key} chart={item.node} selection={selection} {...actionsOf(item)} />
        )}
        renderCard={(item, selection) => (
          <ChartCard key={item.key} chart={item.node} selection={selection} actions={actionsOf(item)} />
        )}
        emptyHint="Charts saved from Explore appear here."
      />
      {dialog}
      <ChartPropertiesDialog chart={editing} onClose={() => setEditing(null)} />
    </>
  );
}
