import { Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { AuditLogPageQuery } from './__generated__/AuditLogPageQuery.graphql.ts';
import { auditColumns, auditDefaultSort, auditNouns } from './auditListOptions.ts';
import { AuditLogTable } from './components/AuditLogTable.tsx';
import { auditListStateFromUrl } from './route.ts';

export const auditLogPageQuery = graphql`
  query AuditLogPageQuery($first: Int!, $filter: AuditLogFilter, $oldestFirst: Boolean) {
    ...AuditLogTable_query @arguments(first: $first, filter: $filter, oldestFirst: $oldestFirst)
  }
`;

function AuditLogContent({ queryRef }: { queryRef: PreloadedQuery<AuditLogPageQuery> }) {
  const data = usePreloadedQuery<AuditLogPageQuery>(auditLogPageQuery, queryRef);
  const url = useListUrl(auditListStateFromUrl, auditDefaultSort);
  return <AuditLogTable query={data} initial={url.initial} onApplied={url.onApplied} />;
}

/** `/auditlog/list/`: every write and sign-in, filtered, with each change's diff and a CSV export. */
export function AuditLogPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AuditLogPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Audit Log · Chartroom</title>
      <Heading as="h1" size="xl">
        Audit Log
      </Heading>
      <Text color="fg.muted">
        Who changed what and when, through the screens, the REST API or GraphQL, and every sign-in attempt.
      </Text>
      <Suspense
        fallback={
          <ListSkeleton
            noun={auditNouns[1]}
            columns={auditColumns}
            search={queryRef.variables.filter?.username ?? ''}
          />
        }
      >
        <AuditLogContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
