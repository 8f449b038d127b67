import { builder } from '../builder.ts';
import { ValidationError } from '../errors.ts';
import type { RestChartQueryResult } from '../rest-types.ts';
import { chartDataOrJob } from './chart-data-answer.ts';

export interface ChartDataShape {
  results: readonly RestChartQueryResult[];
  /** GLOBAL_ASYNC_QUERIES and not cached: the job that computes the result (`results` is empty then). */
  job?: PendingChartJob | null;
}

/** The job of a 202 answer (REST's job metadata), as `ChartData.job` exposes it (see async-job.ts). */
export interface PendingChartJob {
  jobId: string;
  channelId: string;
  userId: number | null;
  status: 'pending' | 'running' | 'done' | 'error';
  errors: { message: string }[];
  resultUrl: string | null;
  progress: number | null;
}

export const ChartQueryResultRef = builder.objectRef<RestChartQueryResult>('ChartQueryResult').implement({
  description: "One query's result of a chart data request.",
  fields: (t) => ({
    colnames: t.exposeStringList('colnames', { description: 'Column names, in result order.' }),
    coltypes: t.exposeIntList('coltypes', {
      description: 'GenericDataType per column: 0 NUMERIC, 1 STRING, 2 TEMPORAL, 3 BOOLEAN.',
    }),
    data: t.field({
      type: 'JSON',
      description: 'Rows keyed by column name; datetimes as epoch milliseconds.',
      resolve: (r) => r.data,
    }),
    rowcount: t.exposeInt('rowcount', { description: 'Number of rows returned.' }),
    isCached: t.boolean({
      description: 'True when the result came from the cache.',
      resolve: (r) => r.is_cached ?? false,
    }),
    query: t.string({ nullable: true, description: 'The SQL that ran.', resolve: (r) => r.query ?? null }),
    fromDttm: t.float({
      nullable: true,
      description: 'Start of the applied time range (epoch ms).',
      resolve: (r) => r.from_dttm ?? null,
    }),
    toDttm: t.float({
      nullable: true,
      description: 'End of the applied time range (epoch ms).',
      resolve: (r) => r.to_dttm ?? null,
    }),
    cacheKey: t.string({
      nullable: true,
      description: 'Key of the cached result.',
      resolve: (r) => r.cache_key ?? null,
    }),
    cachedDttm: t.string({
      nullable: true,
      description: 'When the cached result was computed.',
      resolve: (r) => r.cached_dttm ?? null,
    }),
    cacheTimeout: t.int({
      nullable: true,
      description: 'Seconds the result stays cached.',
      resolve: (r) => r.cache_timeout ?? null,
    }),
    status: t.string({
      nullable: true,
      description: "Query status, e.g. 'success' or 'failed'.",
      resolve: (r) => r.status ?? null,
    }),
    error: t.string({
      nullable: true,
      description: 'The error message of a failed query.',
      resolve: (r) => r.error ?? null,
    }),
    sqlRowcount: t.int({
      nullable: true,
      description: 'Rows the SQL returned before post-processing.',
      resolve: (r) => r.sql_rowcount ?? null,
    }),
    appliedFilters: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Filters applied to the query ([{column}]).',
      resolve: (r) => r.applied_filters ?? null,
    }),
    rejectedFilters: t.field({
      type: 'JSON',
      nullable: true,
      description: 'Filters rejected by the dataset ([{reason, column}]).',
      resolve: (r) => r.rejected_filters ?? null,
    }),
  }),
});

export const ChartDataRef = builder.objectRef<ChartDataShape>('ChartData').implement({
  description: 'The result of a chart data request: one entry per query of the QueryContext.',
  fields: (t) => ({
    results: t.field({ type: [ChartQueryResultRef], description: 'One result per query.', resolve: (d) => d.results }),
  }),
});

builder.queryField('chartData', (t) =>
  t.field({
    type: ChartDataRef,
    description:
      'Runs an ad-hoc QueryContext (the body of `POST /api/v1/chart/data`: datasource, queries, result_type...) and returns its results.',
    args: {
      queryContext: t.arg({ type: 'JSON', required: true, description: 'The QueryContext, as REST takes it.' }),
      force: t.arg.boolean({ description: "Bypass the result cache (overrides the QueryContext's own `force`)." }),
    },
    resolve: async (_root, { queryContext, force }, ctx) => {
      if (queryContext === null || typeof queryContext !== 'object' || Array.isArray(queryContext)) {
        throw new ValidationError('queryContext must be a JSON object (a QueryContext).');
      }
      const body = force == null ? queryContext : { ...queryContext, force };
      return chartDataOrJob(await ctx.rest.chartData(body as Record<string, unknown>));
    },
  }),
);
