import { Badge, Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { formatElapsed } from '../state/elapsed.ts';
import type { QueryHistoryQuery } from './__generated__/QueryHistoryQuery.graphql.ts';

export interface HistoryEntry {
  readonly sql: string;
  readonly databaseId: number | null;
  readonly schema: string;
}

export interface QueryHistoryProps {
  /** Changes when a run ends, to read the history again. */
  readonly fetchKey: number;
  readonly onOpen: (entry: HistoryEntry) => void;
  readonly onRerun: (entry: HistoryEntry) => void;
}

const statusPalette: Record<string, string> = {
  SUCCESS: 'green',
  FAILED: 'red',
  TIMED_OUT: 'red',
  STOPPED: 'orange',
  RUNNING: 'blue',
  PENDING: 'gray',
};

/** The viewer's past runs, newest first: status, duration, rows, SQL; open in a tab or run again. */
export function QueryHistory({ fetchKey, onOpen, onRerun }: QueryHistoryProps) {
  const data = useLazyLoadQuery<QueryHistoryQuery>(
    graphql`
      query QueryHistoryQuery {
        sqlLabQueries(first: 50) {
          edges {
            node {
              id
              status
              sql
              schema
              rows
              durationMs
              startTime
              databaseId
              databaseName
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const queries = data.sqlLabQueries.edges.map((e) => e.node);
  if (queries.length === 0)
    return <Text color="fg.muted">No query history yet: the queries you run are listed here.</Text>;
  return (
    <Box overflow="auto" h="full">
      <Table.Root size="sm" aria-label="Query history" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Time</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Duration</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Rows</Table.ColumnHeader>
            <Table.ColumnHeader>Database</Table.ColumnHeader>
            <Table.ColumnHeader>SQL</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {queries.map((q) => {
            const entry = { sql: q.sql, databaseId: q.databaseId ?? null, schema: q.schema ?? '' };
            return (
              <Table.Row key={q.id}>
                <Table.Cell whiteSpace="nowrap">{new Date(q.startTime).toLocaleString()}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={statusPalette[q.status] ?? 'gray'}>
                    {q.status.toLowerCase().replace('_', ' ')}
                  </Badge>
                </Table.Cell>
                <Table.Cell fontFamily="mono">
                  {q.durationMs == null ? '' : formatElapsed(q.durationMs ?? 0)}
                </Table.Cell>
                <Table.Cell textAlign="end">{q.rows ?? ''}</Table.Cell>
                <Table.Cell>{q.databaseName}</Table.Cell>
                <Table.Cell maxW="md">
                  <Text fontFamily="mono" fontSize="xs" truncate title={q.sql}>
                    {q.sql}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button size="2xs" variant="outline" onClick={() => onOpen(entry)}>
                      Open in new tab
                    </Button>
                    <Button size="2xs" variant="outline" onClick={() => onRerun(entry)}>
                      Re-run
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
