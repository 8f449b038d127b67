import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { tagPagePath } from '../../components/tags/TagList.tsx';
import type { TagListPageQuery } from './__generated__/TagListPageQuery.graphql.ts';

export const tagListPageQuery = graphql`
  query TagListPageQuery {
    tags(first: 100, orderBy: NAME) {
      totalCount
      edges {
        node {
          id
          tagId
          name
          description
          createdByName
          changedOnHumanized
        }
      }
    }
  }
`;

function TagListContent({ queryRef }: { queryRef: PreloadedQuery<TagListPageQuery> }) {
  const data = usePreloadedQuery<TagListPageQuery>(tagListPageQuery, queryRef);
  const tags = data.tags.edges.map((e) => e.node);
  if (tags.length === 0) {
    return <Text color="fg.muted">No tags yet. Add tags to a chart or dashboard in its properties.</Text>;
  }
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="30%">Name</Table.ColumnHeader>
          <Table.ColumnHeader w="35%">Description</Table.ColumnHeader>
          <Table.ColumnHeader w="20%">Created by</Table.ColumnHeader>
          <Table.ColumnHeader w="15%">Modified</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tags.map((tag) => (
          <Table.Row key={tag.id}>
            <Table.Cell>
              <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
                <RouterLink to={tagPagePath(tag.tagId)}>{tag.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell>{tag.description ?? '—'}</Table.Cell>
            <Table.Cell>{tag.createdByName ?? '—'}</Table.Cell>
            <Table.Cell>{tag.changedOnHumanized ?? '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** `/superset/tags/`: every tag by name (the first 100), each opening the page of what carries it. */
export function TagListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<TagListPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <title>Tags · Chartroom</title>
      <Heading as="h1" size="xl">
        Tags
      </Heading>
      <Suspense fallback={<Text>Loading…</Text>}>
        <TagListContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
