import { Badge, Box, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import type { ReportListPageQuery } from './__generated__/ReportListPageQuery.graphql.ts';
import { formatTime, stateColor } from './state/reportState.ts';

export const reportListPageQuery = graphql`
  query ReportListPageQuery {
    reports(first: 100, orderBy: { field: NAME, direction: ASC }) {
      totalCount
      edges {
        node {
          id
          reportId
          name
          type
          active
          crontabHumanized
          lastState
          lastEvalDttm
        }
      }
    }
  }
`;

/** `/report/list/` (and `/alert/list/`): the viewer's reports and alerts with their last state. */
export function ReportListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ReportListPageQuery>;
  const { reports } = usePreloadedQuery<ReportListPageQuery>(reportListPageQuery, queryRef);
  const rows = reports.edges.map((e) => e.node);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Alerts &amp; reports
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">No alert or report yet. Schedule one from a chart or a dashboard.</Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" aria-label="Alerts and reports">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Last state</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Schedule</Table.ColumnHeader>
                <Table.ColumnHeader>Last run</Table.ColumnHeader>
                <Table.ColumnHeader>Active</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>
                    <Badge colorPalette={stateColor(r.lastState)}>{r.lastState}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <Link asChild colorPalette="blue" textDecoration="underline">
                      <RouterLink to={`/${r.type === 'Alert' ? 'alert' : 'report'}/${r.reportId}/log/`}>
                        {r.name}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{r.type}</Table.Cell>
                  <Table.Cell>{r.crontabHumanized}</Table.Cell>
                  <Table.Cell>{r.lastEvalDttm ? formatTime(r.lastEvalDttm.replace(/Z?$/, 'Z')) : ''}</Table.Cell>
                  <Table.Cell>{r.active ? 'Yes' : 'No'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}
