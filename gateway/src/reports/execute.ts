import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger.ts';
import type { ConnectorPool } from '../rest/connector-pool.ts';
import { AlertQueryError, evaluateAlert } from './alert.ts';
import { buildReportContent, type ContentDeps } from './content.ts';
import { pickExecutor } from './executor-user.ts';
import { buildMailMessage, splitAddresses } from './mail-message.ts';
import type { Mailer } from './mailer.ts';
import type { ReportSettings } from './settings.ts';
import { decideRun, type ReportState } from './states.ts';

/** One scheduled run of a report or alert (what the queue carries). */
export interface ReportRunJob {
  kind: 'report';
  reportId: number;
  /** ISO time of the cron tick it stands for. */
  scheduledAt: string;
}

export interface ExecuteDeps extends ContentDeps {
  connectors: ConnectorPool;
  mailer: Mailer;
  settings: () => ReportSettings;
  log: Logger;
  now?: () => Date;
}

const ALERT_QUERY_TIMEOUT_MS = 60_000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0] as string;

/**
 * Runs one scheduled tick of a report (Superset's AsyncExecuteReportScheduleCommand): refuses when a
 * run is still Working, stays quiet On Grace, evaluates an alert's condition, renders the content,
 * mails it, and records the outcome in one execution-log row and the report's `last_state`. A run
 * already logged for the same tick is not run twice. Failures end in Error with their reason; they
 * never throw out of here, so a worker lives on.
 */
export async function runReportJob(
  job: ReportRunJob,
  deps: ExecuteDeps,
  signal: AbortSignal,
): Promise<ReportState | null> {
  const prisma = deps.store.prisma;
  const now = deps.now ?? (() => new Date());
  const scheduledDttm = new Date(job.scheduledAt);
  const report = await prisma.reportSchedule.findUnique({
    where: { id: job.reportId },
    include: { owners: { include: { user: { select: { email: true } } } }, recipients: true, database: true },
  });
  if (!report) {
    deps.log.info({ reportId: job.reportId }, 'report run skipped: the report was deleted');
    return null;
  }
  if (!report.active) return null;
  if (
    await prisma.reportExecutionLog.findFirst({ where: { reportId: report.id, scheduledDttm }, select: { id: true } })
  ) {
    return null;
  }

  const [lastWorking, lastSuccess] = await Promise.all([
    prisma.reportExecutionLog.findFirst({
      where: { reportId: report.id, state: 'Working' },
      orderBy: { startDttm: 'desc' },
    }),
    prisma.reportExecutionLog.findFirst({
      where: { reportId: report.id, state: 'Success' },
      orderBy: { endDttm: 'desc' },
    }),
  ]);
  const startDttm = now();
  const decision = decideRun(
    report,
    { lastWorkingStart: lastWorking?.startDttm ?? null, lastSuccessEnd: lastSuccess?.endDttm ?? null },
    startDttm,
  );
  const finish = async (
    logId: number | null,
    state: ReportState,
    extra: { error?: string; value?: number | null; valueRowJson?: string | null } = {},
  ) => {
    const data = {
      state,
      endDttm: now(),
      errorMessage: extra.error ?? null,
      ...(extra.value !== undefined ? { value: extra.value } : {}),
      ...(extra.valueRowJson !== undefined ? { valueRowJson: extra.valueRowJson } : {}),
    };
    if (logId === null) {
      await prisma.reportExecutionLog.create({
        data: { ...data, uuid: randomUUID(), reportId: report.id, scheduledDttm, startDttm },
      });
    } else {
      await prisma.reportExecutionLog.update({ where: { id: logId }, data });
    }
    await prisma.reportSchedule.update({
      where: { id: report.id },
      data: {
        lastState: state,
        lastEvalDttm: startDttm,
        ...(extra.value !== undefined ? { lastValue: extra.value } : {}),
        ...(extra.valueRowJson !== undefined ? { lastValueRowJson: extra.valueRowJson } : {}),
      },
    });
    if (state === 'Error') deps.log.warn({ reportId: report.id, error: extra.error }, 'report run failed');
    return state;
  };

  if (decision.kind === 'refuse') {
    // Still working: log it, but the running one keeps the report's Working state.
    if (decision.state === 'Working') {
      await prisma.reportExecutionLog.create({
        data: {
          uuid: randomUUID(),
          reportId: report.id,
          scheduledDttm,
          startDttm,
          endDttm: now(),
          state: 'Working',
          errorMessage: decision.message,
        },
      });
      return 'Working';
    }
    await prisma.reportExecutionLog.updateMany({
      where: { reportId: report.id, state: 'Working', endDttm: null },
      data: { state: 'Error', endDttm: now(), errorMessage: decision.message },
    });
    return finish(null, 'Error', { error: decision.message });
  }
  if (decision.kind === 'grace') return finish(null, 'On Grace');

  const log = await prisma.reportExecutionLog.create({
    data: { uuid: randomUUID(), reportId: report.id, scheduledDttm, startDttm, state: 'Working' },
  });
  await prisma.reportSchedule.update({
    where: { id: report.id },
    data: { lastState: 'Working', lastEvalDttm: startDttm },
  });

  let value: number | null | undefined;
  let valueRowJson: string | null | undefined;
  try {
    if (report.type === 'Alert') {
      if (!report.database || !report.sql) throw new AlertQueryError('The alert has no database or SQL.');
      const result = await deps.connectors
        .get(report.database)
        .query(report.sql, [], { signal, timeoutMs: ALERT_QUERY_TIMEOUT_MS })
        .catch((error: unknown) => {
          throw new AlertQueryError(`The alert query failed: ${message(error)}`);
        });
      const outcome = evaluateAlert(result.rows, {
        type: report.validatorType,
        configJson: report.validatorConfigJson,
      });
      value = outcome.value;
      valueRowJson = outcome.valueRowJson;
      if (!outcome.triggered) return await finish(log.id, 'Not triggered', { value, valueRowJson });
    }
    const settings = deps.settings();
    const executorId = pickExecutor(settings.executor, {
      createdById: report.createdById,
      changedById: report.changedById,
      ownerIds: report.owners.map((o) => o.userId),
    });
    if (executorId === null) throw new Error('The report has no owner to run as.');
    const emails = report.recipients.filter((r) => r.type === 'Email');
    if (emails.length === 0) {
      throw new Error('The report has no e-mail recipient (Slack delivery is not supported).');
    }
    const content = await buildReportContent(deps, {
      chartId: report.chartId,
      dashboardId: report.dashboardId,
      format: report.reportFormat,
      customWidth: report.customWidth,
      executorId,
      baseUrl: settings.webdriverBaseUrl,
      linkBaseUrl: settings.userFriendlyBaseUrl,
      timeoutMs: settings.screenshotTimeoutMs,
      signal,
    });
    for (const recipient of emails) {
      const config = JSON.parse(recipient.recipientConfigJson) as Record<string, unknown>;
      const to = splitAddresses(config.target);
      if (to.length === 0) continue;
      const mail = buildMailMessage(
        report,
        { to, cc: splitAddresses(config.ccTarget), bcc: splitAddresses(config.bccTarget) },
        content,
      );
      try {
        await deps.mailer.send(mail);
      } catch (error) {
        throw new Error(`Sending the e-mail failed: ${message(error)}`);
      }
    }
    return await finish(log.id, 'Success', { value, valueRowJson });
  } catch (error) {
    const reason = message(error);
    // Superset tells the owners once; they hear again only after a grace period of errors.
    const previous = await prisma.reportExecutionLog.findFirst({
      where: { reportId: report.id, id: { not: log.id }, endDttm: { not: null } },
      orderBy: { endDttm: 'desc' },
    });
    const inErrorGrace =
      previous?.state === 'Error' &&
      (previous.endDttm?.getTime() ?? 0) + report.gracePeriod * 1000 > startDttm.getTime();
    const state = await finish(log.id, 'Error', { error: reason, value, valueRowJson });
    if (!inErrorGrace) await notifyOwners(report, reason, deps);
    return state;
  }
}

/** Superset's error notification: the owners get the reason and a link to the execution log. */
async function notifyOwners(
  report: { id: number; type: string; name: string; owners: { user: { email: string | null } }[] },
  reason: string,
  deps: ExecuteDeps,
): Promise<void> {
  const to = report.owners.map((o) => o.user.email).filter((e): e is string => Boolean(e));
  if (to.length === 0) return;
  const logUrl = `${deps.settings().userFriendlyBaseUrl}/${report.type === 'Alert' ? 'alert' : 'report'}/${report.id}/log/`;
  const escapeHtml = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  try {
    await deps.mailer.send({
      to,
      cc: [],
      bcc: [],
      subject: `Error occurred for ${report.type}: ${report.name}`,
      text: `${reason}\n\nExecution log: ${logUrl}`,
      html: `<html><body><p>${escapeHtml(reason)}</p><p><a href="${escapeHtml(logUrl)}">Execution log</a></p></body></html>`,
      attachments: [],
    });
  } catch (error) {
    deps.log.warn({ reportId: report.id, err: message(error) }, 'the owners could not be told of the error');
  }
}
