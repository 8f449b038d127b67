import { Button, Checkbox, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import { formatMessage, toastError, toastSuccess } from '../../../../components/toaster.ts';
import type { Layout } from '../../layout/layoutTypes.ts';
import { dashboardPath, untitledDefault } from '../../state/saveDefaults.ts';
import type { SaveAsDialogMutation } from './__generated__/SaveAsDialogMutation.graphql.ts';

/**
 * Superset's "Save as": a copy owned by the viewer with this layout (copy_dash semantics: the
 * layout travels as json_metadata.positions; with "duplicate charts" every chart is cloned too).
 */
export function SaveAsDialog({
  dashboardGlobalId,
  title,
  css,
  jsonMetadata,
  layout,
  onClose,
}: {
  dashboardGlobalId: string;
  title: string;
  css: string | null | undefined;
  jsonMetadata: unknown;
  layout: Layout;
  onClose: () => void;
}) {
  const [name, setName] = useState(`${title} [copy]`);
  const [duplicate, setDuplicate] = useState(false);
  const navigate = useNavigate();
  const [commit, saving] = useMutation<SaveAsDialogMutation>(graphql`
    mutation SaveAsDialogMutation($id: ID!, $title: String!, $css: String, $jsonMetadata: JSON, $duplicate: Boolean) {
      saveDashboardAs(
        id: $id
        dashboardTitle: $title
        css: $css
        jsonMetadata: $jsonMetadata
        duplicateSlices: $duplicate
      ) {
        __typename
        ... on SaveDashboardPayload {
          dashboard {
            dashboardId
            slug
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const metadata = jsonMetadata && typeof jsonMetadata === 'object' ? (jsonMetadata as Record<string, unknown>) : {};
  const save = () =>
    commit({
      variables: {
        id: dashboardGlobalId,
        title: untitledDefault(name),
        css: css ?? null,
        jsonMetadata: {
          ...metadata,
          positions: layout,
          default_filters: metadata.default_filters ?? '{}',
          filter_scopes: metadata.filter_scopes ?? {},
        },
        duplicate,
      },
      onCompleted: ({ saveDashboardAs: result }) => {
        if (result.__typename === 'SaveDashboardPayload' && result.dashboard) {
          toastSuccess('This dashboard was saved successfully.');
          onClose();
          navigate(dashboardPath(result.dashboard));
        } else if (result.__typename === 'ForbiddenError')
          toastError('You do not have permission to edit this dashboard');
        else
          toastError(
            formatMessage(
              'Sorry, there was an error saving this dashboard: %s',
              result.message ?? 'Sorry, an unknown error occurred',
            ),
          );
      },
      onError: (error) =>
        toastError(formatMessage('Sorry, there was an error saving this dashboard: %s', error.message)),
    });
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Save dashboard as</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root mb="3">
                <Field.Label>Name of the copy</Field.Label>
                <Input value={name} onChange={(event) => setName(event.target.value)} />
              </Field.Root>
              <Checkbox.Root checked={duplicate} onCheckedChange={(details) => setDuplicate(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Also copy (duplicate) charts</Checkbox.Label>
              </Checkbox.Root>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button colorPalette="blue" onClick={save} loading={saving}>
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
