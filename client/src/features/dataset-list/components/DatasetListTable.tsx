import { graphql, usePaginationFragment } from 'react-relay';
import { downloadExport } from '../../../components/list/exportResources.ts';
import { ImportButton } from '../../../components/list/ImportButton.tsx';
import type { ListFilterOption } from '../../../components/list/ListFilterSelect.tsx';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { notOwnerMessage } from '../../../components/list/notOwnerMessage.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import { useResourcePermissions } from '../../../components/list/useResourcePermissions.ts';
import { toastError } from '../../../components/toaster.ts';
import { datasetColumns, datasetListVariables, datasetNouns, datasetSortOptions } from '../datasetListOptions.ts';
import { useDeleteDatasets } from '../state/useDeleteDatasets.ts';
import type { DatasetListTable_query$key } from './__generated__/DatasetListTable_query.graphql.ts';
import type { DatasetListTableRefetchQuery } from './__generated__/DatasetListTableRefetchQuery.graphql.ts';
import { DatasetListFilters } from './DatasetListFilters.tsx';
import { DatasetListRow } from './DatasetListRow.tsx';

export interface DatasetListTableProps {
  readonly query: DatasetListTable_query$key;
  readonly databases: readonly ListFilterOption[];
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

export function DatasetListTable({ query, databases, initial, onApplied }: DatasetListTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<
    DatasetListTableRefetchQuery,
    DatasetListTable_query$key
  >(
    graphql`
      fragment DatasetListTable_query on Query
      @refetchable(queryName: "DatasetListTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
        kind: { type: "DatasetKind" }
        databaseId: { type: "ID" }
        schema: { type: "String" }
        certified: { type: "Boolean" }
        ownedByMe: { type: "Boolean" }
        filters: { type: "[DatasetFilter!]" }
        orderBy: { type: "DatasetOrder", defaultValue: { field: CHANGED_ON, direction: DESC } }
      ) {
        datasets(
          first: $first
          after: $after
          last: $last
          before: $before
          search: $search
          kind: $kind
          databaseId: $databaseId
          schema: $schema
          certified: $certified
          ownedByMe: $ownedByMe
          filters: $filters
          orderBy: $orderBy
        )
          @connection(
            key: "DatasetListTable_datasets"
            filters: ["search", "kind", "databaseId", "schema", "certified", "ownedByMe", "filters", "orderBy"]
          ) {
          __id
          totalCount
          edges {
            node {
              id
              datasetId
              tableName
              viewerCanDelete
              ...DatasetListRow_dataset
            }
          }
        }
      }
    `,
    query,
  );
  const paging = useListPaging(data.datasets, controls);
  const list = useListQuery({
    initial,
    toVariables: datasetListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const permissions = useResourcePermissions('DATASET');
  const canWrite = permissions?.has('can_write') ?? false;
  const canExport = permissions?.has('can_export') ?? true;
  const deleteDatasets = useDeleteDatasets(data.datasets.__id);
  // With more pages on the server, their offsets shifted: read the list again.
  const { requestDelete, dialog } = useConfirmDelete(datasetNouns, deleteDatasets, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  const items = paging.page.map(({ node }) => ({ key: node.id, id: node.datasetId, name: node.tableName, node }));

  return (
    <>
      <ResourceList
        nouns={datasetNouns}
        searchPlaceholder="Search datasets by name"
        columns={datasetColumns}
        sortOptions={datasetSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        filters={<DatasetListFilters values={list.state.filters} onChange={list.setFilter} databases={databases} />}
        actions={
          canWrite ? (
            <ImportButton
              nouns={datasetNouns}
              resource="DATASET"
              disabled={permissions === null}
              onImported={() => refetch(datasetListVariables(list.applied) as never, { fetchPolicy: 'network-only' })}
            />
          ) : null
        }
        onBulkDelete={
          canWrite
            ? (selected) => {
                const refused = selected.filter((item) => !item.node.viewerCanDelete);
                if (refused.length > 0) toastError(notOwnerMessage(refused));
                const deletable = selected.filter((item) => item.node.viewerCanDelete);
                if (deletable.length > 0) requestDelete(deletable);
              }
            : undefined
        }
        onBulkExport={
          canExport
            ? (selected) =>
                downloadExport(
                  'dataset',
                  selected.map((item) => item.id),
                )
            : undefined
        }
        renderRow={(item, selection) => (
          <DatasetListRow
            key={item.key}
            dataset={item.node}
            selection={selection}
            onDelete={canWrite ? () => requestDelete([item]) : undefined}
            onExport={canExport ? () => downloadExport('dataset', [item.id]) : undefined}
          />
        )}
        emptyHint="Create a dataset from a table of a connected database, from the + menu."
      />
      {dialog}
    </>
  );
}
