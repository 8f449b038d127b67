import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { downloadExport } from '../../../components/list/exportResources.ts';
import { ImportDialog } from '../../../components/list/ImportDialog.tsx';
import { restImport } from '../../../components/list/importBundle.ts';
import { type ListFilterOption, ListFilterSelect, yesNoOptions } from '../../../components/list/ListFilterSelect.tsx';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import { useResourcePermissions } from '../../../components/list/useResourcePermissions.ts';
import { datasetColumns, datasetListVariables, datasetNouns, datasetSortOptions } from '../datasetListOptions.ts';
import { useDeleteDatasets } from '../state/useDeleteDatasets.ts';
import type { DatasetListTable_query$key } from './__generated__/DatasetListTable_query.graphql.ts';
import type { DatasetListTableRefetchQuery } from './__generated__/DatasetListTableRefetchQuery.graphql.ts';
import { DatasetListRow } from './DatasetListRow.tsx';

export interface DatasetListTableProps {
  readonly query: DatasetListTable_query$key;
  readonly databases: readonly ListFilterOption[];
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

const kindOptions = [
  { value: 'PHYSICAL', label: 'Physical' },
  { value: 'VIRTUAL', label: 'Virtual' },
];

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
          orderBy: $orderBy
        )
          @connection(
            key: "DatasetListTable_datasets"
            filters: ["search", "kind", "databaseId", "schema", "certified", "ownedByMe", "orderBy"]
          ) {
          __id
          totalCount
          edges {
            node {
              id
              datasetId
              tableName
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
    refetch: refetch as (variables: Record<string, unknown>, options: { fetchPolicy: 'store-or-network' }) => unknown,
    onApplied,
    onReset: paging.reset,
  });
  const permissions = useResourcePermissions('dataset');
  const canWrite = permissions?.has('can_write') ?? true;
  const canExport = permissions?.has('can_export') ?? true;
  const [importing, setImporting] = useState(false);
  const deleteDatasets = useDeleteDatasets(data.datasets.__id);
  const { requestDelete, dialog } = useConfirmDelete(datasetNouns, deleteDatasets);
  const items = paging.page.map(({ node }) => ({ key: node.id, id: node.datasetId, name: node.tableName, node }));
  const filter = (name: string) => ({
    value: list.state.filters[name] ?? '',
    onChange: (value: string) => list.setFilter(name, value),
  });

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
        filters={
          <>
            <ListFilterSelect label="Type" options={kindOptions} {...filter('kind')} />
            <ListFilterSelect label="Database" options={databases} {...filter('database')} />
            <ListFilterSelect label="Certified" options={yesNoOptions} {...filter('certified')} />
            <ListFilterSelect label="Owned by me" options={[{ value: 'true', label: 'Yes' }]} {...filter('owned')} />
          </>
        }
        actions={
          canWrite ? (
            <Button size="sm" variant="outline" onClick={() => setImporting(true)} disabled={permissions === null}>
              Import datasets
            </Button>
          ) : null
        }
        onBulkDelete={canWrite ? (selected) => requestDelete(selected) : undefined}
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
      <ImportDialog
        noun="dataset"
        open={importing}
        onClose={() => setImporting(false)}
        importBundle={restImport('dataset')}
        onImported={() => refetch(datasetListVariables(list.applied) as never, { fetchPolicy: 'network-only' })}
      />
    </>
  );
}
