import { Badge, Box, Button, Field, HStack, Input, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { CatalogueBrowserQuery } from './__generated__/CatalogueBrowserQuery.graphql.ts';
import { TableColumns } from './TableColumns.tsx';

export interface DatabaseChoice {
  /** Relay id. */
  readonly id: string;
  readonly name: string;
  readonly backend: string | null;
}

export interface CatalogueBrowserProps {
  readonly databases: readonly DatabaseChoice[];
  readonly databaseId: string;
  readonly schema: string;
  readonly onDatabaseChange: (id: string) => void;
  readonly onSchemaChange: (schema: string) => void;
  /** Preview: run `SELECT *` on the table and show its first rows. */
  readonly onPreview: (schema: string, table: string) => void;
}

/** At most this many tables are listed; the search narrows the rest. */
const shownTables = 300;

function SchemaAndTables({
  databaseId,
  schema,
  onSchemaChange,
  onPreview,
}: Pick<CatalogueBrowserProps, 'databaseId' | 'schema' | 'onSchemaChange' | 'onPreview'>) {
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<string | null>(null);
  const data = useLazyLoadQuery<CatalogueBrowserQuery>(
    graphql`
      query CatalogueBrowserQuery($id: ID!, $schema: String!, $hasSchema: Boolean!) {
        node(id: $id) {
          ... on Database {
            schemas
            tables(schema: $schema) @include(if: $hasSchema) {
              name
              kind
            }
          }
        }
      }
    `,
    { id: databaseId, schema, hasSchema: schema !== '' },
    { fetchPolicy: 'store-or-network' },
  );
  const schemas = data.node?.schemas ?? [];
  const needle = useDeferredValue(search.trim().toLowerCase());
  const tables = (data.node?.tables ?? []).filter((t) => t.name.toLowerCase().includes(needle));
  return (
    <Stack gap="3" minH="0" flex="1">
      <Field.Root>
        <Field.Label>Schema</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={schema} onChange={(event) => onSchemaChange(event.currentTarget.value)}>
            <option value="">{schemas.length ? 'Choose a schema' : 'This database has no schemas'}</option>
            {schemas.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {schema ? (
        <Stack gap="2" minH="0" flex="1">
          <Input
            size="sm"
            type="search"
            aria-label="Search tables"
            placeholder="Search tables"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Box overflowY="auto" flex="1" minH="0" role="region" aria-label="Tables" tabIndex={0}>
            {tables.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {needle ? `No table matches “${search.trim()}”.` : 'This schema has no tables.'}
              </Text>
            ) : (
              <Stack gap="0" role="list" aria-label={`Tables of ${schema}`}>
                {tables.slice(0, shownTables).map((table) => (
                  <Box role="listitem" key={table.name}>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant={opened === table.name ? 'subtle' : 'ghost'}
                        flex="1"
                        justifyContent="flex-start"
                        fontFamily="mono"
                        aria-expanded={opened === table.name}
                        onClick={() => setOpened((current) => (current === table.name ? null : table.name))}
                      >
                        <Box as="span" truncate>
                          {table.name}
                        </Box>
                        {table.kind === 'VIEW' ? <Badge size="xs">view</Badge> : null}
                      </Button>
                    </HStack>
                    {opened === table.name ? (
                      <Suspense fallback={<Skeleton h="16" m="1" aria-label="Loading columns" />}>
                        <TableColumns
                          databaseId={databaseId}
                          schema={schema}
                          table={table.name}
                          onPreview={() => onPreview(schema, table.name)}
                        />
                      </Suspense>
                    ) : null}
                  </Box>
                ))}
              </Stack>
            )}
            {tables.length > shownTables ? (
              <Text color="fg.muted" fontSize="xs">
                {tables.length - shownTables} more: narrow the search.
              </Text>
            ) : null}
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The left panel: database, schema, the schema's tables; a table opens its columns and a preview. */
export function CatalogueBrowser({ databases, databaseId, onDatabaseChange, ...rest }: CatalogueBrowserProps) {
  return (
    <Stack gap="3" h="full" minH="0" as="nav" aria-label="Database browser">
      <Field.Root>
        <Field.Label>Database</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={databaseId} onChange={(event) => onDatabaseChange(event.currentTarget.value)}>
            <option value="">Choose a database</option>
            {databases.map((database) => (
              <option key={database.id} value={database.id}>
                {database.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {databaseId ? (
        <Suspense fallback={<Skeleton h="24" aria-label="Loading schemas" />}>
          <SchemaAndTables databaseId={databaseId} {...rest} />
        </Suspense>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          Choose a database to browse its schemas and tables.
        </Text>
      )}
    </Stack>
  );
}
