import { useMemo } from 'react';
import { graphql } from 'react-relay';
import type {
  RelatedResource,
  RelatedUserField,
  useRelatedUserOptionsQuery,
} from './__generated__/useRelatedUserOptionsQuery.graphql.ts';
import type { ListFilterOption } from './ListFilterSelect.tsx';
import { useQueryOptions } from './useQueryOptions.ts';

const relatedUsersQuery = graphql`
  query useRelatedUserOptionsQuery($resource: RelatedResource!, $field: RelatedUserField!) {
    relatedUsers(resource: $resource, field: $field) {
      userId
      name
    }
  }
`;

const readUsers = (data: useRelatedUserOptionsQuery['response']): ListFilterOption[] =>
  data.relatedUsers.map((user) => ({ value: String(user.userId), label: user.name }));

/** The users a list filter offers for a relation (owners, created by), at most 100, by first name. */
export function useRelatedUserOptions(resource: RelatedResource, field: RelatedUserField): readonly ListFilterOption[] {
  const variables = useMemo(() => ({ resource, field }), [resource, field]);
  return useQueryOptions<useRelatedUserOptionsQuery>(relatedUsersQuery, variables, readUsers);
}
