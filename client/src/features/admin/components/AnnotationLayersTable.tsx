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
  annotationLayerColumns,
  annotationLayerListVariables,
  annotationLayerNouns,
  annotationLayerSortOptions,
} from '../adminListOptions.ts';
import type { AnnotationLayerFormDialog_layer$key } from './__generated__/AnnotationLayerFormDialog_layer.graphql.ts';
import type { AnnotationLayersTable_query$key } from './__generated__/AnnotationLayersTable_query.graphql.ts';
import type { AnnotationLayersTableDeleteMutation } from './__generated__/AnnotationLayersTableDeleteMutation.graphql.ts';
import type { AnnotationLayersTableRefetchQuery } from './__generated__/AnnotationLayersTableRefetchQuery.graphql.ts';
import { AnnotationLayerFormDialog } from './AnnotationLayerFormDialog.tsx';
import { AnnotationLayerRow } from './AnnotationLayerRow.tsx';

export interface AnnotationLayersTableProps {
  readonly query: AnnotationLayersTable_query$key;
  /** can_write on Annotation: add, edit and delete are offered. */
  readonly canWrite: boolean;
  readonly initial: ListQueryState;
  readonly onApplied?: (state: ListQueryState) => void;
}

export function AnnotationLayersTable({ query, canWrite, initial, onApplied }: AnnotationLayersTableProps) {
  const { data, refetch, ...controls } = usePaginationFragment<
    AnnotationLayersTableRefetchQuery,
    AnnotationLayersTable_query$key
  >(
    graphql`
      fragment AnnotationLayersTable_query on Query
      @refetchable(queryName: "AnnotationLayersTableRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 25 }
        after: { type: "String" }
        last: { type: "Int" }
        before: { type: "String" }
        search: { type: "String" }
      ) {
        annotationLayers(first: $first, after: $after, last: $last, before: $before, search: $search)
          @connection(key: "AnnotationLayersTable_annotationLayers", filters: ["search"]) {
          __id
          totalCount
          edges {
            node {
              id
              layerId
              name
              ...AnnotationLayerRow_layer
              ...AnnotationLayerFormDialog_layer
            }
          }
        }
      }
    `,
    query,
  );
  const layers = data.annotationLayers;
  const paging = useListPaging(layers, controls);
  const list = useListQuery({
    initial,
    toVariables: annotationLayerListVariables,
    refetch: refetch as Parameters<typeof useListQuery>[0]['refetch'],
    onApplied,
    onReset: paging.reset,
  });
  const [commitDelete] = useMutation<AnnotationLayersTableDeleteMutation>(graphql`
    mutation AnnotationLayersTableDeleteMutation($id: ID!) {
      deleteAnnotationLayers(ids: [$id]) {
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
  const connectionId = layers.__id;
  const remove = useCallback(
    (items: readonly DeletableItem[]) =>
      new Promise<void>((resolve, reject) => {
        commitDelete({
          variables: { id: toGlobalId('AnnotationLayer', items[0]?.id ?? 0) },
          updater: (store, response) => {
            const result = response?.deleteAnnotationLayers;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, [connectionId], result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteAnnotationLayers;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commitDelete, connectionId],
  );
  const { requestDelete, dialog } = useConfirmDelete(annotationLayerNouns, remove, () =>
    controls.hasNext ? list.reload() : undefined,
  );
  const [form, setForm] = useState<{ layer: AnnotationLayerFormDialog_layer$key | null } | null>(null);
  const items = paging.page.map(({ node }) => ({
    key: node.id,
    id: node.layerId,
    name: node.name,
    node,
  }));

  return (
    <>
      <ResourceList
        nouns={annotationLayerNouns}
        searchPlaceholder="Search layers by name or description"
        columns={annotationLayerColumns}
        sortOptions={annotationLayerSortOptions}
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
            <Button size="sm" colorPalette="blue" onClick={() => setForm({ layer: null })}>
              + Annotation layer
            </Button>
          ) : null
        }
        emptyHint={canWrite ? 'Add one with + Annotation layer.' : 'No annotation layer has been saved yet.'}
        renderRow={(item) => (
          <AnnotationLayerRow
            key={item.key}
            layer={item.node}
            canWrite={canWrite}
            onEdit={() => setForm({ layer: item.node })}
            onDelete={() => requestDelete([{ id: item.id, name: item.name }])}
          />
        )}
      />
      <AnnotationLayerFormDialog
        open={form !== null}
        layer={form?.layer ?? null}
        onClose={() => setForm(null)}
        onCreated={() => list.reload()}
      />
      {dialog}
    </>
  );
}
