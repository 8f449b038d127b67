import { Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import { RowActions } from '../../../components/list/RowActions.tsx';
import { removeFromConnections } from '../../../components/list/removeFromConnections.ts';
import { type DeletableItem, useConfirmDelete } from '../../../components/list/useConfirmDelete.tsx';
import { annotationColumns, annotationNouns, toUtcInput } from '../adminListOptions.ts';
import type { AnnotationFormDialog_annotation$key } from './__generated__/AnnotationFormDialog_annotation.graphql.ts';
import type { AnnotationsTable_layer$key } from './__generated__/AnnotationsTable_layer.graphql.ts';
import type { AnnotationsTableDeleteMutation } from './__generated__/AnnotationsTableDeleteMutation.graphql.ts';
import type { AnnotationsTableRefetchQuery } from './__generated__/AnnotationsTableRefetchQuery.graphql.ts';
import { AnnotationFormDialog } from './AnnotationFormDialog.tsx';

export interface AnnotationsTableProps {
  readonly layer: AnnotationsTable_layer$key;
  /** can_write on Annotation: add, edit and delete are offered. */
  readonly canWrite: boolean;
}

/** The annotations of a layer, oldest first, 25 at a time. */
export function AnnotationsTable({ layer, canWrite }: AnnotationsTableProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    AnnotationsTableRefetchQuery,
    AnnotationsTable_layer$key
  >(
    graphql`
      fragment AnnotationsTable_layer on AnnotationLayer
      @refetchable(queryName: "AnnotationsTableRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 25 }, after: { type: "String" }) {
        id
        annotations(first: $first, after: $after) @connection(key: "AnnotationsTable_annotations") {
          __id
          totalCount
          edges {
            node {
              id
              annotationId
              shortDescr
              longDescr
              startDttm
              endDttm
              ...AnnotationFormDialog_annotation
            }
          }
        }
      }
    `,
    layer,
  );
  const connectionId = data.annotations.__id;
  const [commitDelete] = useMutation<AnnotationsTableDeleteMutation>(graphql`
    mutation AnnotationsTableDeleteMutation($ids: [ID!]!) {
      deleteAnnotations(ids: $ids) {
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
  const nodes = data.annotations.edges.map((e) => e.node);
  // Adds and deletes change the loaded edges, not the server's totalCount: once all are loaded, count them.
  const count = hasNext ? data.annotations.totalCount : nodes.length;
  const remove = useCallback(
    (items: readonly DeletableItem[]) =>
      new Promise<void>((resolve, reject) => {
        const ids = nodes.filter((n) => items.some((i) => i.id === n.annotationId)).map((n) => n.id);
        commitDelete({
          variables: { ids },
          updater: (store, response) => {
            const result = response?.deleteAnnotations;
            if (result?.__typename === 'DeletePayload')
              removeFromConnections(store, [connectionId], result.deletedIds ?? []);
          },
          onCompleted: (response) => {
            const result = response.deleteAnnotations;
            if (result.__typename === 'DeletePayload') resolve();
            else reject(new Error('message' in result ? String(result.message) : 'Sorry, an unknown error occurred'));
          },
          onError: reject,
        });
      }),
    [commitDelete, connectionId, nodes],
  );
  const { requestDelete, dialog } = useConfirmDelete(annotationNouns, remove);
  const [form, setForm] = useState<{ annotation: AnnotationFormDialog_annotation$key | null } | null>(null);

  return (
    <Stack>
      <HStack justify="space-between">
        <Text aria-live="polite">
          {count} {annotationNouns[count === 1 ? 0 : 1]}
        </Text>
        {canWrite ? (
          <Button size="sm" colorPalette="blue" onClick={() => setForm({ annotation: null })}>
            + Annotation
          </Button>
        ) : null}
      </HStack>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            {annotationColumns.map((c) => (
              <Table.ColumnHeader key={c.id} w={c.width} scope="col">
                {c.srOnly ? <Box srOnly>{c.header}</Box> : c.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {nodes.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={annotationColumns.length}>
                <Text color="fg.muted">
                  {canWrite ? 'No annotation yet: add one with + Annotation.' : 'No annotation yet.'}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : null}
          {nodes.map((n) => (
            <Table.Row key={n.id} h="var(--chartroom-row-height)">
              <Table.Cell>
                <Text fontWeight="medium">{n.shortDescr}</Text>
              </Table.Cell>
              <Table.Cell>{toUtcInput(String(n.startDttm)).replace('T', ' ')}</Table.Cell>
              <Table.Cell>{toUtcInput(n.endDttm ? String(n.endDttm) : null).replace('T', ' ')}</Table.Cell>
              <Table.Cell>
                <Text truncate>{n.longDescr ?? ''}</Text>
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end">
                  {canWrite ? (
                    <RowActions
                      name={n.shortDescr ?? 'annotation'}
                      onEdit={() => setForm({ annotation: n })}
                      onDelete={() => requestDelete([{ id: n.annotationId, name: n.shortDescr ?? 'annotation' }])}
                    />
                  ) : null}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {hasNext ? (
        <Button alignSelf="center" variant="outline" size="sm" loading={isLoadingNext} onClick={() => loadNext(25)}>
          Show more
        </Button>
      ) : null}
      <AnnotationFormDialog
        open={form !== null}
        layerId={data.id}
        connectionId={connectionId}
        annotation={form?.annotation ?? null}
        onClose={() => setForm(null)}
      />
      {dialog}
    </Stack>
  );
}
