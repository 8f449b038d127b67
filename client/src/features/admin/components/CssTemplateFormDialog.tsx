import { Alert, Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { toastSuccess } from '../../../components/toaster.ts';
import { refusalMessage } from '../adminListOptions.ts';
import type {
  CssTemplateFormDialog_template$data,
  CssTemplateFormDialog_template$key,
} from './__generated__/CssTemplateFormDialog_template.graphql.ts';
import type { CssTemplateFormDialogCreateMutation } from './__generated__/CssTemplateFormDialogCreateMutation.graphql.ts';
import type { CssTemplateFormDialogUpdateMutation } from './__generated__/CssTemplateFormDialogUpdateMutation.graphql.ts';

export interface CssTemplateFormDialogProps {
  readonly open: boolean;
  /** The template edited; null adds one. */
  readonly template: CssTemplateFormDialog_template$key | null;
  readonly onClose: () => void;
  /** Called once a new template is stored (the list reloads). */
  readonly onCreated: () => void;
}

/** Add or edit a CSS template: a name and the CSS. */
export function CssTemplateFormDialog({ open, template, onClose, onCreated }: CssTemplateFormDialogProps) {
  const data = useFragment(
    graphql`
      fragment CssTemplateFormDialog_template on CssTemplate {
        id
        templateName
        css
      }
    `,
    template,
  );
  return (
    <Dialog.Root open={open} onOpenChange={(d) => (d.open ? undefined : onClose())} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {open ? (
              <TemplateForm key={data?.id ?? 'new'} template={data ?? null} onClose={onClose} onCreated={onCreated} />
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function TemplateForm({
  template,
  onClose,
  onCreated,
}: {
  template: CssTemplateFormDialog_template$data | null;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [name, setName] = useState(template?.templateName ?? '');
  const [css, setCss] = useState(template?.css ?? '');
  const [error, setError] = useState<string | undefined>();
  // A message about what was missing or refused goes once the user changes the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields are the trigger, not read
  useEffect(() => setError(undefined), [name, css]);
  const [create, creating] = useMutation<CssTemplateFormDialogCreateMutation>(graphql`
    mutation CssTemplateFormDialogCreateMutation($input: CssTemplateInput!) {
      createCssTemplate(input: $input) {
        __typename
        ... on CssTemplatePayload {
          template {
            id
            ...CssTemplateRow_template
            ...CssTemplateFormDialog_template
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
  const [update, updating] = useMutation<CssTemplateFormDialogUpdateMutation>(graphql`
    mutation CssTemplateFormDialogUpdateMutation($id: ID!, $input: CssTemplateInput!) {
      updateCssTemplate(id: $id, input: $input) {
        __typename
        ... on CssTemplatePayload {
          template {
            id
            ...CssTemplateRow_template
            ...CssTemplateFormDialog_template
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
  const title = template ? `Edit ${template.templateName ?? 'template'}` : 'Add CSS template';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('The template needs a name.');
      return;
    }
    const input = { templateName: name.trim(), css };
    const done = (result: { __typename: string; message?: string; fieldErrors?: unknown }) => {
      if (result.__typename !== 'CssTemplatePayload') {
        setError(refusalMessage(result));
        return;
      }
      toastSuccess(`CSS template saved: ${input.templateName}`);
      if (!template) onCreated();
      onClose();
    };
    if (template) {
      update({
        variables: { id: template.id, input },
        onCompleted: (r) => done(r.updateCssTemplate as never),
        onError: (e) => setError(e.message),
      });
    } else {
      create({
        variables: { input },
        onCompleted: (r) => done(r.createCssTemplate as never),
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
            <Field.Label>CSS</Field.Label>
            <Textarea
              value={css}
              rows={8}
              fontFamily="mono"
              spellCheck={false}
              placeholder=".dashboard-header { background: #fafafa; }"
              onChange={(e) => setCss(e.currentTarget.value)}
            />
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
