import { CloseButton, Dialog, Portal, Skeleton, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { DatasetEditor } from '../../dataset-editor/components/DatasetEditor.tsx';
import type { EditDatasetModalQuery } from './__generated__/EditDatasetModalQuery.graphql.ts';

function EditorBody({ id }: { id: string }) {
  const data = useLazyLoadQuery<EditDatasetModalQuery>(
    graphql`
      query EditDatasetModalQuery($id: ID!) {
        node(id: $id) {
          ... on Dataset @alias(as: "dataset") {
            ...DatasetEditor_dataset
          }
        }
      }
    `,
    { id },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.node?.dataset) return <Text>There is no dataset with this id, or you may not view it.</Text>;
  return <DatasetEditor dataset={data.node.dataset} />;
}

/** 'Edit dataset': the dataset editor in a modal; its save affects every chart of the dataset. */
export function EditDatasetModal({
  open,
  onClose,
  datasetId,
}: {
  open: boolean;
  onClose: () => void;
  datasetId: string;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      size="xl"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxH="900px">
            <Dialog.Header>
              <Dialog.Title>Edit Dataset</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Suspense fallback={<Skeleton h="96" role="status" aria-label="Loading dataset" />}>
                <EditorBody id={datasetId} />
              </Suspense>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
