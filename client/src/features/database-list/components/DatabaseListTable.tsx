import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useSearchParams } from 'react-router';
import { downloadExport } from '../../../components/list/exportResources.ts';
import { ImportButton } from '../../../components/list/ImportButton.tsx';
import { ListFilterSelect, yesNoOptions } from '../../../components/list/ListFilterSelect.tsx';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import { useResourcePermissions } from '../../../components/list/useResourcePermissions.ts';
import { databaseColumns, databaseListVariables, databaseNouns, databaseSortOptions } from '../databaseListOptions.ts';
import { useDeleteDatabase } from '../state/useDeleteDatabase.ts';
import type { DatabaseConnectionModal_database$key } from './__generated__/DatabaseConnectionModal_database.graphql.ts';
import type { DatabaseListTable_query$key } from './__generated__/DatabaseListTable_query.graphql.ts';
import type { DatabaseListTableRefetchQuery } from './__generated__/DatabaseListTableRefetchQuery.graphql.ts';
import { DatabaseConnectionModal } from './DatabaseConnectionModal.tsx';
import { DatabaseListRow } from './DatabaseListRow.tsx';
import { UploadFileDialog } from './UploadFileDialog.tsx';

export interface DatabaseListTableProps {
  readonly query: DatabaseListTable_query$key;
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

export function DatabaseListTable({ query, initial, onApplied }: DatabaseListTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<
    DatabaseListTableRefetchQuery,
    DatabaseListTable_query$key
  >(
    graphql`
      fragment DatabaseListTable_query on Query
      @refetchable(queryName: "DatabaseListTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
        allowFileUpload: { type: "Boolean" }
        filters: { type: "[DatabaseFilter!]" }
        orderBy: { type: "DatabaseOrder", defaultValue: { field: CHANGED_ON, direction: DESC } }
      ) {
        databases(
          first: $first
          after: $after
          last: $last
          before: $before
          search: $search
          allowFileUpload: $allowFileUpload
          filters: $filters
          orderBy: $orderBy
        )
          @connection(key: "DatabaseListTable_databases", filters: ["search", "allowFileUpload", "filters", "orderBy"]) {
          __id
          totalCount
          edges {
            node {
              id
              databaseId
              databaseName
              ...DatabaseListRow_database
              ...DatabaseConnectionModal_database
            }
          }
        }
      }
    `,
    query,
  );
  const paging = useListPaging(data.databases, controls);
  const list = useListQuery({
    initial,
    toVariables: databaseListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const permissions = useResourcePermissions('DATABASE');
  const canWrite = permissions?.has('can_write') ?? false;
  const canExport = permissions?.has('can_export') ?? true;
  const deleteDatabase = useDeleteDatabase(data.databases.__id);
  // With more pages on the server, their offsets shifted: read the list again.
  const { requestDelete, dialog } = useConfirmDelete(databaseNouns, deleteDatabase, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  // `?create=1` (the "+" menu) opens the form; closing it drops the parameter.
  const [searchParams, setSearchParams] = useSearchParams();
  const creating = searchParams.get('create') === '1';
  const setCreating = (open: boolean) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (open) params.set('create', '1');
        else params.delete('create');
        return params;
      },
      { replace: true },
    );
  const canUpload = permissions?.has('can_upload') ?? true;
  const [uploadTo, setUploadTo] = useState<{ id: number; name: string } | null>(null);
  const [editing, setEditing] = useState<DatabaseConnectionModal_database$key | null>(null);
  const items = paging.page.map(({ node }) => ({ key: node.id, id: node.databaseId, name: node.databaseName, node }));

  return (
    <>
      <ResourceList
        nouns={databaseNouns}
        searchPlaceholder="Search databases by name"
        columns={databaseColumns}
        sortOptions={databaseSortOptions}
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
            <ListFilterSelect
              label="Expose in SQL Lab"
              options={yesNoOptions}
              value={list.state.filters.sqllab ?? ''}
              onChange={(value) => list.setFilter('sqllab', value)}
            />
            <ListFilterSelect
              label="File upload"
              options={yesNoOptions}
              value={list.state.filters.upload ?? ''}
              onChange={(value) => list.setFilter('upload', value)}
            />
          </>
        }
        actions={
          canWrite ? (
            <>
              <ImportButton
                nouns={databaseNouns}
                resource="DATABASE"
                disabled={permissions === null}
                onImported={() =>
                  refetch(databaseListVariables(list.applied) as never, { fetchPolicy: 'network-only' })
                }
              />
              <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)} disabled={permissions === null}>
                Connect a database
              </Button>
            </>
          ) : null
        }
        renderRow={(item) => (
          <DatabaseListRow
            key={item.key}
            database={item.node}
            onEdit={canWrite ? () => setEditing(item.node) : undefined}
            onExport={canExport ? () => downloadExport('database', [item.id]) : undefined}
            onDelete={canWrite ? () => requestDelete([item]) : undefined}
            onUpload={canUpload ? () => setUploadTo({ id: item.id, name: item.name }) : undefined}
          />
        )}
        emptyHint="Connect a database to build datasets and charts on it."
      />
      {dialog}
      <UploadFileDialog database={uploadTo} onClose={() => setUploadTo(null)} />
      <DatabaseConnectionModal open={creating} onClose={() => setCreating(false)} connectionId={data.databases.__id} />
      <DatabaseConnectionModal open={editing !== null} onClose={() => setEditing(null)} database={editing} />
    </>
  );
}
