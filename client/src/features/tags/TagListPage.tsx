import { Box, Heading, IconButton, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, type PreloadedQuery, useMutation, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData, useRevalidator } from 'react-router';
import { ConfirmDeleteDialog } from '../../components/list/ConfirmDeleteDialog.tsx';
import { tagPagePath } from '../../components/tags/TagList.tsx';
import { formatMessage, toastError, toastSuccess } from '../../components/toaster.ts';
import type { TagListPageDeleteMutation } from './__generated__/TagListPageDeleteMutation.graphql.ts';
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
    viewer {
      permissions {
        name
        viewMenu
      }
    }
  }
`;

type TagRow = TagListPageQuery['response']['tags']['edges'][number]['node'];

/** Deletes one tag (it leaves everything that carried it) after a confirmation naming it. */
function useDeleteTag(onDone: () => void) {
  const [pending, setPending] = useState<TagRow | null>(null);
  const [commit, busy] = useMutation<TagListPageDeleteMutation>(graphql`
    mutation TagListPageDeleteMutation($ids: [ID!]!) {
      deleteTags(ids: $ids) {
        __typename
        ... on Error {
          message
        }
      }
    }
  `);
  const confirm = () => {
    if (!pending) return;
    const tag = pending;
    commit({
      variables: { ids: [tag.id] },
      onCompleted: (response) => {
        setPending(null);
        const result = response.deleteTags;
        if (result.__typename === 'DeletePayload') {
          toastSuccess(`Deleted: ${tag.name}`);
          onDone();
        } else {
          const message = 'message' in result ? String(result.message) : 'Sorry, an unknown error occurred';
          toastError(formatMessage('There was an issue deleting %s: %s', tag.name, message));
        }
      },
      onError: (error) => {
        setPending(null);
        toastError(formatMessage('There was an issue deleting %s: %s', tag.name, error.message));
      },
    });
  };
  const dialog = (
    <ConfirmDeleteDialog
      names={pending ? [pending.name] : []}
      nouns={['tag', 'tags']}
      open={pending !== null}
      busy={busy}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );
  return { requestDelete: setPending, dialog };
}

function TagListContent({ queryRef }: { queryRef: PreloadedQuery<TagListPageQuery> }) {
  const data = usePreloadedQuery<TagListPageQuery>(tagListPageQuery, queryRef);
  const revalidator = useRevalidator();
  const { requestDelete, dialog } = useDeleteTag(() => void revalidator.revalidate());
  // Deleting needs can_write on Tag (Alpha, Admin); every role reads tags.
  const canWrite = (data.viewer?.permissions ?? []).some((p) => p.name === 'can_write' && p.viewMenu === 'Tag');
  const tags = data.tags.edges.map((e) => e.node);
  if (tags.length === 0) {
    return <Text color="fg.muted">No tags yet. Add tags to a chart or dashboard in its properties.</Text>;
  }
  return (
    <Table.Root size="sm" variant="outline">
      {dialog}
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="30%">Name</Table.ColumnHeader>
          <Table.ColumnHeader w="33%">Description</Table.ColumnHeader>
          <Table.ColumnHeader w="20%">Created by</Table.ColumnHeader>
          <Table.ColumnHeader w="12%">Modified</Table.ColumnHeader>
          <Table.ColumnHeader w="5%">
            <Box srOnly>Actions</Box>
          </Table.ColumnHeader>
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
            <Table.Cell>
              {canWrite ? (
                <IconButton
                  variant="ghost"
                  size="xs"
                  colorPalette="red"
                  aria-label={`Delete ${tag.name}`}
                  title="Delete"
                  onClick={() => requestDelete(tag)}
                >
                  ✕
                </IconButton>
              ) : null}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * `/superset/tags/`: every tag by name (the first 100), each opening the page of what carries it;
 * writers delete a tag after a confirmation.
 */
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
