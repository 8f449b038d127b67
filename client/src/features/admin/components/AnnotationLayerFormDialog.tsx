import { Alert, Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { refusalMessage } from '../adminListOptions.ts';
import type {
  AnnotationLayerFormDialog_layer$data,
  AnnotationLayerFormDialog_layer$key,
} from './__generated__/AnnotationLayerFormDialog_layer.graphql.ts';
import type { AnnotationLayerFormDialogCreateMutation } from './__generated__/AnnotationLayerFormDialogCreateMutation.graphql.ts';
import type { AnnotationLayerFormDialogUpdateMutation } from './__generated__/AnnotationLayerFormDialogUpdateMutation.graphql.ts';

export interface AnnotationLayerFormDialogProps {
  readonly open: boolean;
  /** The layer edited; null adds one. */
  readonly layer: AnnotationLayerFormDialog_layer$key | null;
  readonly onClose: () => void;
  /** Called once a new layer is stored (the list reloads). */
  readonly onCreated: () => void;
}

/** Add or edit an annotation layer: its name and description. */
export function AnnotationLayerFormDialog({ open, layer, onClose, onCreated }: AnnotationLayerFormDialogProps) {
  const data = useFragment(
    graphql`
      fragment AnnotationLayerFormDialog_layer on AnnotationLayer {
        id
        name
        descr
      }
    `,
    layer,
  );
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? (
              <LayerForm key={data?.id ?? 'new'} layer={data ?? null} onClose={onClose} onCreated={onCreated} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function LayerForm({
  layer,
  onClose,
  onCreated,
}: {
  layer: AnnotationLayerFormDialog_layer$data | null;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState(layer?.name ?? '');
  const [descr, setDescr] = useState(layer?.descr ?? '');
  const [error, setError] = useState<string | undefined>();
  // A message about what was missing or refused goes once the user changes the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the trigger, not read
  useEffect(() => setError(undefined), [name, descr]);
  const [create, creating] = useMutation<AnnotationLayerFormDialogCreateMutation>(graphql`
    mutation AnnotationLayerFormDialogCreateMutation($input: AnnotationLayerInput!) {
      createAnnotationLayer(input: $input) {
        __typename
        ... on AnnotationLayerPayload {
          annotationLayer {
            id
            ...AnnotationLayerRow_layer
            ...AnnotationLayerFormDialog_layer
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
  const [update, updating] = useMutation<AnnotationLayerFormDialogUpdateMutation>(graphql`
    mutation AnnotationLayerFormDialogUpdateMutation($id: ID!, $input: AnnotationLayerInput!) {
      updateAnnotationLayer(id: $id, input: $input) {
        __typename
        ... on AnnotationLayerPayload {
          annotationLayer {
            id
            ...AnnotationLayerRow_layer
            ...AnnotationLayerFormDialog_layer
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
  const title = layer ? `Edit ${layer.name}` : 'Add annotation layer';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('The layer needs a name.');
      return;
    }
    const input = { name: name.trim(), descr: descr.trim() || null };
    const done = (result: { __typename: string; message?: string; fieldErrors?: unknown }) => {
      if (result.__typename !== 'AnnotationLayerPayload') {
        setError(refusalMessage(result));
        return;
      }
      toastSuccess(`Annotation layer saved: ${input.name}`);
      if (!layer) onCreated();
      onClose();
    };
    if (layer) {
      update({
        variables: { id: layer.id, input },
        onCompleted: (r) => done(r.updateAnnotationLayer as never),
        onError: (e) => setError(e.message),
      });
    } else {
      create({
        variables: { input },
        onCompleted: (r) => done(r.createAnnotationLayer as never),
        onError: (e) => setError(e.message),
      });
    }
  };

  return (
    <form onSubmit={onSubmit} aria-label={title} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Field.Root required>
            <Field.Label>Name</Field.Label>
            <Input value={name} maxLength={250} onChange={(e) => setName(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea value={descr} rows={4} onChange={(e) => setDescr(e.currentTarget.value)} />
          </Field.Root>
          {error ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={creating || updating}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={creating || updating} loadingText="Saving…">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
