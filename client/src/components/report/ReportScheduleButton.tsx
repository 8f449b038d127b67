import { Button, Dialog, Menu, Portal, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { formatMessage, toastError, toastSuccess } from '../toaster.ts';
import type { ReportScheduleButtonActiveMutation } from './__generated__/ReportScheduleButtonActiveMutation.graphql.ts';
import type { ReportScheduleButtonDeleteMutation } from './__generated__/ReportScheduleButtonDeleteMutation.graphql.ts';
import type { ReportScheduleButtonPermissionsQuery } from './__generated__/ReportScheduleButtonPermissionsQuery.graphql.ts';
import type {
  ReportScheduleButtonQuery,
  ReportScheduleButtonQuery$data,
} from './__generated__/ReportScheduleButtonQuery.graphql.ts';
import { describeCron } from './cronDescribe.ts';
import { ReportModal } from './ReportModal.tsx';
import { newReportForm, type ReportForm, type ReportTarget } from './reportForm.ts';

type Report = NonNullable<ReportScheduleButtonQuery$data['reports']['edges'][number]>['node'];

const reportsQuery = graphql`
  query ReportScheduleButtonQuery($dashboardId: Int, $chartId: Int, $creationMethod: ReportCreationMethod) {
    viewer {
      userId
      email
    }
    reports(dashboardId: $dashboardId, chartId: $chartId, creationMethod: $creationMethod, first: 50) {
      edges {
        node {
          id
          name
          description
          active
          crontab
          crontabHumanized
          timezone
          reportFormat
          forceScreenshot
          ownerIds
          recipients {
            type
            target
          }
        }
      }
    }
  }
`;

const permissionsQuery = graphql`
  query ReportScheduleButtonPermissionsQuery {
    viewerPermissions(resource: REPORT)
  }
`;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The schedule in words for the header: the crontab's preview, else the server's wording. */
export function scheduleText(report: { crontab: string; crontabHumanized: string; timezone: string }): string {
  const preview = describeCron(report.crontab);
  return `${preview.ok ? preview.text : report.crontabHumanized} (${report.timezone})`;
}

const formOf = (report: Report): ReportForm => ({
  name: report.name,
  description: report.description ?? '',
  crontab: report.crontab,
  timezone: report.timezone,
  recipients: report.recipients
    .filter((r) => r.type === 'Email')
    .map((r) => r.target ?? '')
    .join(', '),
  reportFormat: (['PNG', 'PDF', 'CSV', 'TEXT'] as const).find((f) => f === report.reportFormat) ?? 'PNG',
  forceScreenshot: report.forceScreenshot,
});

/**
 * The header's e-mail report entry (Superset's HeaderReportDropdown): *Schedule email report* when
 * the viewer has none on this dashboard or chart, else the schedule in words with a menu to turn it
 * on or off, edit it or delete it. Shown to viewers who may write reports.
 */
export function ReportScheduleButton({ target }: { target: ReportTarget }) {
  const environment = useRelayEnvironment();
  const [canWrite, setCanWrite] = useState(false);
  const [data, setData] = useState<ReportScheduleButtonQuery$data | null>(null);
  const [editing, setEditing] = useState<'new' | 'existing' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  useEffect(() => {
    const subscription = fetchQuery<ReportScheduleButtonPermissionsQuery>(environment, permissionsQuery, {}).subscribe({
      next: (result) => setCanWrite(result.viewerPermissions.includes('can_write')),
      // A viewer who may not read reports gets no report entry (REST answers 403).
      error: () => setCanWrite(false),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const load = useCallback(() => {
    const variables =
      target.kind === 'dashboard'
        ? { dashboardId: target.id, creationMethod: 'DASHBOARDS' as const }
        : { chartId: target.id, creationMethod: 'CHARTS' as const };
    const subscription = fetchQuery<ReportScheduleButtonQuery>(environment, reportsQuery, variables, {
      fetchPolicy: 'network-only',
    }).subscribe({
      next: setData,
      error: () =>
        toastError(
          target.kind === 'dashboard'
            ? 'There was an issue fetching reports attached to this dashboard.'
            : 'There was an issue fetching reports attached to this chart.',
        ),
    });
    return () => subscription.unsubscribe();
  }, [environment, target.kind, target.id]);
  useEffect(() => (canWrite ? load() : undefined), [canWrite, load]);
  const reload = useCallback(() => {
    load();
  }, [load]);

  const [setActive, toggling] = useMutation<ReportScheduleButtonActiveMutation>(graphql`
    mutation ReportScheduleButtonActiveMutation($id: ID!, $active: Boolean!) {
      setReportActive(id: $id, active: $active) {
        __typename
        ... on ReportPayload {
          report {
            id
            active
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const [remove, removing] = useMutation<ReportScheduleButtonDeleteMutation>(graphql`
    mutation ReportScheduleButtonDeleteMutation($id: ID!) {
      deleteReport(id: $id) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);

  if (!canWrite || !data) return null;
  const userId = data.viewer?.userId;
  // Superset lists the reports the viewer created here; an owner is the closest REST keeps per row.
  const report = data.reports.edges.map((e) => e.node).find((r) => userId != null && r.ownerIds.includes(userId));

  const modal = editing ? (
    <ReportModal
      target={target}
      existingId={editing === 'existing' && report ? report.id : null}
      initial={
        editing === 'existing' && report
          ? formOf(report)
          : newReportForm(target, data.viewer?.email ?? null, browserTimeZone())
      }
      onClose={() => setEditing(null)}
      onSaved={reload}
    />
  ) : null;

  if (!report) {
    return (
      <>
        <Button size="sm" variant="outline" onClick={() => setEditing('new')} data-report-entry="none">
          <span aria-hidden="true">✉</span> Schedule email report
        </Button>
        {modal}
      </>
    );
  }

  const toggleActive = () =>
    setActive({
      variables: { id: report.id, active: !report.active },
      onCompleted: ({ setReportActive: result }) => {
        if (result.__typename === 'ReportPayload') reload();
        else toastError('We were unable to active or deactivate this report.');
      },
      onError: () => toastError('We were unable to active or deactivate this report.'),
    });
  const deleteReport = () =>
    remove({
      variables: { id: report.id },
      onCompleted: ({ deleteReport: result }) => {
        if (result.__typename === 'DeletePayload') {
          toastSuccess(formatMessage('Deleted: %s', report.name));
          setConfirmDelete(false);
          reload();
        } else toastError('Your report could not be deleted');
      },
      onError: () => toastError('Your report could not be deleted'),
    });

  const schedule = scheduleText(report);
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button
            size="sm"
            variant="outline"
            colorPalette={report.active ? 'blue' : 'gray'}
            aria-label={`Email report: ${report.name}, ${schedule}, ${report.active ? 'active' : 'inactive'}`}
            loading={toggling}
            data-report-entry={report.active ? 'active' : 'inactive'}
          >
            <span aria-hidden="true">✉</span>
            <Text as="span" textDecoration={report.active ? undefined : 'line-through'}>
              {schedule}
            </Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{report.name}</Menu.ItemGroupLabel>
                <Menu.CheckboxItem value="active" checked={report.active} onCheckedChange={toggleActive}>
                  Email reports active
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
                <Menu.Item value="edit" onSelect={() => setEditing('existing')}>
                  Edit email report
                </Menu.Item>
                <Menu.Item value="delete" color="fg.error" onSelect={() => setConfirmDelete(true)}>
                  Delete email report
                </Menu.Item>
              </Menu.ItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {modal}
      <Dialog.Root
        open={confirmDelete}
        onOpenChange={(details) => (details.open ? undefined : setConfirmDelete(false))}
        role="alertdialog"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Delete Report?</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{`This action will permanently delete ${report.name}.`}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirmDelete(false)}>
                  Cancel
                </Button>
                <Button colorPalette="red" onClick={deleteReport} loading={removing}>
                  Delete
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
