import { Alert, Button, HStack, Stack, Tabs } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useBlocker } from 'react-router';
import { toastSuccess } from '../../../components/toaster.ts';
import {
  type DatasetDraft,
  draftFromDataset,
  newCalculatedColumn,
  newMetric,
  updateFromDraft,
  validateDraft,
} from '../state/datasetDraft.ts';
import { saveErrorMessage } from '../state/saveError.ts';
import type { DatasetEditor_dataset$data } from './__generated__/DatasetEditor_dataset.graphql.ts';
import type { DatasetEditorFormSaveMutation } from './__generated__/DatasetEditorFormSaveMutation.graphql.ts';
import { ColumnsTable } from './ColumnsTable.tsx';
import { ConfirmSaveDialog } from './ConfirmSaveDialog.tsx';
import { MetricsList } from './MetricsList.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { SyncColumnsButton } from './SyncColumnsButton.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';

export interface DatasetEditorFormProps {
  readonly dataset: DatasetEditor_dataset$data;
  readonly readOnly: boolean;
  /** Why Save is unavailable (not an owner, managed externally), shown on the button. */
  readonly saveBlockedReason?: string;
  readonly onSaved: () => void;
}

/** The working copy of one dataset: edited in tabs, checked live, saved after the charts warning. */
export function DatasetEditorForm({ dataset, readOnly, saveBlockedReason, onSaved }: DatasetEditorFormProps) {
  const virtual = dataset.datasetKind === 'VIRTUAL';
  const [initial] = useState(() => draftFromDataset(dataset));
  const [draft, setDraft] = useState<DatasetDraft>(initial);
  const [confirming, setConfirming] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const errors = useMemo(() => validateDraft(draft, virtual), [draft, virtual]);
  const invalid = Object.keys(errors).length > 0;
  const changed = useMemo(
    () => Object.keys(updateFromDraft(initial, draft, virtual)).length > 0,
    [initial, draft, virtual],
  );

  // Edits live only in this draft: leaving the page, inside the app or out of it, asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!changed) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [changed]);

  const [commitSave, saving] = useMutation<DatasetEditorFormSaveMutation>(graphql`
    mutation DatasetEditorFormSaveMutation($id: ID!, $input: DatasetUpdateInput!) {
      updateDataset(id: $id, input: $input) {
        __typename
        ... on DatasetPayload {
          dataset {
            # The list row and the editor read the same record: both show the saved state at once.
            ...DatasetEditor_dataset
            ...DatasetListRow_dataset
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

  const onConfirmSave = () => {
    setSaveError(undefined);
    commitSave({
      variables: { id: dataset.id, input: updateFromDraft(initial, draft, virtual) },
      onCompleted: (response) => {
        setConfirming(false);
        const result = response.updateDataset;
        if (result.__typename === 'DatasetPayload') {
          toastSuccess('The dataset has been saved');
          onSaved();
          return;
        }
        setSaveError(
          saveErrorMessage(
            'message' in result ? result.message : undefined,
            'fieldErrors' in result ? result.fieldErrors : undefined,
          ),
        );
      },
      onError: (error) => {
        setConfirming(false);
        setSaveError(saveErrorMessage(error.message));
      },
    });
  };

  const physical = draft.columns.filter((column) => !column.calculated);
  const calculated = draft.columns.filter((column) => column.calculated);
  const setColumns = (next: DatasetDraft['columns']) => setDraft((current) => ({ ...current, columns: next }));
  const replaceColumns = (calculatedOnes: boolean) => (next: DatasetDraft['columns']) =>
    setColumns(calculatedOnes ? [...physical, ...next] : [...next, ...calculated]);

  return (
    <Stack gap="4">
      <Tabs.Root defaultValue="columns" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="columns">Columns</Tabs.Trigger>
          <Tabs.Trigger value="calculated">Calculated columns</Tabs.Trigger>
          <Tabs.Trigger value="metrics">Metrics</Tabs.Trigger>
          <Tabs.Trigger value="settings">Settings</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="columns">
          <Stack gap="3">
            <ColumnsTable columns={physical} errors={errors} readOnly={readOnly} onChange={replaceColumns(false)} />
            {readOnly ? null : (
              <HStack>
                <SyncColumnsButton
                  datasetId={dataset.id}
                  blockedReason={changed ? 'Save or cancel your changes first' : undefined}
                  onSynced={onSaved}
                />
              </HStack>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="calculated">
          <Stack gap="3">
            <ColumnsTable
              columns={calculated}
              errors={errors}
              readOnly={readOnly}
              calculated
              onChange={replaceColumns(true)}
            />
            {readOnly ? null : (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => setColumns([...draft.columns, newCalculatedColumn()])}
              >
                Add calculated column
              </Button>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="metrics">
          <Stack gap="3">
            <MetricsList
              metrics={draft.metrics}
              errors={errors}
              readOnly={readOnly}
              onChange={(metrics) => setDraft((current) => ({ ...current, metrics }))}
            />
            {readOnly ? null : (
              <Button
                size="sm"
                variant="outline"
                alignSelf="flex-start"
                onClick={() => setDraft((current) => ({ ...current, metrics: [...current.metrics, newMetric()] }))}
              >
                Add metric
              </Button>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="settings">
          <SettingsForm
            draft={draft}
            errors={errors}
            virtual={virtual}
            readOnly={readOnly}
            onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
          />
        </Tabs.Content>
      </Tabs.Root>
      {saveError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap">{saveError}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={() => setDraft(initial)} disabled={readOnly || saving}>
          Cancel
        </Button>
        <Button
          colorPalette="blue"
          onClick={() => setConfirming(true)}
          disabled={readOnly || invalid || saving}
          title={saveBlockedReason ?? (invalid ? 'Fix the fields marked in red first' : undefined)}
          loading={saving}
          loadingText="Saving…"
        >
          Save
        </Button>
      </HStack>
      <UnsavedChangesDialog
        open={blocker.state === 'blocked'}
        onLeave={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
      <ConfirmSaveDialog
        open={confirming}
        chartCount={dataset.chartCount}
        busy={saving}
        onConfirm={onConfirmSave}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
