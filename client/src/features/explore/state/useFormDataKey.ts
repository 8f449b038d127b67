import { useEffect, useRef } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { useFormDataKeyCreateMutation } from './__generated__/useFormDataKeyCreateMutation.graphql.ts';
import type { useFormDataKeyUpdateMutation } from './__generated__/useFormDataKeyUpdateMutation.graphql.ts';
import type { ExploreFormData } from './exploreState.ts';

const createMutation = graphql`
  mutation useFormDataKeyCreateMutation($input: ExploreFormDataInput!) {
    createExploreFormData(input: $input) {
      __typename
      ... on TemporaryStatePayload {
        key
      }
    }
  }
`;
const updateMutation = graphql`
  mutation useFormDataKeyUpdateMutation($key: String!, $input: ExploreFormDataInput!) {
    updateExploreFormData(key: $key, input: $input) {
      __typename
      ... on TemporaryStatePayload {
        key
      }
    }
  }
`;

/** The URL of the screen with `form_data_key` set (other parameters kept). */
export function urlWithKey(href: string, key: string): string {
  const url = new URL(href);
  url.searchParams.set('form_data_key', key);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Keeps the form on the server under a key in the URL (`form_data_key`), 500 ms after the last
 * change, so a reload or a shared link brings the unsaved form back. The URL is replaced in place:
 * the page does not reload for it.
 */
export function useFormDataKey(
  formData: ExploreFormData,
  datasetId: number,
  chartGlobalId: string | null,
  initialKey: string | null,
  enabled: boolean,
) {
  const environment = useRelayEnvironment();
  const key = useRef(initialKey);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      // The form as it opened is what the URL already describes.
      first.current = false;
      return;
    }
    if (!enabled) return;
    const timer = setTimeout(() => {
      const input = {
        datasourceId: datasetId,
        datasourceType: 'table',
        formData,
        ...(chartGlobalId ? { chartId: chartGlobalId } : {}),
      };
      const remember = (next: string | undefined) => {
        if (!next) return;
        key.current = next;
        window.history.replaceState(window.history.state, '', urlWithKey(window.location.href, next));
      };
      if (key.current) {
        commitMutation<useFormDataKeyUpdateMutation>(environment, {
          mutation: updateMutation,
          variables: { key: key.current, input },
          onCompleted: (r) => {
            if (r.updateExploreFormData.__typename === 'TemporaryStatePayload') remember(r.updateExploreFormData.key);
            else key.current = null;
          },
        });
      } else {
        commitMutation<useFormDataKeyCreateMutation>(environment, {
          mutation: createMutation,
          variables: { input },
          onCompleted: (r) =>
            remember(
              r.createExploreFormData.__typename === 'TemporaryStatePayload' ? r.createExploreFormData.key : undefined,
            ),
        });
      }
    }, 500);
    return () => clearTimeout(timer);
  }, [environment, formData, datasetId, chartGlobalId, enabled]);
}
