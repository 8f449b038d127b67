import { Badge, Box, Field, HStack, Input, RadioGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useDebouncedValue } from '../../../components/list/useDebouncedValue.ts';
import type { TablePickerQuery } from './__generated__/TablePickerQuery.graphql.ts';

export interface TablePickerProps {
  readonly databaseId: string;
  readonly schema: string;
  readonly value: string;
  readonly error?: string;
  readonly onChange: (table: string) => void;
}

/** At most this many tables are drawn; the search narrows the rest. */
const shownTables = 200;

function TableOptions({
  databaseId,
  schema,
  search,
  value,
  onChange,
}: Omit<TablePickerProps, 'error'> & { search: string }) {
  const data = useLazyLoadQuery<TablePickerQuery>(
    graphql`
      query TablePickerQuery($id: ID!, $schema: String!, $search: String) {
        node(id: $id) {
          ... on Database {
            tables(schema: $schema, search: $search) {
              name
              kind
            }
          }
        }
      }
    `,
    { id: databaseId, schema, search: search || null },
    { fetchPolicy: 'store-or-network' },
  );
  const tables = data.node?.tables ?? [];
  if (tables.length === 0) {
    return <Text color="fg.muted">{search ? `No table matches “${search}”.` : 'This schema has no tables.'}</Text>;
  }
  return (
    <RadioGroup.Root value={value} onValueChange={(details) => onChange(details.value ?? '')} aria-label="Table">
      <Stack gap="1" maxH="72" overflowY="auto" p="1">
        {tables.slice(0, shownTables).map((table) => (
          <RadioGroup.Item key={table.name} value={table.name}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <HStack gap="2">
                <Text fontFamily="mono">{table.name}</Text>
                {table.kind === 'VIEW' ? <Badge size="sm">view</Badge> : null}
              </HStack>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
      {tables.length > shownTables ? (
        <Text color="fg.muted" fontSize="sm">
          {tables.length - shownTables} more: narrow the search.
        </Text>
      ) : null}
    </RadioGroup.Root>
  );
}

/** The third picker: a table of the schema, found by a search on its name. */
export function TablePicker({ error, ...props }: TablePickerProps) {
  const [search, setSearch] = useState('');
  // Deferred: the previous list stays on screen while the narrowed one loads, instead of a skeleton.
  const debounced = useDeferredValue(useDebouncedValue(search.trim(), 250));
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>Table</Field.Label>
      <Stack gap="2" w="full">
        <Input
          type="search"
          aria-label="Search tables"
          placeholder="Search tables by name"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Box borderWidth="1px" rounded="md" p="2" minH="24">
          <Suspense fallback={<Skeleton h="20" w="full" aria-label="Loading tables" />}>
            <TableOptions {...props} search={debounced} />
          </Suspense>
        </Box>
      </Stack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
