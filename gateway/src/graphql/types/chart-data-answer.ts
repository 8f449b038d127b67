import { ChartroomError } from '../errors.ts';
import type { RestChartDataResponse } from '../rest-types.ts';
import type { ChartDataShape } from './chart-data.ts';

/**
 * REST's answer to a chart-data request as `ChartData`: the results (200), or with
 * GLOBAL_ASYNC_QUERIES and no cached result, the job of the 202 (no results yet).
 */
export function chartDataOrJob(response: unknown): ChartDataShape {
  const body = (response ?? {}) as Partial<RestChartDataResponse> & Record<string, unknown>;
  if (Array.isArray(body.result)) return { results: body.result, job: null };
  if (typeof body.job_id === 'string' && typeof body.channel_id === 'string') {
    return {
      results: [],
      job: {
        jobId: body.job_id,
        channelId: body.channel_id,
        userId: typeof body.user_id === 'number' ? body.user_id : null,
        status: body.status === 'running' ? 'running' : 'pending',
        errors: Array.isArray(body.errors) ? (body.errors as { message: string }[]) : [],
        resultUrl: typeof body.result_url === 'string' ? body.result_url : null,
        progress: null,
      },
    };
  }
  throw new ChartroomError('UPSTREAM_ERROR', 'Received an unexpected response while fetching chart data');
}
