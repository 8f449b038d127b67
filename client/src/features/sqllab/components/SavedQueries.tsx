import { Box, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue.ts';
import { toastError, toastSuccess } from '../../../components/toaster.ts';
import type { SavedQueriesQuery } from './__generated__/SavedQueriesQuery.graphql.ts';

export interface SavedQueryEntry {
  readonly savedQueryId: number;
  readonly label: string;
  readonly sql: string;
  readonly databaseId: number;
  readonly schema: string;
}

export interface SavedQueriesProps {
  readonly fetchKey: number;
  readonly onOpen: (entry: SavedQueryEntry) => void;
}

function SavedQueryRows({ search, fetchKey, onOpen }: SavedQueriesProps & { search: string }) {
  const data = useLazyLoadQuery<SavedQueriesQuery>(
    graphql`
      query SavedQueriesQuery($search: String) {
        savedQueries(first: 100, search: $search) {
          edges {
            node {
              id
              savedQueryId
              label
              description
              sql
              schema
              databaseId
              databaseName
              changedOnDeltaHumanized
              shareUrl
            }
          }
        }
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const saved = data.savedQueries.edges.map((e) => e.node);
  if (saved.length === 0) {
    return <Text color="fg.muted">{search ? `No saved query matches “${search}”.` : 'No saved queries yet.'}</Text>;
  }
  const onCopyLink = async (path: string) => {
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString());
      toastSuccess('Link Copied!');
    } catch (error) {
      toastError('Sorry, your browser does not support copying.', (error as Error).message);
    }
  };
  return (
    <Table.Root size="sm" aria-label="Saved queries" stickyHeader>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Description</Table.ColumnHeader>
          <Table.ColumnHeader>Database</Table.ColumnHeader>
          <Table.ColumnHeader>Schema</Table.ColumnHeader>
          <Table.ColumnHeader>Modified</Table.ColumnHeader>
          <Table.ColumnHeader>Actions</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {saved.map((q) => (
          <Table.Row key={q.id}>
            <Table.Cell fontWeight="semibold">{q.label}</Table.Cell>
            <Table.Cell maxW="xs">
              <Text truncate title={q.description ?? undefined}>
                {q.description}
              </Text>
            </Table.Cell>
            <Table.Cell>{q.databaseName}</Table.Cell>
            <Table.Cell>{q.schema}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{q.changedOnDeltaHumanized}</Table.Cell>
            <Table.Cell>
              <HStack gap="1">
                <Button
                  size="2xs"
                  variant="outline"
                  aria-label={`Open ${q.label}`}
                  onClick={() =>
                    onOpen({
                      savedQueryId: q.savedQueryId,
                      label: q.label,
                      sql: q.sql,
                      databaseId: q.databaseId,
                      schema: q.schema ?? '',
                    })
                  }
                >
                  Open
                </Button>
                <Button
                  size="2xs"
                  variant="outline"
                  aria-label={`Copy link to ${q.label}`}
                  onClick={() => onCopyLink(q.shareUrl)}
                >
                  Copy link
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The viewer's saved queries, searchable: open one in a new tab, or copy its share link. */
export function SavedQueries(props: SavedQueriesProps) {
  const [search, setSearch] = useState('');
  const settled = useDeferredValue(useDebouncedValue(search.trim(), 250));
  return (
    <Stack gap="2" h="full" minH="0">
      <Input
        size="sm"
        type="search"
        maxW="sm"
        aria-label="Search saved queries"
        placeholder="Search saved queries"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Box overflow="auto" flex="1" minH="0">
        <SavedQueryRows {...props} search={settled} />
      </Box>
    </Stack>
  );
}
