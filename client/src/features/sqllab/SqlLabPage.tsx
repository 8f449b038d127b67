import { Box, Flex, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { SqlLabPageQuery } from './__generated__/SqlLabPageQuery.graphql.ts';
import { type OpenRequest, SqlLabWorkspace } from './components/SqlLabWorkspace.tsx';
import { tabFromStored } from './state/queryTabs.ts';

export const sqlLabPageQuery = graphql`
  query SqlLabPageQuery($requestedKey: String!, $hasRequest: Boolean!, $savedQueryNodeId: ID!, $hasSavedQuery: Boolean!) {
    viewer {
      permissions {
        name
        viewMenu
      }
    }
    databases(first: 100, filters: [{ column: EXPOSE_IN_SQLLAB, operator: EQ, value: true }]) {
      edges {
        node {
          id
          databaseId
          databaseName
          backend
        }
      }
    }
    sqlLabTabs {
      label
      active
      databaseId
      schema
      sql
      queryLimit
      latestQueryId
      savedQueryId
    }
    sqlLabRequestedQuery(key: $requestedKey) @include(if: $hasRequest) {
      sql
      schema
      database {
        databaseId
      }
    }
    savedQuery: node(id: $savedQueryNodeId) @include(if: $hasSavedQuery) {
      ... on SavedQuery {
        savedQueryId
        label
        sql
        schema
        databaseId
      }
    }
  }
`;

function SqlLabContent({ queryRef }: { queryRef: PreloadedQuery<SqlLabPageQuery> }) {
  const data = usePreloadedQuery<SqlLabPageQuery>(sqlLabPageQuery, queryRef);
  const databases = data.databases.edges.map(({ node }) => ({
    id: node.id,
    restId: node.databaseId,
    name: node.databaseName,
    backend: node.backend ?? null,
  }));
  const tabs = data.sqlLabTabs.map(tabFromStored);
  const activeIndex = data.sqlLabTabs.findIndex((t) => t.active);
  const requested = data.sqlLabRequestedQuery;
  const saved = data.savedQuery?.savedQueryId ? data.savedQuery : null;
  const open: OpenRequest | null = requested
    ? {
        title: null,
        sql: requested.sql,
        databaseId: requested.database?.databaseId ?? null,
        schema: requested.schema ?? '',
        savedQueryId: null,
      }
    : saved
      ? {
          title: saved.label ?? 'Saved query',
          sql: saved.sql ?? '',
          databaseId: saved.databaseId ?? null,
          schema: saved.schema ?? '',
          savedQueryId: saved.savedQueryId ?? null,
        }
      : null;
  const canSaveDataset = (data.viewer?.permissions ?? []).some(
    (p) => p.name === 'can_write' && p.viewMenu === 'Dataset',
  );
  return (
    <SqlLabWorkspace
      databases={databases}
      canSaveDataset={canSaveDataset}
      initialTabs={tabs}
      initialActive={tabs[activeIndex]?.id ?? tabs[0]?.id ?? null}
      open={open}
    />
  );
}

/** SQL Lab: write SQL against a database, run it, and keep the queries and tabs that matter. */
export function SqlLabPage() {
  const queryRef = useLoaderData() as PreloadedQuery<SqlLabPageQuery>;
  return (
    <Stack gap="2" h="calc(100vh - 6.5rem)" minH="xl">
      <title>SQL Lab · Chartroom</title>
      <Heading as="h1" size="md" srOnly>
        SQL Lab
      </Heading>
      <Suspense
        fallback={
          <Flex gap="4" h="full">
            <Skeleton w="72" h="full" />
            <Box flex="1">
              <Skeleton h="full" aria-label="Loading SQL Lab" />
            </Box>
          </Flex>
        }
      >
        <SqlLabContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
