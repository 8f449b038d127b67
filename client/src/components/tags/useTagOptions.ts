import { graphql } from 'react-relay';
import { useQueryOptions } from '../list/useQueryOptions.ts';
import type { useTagOptionsQuery } from './__generated__/useTagOptionsQuery.graphql.ts';

/** The first 100 tags by name: the tag filter's choices and the tag editor's suggestions. */
const tagOptionsQuery = graphql`
  query useTagOptionsQuery {
    tags(first: 100, orderBy: NAME) {
      edges {
        node {
          tagId
          name
        }
      }
    }
  }
`;

const noVariables = {};

const readTags = (data: useTagOptionsQuery['response']) =>
  data.tags.edges.map(({ node }) => ({ value: String(node.tagId), label: node.name }));

/** Tags as list filter options (value: the tag id, label: its name). */
export function useTagOptions() {
  return useQueryOptions<useTagOptionsQuery>(tagOptionsQuery, noVariables, readTags);
}
