import { Button, Menu, Portal } from '@chakra-ui/react';
import { buildQueryContext, type ChartFormData } from '@chartroom/viz';
import { graphql, useMutation } from 'react-relay';
import { toastError, toastSuccess } from '../../../components/toaster.ts';
import type { ExploreFormData } from '../state/exploreState.ts';
import type { ShareMenuPermalinkMutation } from './__generated__/ShareMenuPermalinkMutation.graphql.ts';

/** Downloads go through REST (a file, not data): the chart's query with another result format. */
async function download(formData: ExploreFormData, format: 'csv' | 'xlsx' | 'json') {
  const context = buildQueryContext({
    ...formData,
    result_format: format,
    result_type: 'full',
  } as unknown as ChartFormData);
  const response = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(context),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `${response.status} ${response.statusText}`);
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `chart.${format}`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Share (copy a permalink: 'Link Copied!') and the CSV / XLSX / JSON downloads of the chart's data. */
export function ShareMenu({ formData, canDownload }: { formData: ExploreFormData; canDownload: boolean }) {
  const [commit] = useMutation<ShareMenuPermalinkMutation>(graphql`
    mutation ShareMenuPermalinkMutation($formData: JSON!) {
      createExplorePermalink(formData: $formData) {
        __typename
        ... on Permalink {
          url
        }
        ... on Error {
          message
        }
      }
    }
  `);
  const copyPermalink = () =>
    commit({
      variables: { formData },
      onCompleted: (r) => {
        const result = r.createExplorePermalink;
        const url = result.__typename === 'Permalink' ? result.url : undefined;
        if (!url) return toastError('Could not create a permalink', 'message' in result ? result.message : undefined);
        void navigator.clipboard
          ?.writeText(url)
          .then(() => toastSuccess('Link Copied!'))
          .catch(() => toastSuccess(`Link: ${url}`));
      },
      onError: (error) => toastError('Could not create a permalink', error.message),
    });
  const onDownload = (format: 'csv' | 'xlsx' | 'json') =>
    download(formData, format).catch((error: Error) => toastError('Download failed', error.message));
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          Share ▾
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="permalink" onClick={copyPermalink}>
              Copy permalink to clipboard
            </Menu.Item>
            <Menu.Item value="csv" disabled={!canDownload} onClick={() => onDownload('csv')}>
              Export to .CSV
            </Menu.Item>
            <Menu.Item value="xlsx" disabled={!canDownload} onClick={() => onDownload('xlsx')}>
              Export to Excel
            </Menu.Item>
            <Menu.Item value="json" disabled={!canDownload} onClick={() => onDownload('json')}>
              Export to .JSON
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
