import { Alert, Box, Button, Flex, HStack, Link, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { toastError, toastSuccess } from '../../../components/toaster.ts';
import { formatElapsed } from '../state/elapsed.ts';
import { rowsToTsv, type Sort, sortRows } from '../state/rows.ts';
import type { RunState } from '../state/runState.ts';
import { ResultsGrid } from './ResultsGrid.tsx';

function Elapsed({ startedAt }: { startedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text fontFamily="mono" fontSize="sm" aria-label="Elapsed time">
      {formatElapsed(now - startedAt)}
    </Text>
  );
}

function SuccessPane({ state }: { state: Extract<RunState, { status: 'success' }> }) {
  const [sort, setSort] = useState<Sort | null>(null);
  const shown = useMemo(() => sortRows(state.rows, sort), [state.rows, sort]);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(rowsToTsv(state.columns, shown));
      toastSuccess('Copied to clipboard!');
    } catch (error) {
      toastError('Sorry, your browser does not support copying.', (error as Error).message);
    }
  };
  return (
    <Stack gap="2" h="full" minH="0">
      <HStack gap="3" flexWrap="wrap">
        <Text fontSize="sm" role="status" aria-label="Result summary">
          {state.rowCount} {state.rowCount === 1 ? 'row' : 'rows'} returned · {formatElapsed(state.elapsedMs)}
        </Text>
        {state.limitReached ? (
          <Text fontSize="sm" color="fg.warning" fontWeight="semibold">
            Limit reached: the results were limited to {state.limit ?? state.rowCount} rows.
          </Text>
        ) : null}
        <Box flex="1" />
        {state.columns.length ? (
          <Button size="xs" variant="outline" onClick={onCopy}>
            Copy to clipboard
          </Button>
        ) : null}
        {state.csvUrl && state.columns.length ? (
          <Button size="xs" variant="outline" asChild>
            <Link href={state.csvUrl} download>
              Download to CSV
            </Link>
          </Button>
        ) : null}
      </HStack>
      {state.columns.length ? (
        <Box flex="1" minH="0">
          <ResultsGrid columns={state.columns} rows={state.rows} sort={sort} onSortChange={setSort} />
        </Box>
      ) : (
        <Text color="fg.muted">The query returned no data.</Text>
      )}
    </Stack>
  );
}

/** The result of the active tab's last run: progress, rows, or the database's error and line. */
export function ResultPane({ state }: { state: RunState }) {
  switch (state.status) {
    case 'idle':
      return (
        <Flex h="full" align="center" justify="center">
          <Text color="fg.muted">Run a query to see its results here (Ctrl+Enter or ⌘+Enter).</Text>
        </Flex>
      );
    case 'running':
      return (
        <Stack gap="3" p="2" role="status" aria-label="Query running">
          <HStack gap="3">
            <Spinner size="sm" />
            <Text>Running…</Text>
            <Elapsed startedAt={state.startedAt} />
          </HStack>
          <Progress.Root value={state.progress > 0 ? state.progress : null} size="xs" maxW="md">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
      );
    case 'failed':
      return (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{state.line ? `Error on line ${state.line}` : 'The query failed'}</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm">
              {state.message}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'stopped':
      return (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>The query was stopped after {formatElapsed(state.elapsedMs)}.</Alert.Title>
        </Alert.Root>
      );
    case 'success':
      return <SuccessPane state={state} />;
  }
}
