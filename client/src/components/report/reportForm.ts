import { describeCron } from './cronDescribe.ts';

/** What the report modal edits: Superset's ReportModal fields (server-semantics §5). */
export interface ReportForm {
  readonly name: string;
  readonly description: string;
  readonly crontab: string;
  readonly timezone: string;
  readonly recipients: string;
  readonly reportFormat: ReportFormat;
  readonly forceScreenshot: boolean;
}

export type ReportFormat = 'PNG' | 'PDF' | 'CSV' | 'TEXT';

/** A dashboard or a chart: CSV and text exist only for a chart's data. */
export type ReportTarget =
  | { readonly kind: 'dashboard'; readonly id: number; readonly title: string }
  | { readonly kind: 'chart'; readonly id: number; readonly title: string };

export const formatsFor = (target: ReportTarget): readonly [ReportFormat, string][] =>
  target.kind === 'chart'
    ? [
        ['PNG', 'Image (PNG) embedded in email'],
        ['PDF', 'PDF attached in email'],
        ['CSV', 'Formatted CSV attached in email'],
        ['TEXT', 'Text embedded in email'],
      ]
    : [
        ['PNG', 'Image (PNG) embedded in email'],
        ['PDF', 'PDF attached in email'],
      ];

/** Superset's defaults: "Weekly Report for <title>", Mondays at noon, a PNG to the viewer. */
export function newReportForm(target: ReportTarget, viewerEmail: string | null, timezone: string): ReportForm {
  return {
    name: `Weekly Report for ${target.title}`,
    description: '',
    crontab: '0 12 * * 1',
    timezone,
    recipients: viewerEmail ?? '',
    reportFormat: 'PNG',
    forceScreenshot: false,
  };
}

/** Addresses typed in one field: split on commas, semicolons or white space, trimmed, no repeats. */
export function splitRecipients(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,;\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Field messages that keep *Add* / *Save* disabled; empty when the form may be sent. */
export function validateReportForm(form: ReportForm, target: ReportTarget): Partial<Record<keyof ReportForm, string>> {
  const errors: Partial<Record<keyof ReportForm, string>> = {};
  if (!form.name.trim()) errors.name = 'Report name is required';
  else if (form.name.trim().length > 150) errors.name = 'Report name must be at most 150 characters';
  const cron = describeCron(form.crontab);
  if (!cron.ok) errors.crontab = cron.error;
  if (!form.timezone) errors.timezone = 'Time zone is required';
  const recipients = splitRecipients(form.recipients);
  if (recipients.length === 0) errors.recipients = 'At least one recipient is required';
  else {
    const bad = recipients.filter((r) => !EMAIL.test(r));
    if (bad.length) errors.recipients = `Not an e-mail address: ${bad.join(', ')}`;
  }
  if (!formatsFor(target).some(([format]) => format === form.reportFormat)) {
    errors.reportFormat = 'This format is only available for charts';
  }
  return errors;
}

/** The `ReportFieldsInput` of createReport / updateReport. */
export function reportInput(form: ReportForm, target: ReportTarget, creating: boolean) {
  return {
    name: form.name.trim(),
    description: form.description.trim() || null,
    crontab: form.crontab.trim(),
    timezone: form.timezone,
    reportFormat: form.reportFormat,
    recipients: [{ type: 'Email', target: splitRecipients(form.recipients).join(', ') }],
    ...(creating
      ? {
          type: 'Report',
          active: true,
          ...(target.kind === 'chart'
            ? { chartId: target.id, creationMethod: 'CHARTS' as const }
            : { dashboardId: target.id, creationMethod: 'DASHBOARDS' as const }),
        }
      : {}),
  };
}

/** The REST id inside a Relay global ID ("Chart:12" in base64), or null. */
export function restIdOfGlobalId(globalId: string): number | null {
  try {
    const id = Number(atob(globalId).split(':')[1]);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
