import { Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { ListSkeleton } from '../../components/list/ListSkeleton.tsx';
import { useListUrl } from '../../components/list/useListUrl.ts';
import type { CssTemplatesListPageQuery } from './__generated__/CssTemplatesListPageQuery.graphql.ts';
import { cssTemplateColumns, cssTemplateDefaultSort, cssTemplateNouns } from './adminListOptions.ts';
import { CssTemplatesTable } from './components/CssTemplatesTable.tsx';
import { cssTemplatesListStateFromUrl } from './route.ts';

export const cssTemplatesListPageQuery = graphql`
  query CssTemplatesListPageQuery($first: Int!, $search: String) {
    ...CssTemplatesTable_query @arguments(first: $first, search: $search)
    viewer {
      permissions {
        name
        viewMenu
      }
    }
  }
`;

function CssTemplatesListContent({ queryRef }: { queryRef: PreloadedQuery<CssTemplatesListPageQuery> }) {
  const data = usePreloadedQuery<CssTemplatesListPageQuery>(cssTemplatesListPageQuery, queryRef);
  const url = useListUrl(cssTemplatesListStateFromUrl, cssTemplateDefaultSort);
  const canWrite = (data.viewer?.permissions ?? []).some((p) => p.name === 'can_write' && p.viewMenu === 'CssTemplate');
  return <CssTemplatesTable query={data} canWrite={canWrite} initial={url.initial} onApplied={url.onApplied} />;
}

/** `/csstemplatemodelview/list/`: Superset's CSS Templates (Settings > Manage). */
export function CssTemplatesListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<CssTemplatesListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>CSS Templates · Chartroom</title>
      <Heading as="h1" size="xl">
        CSS Templates
      </Heading>
      <Text color="fg.muted">Named CSS that a dashboard's CSS editor can start from.</Text>
      <Suspense
        fallback={
          <ListSkeleton
            noun={cssTemplateNouns[1]}
            columns={cssTemplateColumns}
            search={queryRef.variables.search ?? ''}
          />
        }
      >
        <CssTemplatesListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
