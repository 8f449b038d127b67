import { graphql, useMutation } from 'react-relay';
import { formatMessage, toastError } from '../toaster.ts';
import type { useSetFavoriteMutation } from './__generated__/useSetFavoriteMutation.graphql.ts';

/**
 * Stars or unstars a chart or dashboard. The star flips at once (optimistic) and the answer's
 * `isFavorite` lands on the same record, so every list, card and home section showing it agrees.
 */
export function useSetFavorite() {
  const [commit, isInFlight] = useMutation<useSetFavoriteMutation>(graphql`
    mutation useSetFavoriteMutation($id: ID!, $favorite: Boolean!) {
      setFavorite(id: $id, favorite: $favorite) {
        __typename
        ... on SetFavoritePayload {
          isFavorite
          target {
            __typename
            ... on Chart {
              id
              isFavorite
            }
            ... on Dashboard {
              id
              isFavorite
            }
          }
        }
        ... on Error {
          message
        }
      }
    }
  `);

  const setFavorite = (id: string, favorite: boolean) =>
    commit({
      variables: { id, favorite },
      optimisticUpdater: (store) => store.get(id)?.setValue(favorite, 'isFavorite'),
      onCompleted: (response) => {
        const result = response.setFavorite;
        if (result.__typename !== 'SetFavoritePayload' && 'message' in result) {
          toastError(formatMessage('There was an error saving the favorite status: %s', String(result.message)));
        }
      },
      onError: (error) => toastError(formatMessage('There was an error saving the favorite status: %s', error.message)),
    });
  return { setFavorite, isInFlight };
}
