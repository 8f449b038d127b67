import { Alert, Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { TagEditor } from '../../../components/tags/TagEditor.tsx';
import { sameTagNames } from '../../../components/tags/tagNames.ts';
import { useSetObjectTags } from '../../../components/tags/useSetObjectTags.ts';
import { formatMessage, toastSuccess } from '../../../components/toaster.ts';
import type {
  ChartPropertiesDialog_chart$data,
  ChartPropertiesDialog_chart$key,
} from './__generated__/ChartPropertiesDialog_chart.graphql.ts';
import type { ChartPropertiesDialogMutation } from './__generated__/ChartPropertiesDialogMutation.graphql.ts';

export interface ChartPropertiesDialogProps {
  /** The chart to edit; null keeps the dialog closed. */
  readonly chart: ChartPropertiesDialog_chart$key | null;
  readonly onClose: () => void;
}

/**
 * The list's "edit": a chart's name, description, cache timeout, certification and tags (Superset's
 * properties modal).
 */
export function ChartPropertiesDialog({ chart, onClose }: ChartPropertiesDialogProps) {
  const data = useFragment(
    graphql`
      fragment ChartPropertiesDialog_chart on Chart {
        id
        chartId
        sliceName
        tags {
          name
        }
        description
        cacheTimeout
        certifiedBy
        certificationDetails
      }
    `,
    chart,
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

function PropertiesForm({ data, onClose }: { data: ChartPropertiesDialog_chart$data; onClose: () => void }) {
  const [title, setTitle] = useState(data.sliceName);
  const [description, setDescription] = useState(data.description ?? '');
  const [cacheTimeout, setCacheTimeout] = useState(data.cacheTimeout == null ? '' : String(data.cacheTimeout));
  const [certifiedBy, setCertifiedBy] = useState(data.certifiedBy ?? '');
  const [details, setDetails] = useState(data.certificationDetails ?? '');
  const initialTags = data.tags.map((tag) => tag.name);
  const [tags, setTags] = useState<string[]>(initialTags);
  const [saveTags, savingTags] = useSetObjectTags();
  const [titleError, setTitleError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [commit, saving] = useMutation<ChartPropertiesDialogMutation>(graphql`
    mutation ChartPropertiesDialogMutation($id: ID!, $input: ChartFieldsInput!) {
      updateChart(id: $id, input: $input) {
        __typename
        ... on ChartPayload {
          chart {
            id
            sliceName
            ...ChartListRow_chart
            ...ChartCard_chart
            ...ChartPropertiesDialog_chart
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  // Tags are saved after the chart's fields (their own mutation, as Superset's tag API).
  const finish = async (name: string) => {
    const tagError = sameTagNames(tags, initialTags) ? null : await saveTags('CHART', data.chartId, tags);
    if (tagError) {
      setFormError(formatMessage('An error occurred while saving the tags of %s: %s', data.sliceName, tagError));
      return;
    }
    toastSuccess(`Chart saved: ${name}`);
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('This is a required field');
      return;
    }
    if (cacheTimeout.trim() && !/^\d+$/.test(cacheTimeout.trim())) {
      setFormError('Cache timeout must be a whole number of seconds');
      return;
    }
    setTitleError(undefined);
    setFormError(undefined);
    commit({
      variables: {
        id: data.id,
        input: {
          sliceName: title.trim(),
          description: description.trim() || null,
          cacheTimeout: cacheTimeout.trim() ? Number(cacheTimeout.trim()) : null,
          certifiedBy: certifiedBy.trim() || null,
          certificationDetails: certifiedBy.trim() ? details.trim() || null : null,
        },
      },
      onCompleted: (response) => {
        const result = response.updateChart;
        if (result.__typename === 'ChartPayload') {
          void finish(result.chart?.sliceName ?? title.trim());
        } else {
          const message = 'message' in result ? String(result.message) : 'Sorry, an unknown error occurred';
          setFormError(formatMessage('An error occurred while saving %s: %s', data.sliceName, message));
        }
      },
      onError: (error) =>
        setFormError(formatMessage('An error occurred while saving %s: %s', data.sliceName, error.message)),
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label={`Edit ${data.sliceName}`} noValidate>
      <Dialog.Header>
        <Dialog.Title>Edit {data.sliceName}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={Boolean(titleError)}>
            <Field.Label>Name</Field.Label>
            <Input value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
            <Field.ErrorText>{titleError}</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Description</Field.Label>
            <Textarea value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Cache timeout (seconds)</Field.Label>
            <Input
              inputMode="numeric"
              value={cacheTimeout}
              onChange={(event) => setCacheTimeout(event.currentTarget.value)}
            />
            <Field.HelperText>How long this chart's results stay cached; empty uses the dataset's.</Field.HelperText>
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
