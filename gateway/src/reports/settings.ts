/** SMTP settings under Superset's names. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** SMTP_STARTTLS: upgrade a plain connection with STARTTLS (Superset's default true). */
  starttls: boolean;
  /** SMTP_SSL: connect over TLS from the start (port 465). */
  ssl: boolean;
  user: string | null;
  password: string | null;
  from: string;
}

export interface ReportSettings {
  /** CHARTROOM_REPORTS=off: this node schedules nothing (it still serves the log and thumbnails). */
  schedulerEnabled: boolean;
  smtp: SmtpSettings;
  /** WEBDRIVER_BASEURL: where Chromium opens the app's pages (default this node on PORT). */
  webdriverBaseUrl: string;
  /** WEBDRIVER_BASEURL_USER_FRIENDLY: the base of the links written in the mails. */
  userFriendlyBaseUrl: string;
  /** CHARTROOM_SCREENSHOT_TIMEOUT_S: how long a page may take to draw every chart (default 60). */
  screenshotTimeoutMs: number;
  /** BullMQ queue of report runs and thumbnails in scale-out mode. */
  queueName: string;
  /** CHARTROOM_REPORT_EXECUTOR: `owner` (Superset's default executor rule) or `creator`. */
  executor: 'owner' | 'creator';
}

const truthy = (raw: string | undefined, fallback: boolean) =>
  raw === undefined || raw.trim() === '' ? fallback : /^(1|true|yes|on)$/i.test(raw.trim());

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** Read when used (not at start), so that a node's environment can be set after it was built. */
export function loadReportSettings(env: NodeJS.ProcessEnv = process.env, port = 8088): ReportSettings {
  const webdriverBaseUrl = (env.WEBDRIVER_BASEURL?.trim() || `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  const executor = env.CHARTROOM_REPORT_EXECUTOR?.trim() || 'owner';
  if (executor !== 'owner' && executor !== 'creator') {
    throw new Error(`CHARTROOM_REPORT_EXECUTOR must be owner or creator, got "${executor}"`);
  }
  return {
    schedulerEnabled: !/^(off|false|0|no)$/i.test(env.CHARTROOM_REPORTS?.trim() ?? ''),
    smtp: {
      host: env.SMTP_HOST?.trim() || 'localhost',
      port: positive('SMTP_PORT', env.SMTP_PORT, 25),
      starttls: truthy(env.SMTP_STARTTLS, true),
      ssl: truthy(env.SMTP_SSL, false),
      user: env.SMTP_USER?.trim() || null,
      password: env.SMTP_PASSWORD || null,
      from: env.SMTP_MAIL_FROM?.trim() || 'chartroom@localhost',
    },
    webdriverBaseUrl,
    userFriendlyBaseUrl: (env.WEBDRIVER_BASEURL_USER_FRIENDLY?.trim() || webdriverBaseUrl).replace(/\/+$/, ''),
    screenshotTimeoutMs: positive('CHARTROOM_SCREENSHOT_TIMEOUT_S', env.CHARTROOM_SCREENSHOT_TIMEOUT_S, 60) * 1000,
    queueName: env.CHARTROOM_REPORT_QUEUE?.trim() || 'report-jobs',
    executor,
  };
}
