import { Button } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { removeFromConnections } from '../../../components/list/removeFromConnections.ts';
import { type DeletableItem, useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import { toGlobalId } from '../../../relay/globalId.ts';
import { roleColumns, roleListVariables, roleNouns, roleSortOptions } from '../adminListOptions.ts';
import type { PermissionOption } from '../permissionGroups.ts';
import type { RoleFormDialog_role$key } from './__generated__/RoleFormDialog_role.graphql.ts';
import type { RolesTable_query$key } from './__generated__/RolesTable_query.graphql.ts';
import type { RolesTableDeleteMutation } from './__generated__/RolesTableDeleteMutation.graphql.ts';
import type { RolesTableRefetchQuery } from './__generated__/RolesTableRefetchQuery.graphql.ts';
import { RoleFormDialog, type RoleFormMode } from './RoleFormDialog.tsx';
import { RoleRow } from './RoleRow.tsx';

export interface RolesTableProps {
  readonly query: RolesTable_query$key;
  readonly catalogue: readonly PermissionOption[];
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

export function RolesTable({ query, catalogue, initial, onApplied }: RolesTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<RolesTableRefetchQuery, RolesTable_query$key>(
    graphql`
      fragment RolesTable_query on Query
      @refetchable(queryName: "RolesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
      ) {
        roles(first: $first, after: $after, last: $last, before: $before, search: $search)
          @connection(key: "RolesTable_roles", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              roleId
              name
              ...RoleRow_role
              ...RoleFormDialog_role
            }
          }
        }
      }
    `,
    query,
  );
  const paging = useListPaging(data.roles, controls);
  const list = useListQuery({
    initial,
    toVariables: roleListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const [commitDelete] = useMutation<RolesTableDeleteMutation>(graphql`
    mutation RolesTableDeleteMutation($id: ID!) {
      deleteRole(id: $id) {
        __typename
        ... on DeletePayload {
          deletedIds
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const connectionId = data.roles.__id;
  const remove = useCallback(
    (items: readonly DeletableItem[]) =>
      new Promise<void>((resolve, reject) => {
        commitDelete({
          variables: { id: toGlobalId('SecurityRole', items[0]?.id ?? 0) },
          updater: (store, response) => {
            const result = response?.deleteRole;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, [connectionId], result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteRole;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commitDelete, connectionId],
  );
  const { requestDelete, dialog } = useConfirmDelete(roleNouns, remove, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  const [form, setForm] = useState<{ mode: RoleFormMode; role: RoleFormDialog_role$key | null } | null>(null);
  const items = paging.page.map(({ node }) => ({ key: node.id, id: node.roleId, name: node.name, node }));

  return (
    <>
      <ResourceList
        nouns={roleNouns}
        searchPlaceholder="Search roles by name"
        columns={roleColumns}
        sortOptions={roleSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        actions={
          <Button size="sm" colorPalette="blue" onClick={() => setForm({ mode: 'create', role: null })}>
            + Role
          </Button>
        }
        emptyHint="Add a role with + Role, or copy a built-in one."
        renderRow={(item) => (
          <RoleRow
            key={item.key}
            role={item.node}
            onEdit={() => setForm({ mode: 'edit', role: item.node })}
            onCopy={() => setForm({ mode: 'copy', role: item.node })}
            onDelete={() => requestDelete([{ id: item.id, name: item.name }])}
          />
        )}
      />
      <RoleFormDialog
        mode={form?.mode ?? null}
        role={form?.role ?? null}
        catalogue={catalogue}
        onClose={() => setForm(null)}
        onCreated={() => list.reload()}
      />
      {dialog}
    </>
  );
}
