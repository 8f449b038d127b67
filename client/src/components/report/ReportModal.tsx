import {
  Button,
  Checkbox,
  Dialog,
  Field,
  Input,
  NativeSelect,
  Portal,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import { toastError, toastSuccess } from '../toaster.ts';
import type { ReportModalCreateMutation } from './__generated__/ReportModalCreateMutation.graphql.ts';
import type { ReportModalIgnoreCacheMutation } from './__generated__/ReportModalIgnoreCacheMutation.graphql.ts';
import type { ReportModalUpdateMutation } from './__generated__/ReportModalUpdateMutation.graphql.ts';
import { describeCron } from './cronDescribe.ts';
import { formatsFor, type ReportForm, type ReportTarget, reportInput, validateReportForm } from './reportForm.ts';

const SCHEDULES: readonly [string, string][] = [
  ['0 9 * * *', 'Every day at 09:00'],
  ['0 9 * * 1-5', 'Every weekday at 09:00'],
  ['0 12 * * 1', 'Every Monday at 12:00'],
  ['0 9 1 * *', 'Every month on the 1st at 09:00'],
  ['0 * * * *', 'Every hour'],
];

const timeZones = (): string[] => {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone');
  return supported?.length ? ['UTC', ...supported.filter((z) => z !== 'UTC')] : ['UTC'];
};

/**
 * Superset's report modal: schedule an e-mail of a dashboard (or a chart) or change the schedule.
 * `existing` is the report being edited; without it the modal creates one.
 */
export function ReportModal({
  target,
  existingId,
  initial,
  onClose,
  onSaved,
}: {
  target: ReportTarget;
  existingId: string | null;
  initial: ReportForm;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState<ReportForm>(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const errors = validateReportForm(form, target);
  const valid = Object.keys(errors).length === 0;
  const preview = describeCron(form.crontab);
  const zones = useMemo(timeZones, []);
  const set = <K extends keyof ReportForm>(key: K, value: ReportForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setServerError(null);
  };

  const [create, creating] = useMutation<ReportModalCreateMutation>(graphql`
    mutation ReportModalCreateMutation($input: ReportFieldsInput!) {
      createReport(input: $input) {
        __typename
        ... on ReportPayload {
          report {
            id
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors
        }
      }
    }
  `);
  const [update, updating] = useMutation<ReportModalUpdateMutation>(graphql`
    mutation ReportModalUpdateMutation($id: ID!, $input: ReportFieldsInput!) {
      updateReport(id: $id, input: $input) {
        __typename
        ... on ReportPayload {
          report {
            id
          }
        }
        ... on Error {
          message
        }
        ... on ValidationError {
          fieldErrors
        }
      }
    }
  `);
  const [setIgnoreCache, settingCache] = useMutation<ReportModalIgnoreCacheMutation>(graphql`
    mutation ReportModalIgnoreCacheMutation($id: ID!, $forceScreenshot: Boolean!) {
      setReportForceScreenshot(id: $id, forceScreenshot: $forceScreenshot) {
        __typename
        ... on ReportIgnoreCachePayload {
          report {
            id
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const refusal = (result: { message?: string; fieldErrors?: unknown }) => {
    const fields = result.fieldErrors;
    if (fields && typeof fields === 'object') {
      const lines = Object.values(fields as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v : [v]));
      if (lines.length) return lines.map(String).join(' ');
    }
    return result.message ?? 'Sorry, an unknown error occurred';
  };

  /** The cache switch is its own write; it follows the create or update when it differs. */
  const finish = (reportId: string, message: string) => {
    const done = () => {
      toastSuccess(message);
      onSaved();
      onClose();
    };
    if (form.forceScreenshot === initial.forceScreenshot && existingId) {
      done();
      return;
    }
    setIgnoreCache({
      variables: { id: reportId, forceScreenshot: form.forceScreenshot },
      onCompleted: ({ setReportForceScreenshot: result }) => {
        if (result.__typename === 'ReportIgnoreCachePayload') done();
        else setServerError(result.message ?? 'Sorry, an unknown error occurred');
      },
      onError: (error) => setServerError(error.message),
    });
  };

  const submit = () => {
    setTouched(true);
    if (!valid) return;
    const input = reportInput(form, target, existingId === null);
    if (existingId === null) {
      create({
        variables: { input },
        onCompleted: ({ createReport: result }) => {
          if (result.__typename === 'ReportPayload' && result.report)
            finish(result.report.id, 'The report has been created');
          else setServerError(refusal(result));
        },
        onError: (error) => setServerError(error.message),
      });
    } else {
      update({
        variables: { id: existingId, input },
        onCompleted: ({ updateReport: result }) => {
          if (result.__typename === 'ReportPayload') finish(existingId, 'Report updated');
          else setServerError(refusal(result));
        },
        onError: (error) => toastError('Sorry, an unknown error occurred', error.message),
      });
    }
  };

  const shown = (key: keyof ReportForm) => (touched || key === 'crontab' ? errors[key] : undefined);
  const title = existingId ? 'Edit email report' : 'Schedule a new email report';
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-report-modal="">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required invalid={Boolean(shown('name'))}>
                  <Field.Label>Report name</Field.Label>
                  <Input value={form.name} onChange={(e) => set('name', e.currentTarget.value)} />
                  <Field.ErrorText>{shown('name')}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>Description</Field.Label>
                  <Textarea
                    rows={2}
                    value={form.description}
                    onChange={(e) => set('description', e.currentTarget.value)}
                  />
                </Field.Root>
                <Stack gap="2" as="fieldset">
                  <Text as="legend" fontWeight="semibold" fontSize="sm">
                    Schedule
                  </Text>
                  <Field.Root>
                    <Field.Label>Common schedules</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={SCHEDULES.some(([cron]) => cron === form.crontab) ? form.crontab : ''}
                        onChange={(e) => (e.currentTarget.value ? set('crontab', e.currentTarget.value) : undefined)}
                      >
                        <option value="">Custom (crontab below)</option>
                        {SCHEDULES.map(([cron, label]) => (
                          <option key={cron} value={cron}>
                            {label}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root required invalid={Boolean(shown('crontab'))}>
                    <Field.Label>Crontab</Field.Label>
                    <Input
                      fontFamily="mono"
                      value={form.crontab}
                      onChange={(e) => set('crontab', e.currentTarget.value)}
                    />
                    {preview.ok ? (
                      <Field.HelperText data-cron-preview="">{preview.text}</Field.HelperText>
                    ) : (
                      <Field.ErrorText>{preview.error}</Field.ErrorText>
                    )}
                  </Field.Root>
                  <Field.Root required invalid={Boolean(shown('timezone'))}>
                    <Field.Label>Time zone</Field.Label>
                    <NativeSelect.Root size="sm">
                      <NativeSelect.Field
                        value={form.timezone}
                        onChange={(e) => set('timezone', e.currentTarget.value)}
                      >
                        {(zones.includes(form.timezone) ? zones : [form.timezone, ...zones]).map((zone) => (
                          <option key={zone} value={zone}>
                            {zone}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                </Stack>
                <Field.Root required invalid={Boolean(shown('recipients'))}>
                  <Field.Label>Recipients</Field.Label>
                  <Input
                    value={form.recipients}
                    placeholder="name@example.com, other@example.com"
                    onChange={(e) => set('recipients', e.currentTarget.value)}
                  />
                  {shown('recipients') ? (
                    <Field.ErrorText>{shown('recipients')}</Field.ErrorText>
                  ) : (
                    <Field.HelperText>E-mail addresses, separated by commas</Field.HelperText>
                  )}
                </Field.Root>
                <Stack gap="2">
                  <Text id="report-format-label" fontWeight="semibold" fontSize="sm">
                    Message content
                  </Text>
                  <RadioGroup.Root
                    aria-labelledby="report-format-label"
                    value={form.reportFormat}
                    onValueChange={(e) => set('reportFormat', e.value as ReportForm['reportFormat'])}
                  >
                    <Stack gap="2">
                      {formatsFor(target).map(([format, label]) => (
                        <RadioGroup.Item key={format} value={format}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                  {shown('reportFormat') ? (
                    <Text color="fg.error" fontSize="sm">
                      {shown('reportFormat')}
                    </Text>
                  ) : null}
                </Stack>
                <Checkbox.Root
                  checked={form.forceScreenshot}
                  onCheckedChange={(details) => set('forceScreenshot', details.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Ignore cache when generating report</Checkbox.Label>
                </Checkbox.Root>
                {serverError ? (
                  <Text role="alert" color="fg.error" fontSize="sm">
                    {serverError}
                  </Text>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette="blue"
                onClick={submit}
                disabled={touched && !valid}
                loading={creating || updating || settingCache}
              >
                {existingId ? 'Save' : 'Add'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
