import { Alert, Box, Code } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import { fieldErrorMessage } from '../relay/errors.ts';
import type { ChartView_chart$key } from './__generated__/ChartView_chart.graphql.ts';
import { ChartErrorBoundary } from './ChartErrorBoundary.tsx';
import type { JobQueryResult } from './chartJobState.ts';
import type { DatasourceMeta } from './datasourceMeta.ts';
import { getChartPlugin, type RegisteredChartPlugin } from './registry.ts';
import type { ChartQueryResult, ChartRow, SavedFormData } from './types.ts';
import { useChartJob } from './useChartJob.ts';
import { useDatasourceMeta } from './useDatasourceMeta.ts';

function ChartMessage({ status, title, message }: { status: 'error' | 'info'; title: string; message: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Code whiteSpace="pre-wrap" bg="transparent" p="0" userSelect="text">
            {message}
          </Code>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function toFormData(vizType: string, formData: unknown): SavedFormData {
  const params = formData !== null && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
  // The chart's own vizType is authoritative; saved params may predate a viz change.
  return { ...params, viz_type: vizType };
}

function toRows(data: unknown): readonly ChartRow[] {
  return Array.isArray(data) ? data.filter((row): row is ChartRow => row !== null && typeof row === 'object') : [];
}

function toAnnotationData(value: unknown): Readonly<Record<string, unknown>> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const ERROR_TITLES: Record<string, string> = {
  BAD_REQUEST: 'Data error',
  FORBIDDEN: 'Access denied',
  NOT_FOUND: 'Not found',
  UNEXPECTED: 'Unexpected error',
};

function UnsupportedChart({ vizType }: { vizType: string }) {
  return (
    <ChartMessage
      status="info"
      title={`This chart type is not supported: ${vizType}`}
      message="Chartroom has no visualization for this chart type yet; its other charts still draw."
    />
  );
}

/**
 * Draws a chart with the plugin registered for its viz type (legacy types as Superset migrates
 * them), or shows the chart's own error in its place: one chart's failure never takes its page down.
 */
export function ChartView({ chart }: { chart: ChartView_chart$key }) {
  const data = useFragment(
    graphql`
      fragment ChartView_chart on Chart @argumentDefinitions(extraFormData: { type: "JSON", defaultValue: null }) {
        vizType: drawnVizType
        formData: drawnFormData
        dataset {
          ...useDatasourceMeta_dataset
        }
        dataResult(extraFormData: $extraFormData) @catch(to: RESULT) {
          __typename
          ... on ChartData {
            job {
              jobId
            }
            results {
              colnames
              coltypes
              data
              rowcount
              annotationData
            }
          }
          ... on ChartDataError {
            code
            message
          }
        }
      }
    `,
    chart,
  );
  const meta = useDatasourceMeta(data.dataset);

  const plugin = getChartPlugin(data.vizType);
  if (!plugin) return <UnsupportedChart vizType={data.vizType} />;
  if (!data.dataResult.ok) {
    return <ChartMessage status="error" title="Unexpected error" message={fieldErrorMessage(data.dataResult.errors)} />;
  }
  const result = data.dataResult.value;
  if (result.__typename === 'ChartDataError') {
    if (result.code === 'UNSUPPORTED_VIZ_TYPE') return <UnsupportedChart vizType={data.vizType} />;
    return (
      <ChartMessage status="error" title={ERROR_TITLES[result.code] ?? 'Unexpected error'} message={result.message} />
    );
  }
  if (result.__typename !== 'ChartData') {
    return <ChartMessage status="error" title="Unexpected error" message="The server answered an unknown result." />;
  }
  const draw = (first: JobQueryResult | undefined, rest: readonly JobQueryResult[] = []) =>
    drawResult(plugin, data.vizType, data.formData, first, rest, meta);
  // GLOBAL_ASYNC_QUERIES and not cached: the result comes through the job.
  const job = result.job;
  if (job) return <AsyncChart key={job.jobId} jobId={job.jobId} draw={draw} />;
  const [first, ...rest] = result.results;
  return draw(first, rest);
}

/** A chart whose data is computed by an async job: waiting, then the result, or the job's error. */
function AsyncChart({ jobId, draw }: { jobId: string; draw: (first: JobQueryResult | undefined) => ReactElement }) {
  const job = useChartJob(jobId);
  if (job.phase === 'failed') return <ChartMessage status="error" title="Unexpected error" message={job.message} />;
  if (job.phase === 'waiting') {
    return (
      <ChartMessage
        status="info"
        title="Loading"
        message={job.running ? 'The query is running.' : 'The query is queued.'}
      />
    );
  }
  return draw(job.result);
}

function toQueryResult(result: JobQueryResult): ChartQueryResult {
  return {
    colnames: result.colnames,
    coltypes: result.coltypes,
    data: toRows(result.data),
    rowcount: result.rowcount,
    annotationData: toAnnotationData(result.annotationData),
  };
}

function drawResult(
  plugin: RegisteredChartPlugin,
  vizType: string,
  formData: unknown,
  first: JobQueryResult | undefined,
  rest: readonly JobQueryResult[],
  datasource: DatasourceMeta,
): ReactElement {
  if (!first) return <ChartMessage status="info" title="No results" message="The chart's query returned no result." />;
  if (first.rowcount === 0 && toRows(first.data).length === 0) {
    return (
      <ChartMessage
        status="info"
        title="No results were returned for this query"
        message="Make sure that the controls are correctly configured and the datasource contains data for the selected time range."
      />
    );
  }
  const queryResult = toQueryResult(first);
  const results = [queryResult, ...rest.map(toQueryResult)];
  try {
    return (
      <Box h="full" w="full" role="figure" aria-label={`${plugin.name}`}>
        <ChartErrorBoundary
          resetKey={first}
          fallback={(error) => (
            <ChartMessage
              status="error"
              title="Unexpected error"
              message={`An error occurred while rendering the visualization: ${error.message}`}
            />
          )}
        >
          {plugin.render(queryResult, toFormData(vizType, formData), { datasource, results })}
        </ChartErrorBoundary>
      </Box>
    );
  } catch (error) {
    // transformProps runs here, during render: bad saved params must not take the page down.
    return <ChartMessage status="error" title="Unexpected error" message={(error as Error).message} />;
  }
}
