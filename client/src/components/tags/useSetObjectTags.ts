import { graphql, useMutation } from 'react-relay';
import type { TaggableObjectType, useSetObjectTagsMutation } from './__generated__/useSetObjectTagsMutation.graphql.ts';

/**
 * Saves the tags of a chart or dashboard (`setObjectTags`); the updated row reaches the lists and
 * dialogs through their fragments. Resolves with null, or the message of a refusal.
 */
export function useSetObjectTags(): [
  (objectType: TaggableObjectType, objectId: number, tags: readonly string[]) => Promise<string | null>,
  boolean,
] {
  const [commit, saving] = useMutation<useSetObjectTagsMutation>(graphql`
    mutation useSetObjectTagsMutation($objectType: TaggableObjectType!, $objectId: Int!, $tags: [String!]!) {
      setObjectTags(objectType: $objectType, objectId: $objectId, tags: $tags) {
        __typename
        ... on ObjectTagsPayload {
          chart {
            id
            tags {
              tagId
              name
            }
          }
          dashboard {
            id
            tags {
              tagId
              name
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const save = (objectType: TaggableObjectType, objectId: number, tags: readonly string[]) =>
    new Promise<string | null>((resolve) => {
      commit({
        variables: { objectType, objectId, tags: [...tags] },
        onCompleted: (response) => {
          const result = response.setObjectTags;
          resolve(
            result.__typename === 'ObjectTagsPayload'
              ? null
              : 'message' in result
                ? String(result.message)
                : 'Sorry, an unknown error occurred',
          );
        },
        onError: (error) => resolve(error.message),
      });
    });
  return [save, saving];
}
