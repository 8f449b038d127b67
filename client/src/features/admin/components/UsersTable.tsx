import { Button } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import type { ListQueryState } from '../../../components/list/listState.ts';
import { ResourceList } from '../../../components/list/ResourceList.tsx';
import { removeFromConnections } from '../../../components/list/removeFromConnections.ts';
import { type DeletableItem, useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { useListPaging } from '../../../components/list/useListPaging.ts';
import { useListQuery } from '../../../components/list/useListQuery.ts';
import { toastError, toastSuccess } from '../../../components/toaster.ts';
import { toGlobalId } from '../../../relay/globalId.ts';
import { refusalMessage, userColumns, userListVariables, userNouns, userSortOptions } from '../adminListOptions.ts';
import type { UserFormDialog_user$key } from './__generated__/UserFormDialog_user.graphql.ts';
import type { UsersTable_query$key } from './__generated__/UsersTable_query.graphql.ts';
import type { UsersTableActiveMutation } from './__generated__/UsersTableActiveMutation.graphql.ts';
import type { UsersTableDeleteMutation } from './__generated__/UsersTableDeleteMutation.graphql.ts';
import type { UsersTableRefetchQuery } from './__generated__/UsersTableRefetchQuery.graphql.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { type RoleOption, UserFormDialog } from './UserFormDialog.tsx';
import { UserRow } from './UserRow.tsx';

export interface UsersTableProps {
  readonly query: UsersTable_query$key;
  readonly roles: readonly RoleOption[];
  /** The signed-in administrator's user id: their own row cannot be deactivated or deleted. */
  readonly viewerUserId: number | null;
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

export function UsersTable({ query, roles, viewerUserId, initial, onApplied }: UsersTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<UsersTableRefetchQuery, UsersTable_query$key>(
    graphql`
      fragment UsersTable_query on Query
      @refetchable(queryName: "UsersTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
        orderBy: { type: "UserOrder", defaultValue: { field: USERNAME, direction: ASC } }
      ) {
        users(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy)
          @connection(key: "UsersTable_users", filters: ["search", "orderBy"]) {
          __id
          totalCount
          edges {
            node {
              id
              userId
              username
              ...UserRow_user
              ...UserFormDialog_user
            }
          }
        }
      }
    `,
    query,
  );
  const paging = useListPaging(data.users, controls);
  const list = useListQuery({
    initial,
    toVariables: userListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const [commitDelete] = useMutation<UsersTableDeleteMutation>(graphql`
    mutation UsersTableDeleteMutation($id: ID!) {
      deleteUser(id: $id) {
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
  const [commitActive] = useMutation<UsersTableActiveMutation>(graphql`
    mutation UsersTableActiveMutation($id: ID!, $input: UserAdminInput!) {
      updateUser(id: $id, input: $input) {
        __typename
        ... on UserPayload {
          user {
            id
            ...UserRow_user
          }
        }
        ... on ValidationError {
          message
          fieldErrors
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const connectionId = data.users.__id;
  const remove = useCallback(
    (items: readonly DeletableItem[]) =>
      new Promise<void>((resolve, reject) => {
        commitDelete({
          variables: { id: toGlobalId('User', items[0]?.id ?? 0) },
          updater: (store, response) => {
            const result = response?.deleteUser;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, [connectionId], result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteUser;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commitDelete, connectionId],
  );
  const { requestDelete, dialog } = useConfirmDelete(userNouns, remove, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  const setActive = (id: string, username: string, active: boolean) =>
    commitActive({
      variables: { id, input: { active } },
      onCompleted: (response) => {
        const result = response.updateUser as { __typename: string; message?: string; fieldErrors?: unknown };
        if (result.__typename === 'UserPayload') toastSuccess(`${active ? 'Activated' : 'Deactivated'}: ${username}`);
        else toastError(refusalMessage(result));
      },
      onError: (error) => toastError(error.message),
    });

  const [editing, setEditing] = useState<UserFormDialog_user$key | null>(null);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<{ id: string; username: string } | null>(null);
  const items = paging.page.map(({ node }) => ({ key: node.id, id: node.userId, name: node.username, node }));

  return (
    <>
      <ResourceList
        nouns={userNouns}
        searchPlaceholder="Search users by username"
        columns={userColumns}
        sortOptions={userSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        actions={
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            + User
          </Button>
        }
        emptyHint="Add a user with + User."
        renderRow={(item) => (
          <UserRow
            key={item.key}
            user={item.node}
            isViewer={item.id === viewerUserId}
            onEdit={() => setEditing(item.node)}
            onResetPassword={() => setResetting({ id: item.node.id, username: item.name })}
            onToggleActive={(active) => setActive(item.node.id, item.name, active)}
            onDelete={() => requestDelete([{ id: item.id, name: item.name }])}
          />
        )}
      />
      <UserFormDialog
        open={adding || editing !== null}
        user={editing}
        roles={roles}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
        onSaved={() => (adding ? list.reload() : undefined)}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      {dialog}
    </>
  );
}
