import { Alert, Box, Button, Code, Flex, Heading, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { SaveQueryAsDatasetDialog } from '../../../components/save-dataset/SaveQueryAsDatasetDialog.tsx';
import type { QuerySourcePane_query$key } from './__generated__/QuerySourcePane_query.graphql.ts';

/**
 * Explore opened on a SQL Lab query (`?datasource_type=query&datasource_id=N`): the query's box, whose
 * menu adds 'Save as dataset', and the way on: save it as a virtual dataset to continue exploring.
 */
export function QuerySourcePane({ query, vizType }: { query: QuerySourcePane_query$key; vizType: string | null }) {
  const q = useFragment(
    graphql`
      fragment QuerySourcePane_query on SqlLabQuery {
        queryId
        querySql: sql
        schema
        databaseId
        databaseName
        tabName
      }
    `,
    query,
  );
  const [open, setOpen] = useState(false);
  const title = q.tabName || `Query ${q.queryId}`;
  return (
    <Stack gap="4" maxW="3xl">
      <Flex align="center" gap="1">
        <Heading as="h1" size="md" truncate title={title.length > 25 ? title : undefined} flex="1">
          {title}
        </Heading>
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="xs" variant="ghost" aria-label="Dataset menu">
              ⋯
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="save" disabled={q.databaseId == null} onClick={() => setOpen(true)}>
                  Save as dataset
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      </Flex>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>This chart's source is a SQL Lab query</Alert.Title>
          <Alert.Description>Save this query as a virtual dataset to continue exploring.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Text fontSize="sm" color="fg.muted">
        {[q.databaseName, q.schema].filter(Boolean).join(' · ')}
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="2" maxH="60" overflow="auto">
        <Code as="pre" display="block" whiteSpace="pre-wrap" bg="transparent" aria-label="Query SQL">
          {q.querySql}
        </Code>
      </Box>
      <Box>
        <Button colorPalette="blue" onClick={() => setOpen(true)} disabled={q.databaseId == null}>
          Save as dataset
        </Button>
      </Box>
      {q.databaseId != null ? (
        <SaveQueryAsDatasetDialog
          open={open}
          onClose={() => setOpen(false)}
          vizType={vizType}
          source={{ databaseId: q.databaseId, schema: q.schema ?? null, sql: q.querySql, defaultName: title }}
        />
      ) : null}
    </Stack>
  );
}
