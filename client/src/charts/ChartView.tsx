import { Alert, Box, Code } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import { fieldErrorMessage } from '../relay/errors.ts';
import type { ChartView_chart$key } from './__generated__/ChartView_chart.graphql.ts';
import type { JobQueryResult } from './chartJobState.ts';
import { getChartPlugin, type RegisteredChartPlugin } from './registry.ts';
import type { ChartQueryResult, ChartRow, SavedFormData } from './types.ts';
import { useChartJob } from './useChartJob.ts';

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

/** Draws a chart with the plugin registered for its viz type, from the chart's saved query result. */
export function ChartView({ chart }: { chart: ChartView_chart$key }) {
  const data = useFragment(
    graphql`
      fragment ChartView_chart on Chart {
        vizType
        formData
        data @catch(to: RESULT) {
          job {
            jobId
          }
          results {
            colnames
            coltypes
            data
            rowcount
          }
        }
      }
    `,
    chart,
  );

  const plugin = getChartPlugin(data.vizType);
  if (!plugin) {
    return (
      <ChartMessage
        status="info"
        title="This visualization type is not supported yet"
        message={`No renderer is registered for viz type “${data.vizType}”.`}
      />
    );
  }
  if (!data.data.ok)
    return <ChartMessage status="error" title="Unexpected error" message={fieldErrorMessage(data.data.errors)} />;
  const draw = (first: JobQueryResult | undefined) => drawResult(plugin, data.vizType, data.formData, first);
  // GLOBAL_ASYNC_QUERIES and not cached: the result comes through the job.
  const job = data.data.value.job;
  if (job) return <AsyncChart key={job.jobId} jobId={job.jobId} draw={draw} />;
  return draw(data.data.value.results[0]);
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

function drawResult(
  plugin: RegisteredChartPlugin,
  vizType: string,
  formData: unknown,
  first: JobQueryResult | undefined,
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
  const queryResult: ChartQueryResult = {
    colnames: first.colnames,
    coltypes: first.coltypes,
    data: toRows(first.data),
    rowcount: first.rowcount,
  };
  try {
    return (
      <Box h="full" w="full" role="figure" aria-label={`${plugin.name}`}>
        {plugin.render(queryResult, toFormData(vizType, formData))}
      </Box>
    );
  } catch (error) {
    // transformProps runs here, during render: bad saved params must not take the page down.
    return <ChartMessage status="error" title="Unexpected error" message={(error as Error).message} />;
  }
}
