import { Cron } from 'croner';

/**
 * The report schedule body checks of Superset's ReportSchedulePostSchema / PutSchema, with
 * marshmallow's messages: field name -> list of messages. Only shape and range are checked here;
 * what needs the store (uniqueness, existence) is in report-write.ts.
 */
export type FieldErrors = Record<string, string[]>;

export const REPORT_TYPES = ['Alert', 'Report'] as const;
export const REPORT_FORMATS = ['PNG', 'PDF', 'CSV', 'XLSX', 'TEXT'] as const;
export const CREATION_METHODS = ['charts', 'dashboards', 'alerts_reports'] as const;
export const VALIDATOR_TYPES = ['not null', 'operator'] as const;
export const RECIPIENT_TYPES = ['Email', 'Slack', 'SlackV2'] as const;
const OPERATORS = ['<', '<=', '>', '>=', '==', '!='];

/** What the write path stores, in model field names; undefined = not given. */
export interface ReportInput {
  type?: string;
  name?: string;
  description?: string | null;
  emailSubject?: string | null;
  contextMarkdown?: string | null;
  active?: boolean;
  crontab?: string;
  timezone?: string;
  sql?: string | null;
  chartId?: number | null;
  dashboardId?: number | null;
  databaseId?: number | null;
  owners?: number[];
  validatorType?: string | null;
  validatorConfigJson?: string | null;
  logRetention?: number;
  gracePeriod?: number;
  workingTimeout?: number;
  recipients?: { type: string; recipientConfigJson: string }[];
  reportFormat?: string;
  extra?: string;
  forceScreenshot?: boolean;
  customWidth?: number | null;
  creationMethod?: string;
}

const FIELDS = new Set([
  'type',
  'name',
  'description',
  'email_subject',
  'context_markdown',
  'active',
  'crontab',
  'timezone',
  'sql',
  'chart',
  'dashboard',
  'database',
  'owners',
  'validator_type',
  'validator_config_json',
  'log_retention',
  'grace_period',
  'working_timeout',
  'recipients',
  'report_format',
  'extra',
  'force_screenshot',
  'custom_width',
  'creation_method',
  'selected_tabs',
]);

let zones: Set<string> | null = null;
export function isTimezone(name: string): boolean {
  zones ??= new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  if (zones.has(name)) return true;
  try {
    // Links such as "US/Eastern" or "Etc/GMT+3" are pytz names too and Intl accepts them.
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return !name.includes(' ') && name.length > 0;
  } catch {
    return false;
  }
}

export function isValidCrontab(expression: string): boolean {
  // croniter takes 5 fields (plus an optional seconds field); croner must not guess otherwise.
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 5 || fields.length > 6) return false;
  try {
    new Cron(expression, { paused: true });
    return true;
  } catch {
    return false;
  }
}

const oneOf = (choices: readonly string[]) => `Must be one of: ${choices.join(', ')}.`;

/** Parses and checks a POST (partial = false) or PUT (partial = true) body. */
export function validateReportBody(
  body: Record<string, unknown>,
  partial: boolean,
): { input: ReportInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    if (!errors[field]) errors[field] = [];
    errors[field].push(message);
  };
  const input: ReportInput = {};
  for (const key of Object.keys(body)) if (!FIELDS.has(key)) add(key, 'Unknown field.');
  const has = (k: string) => body[k] !== undefined;

  const str = (k: string, opts: { min?: number; max?: number; nullable?: boolean } = {}): string | null | undefined => {
    if (!has(k)) return undefined;
    const v = body[k];
    if (v === null) {
      if (opts.nullable) return null;
      add(k, 'Field may not be null.');
      return undefined;
    }
    if (typeof v !== 'string') {
      add(k, 'Not a valid string.');
      return undefined;
    }
    if ((opts.min !== undefined && v.length < opts.min) || (opts.max !== undefined && v.length > opts.max)) {
      add(
        k,
        opts.min !== undefined
          ? `Length must be between ${opts.min} and ${opts.max}.`
          : `Longer than maximum length ${opts.max}.`,
      );
      return undefined;
    }
    return v;
  };
  const int = (k: string, nullable = false): number | null | undefined => {
    if (!has(k)) return undefined;
    const v = body[k];
    if (v === null && nullable) return null;
    if (typeof v !== 'number' || !Number.isInteger(v)) {
      add(k, v === null ? 'Field may not be null.' : 'Not a valid integer.');
      return undefined;
    }
    return v;
  };
  const bool = (k: string): boolean | undefined => {
    if (!has(k)) return undefined;
    if (typeof body[k] !== 'boolean') {
      add(k, 'Not a valid boolean.');
      return undefined;
    }
    return body[k] as boolean;
  };
  const choice = (k: string, choices: readonly string[], nullable = false): string | null | undefined => {
    const v = str(k, { nullable });
    if (v === undefined || v === null) return v;
    if (!choices.includes(v)) {
      add(k, oneOf(choices));
      return undefined;
    }
    return v;
  };
  const required = (k: string) => {
    if (!partial && !has(k)) add(k, 'Missing data for required field.');
  };

  required('type');
  input.type = choice('type', REPORT_TYPES) ?? undefined;
  required('name');
  input.name = str('name', { min: 1, max: 150 }) ?? undefined;
  required('crontab');
  const crontab = str('crontab', { min: 1, max: 1000 });
  if (typeof crontab === 'string') {
    if (isValidCrontab(crontab)) input.crontab = crontab;
    else add('crontab', 'Cron expression is not valid');
  }
  input.description = str('description', { nullable: true });
  input.emailSubject = str('email_subject', { max: 255, nullable: true });
  input.contextMarkdown = str('context_markdown', { nullable: true });
  input.active = bool('active');
  const timezone = str('timezone');
  if (typeof timezone === 'string') {
    if (isTimezone(timezone)) input.timezone = timezone;
    else add('timezone', `Must be one of: ${[...(zones ?? [])].join(', ')}.`);
  }
  input.sql = str('sql', { nullable: true });
  input.chartId = int('chart', true);
  input.dashboardId = int('dashboard', true);
  input.databaseId = int('database', true);
  if (has('owners')) {
    const owners = body.owners;
    if (!Array.isArray(owners) || !owners.every((o) => Number.isInteger(o)))
      add('owners', 'Not a valid list of integers.');
    else input.owners = owners as number[];
  }
  input.validatorType = choice('validator_type', VALIDATOR_TYPES, true);
  if (has('validator_config_json')) {
    const cfg = body.validator_config_json;
    if (cfg === null) input.validatorConfigJson = null;
    else if (typeof cfg !== 'object' || Array.isArray(cfg)) add('validator_config_json', 'Not a valid mapping type.');
    else {
      const { op, threshold } = cfg as Record<string, unknown>;
      if (op !== undefined && (typeof op !== 'string' || !OPERATORS.includes(op))) {
        add('validator_config_json', `op: ${oneOf(OPERATORS)}`);
      } else if (threshold !== undefined && typeof threshold !== 'number') {
        add('validator_config_json', 'threshold: Not a valid number.');
      } else input.validatorConfigJson = JSON.stringify(cfg);
    }
  }
  for (const [k, field] of [
    ['log_retention', 'logRetention'],
    ['grace_period', 'gracePeriod'],
    ['working_timeout', 'workingTimeout'],
  ] as const) {
    const v = int(k);
    if (typeof v === 'number') {
      if (v < 1) add(k, 'Value must be greater than 0');
      else input[field] = v;
    }
  }
  if (has('recipients')) {
    const list = body.recipients;
    if (!Array.isArray(list)) add('recipients', 'Not a valid list.');
    else {
      const out: { type: string; recipientConfigJson: string }[] = [];
      list.forEach((r, i) => {
        const rec = r as Record<string, unknown> | null;
        if (rec === null || typeof rec !== 'object' || Array.isArray(rec)) {
          add('recipients', `${i}: Invalid input type.`);
          return;
        }
        if (typeof rec.type !== 'string' || !(RECIPIENT_TYPES as readonly string[]).includes(rec.type)) {
          add(
            'recipients',
            `${i}: type: ${rec.type === undefined ? 'Missing data for required field.' : oneOf(RECIPIENT_TYPES)}`,
          );
          return;
        }
        const config = rec.recipient_config_json ?? {};
        if (typeof config !== 'object' || Array.isArray(config) || config === null) {
          add('recipients', `${i}: recipient_config_json: Not a valid mapping type.`);
          return;
        }
        const { target, ccTarget, bccTarget } = config as Record<string, unknown>;
        if ([target, ccTarget, bccTarget].some((t) => t !== undefined && typeof t !== 'string')) {
          add('recipients', `${i}: recipient_config_json: Not a valid string.`);
          return;
        }
        out.push({ type: rec.type, recipientConfigJson: JSON.stringify(config) });
      });
      input.recipients = out;
    }
  }
  input.reportFormat = choice('report_format', REPORT_FORMATS) ?? undefined;
  if (has('extra')) {
    const extra = body.extra;
    if (extra === null || typeof extra !== 'object' || Array.isArray(extra)) add('extra', 'Not a valid mapping type.');
    else input.extra = JSON.stringify(extra);
  }
  input.forceScreenshot = bool('force_screenshot');
  const width = int('custom_width', true);
  if (typeof width === 'number') {
    if (width < 600 || width > 2400) add('custom_width', 'Screenshot width must be between 600px and 2400px');
    else input.customWidth = width;
  } else if (width === null) input.customWidth = null;
  input.creationMethod = choice('creation_method', CREATION_METHODS) ?? undefined;

  for (const key of Object.keys(input) as (keyof ReportInput)[]) if (input[key] === undefined) delete input[key];
  return { input, errors };
}
