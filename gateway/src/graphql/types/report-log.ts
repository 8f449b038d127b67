import { builder } from '../builder.ts';
import { resolveRestConnection } from '../connection.ts';
import type { GraphQLContext } from '../context.ts';
import { listSearch } from '../rest-client.ts';
import type { RestListQuery, RestListResponse } from '../rest-types.ts';
import { ReportRef } from './report.ts';

/** A row of `GET /api/v1/report/{pk}/log/` (Superset's ReportExecutionLogRestApi). */
interface RestReportLog {
  id: number;
  uuid: string;
  scheduled_dttm: string;
  start_dttm: string | null;
  end_dttm: string | null;
  value: number | null;
  value_row_json: string | null;
  state: string;
  error_message: string | null;
}

const listLogs = (ctx: GraphQLContext, reportId: number, q: RestListQuery) =>
  ctx.rest.get<RestListResponse<RestReportLog>>(`/api/v1/report/${reportId}/log/${listSearch(q)}`);

const utc = (s: string | null) => (s ? `${s}Z` : null);

const ReportExecutionLogRef = builder.objectRef<RestReportLog>('ReportExecutionLog').implement({
  description: 'One run of a report or alert: when it was due, how it ended and why.',
  fields: (t) => ({
    logId: t.exposeInt('id', { description: 'The REST primary key.' }),
    uuid: t.exposeString('uuid', { description: 'The run’s unique id.' }),
    state: t.exposeString('state', {
      description: 'Success, Working, Error, Not triggered or On Grace.',
    }),
    scheduledAt: t.string({
      description: 'The cron time the run stands for (ISO 8601, UTC).',
      resolve: (l) => utc(l.scheduled_dttm) as string,
    }),
    startedAt: t.string({ nullable: true, description: 'When it started (UTC).', resolve: (l) => utc(l.start_dttm) }),
    endedAt: t.string({
      nullable: true,
      description: 'When it ended; null while Working.',
      resolve: (l) => utc(l.end_dttm),
    }),
    value: t.float({ nullable: true, description: 'The value an alert’s query returned.', resolve: (l) => l.value }),
    errorMessage: t.string({
      nullable: true,
      description: 'Why it ended in Error (or was refused while another run was Working).',
      resolve: (l) => l.error_message,
    }),
  }),
});

builder.objectField(ReportRef, 'executionLog', (t) =>
  t.connection(
    {
      type: ReportExecutionLogRef,
      description: 'The runs of this report, newest first (`GET /api/v1/report/{pk}/log/`); kept log_retention days.',
      resolve: (report, args, ctx) =>
        resolveRestConnection({
          args,
          query: { filters: [], order_column: 'start_dttm', order_direction: 'desc' },
          list: (q) => listLogs(ctx, report.id, q),
        }),
    },
    { name: 'ReportExecutionLogConnection', description: 'A page of report runs.' },
    { name: 'ReportExecutionLogEdge', description: 'A report run in a page, with its cursor.' },
  ),
);
