import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { TagList } from '../../components/tags/TagList.tsx';
import type { TagPageQuery, TagPageQuery$data } from './__generated__/TagPageQuery.graphql.ts';

export const tagPageQuery = graphql`
  query TagPageQuery($tagId: Int!) {
    tag(tagId: $tagId) {
      name
      description
      objects {
        objectType
        objectId
        name
        url
        changedOn
        ownerNames
        tags {
          tagId
          name
        }
      }
    }
  }
`;

type Entity = NonNullable<TagPageQuery$data['tag']>['objects'][number];

/** Superset's tag page sections, in its order. */
const SECTIONS = [
  { type: 'DASHBOARD', title: 'Dashboards' },
  { type: 'CHART', title: 'Charts' },
  { type: 'SAVED_QUERY', title: 'Queries' },
] as const;

const modified = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

function EntityTable({ title, rows }: { title: string; rows: readonly Entity[] }) {
  const headingId = `tag-section-${title.toLowerCase()}`;
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {title} ({rows.length})
      </Heading>
      {rows.length === 0 ? (
        <Text color="fg.muted">No {title.toLowerCase()} carry this tag.</Text>
      ) : (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="40%">Name</Table.ColumnHeader>
              <Table.ColumnHeader w="25%">Tags</Table.ColumnHeader>
              <Table.ColumnHeader w="20%">Owners</Table.ColumnHeader>
              <Table.ColumnHeader w="15%">Modified</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.objectType}:${row.objectId}`}>
                <Table.Cell>
                  <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
                    <RouterLink to={row.url}>{row.name}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <TagList tags={row.tags} />
                </Table.Cell>
                <Table.Cell>{row.ownerNames.join(', ') || '—'}</Table.Cell>
                <Table.Cell>{modified(row.changedOn)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

function TagContent({ queryRef }: { queryRef: PreloadedQuery<TagPageQuery> }) {
  const data = usePreloadedQuery<TagPageQuery>(tagPageQuery, queryRef);
  const tag = data.tag;
  if (!tag) return <Text role="alert">This tag does not exist.</Text>;
  return (
    <Stack gap="6">
      <title>{`${tag.name} · Tags · Chartroom`}</title>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          Tag: {tag.name}
        </Heading>
        {tag.description ? <Text color="fg.muted">{tag.description}</Text> : null}
      </Stack>
      {SECTIONS.map((section) => (
        <EntityTable
          key={section.type}
          title={section.title}
          rows={tag.objects.filter((o) => o.objectType === section.type)}
        />
      ))}
    </Stack>
  );
}

/** `/superset/all_entities/?id=<tag id>`: the dashboards, charts and saved queries carrying a tag. */
export function TagPage() {
  const queryRef = useLoaderData() as PreloadedQuery<TagPageQuery>;
  return (
    <Stack gap="5" maxW="7xl" mx="auto">
      <Link asChild alignSelf="flex-start">
        <RouterLink to="/superset/tags/">← All tags</RouterLink>
      </Link>
      <Suspense fallback={<Text>Loading…</Text>}>
        <TagContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
