import { Alert, Badge, Box, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { ReportLogPageQuery } from './__generated__/ReportLogPageQuery.graphql.ts';
import { formatTime, runDuration, stateColor } from './state/reportState.ts';

export const reportLogPageQuery = graphql`
  query ReportLogPageQuery($id: ID!) {
    node(id: $id) {
      ... on Report {
        reportId
        name
        type
        active
        crontabHumanized
        timezone
        lastState
        lastEvalDttm
        chartId
        dashboardId
        executionLog(first: 100) {
          totalCount
          edges {
            node {
              logId
              state
              scheduledAt
              startedAt
              endedAt
              value
              errorMessage
            }
          }
        }
      }
    }
  }
`;

/** `/report/<id>/log/` (and `/alert/<id>/log/`): Superset's execution log of one report or alert. */
export function ReportLogPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ReportLogPageQuery>;
  const { node } = usePreloadedQuery<ReportLogPageQuery>(reportLogPageQuery, queryRef);
  const log = node?.executionLog;
  if (!node?.reportId || !log) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Title>This report does not exist, or you may not see it.</Alert.Title>
      </Alert.Root>
    );
  }
  const runs = log.edges.map((e) => e.node);
  const target =
    node.chartId != null
      ? { to: `/explore/?slice_id=${node.chartId}`, label: 'Open the chart' }
      : node.dashboardId != null
        ? { to: `/superset/dashboard/${node.dashboardId}/`, label: 'Open the dashboard' }
        : null;
  return (
    <Stack gap="4">
      <Link asChild colorPalette="blue" fontSize="sm" alignSelf="flex-start">
        <RouterLink to="/report/list/">← Alerts &amp; reports</RouterLink>
      </Link>
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="lg">
          {node.name}
        </Heading>
        <Badge variant="outline">{node.type}</Badge>
        {!node.active && <Badge colorPalette="gray">Inactive</Badge>}
      </HStack>
      <HStack gap="6" wrap="wrap" fontSize="sm">
        <Text>
          Last state:{' '}
          <Badge colorPalette={stateColor(node.lastState)} aria-label={`Last state ${node.lastState}`}>
            {node.lastState}
          </Badge>
        </Text>
        <Text>Last run: {node.lastEvalDttm ? formatTime(`${node.lastEvalDttm.replace(/Z?$/, 'Z')}`) : 'never'}</Text>
        <Text>
          Schedule: {node.crontabHumanized} ({node.timezone})
        </Text>
        {target && (
          <Link asChild colorPalette="blue" textDecoration="underline">
            <RouterLink to={target.to}>{target.label}</RouterLink>
          </Link>
        )}
      </HStack>
      <Heading as="h2" size="md">
        Execution log ({log.totalCount})
      </Heading>
      {runs.length === 0 ? (
        <Text color="fg.muted">No run yet: the first one happens at the next time of the schedule.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Execution log">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                <Table.ColumnHeader>Scheduled at</Table.ColumnHeader>
                <Table.ColumnHeader>Started at</Table.ColumnHeader>
                <Table.ColumnHeader>Duration</Table.ColumnHeader>
                {node.type === 'Alert' && <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>}
                <Table.ColumnHeader>Error message</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {runs.map((run) => (
                <Table.Row key={run.logId}>
                  <Table.Cell>
                    <Badge colorPalette={stateColor(run.state)}>{run.state}</Badge>
                  </Table.Cell>
                  <Table.Cell>{formatTime(run.scheduledAt ?? null)}</Table.Cell>
                  <Table.Cell>{formatTime(run.startedAt ?? null)}</Table.Cell>
                  <Table.Cell>{runDuration(run.startedAt ?? null, run.endedAt ?? null)}</Table.Cell>
                  {node.type === 'Alert' && <Table.Cell textAlign="end">{run.value ?? ''}</Table.Cell>}
                  <Table.Cell whiteSpace="pre-wrap" maxW="xl">
                    {run.errorMessage ?? ''}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
