import { HStack, Link, Tag } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The address of a tag's page: what carries it (Superset's `/superset/all_entities/?id=`). */
export const tagPagePath = (tagId: number) => `/superset/all_entities/?id=${tagId}`;

export interface TagListProps {
  readonly tags: readonly { readonly tagId: number; readonly name: string }[];
  /** At most this many, then "+N" (a list row stays one line). */
  readonly max?: number;
}

/** Tags as small links to their pages; nothing when there are none. */
export function TagList({ tags, max = 3 }: TagListProps) {
  if (tags.length === 0) return null;
  const shown = tags.slice(0, max);
  const rest = tags.length - shown.length;
  return (
    <HStack as="ul" gap="1" flexWrap="wrap" listStyleType="none" aria-label="Tags">
      {shown.map((tag) => (
        <li key={tag.tagId}>
          <Tag.Root size="sm" variant="surface" asChild>
            <Link asChild>
              <RouterLink to={tagPagePath(tag.tagId)}>
                <Tag.Label>{tag.name}</Tag.Label>
              </RouterLink>
            </Link>
          </Tag.Root>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Tag.Root
            size="sm"
            variant="outline"
            title={tags
              .slice(max)
              .map((t) => t.name)
              .join(', ')}
          >
            <Tag.Label>+{rest}</Tag.Label>
          </Tag.Root>
        </li>
      ) : null}
    </HStack>
  );
}
