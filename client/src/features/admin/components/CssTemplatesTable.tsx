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
import {
  cssTemplateColumns,
  cssTemplateListVariables,
  cssTemplateNouns,
  cssTemplateSortOptions,
} from '../adminListOptions.ts';
import type { CssTemplateFormDialog_template$key } from './__generated__/CssTemplateFormDialog_template.graphql.ts';
import type { CssTemplatesTable_query$key } from './__generated__/CssTemplatesTable_query.graphql.ts';
import type { CssTemplatesTableDeleteMutation } from './__generated__/CssTemplatesTableDeleteMutation.graphql.ts';
import type { CssTemplatesTableRefetchQuery } from './__generated__/CssTemplatesTableRefetchQuery.graphql.ts';
import { CssTemplateFormDialog } from './CssTemplateFormDialog.tsx';
import { CssTemplateRow, untitledTemplate } from './CssTemplateRow.tsx';

export interface CssTemplatesTableProps {
  readonly query: CssTemplatesTable_query$key;
  /** can_write on CssTemplate: add, edit and delete are offered. */
  readonly canWrite: boolean;
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

export function CssTemplatesTable({ query, canWrite, initial, onApplied }: CssTemplatesTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<
    CssTemplatesTableRefetchQuery,
    CssTemplatesTable_query$key
  >(
    graphql`
      fragment CssTemplatesTable_query on Query
      @refetchable(queryName: "CssTemplatesTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
      ) {
        cssTemplates(first: $first, after: $after, last: $last, before: $before, search: $search)
          @connection(key: "CssTemplatesTable_cssTemplates", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              templateId
              templateName
              ...CssTemplateRow_template
              ...CssTemplateFormDialog_template
            }
          }
        }
      }
    `,
    query,
  );
  const templates = data.cssTemplates;
  const paging = useListPaging(templates, controls);
  const list = useListQuery({
    initial,
    toVariables: cssTemplateListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const [commitDelete] = useMutation<CssTemplatesTableDeleteMutation>(graphql`
    mutation CssTemplatesTableDeleteMutation($id: ID!) {
      deleteCssTemplate(id: $id) {
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
  const connectionId = templates.__id;
  const remove = useCallback(
    (items: readonly DeletableItem[]) =>
      new Promise<void>((resolve, reject) => {
        commitDelete({
          variables: { id: toGlobalId('CssTemplate', items[0]?.id ?? 0) },
          updater: (store, response) => {
            const result = response?.deleteCssTemplate;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, [connectionId], result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteCssTemplate;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commitDelete, connectionId],
  );
  const { requestDelete, dialog } = useConfirmDelete(cssTemplateNouns, remove, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  const [form, setForm] = useState<{ template: CssTemplateFormDialog_template$key | null } | null>(null);
  const items = paging.page.map(({ node }) => ({
    key: node.id,
    id: node.templateId,
    name: node.templateName ?? untitledTemplate,
    node,
  }));

  return (
    <>
      <ResourceList
        nouns={cssTemplateNouns}
        searchPlaceholder="Search templates by name"
        columns={cssTemplateColumns}
        sortOptions={cssTemplateSortOptions}
        state={list.state}
        applied={list.applied}
        busy={list.isRefetching}
        onSearch={list.setSearch}
        onSort={list.setSort}
        onClearFilters={list.clearFilters}
        paging={paging}
        items={items}
        actions={
          canWrite ? (
            <Button size="sm" colorPalette="blue" onClick={() => setForm({ template: null })}>
              + CSS template
            </Button>
          ) : null
        }
        emptyHint={canWrite ? 'Add one with + CSS template.' : 'No CSS template has been saved yet.'}
        renderRow={(item) => (
          <CssTemplateRow
            key={item.key}
            template={item.node}
            canWrite={canWrite}
            onEdit={() => setForm({ template: item.node })}
            onDelete={() => requestDelete([{ id: item.id, name: item.name }])}
          />
        )}
      />
      <CssTemplateFormDialog
        open={form !== null}
        template={form?.template ?? null}
        onClose={() => setForm(null)}
        onCreated={() => list.reload()}
      />
      {dialog}
    </>
  );
}
