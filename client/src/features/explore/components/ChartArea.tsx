import { Alert, Box, Button, Code, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { type ReactElement, useEffect } from 'react';
import type { DatasourceMeta } from '../../../charts/datasourceMeta.ts';
import { getChartPlugin } from '../../../charts/registry.ts';
import type { ChartQueryResult, ChartRow, SavedFormData } from '../../../charts/types.ts';
import { useChartJob } from '../../../charts/useChartJob.ts';
import type { ExploreFormData } from '../state/exploreState.ts';
import { type ChartStatus, type ExploreQueryResult, STOPPED_MESSAGE } from './chartStatus.ts';

function Message({
  status,
  title,
  message,
  children,
}: {
  status: 'error' | 'info' | 'warning';
  title: string;
  message?: string;
  children?: React.ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {message ? (
          <Alert.Description>
            <Code whiteSpace="pre-wrap" bg="transparent" p="0" userSelect="text">
              {message}
            </Code>
          </Alert.Description>
        ) : null}
        {children}
      </Alert.Content>
    </Alert.Root>
  );
}

function rows(data: unknown): ChartRow[] {
  return Array.isArray(data) ? data.filter((r): r is ChartRow => r !== null && typeof r === 'object') : [];
}

function Drawn({
  result,
  formData,
  meta,
}: {
  result: ExploreQueryResult;
  formData: ExploreFormData;
  meta: DatasourceMeta;
}): ReactElement {
  const plugin = getChartPlugin(formData.viz_type);
  if (!plugin) return <Message status="info" title="This visualization type is not supported." />;
  const data = rows(result.data);
  if (result.rowcount === 0 && data.length === 0) {
    return (
      <Message
        status="info"
        title="No results were returned for this query"
        message="Make sure that the controls are correctly configured and the datasource contains data for the selected time range."
      />
    );
  }
  const queryResult: ChartQueryResult = {
    colnames: result.colnames,
    coltypes: result.coltypes,
    data,
    rowcount: result.rowcount,
    annotationData:
      result.annotationData !== null && typeof result.annotationData === 'object'
        ? (result.annotationData as Record<string, unknown>)
        : null,
  };
  try {
    return (
      <Box h="full" w="full" role="figure" aria-label={plugin.name}>
        {plugin.render(queryResult, formData as unknown as SavedFormData, { datasource: meta, results: [queryResult] })}
      </Box>
    );
  } catch (error) {
    return (
      <Message
        status="error"
        title="An error occurred while rendering the visualization"
        message={(error as Error).message}
      />
    );
  }
}

function AsyncResult({
  jobId,
  formData,
  meta,
  onResult,
}: {
  jobId: string;
  formData: ExploreFormData;
  meta: DatasourceMeta;
  onResult?: (jobId: string, result: ExploreQueryResult) => void;
}) {
  const job = useChartJob(jobId);
  const done = job.phase === 'done' ? job.result : undefined;
  // The data panes under the chart show the job's rows too, as they show a direct answer's.
  useEffect(() => {
    if (done) onResult?.(jobId, { ...done, query: null, isCached: false });
  }, [done, jobId, onResult]);
  if (job.phase === 'failed') return <Message status="error" title="Unexpected error" message={job.message} />;
  if (job.phase === 'waiting')
    return (
      <Message status="info" title="Loading" message={job.running ? 'The query is running.' : 'The query is queued.'} />
    );
  if (!job.result) return <Message status="info" title="No results" message="The chart's query returned no result." />;
  return <Drawn result={{ ...job.result, query: null, isCached: false }} formData={formData} meta={meta} />;
}

/** The chart area: its states (empty, loading, drawn, failed, stopped) with a stale notice until the form runs. */
export function ChartArea({
  state,
  formData,
  stale,
  onRun,
  onStop,
  runBlocked,
  meta,
  onAsyncResult,
}: {
  meta: DatasourceMeta;
  /** Called with the result of an async job once it is done. */
  onAsyncResult?: (jobId: string, result: ExploreQueryResult) => void;
  state: ChartStatus;
  formData: ExploreFormData | null;
  stale: boolean;
  onRun: () => void;
  onStop: (() => void) | null;
  runBlocked: string | null;
}) {
  let body: ReactElement;
  if (state.status === 'empty' || !formData) {
    body = (
      <Message status="info" title="Choose the chart's data, then run it">
        <Text fontSize="sm">Drag columns and metrics from the dataset onto the controls, then press Create chart.</Text>
        <Button
          size="sm"
          mt="2"
          colorPalette="blue"
          onClick={onRun}
          disabled={runBlocked !== null}
          title={runBlocked ?? undefined}
        >
          Create chart
        </Button>
      </Message>
    );
  } else if (state.status === 'loading') {
    body = (
      <Flex
        direction="column"
        align="center"
        justify="center"
        h="full"
        gap="3"
        role="status"
        aria-label="Loading chart"
      >
        <Spinner size="lg" />
        {onStop ? (
          <Button size="xs" variant="outline" onClick={onStop}>
            Stop
          </Button>
        ) : null}
      </Flex>
    );
  } else if (state.status === 'failed') {
    body = <Message status="error" title="Unexpected error" message={state.message} />;
  } else if (state.status === 'stopped') {
    body = <Message status="warning" title={STOPPED_MESSAGE} />;
  } else if (state.status === 'waiting') {
    body = (
      <AsyncResult key={state.jobId} jobId={state.jobId} formData={formData} meta={meta} onResult={onAsyncResult} />
    );
  } else {
    body = <Drawn result={state.result} formData={formData} meta={meta} />;
  }
  return (
    <Stack gap="2" h="full" minH="0">
      {stale && state.status !== 'empty' ? (
        <Flex align="center" gap="2" bg="orange.subtle" px="3" py="1" borderRadius="md" role="status">
          <Text fontSize="sm" flex="1">
            The chart is out of date: its controls changed since it ran.
          </Text>
          <Button
            size="xs"
            colorPalette="orange"
            onClick={onRun}
            disabled={runBlocked !== null}
            title={runBlocked ?? undefined}
          >
            Update chart
          </Button>
        </Flex>
      ) : null}
      <Box
        flex="1"
        minH="320px"
        borderWidth="1px"
        borderRadius="md"
        p="3"
        bg="bg.panel"
        opacity={stale && state.status === 'success' ? 0.6 : 1}
      >
        {body}
      </Box>
    </Stack>
  );
}
