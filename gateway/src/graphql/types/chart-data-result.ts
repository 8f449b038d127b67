import { builder } from '../builder.ts';
import { ChartroomError, UnauthenticatedError } from '../errors.ts';
import { ChartRef } from './chart.ts';
import { ChartDataRef, type ChartDataShape } from './chart-data.ts';
import { runChartQuery } from './chart-data-run.ts';
import { drawnChart, UnsupportedVizTypeError } from './chart-form-data.ts';
import { ChartFilterInput } from './chart-overrides.ts';

/** Why one chart's query could not run; the dashboard around it draws on. */
interface ChartDataFailure {
  chartDataFailure: true;
  code: 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'UNSUPPORTED_VIZ_TYPE' | 'UNEXPECTED';
  message: string;
}

const ChartDataErrorCode = builder.enumType('ChartDataErrorCode', {
  description: 'The kind of failure of one chart query.',
  values: {
    BAD_REQUEST: {
      description:
        'The query was refused or failed in the database (bad SQL, unknown column, warehouse down, timeout, bad form data).',
    },
    FORBIDDEN: { description: 'The viewer may not read the chart or its dataset.' },
    NOT_FOUND: { description: 'The chart or its dataset does not exist any more.' },
    UNSUPPORTED_VIZ_TYPE: {
      description: 'The chart type has no query builder (nor a counterpart Superset migrates it to).',
    },
    UNEXPECTED: { description: 'Anything else; the server log has the details.' },
  } as const,
});

const ChartDataErrorRef = builder.objectRef<ChartDataFailure>('ChartDataError').implement({
  description: "A chart whose query failed: the server's message, for that chart's card only.",
  fields: (t) => ({
    message: t.exposeString('message', { description: "The server's message (e.g. the database's error)." }),
    code: t.field({ type: ChartDataErrorCode, description: 'The kind of failure.', resolve: (e) => e.code }),
  }),
});

const isFailure = (value: unknown): value is ChartDataFailure =>
  !!value && typeof value === 'object' && 'chartDataFailure' in value;

const ChartDataResultRef = builder.unionType('ChartDataResult', {
  description: "The outcome of one chart's query: its data, or its own error (which never fails the chart's parents).",
  types: [ChartDataRef, ChartDataErrorRef],
  resolveType: (value) => (isFailure(value) ? 'ChartDataError' : 'ChartData'),
});

function failure(error: unknown): ChartDataFailure {
  if (error instanceof UnsupportedVizTypeError) {
    return { chartDataFailure: true, code: 'UNSUPPORTED_VIZ_TYPE', message: error.message };
  }
  if (error instanceof ChartroomError) {
    const code = error.code === 'FORBIDDEN' ? 'FORBIDDEN' : error.code === 'NOT_FOUND' ? 'NOT_FOUND' : 'BAD_REQUEST';
    return { chartDataFailure: true, code, message: error.message };
  }
  // REST's 5xx and gateway bugs are logged by REST; their text is not shown (as the error mask does).
  return { chartDataFailure: true, code: 'UNEXPECTED', message: 'Unexpected error.' };
}

builder.objectFields(ChartRef, (t) => ({
  dataResult: t.field({
    type: ChartDataResultRef,
    description:
      "The chart's data (its saved query; without one, the query its viz builds from its form data; with overrides, its form data plus what a dashboard adds), or that chart's own error.",
    args: {
      force: t.arg.boolean({ defaultValue: false, description: 'Bypass the result cache.' }),
      timeRange: t.arg.string({
        description: "Replaces the chart's time range (e.g. 'Last week', '2024-01-01 : 2024-02-01').",
      }),
      extraFilters: t.arg({ type: [ChartFilterInput], description: 'Filters added to every query of the chart.' }),
      extraFormData: t.arg({
        type: 'JSON',
        description:
          "Superset's extra_form_data, as native filters produce it (filters, adhoc_filters, time_range...).",
      }),
    },
    resolve: async (chart, args, ctx): Promise<ChartDataShape | ChartDataFailure> => {
      try {
        return await runChartQuery(chart, args, ctx);
      } catch (error) {
        // Without a session nothing can run: the whole operation answers 401.
        if (error instanceof UnauthenticatedError) throw error;
        return failure(error);
      }
    },
  }),
  drawnVizType: t.string({
    description:
      'The viz type the chart is drawn with: vizType, or the current type Superset migrates a legacy one to (area -> echarts_area, dist_bar -> echarts_timeseries_bar, ...).',
    resolve: (chart) => drawnChart(chart).vizType,
  }),
  drawnFormData: t.field({
    type: 'JSON',
    description: 'The form data the chart is drawn with: formData, migrated like drawnVizType.',
    resolve: (chart) => drawnChart(chart).formData,
  }),
}));
