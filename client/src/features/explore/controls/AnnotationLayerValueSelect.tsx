import { Field, NativeSelect, Text } from '@chakra-ui/react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { AnnotationLayerValueSelect_chart$key } from './__generated__/AnnotationLayerValueSelect_chart.graphql.ts';
import type { AnnotationLayerValueSelect_layer$key } from './__generated__/AnnotationLayerValueSelect_layer.graphql.ts';
import type { AnnotationLayerValueSelectQuery } from './__generated__/AnnotationLayerValueSelectQuery.graphql.ts';

export interface AnnotationLayerValueSelectProps {
  /** Native annotation layers (EVENT, INTERVAL) or charts (TIME_SERIES). */
  readonly source: 'layers' | 'charts';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid: boolean;
}

function LayerOption({ layer }: { layer: AnnotationLayerValueSelect_layer$key }) {
  const data = useFragment(
    graphql`
      fragment AnnotationLayerValueSelect_layer on AnnotationLayer {
        layerId
        name
      }
    `,
    layer,
  );
  return <option value={String(data.layerId)}>{data.name}</option>;
}

function ChartOption({ chart }: { chart: AnnotationLayerValueSelect_chart$key }) {
  const data = useFragment(
    graphql`
      fragment AnnotationLayerValueSelect_chart on Chart {
        chartId
        sliceName
        vizType
      }
    `,
    chart,
  );
  return (
    <option value={String(data.chartId)}>
      {data.sliceName} ({data.vizType})
    </option>
  );
}

/**
 * The source of an annotation layer, picked from what the server has, as Superset's annotation
 * popover offers: the native annotation layers for events and intervals, the charts for a time series.
 */
export function AnnotationLayerValueSelect({ source, value, onChange, invalid }: AnnotationLayerValueSelectProps) {
  const data = useLazyLoadQuery<AnnotationLayerValueSelectQuery>(
    graphql`
      query AnnotationLayerValueSelectQuery($layers: Boolean!, $charts: Boolean!) {
        annotationLayers(first: 100) @include(if: $layers) {
          edges {
            node {
              id
              ...AnnotationLayerValueSelect_layer
            }
          }
        }
        charts(first: 100, orderBy: { field: SLICE_NAME, direction: ASC }) @include(if: $charts) {
          edges {
            node {
              id
              ...AnnotationLayerValueSelect_chart
            }
          }
        }
      }
    `,
    { layers: source === 'layers', charts: source === 'charts' },
    { fetchPolicy: 'store-and-network' },
  );
  const layers = data.annotationLayers?.edges ?? [];
  const charts = data.charts?.edges ?? [];
  const empty = source === 'layers' ? layers.length === 0 : charts.length === 0;
  return (
    <>
      <NativeSelect.Root size="sm" disabled={empty}>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-invalid={invalid}>
          <option value="">{source === 'layers' ? 'Select an annotation layer' : 'Select a chart'}</option>
          {source === 'layers'
            ? layers.map((edge) => <LayerOption key={edge.node.id} layer={edge.node} />)
            : charts.map((edge) => <ChartOption key={edge.node.id} chart={edge.node} />)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {empty ? (
        <Field.HelperText>
          <Text as="span">
            {source === 'layers'
              ? 'No annotation layers yet: add one under Settings > Annotation Layers.'
              : 'No charts yet: save a time-series chart first.'}
          </Text>
        </Field.HelperText>
      ) : null}
    </>
  );
}
