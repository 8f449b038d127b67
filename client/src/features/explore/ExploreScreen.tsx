import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { fieldErrorMessage } from '../../relay/errors.ts';
import type { ExploreScreenQuery } from './__generated__/ExploreScreenQuery.graphql.ts';
import { ChangeDatasetModal } from './components/ChangeDatasetModal.tsx';
import { ExploreWorkspace, type SavedChartInfo } from './components/ExploreWorkspace.tsx';
import { QuerySourcePane } from './components/QuerySourcePane.tsx';
import type { ExploreLoaderData } from './route.ts';
import type { ExploreFormData } from './state/exploreState.ts';

export const exploreScreenQuery = graphql`
  query ExploreScreenQuery(
    $nodeId: ID!
    $hasNode: Boolean!
    $formDataKey: String!
    $hasKey: Boolean!
    $permalinkKey: String!
    $hasPermalink: Boolean!
  ) {
    node(id: $nodeId) @include(if: $hasNode) @catch(to: RESULT) {
      __typename
      ... on Chart @alias(as: "chart") {
        id
        chartId
        sliceName
        description
        drawnVizType
        drawnFormData
        viewerCanEdit
        isFavorite
        ...ChartPropertiesDialog_chart
        dashboards {
          dashboardId
          dashboardTitle
        }
        dataset {
          id
          ...ExploreWorkspace_dataset
        }
      }
      ... on Dataset @alias(as: "dataset") {
        id
        ...ExploreWorkspace_dataset
      }
      ... on SqlLabQuery @alias(as: "sqlLabQuery") {
        ...QuerySourcePane_query
      }
    }
    exploreFormData(key: $formDataKey) @include(if: $hasKey) @catch(to: RESULT) {
      formData
    }
    explorePermalink(key: $permalinkKey) @include(if: $hasPermalink) @catch(to: RESULT) {
      formData
    }
  }
`;

function Banner({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function MissingDataset({ chartId }: { chartId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <Banner title="Missing dataset">
      <Stack gap="2" align="start">
        <Text>The dataset linked to this chart may have been deleted.</Text>
        {chartId ? (
          <>
            <Button size="sm" onClick={() => setOpen(true)}>
              Change dataset
            </Button>
            <ChangeDatasetModal open={open} onClose={() => setOpen(false)} chartId={chartId} currentDatasetId={null} />
          </>
        ) : null}
      </Stack>
    </Banner>
  );
}

function asFormData(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function ExploreContent({ data }: { data: ExploreLoaderData }) {
  const result = usePreloadedQuery<ExploreScreenQuery>(exploreScreenQuery, data.queryRef);
  if (data.missingParameters) {
    return <Banner title="Missing URL parameters">The URL is missing the dataset_id or slice_id parameters.</Banner>;
  }
  const node = result.node;
  if (!node) return null;
  if (!node.ok) {
    return (
      <Text role="alert" whiteSpace="pre-wrap">
        {fieldErrorMessage(node.errors)}
      </Text>
    );
  }
  const keyed = result.exploreFormData;
  const keyError = keyed && !keyed.ok ? fieldErrorMessage(keyed.errors) : null;
  const permalink = result.explorePermalink?.ok ? asFormData(result.explorePermalink.value?.formData) : null;
  const stored = keyed?.ok ? asFormData(keyed.value?.formData) : permalink;
  if (node.value?.sqlLabQuery) return <QuerySourcePane query={node.value.sqlLabQuery} vizType={data.vizType} />;
  const chart = node.value?.chart;
  const dataset = chart ? chart.dataset : node.value?.dataset;
  if (chart && !dataset) return <MissingDataset chartId={chart.id} />;
  if (!dataset) return <MissingDataset chartId={null} />;
  const saved: SavedChartInfo | null = chart
    ? {
        id: chart.id,
        chartId: chart.chartId,
        sliceName: chart.sliceName,
        description: chart.description ?? null,
        viewerCanEdit: chart.viewerCanEdit,
        isFavorite: chart.isFavorite,
        dashboards: chart.dashboards.map((d) => ({ id: d.dashboardId, title: d.dashboardTitle })),
        properties: chart,
      }
    : null;
  const base = chart ? (asFormData(chart.drawnFormData) ?? {}) : {};
  const vizType =
    (typeof stored?.viz_type === 'string' ? stored.viz_type : null) ??
    (chart ? chart.drawnVizType : (data.vizType ?? 'table'));
  const initial = {
    ...base,
    ...(stored ?? {}),
    viz_type: vizType,
    ...(saved ? { slice_id: saved.chartId } : {}),
  } as ExploreFormData;
  return (
    <>
      {keyError ? (
        <Banner title="Unsaved changes could not be restored">{keyError}</Banner>
      ) : data.formDataKey && keyed?.ok && !stored ? (
        <Banner title="Unsaved changes could not be restored">
          The link's unsaved changes have expired or do not exist; the chart opens as it was saved.
        </Banner>
      ) : null}
      <ExploreWorkspace
        key={dataset.id}
        dataset={dataset}
        saved={saved}
        initialFormData={initial}
        formDataKey={stored ? data.formDataKey : null}
        runOnOpen={Boolean(chart)}
        ui={data.ui}
      />
    </>
  );
}

function ExploreSkeleton() {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label="Loading chart">
      <Skeleton h="9" w="md" />
      <Skeleton h="70vh" />
    </Stack>
  );
}

export function ExploreScreen({ data }: { data: ExploreLoaderData }) {
  return (
    <Suspense fallback={<ExploreSkeleton />}>
      <ExploreContent data={data} />
    </Suspense>
  );
}
