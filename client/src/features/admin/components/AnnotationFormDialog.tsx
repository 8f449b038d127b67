import { Alert, Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { fromUtcInput, refusalMessage, toUtcInput } from '../adminListOptions.ts';
import type {
  AnnotationFormDialog_annotation$data,
  AnnotationFormDialog_annotation$key,
} from './__generated__/AnnotationFormDialog_annotation.graphql.ts';
import type { AnnotationFormDialogCreateMutation } from './__generated__/AnnotationFormDialogCreateMutation.graphql.ts';
import type { AnnotationFormDialogUpdateMutation } from './__generated__/AnnotationFormDialogUpdateMutation.graphql.ts';

export interface AnnotationFormDialogProps {
  readonly open: boolean;
  /** The layer's global ID (a new annotation goes there). */
  readonly layerId: string;
  /** The layer's annotations connection (a new annotation is appended to it). */
  readonly connectionId: string;
  /** The annotation edited; null adds one. */
  readonly annotation: AnnotationFormDialog_annotation$key | null;
  readonly onClose: () => void;
}

/** Add or edit an annotation: label, start and end (UTC), description. */
export function AnnotationFormDialog({ open, layerId, connectionId, annotation, onClose }: AnnotationFormDialogProps) {
  const data = useFragment(
    graphql`
      fragment AnnotationFormDialog_annotation on Annotation {
        id
        shortDescr
        longDescr
        startDttm
        endDttm
      }
    `,
    annotation,
  );
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? (
              <AnnotationForm
                key={data?.id ?? 'new'}
                annotation={data ?? null}
                layerId={layerId}
                connectionId={connectionId}
                onClose={onClose}
              />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AnnotationForm({
  annotation,
  layerId,
  connectionId,
  onClose,
}: {
  annotation: AnnotationFormDialog_annotation$data | null;
  layerId: string;
  connectionId: string;
  onClose: () => void;
}) {
  const [short, setShort] = useState(annotation?.shortDescr ?? '');
  const [start, setStart] = useState(toUtcInput(annotation ? String(annotation.startDttm) : null));
  const [end, setEnd] = useState(toUtcInput(annotation?.endDttm ? String(annotation.endDttm) : null));
  const [long, setLong] = useState(annotation?.longDescr ?? '');
  const [error, setError] = useState<string | undefined>();
  // A message about what was missing or refused goes once the user changes the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the trigger, not read
  useEffect(() => setError(undefined), [short, start, end, long]);
  const [create, creating] = useMutation<AnnotationFormDialogCreateMutation>(graphql`
    mutation AnnotationFormDialogCreateMutation($layerId: ID!, $input: AnnotationInput!, $connections: [ID!]!) {
      createAnnotation(layerId: $layerId, input: $input) {
        __typename
        ... on AnnotationPayload {
          annotation @appendNode(connections: $connections, edgeTypeName: "AnnotationEdge") {
            id
            annotationId
            shortDescr
            longDescr
            startDttm
            endDttm
            ...AnnotationFormDialog_annotation
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
  const [update, updating] = useMutation<AnnotationFormDialogUpdateMutation>(graphql`
    mutation AnnotationFormDialogUpdateMutation($id: ID!, $input: AnnotationInput!) {
      updateAnnotation(id: $id, input: $input) {
        __typename
        ... on AnnotationPayload {
          annotation {
            id
            shortDescr
            longDescr
            startDttm
            endDttm
            ...AnnotationFormDialog_annotation
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
  const title = annotation ? `Edit ${annotation.shortDescr ?? 'annotation'}` : 'Add annotation';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const startDttm = fromUtcInput(start);
    const endDttm = fromUtcInput(end) ?? startDttm;
    const missing = [!short.trim() && 'a label', !startDttm && 'a start'].filter(Boolean);
    if (missing.length) {
      setError(`The annotation needs ${missing.join(' and ')}.`);
      return;
    }
    const input = { shortDescr: short.trim(), longDescr: long.trim() || null, startDttm, endDttm };
    const done = (result: { __typename: string; message?: string; fieldErrors?: unknown }) => {
      if (result.__typename !== 'AnnotationPayload') {
        setError(refusalMessage(result));
        return;
      }
      toastSuccess(`Annotation saved: ${input.shortDescr}`);
      onClose();
    };
    if (annotation) {
      update({
        variables: { id: annotation.id, input },
        onCompleted: (r) => done(r.updateAnnotation as never),
        onError: (e) => setError(e.message),
      });
    } else {
      create({
        variables: { layerId, input, connections: [connectionId] },
        onCompleted: (r) => done(r.createAnnotation as never),
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
            <Field.Label>Label</Field.Label>
            <Input value={short} maxLength={500} onChange={(e) => setShort(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root required>
            <Field.Label>Start (UTC)</Field.Label>
            <Input type="datetime-local" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>End (UTC)</Field.Label>
            <Input type="datetime-local" value={end} onChange={(e) => setEnd(e.currentTarget.value)} />
            <Field.HelperText>Empty: the same as the start (a single moment).</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea value={long} rows={3} onChange={(e) => setLong(e.currentTarget.value)} />
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
