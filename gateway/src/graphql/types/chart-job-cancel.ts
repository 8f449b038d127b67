import { builder } from '../builder.ts';
import { asMutationResult, mutationResult } from './mutation-error.ts';

const CancelPayload = builder.objectRef<{ jobId: string; message: string }>('CancelChartJobPayload').implement({
  description: 'The outcome of a cancellation.',
  fields: (t) => ({
    jobId: t.exposeID('jobId', { description: 'The job.' }),
    message: t.exposeString('message', {
      description: "'Cancelled', or 'The job had already finished' when it ended first.",
    }),
  }),
});

builder.mutationField('cancelChartJob', (t) =>
  t.field({
    type: mutationResult('CancelChartJob', CancelPayload, 'The outcome, or why the job could not be cancelled.'),
    description:
      'Gives up on an asynchronous chart query (`DELETE /api/v1/async_event/job/{jobId}`): it ends as cancelled wherever it runs.',
    args: { jobId: t.arg.id({ required: true, description: 'The job id `Chart.data` or `chartData` returned.' }) },
    resolve: (_root, { jobId }, ctx) =>
      asMutationResult(async () => {
        const body = await ctx.rest.del<{ message: string }>(
          `/api/v1/async_event/job/${encodeURIComponent(String(jobId))}`,
        );
        return { jobId: String(jobId), message: body.message };
      }),
  }),
);
