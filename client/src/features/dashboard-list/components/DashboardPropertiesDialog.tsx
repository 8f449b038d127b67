import { Alert, Button, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { TagEditor } from '../../../components/tags/TagEditor.tsx';
import { sameTagNames } from '../../../components/tags/tagNames.ts';
import { useSetObjectTags } from '../../../components/tags/useSetObjectTags.ts';
import { formatMessage, toastSuccess } from '../../../components/toaster.ts';
import type {
  DashboardPropertiesDialog_dashboard$data,
  DashboardPropertiesDialog_dashboard$key,
} from './__generated__/DashboardPropertiesDialog_dashboard.graphql.ts';
import type { DashboardPropertiesDialogMutation } from './__generated__/DashboardPropertiesDialogMutation.graphql.ts';

export interface DashboardPropertiesDialogProps {
  /** The dashboard to edit; null keeps the dialog closed. */
  readonly dashboard: DashboardPropertiesDialog_dashboard$key | null;
  readonly onClose: () => void;
}

/** The list's "edit": a dashboard's title, URL slug, certification and tags (Superset's properties modal). */
export function DashboardPropertiesDialog({ dashboard, onClose }: DashboardPropertiesDialogProps) {
  const data = useFragment(
    graphql`
      fragment DashboardPropertiesDialog_dashboard on Dashboard {
        id
        dashboardId
        dashboardTitle
        tags {
          name
        }
        slug
        certifiedBy
        certificationDetails
      }
    `,
    dashboard,
  );
  return (
    <Dialog.Root
      open={data !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {data ? <PropertiesForm key={data.id} data={data} onClose={onClose} /> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PropertiesForm({ data, onClose }: { data: DashboardPropertiesDialog_dashboard$data; onClose: () => void }) {
  const [title, setTitle] = useState(data.dashboardTitle);
  const [slug, setSlug] = useState(data.slug ?? '');
  const [certifiedBy, setCertifiedBy] = useState(data.certifiedBy ?? '');
  const [details, setDetails] = useState(data.certificationDetails ?? '');
  const initialTags = data.tags.map((tag) => tag.name);
  const [tags, setTags] = useState<string[]>(initialTags);
  const [saveTags, savingTags] = useSetObjectTags();
  const [titleError, setTitleError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [commit, saving] = useMutation<DashboardPropertiesDialogMutation>(graphql`
    mutation DashboardPropertiesDialogMutation($id: ID!, $input: DashboardFieldsInput!) {
      saveDashboard(id: $id, input: $input) {
        __typename
        ... on SaveDashboardPayload {
          dashboard {
            id
            dashboardTitle
            ...DashboardListRow_dashboard
            ...DashboardCard_dashboard
            ...DashboardPropertiesDialog_dashboard
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  // Tags are saved after the dashboard's fields (their own mutation, as Superset's tag API).
  const finish = async (name: string) => {
    const tagError = sameTagNames(tags, initialTags) ? null : await saveTags('DASHBOARD', data.dashboardId, tags);
    if (tagError) {
      setFormError(formatMessage('An error occurred while saving the tags of %s: %s', data.dashboardTitle, tagError));
      return;
    }
    toastSuccess(`Dashboard saved: ${name}`);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('This is a required field');
      return;
    }
    setTitleError(undefined);
    setFormError(undefined);
    commit({
      variables: {
        id: data.id,
        input: {
          dashboardTitle: title.trim(),
          slug: slug.trim() || null,
          certifiedBy: certifiedBy.trim() || null,
          certificationDetails: certifiedBy.trim() ? details.trim() || null : null,
        },
      },
      onCompleted: (response) => {
        const result = response.saveDashboard;
        if (result.__typename === 'SaveDashboardPayload') {
          void finish(result.dashboard?.dashboardTitle ?? title.trim());
        } else {
          const message = 'message' in result ? String(result.message) : 'Sorry, an unknown error occurred';
          setFormError(formatMessage('An error occurred while saving %s: %s', data.dashboardTitle, message));
        }
      },
      onError: (error) =>
        setFormError(formatMessage('An error occurred while saving %s: %s', data.dashboardTitle, error.message)),
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Edit ${data.dashboardTitle}`} noValidate>
      <Dialog.Header>
        <Dialog.Title>Edit {data.dashboardTitle}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={Boolean(titleError)}>
            <Field.Label>Title</Field.Label>
            <Input value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
            <Field.ErrorText>{titleError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>URL slug</Field.Label>
            <Input value={slug} onChange={(event) => setSlug(event.currentTarget.value)} />
            <Field.HelperText>A readable URL for the dashboard: /dashboard/slug/</Field.HelperText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Certified by</Field.Label>
            <Input value={certifiedBy} onChange={(event) => setCertifiedBy(event.currentTarget.value)} />
          </Field.Root>
          <Field.Root disabled={!certifiedBy.trim()}>
            <Field.Label>Certification details</Field.Label>
            <Input value={details} onChange={(event) => setDetails(event.currentTarget.value)} />
          </Field.Root>
          <TagEditor value={tags} onChange={setTags} />
          {formError ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={saving || savingTags}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={saving || savingTags} loadingText="Saving…">
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
