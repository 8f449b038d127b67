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
import { rlsColumns, rlsListVariables, rlsNouns, rlsSortOptions } from '../adminListOptions.ts';
import type { RlsFormDialog_rule$key } from './__generated__/RlsFormDialog_rule.graphql.ts';
import type { RlsTable_query$key } from './__generated__/RlsTable_query.graphql.ts';
import type { RlsTableDeleteMutation } from './__generated__/RlsTableDeleteMutation.graphql.ts';
import type { RlsTableRefetchQuery } from './__generated__/RlsTableRefetchQuery.graphql.ts';
import { RlsFormDialog } from './RlsFormDialog.tsx';
import { RlsRow } from './RlsRow.tsx';

export interface RlsTableProps {
  readonly query: RlsTable_query$key;
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

export function RlsTable({ query, initial, onApplied }: RlsTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<RlsTableRefetchQuery, RlsTable_query$key>(
    graphql`
      fragment RlsTable_query on Query
      @refetchable(queryName: "RlsTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
      ) {
        rowLevelSecurityRules(first: $first, after: $after, last: $last, before: $before, search: $search)
          @connection(key: "RlsTable_rowLevelSecurityRules", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              ruleId
              name
              ...RlsRow_rule
              ...RlsFormDialog_rule
            }
          }
        }
      }
    `,
    query,
  );
  const rules = data.rowLevelSecurityRules;
  const paging = useListPaging(rules, controls);
  const list = useListQuery({
    initial,
    toVariables: rlsListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const [commitDelete] = useMutation<RlsTableDeleteMutation>(graphql`
    mutation RlsTableDeleteMutation($id: ID!) {
      deleteRowLevelSecurityRule(id: $id) {
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
  const connectionId = rules.__id;
  const remove = useCallback(
    (items: readonly DeletableItem[]) =>
      new Promise<void>((resolve, reject) => {
        commitDelete({
          variables: { id: toGlobalId('RowLevelSecurityRule', items[0]?.id ?? 0) },
          updater: (store, response) => {
            const result = response?.deleteRowLevelSecurityRule;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, [connectionId], result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteRowLevelSecurityRule;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commitDelete, connectionId],
  );
  const { requestDelete, dialog } = useConfirmDelete(rlsNouns, remove, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  const [form, setForm] = useState<{ rule: RlsFormDialog_rule$key | null } | null>(null);
  const items = paging.page.map(({ node }) => ({ key: node.id, id: node.ruleId, name: node.name, node }));

  return (
    <>
      <ResourceList
        nouns={rlsNouns}
        searchPlaceholder="Search rules by name"
        columns={rlsColumns}
        sortOptions={rlsSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        actions={
          <Button size="sm" colorPalette="blue" onClick={() => setForm({ rule: null })}>
            + Rule
          </Button>
        }
        emptyHint="Add a rule with + Rule: a clause, the datasets it filters and the roles it concerns."
        renderRow={(item) => (
          <RlsRow
            key={item.key}
            rule={item.node}
            onEdit={() => setForm({ rule: item.node })}
            onDelete={() => requestDelete([{ id: item.id, name: item.name }])}
          />
        )}
      />
      <RlsFormDialog
        open={form !== null}
        rule={form?.rule ?? null}
        onClose={() => setForm(null)}
        onCreated={() => list.reload()}
      />
      {dialog}
    </>
  );
}
