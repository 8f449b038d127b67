import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { TableColumnsQuery } from './__generated__/TableColumnsQuery.graphql.ts';

export interface TableColumnsProps {
  readonly databaseId: string;
  readonly schema: string;
  readonly table: string;
  readonly onPreview: () => void;
}

/** An opened table of the browser: its columns with their types, and Preview (its first rows). */
export function TableColumns({ databaseId, schema, table, onPreview }: TableColumnsProps) {
  const data = useLazyLoadQuery<TableColumnsQuery>(
    graphql`
      query TableColumnsQuery($id: ID!, $schema: String, $table: String!) {
        node(id: $id) {
          ... on Database {
            tableColumns(schema: $schema, table: $table) {
              name
              type
            }
          }
        }
      }
    `,
    { id: databaseId, schema: schema || null, table },
    { fetchPolicy: 'store-or-network' },
  );
  const columns = data.node?.tableColumns ?? [];
  return (
    <Stack gap="1" ps="3" py="1" borderStartWidth="2px" ms="2" mb="1">
      <Box as="ul" role="list" aria-label={`Columns of ${table}`} listStyleType="none">
        {columns.map((column) => (
          <HStack as="li" key={column.name} gap="2" fontSize="xs" justify="space-between">
            <Text fontFamily="mono" truncate>
              {column.name}
            </Text>
            <Text color="fg.muted" truncate>
              {column.type?.toLowerCase()}
            </Text>
          </HStack>
        ))}
      </Box>
      {columns.length === 0 ? (
        <Text fontSize="xs" color="fg.muted">
          No columns found.
        </Text>
      ) : null}
      <Button size="2xs" variant="outline" alignSelf="flex-start" onClick={onPreview}>
        Preview {table}
      </Button>
    </Stack>
  );
}
