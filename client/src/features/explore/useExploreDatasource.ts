import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useExploreDatasource_dataset$key } from './__generated__/useExploreDatasource_dataset.graphql.ts';
import type { ExploreDatasource } from './rules/index.ts';

/** The explore screen's dataset: what every control, popover and the dataset pane read. */
export interface ExploreDataset extends ExploreDatasource {
  readonly id: string;
  readonly datasetId: number;
  readonly tableName: string;
  readonly databaseName: string | null;
  readonly databaseId: number | null;
  readonly kind: string;
  readonly sql: string | null;
  readonly mainDttmCol: string | null;
  readonly viewerCanEdit: boolean;
  readonly isManagedExternally: boolean;
  readonly certifiedBy: string | null;
  readonly certificationDetails: string | null;
  readonly warningMarkdown: string | null;
}

export function useExploreDatasource(key: useExploreDatasource_dataset$key): ExploreDataset {
  const dataset = useFragment(
    graphql`
      fragment useExploreDatasource_dataset on Dataset {
        id
        datasetId
        tableName
        schema
        databaseName
        databaseId
        kind
        sql
        mainDttmCol
        viewerCanEdit
        isManagedExternally
        certifiedBy
        certificationDetails
        warningMarkdown
        disallowAdhocMetrics
        columns {
          columnName
          verboseName
          type
          isDttm
          expression
          filterable
          groupby
          advancedDataType
        }
        metrics {
          metricName
          verboseName
          expression
        }
      }
    `,
    key,
  );
  return useMemo(
    () => ({
      id: dataset.id,
      datasetId: dataset.datasetId,
      tableName: dataset.tableName,
      databaseName: dataset.databaseName ?? null,
      databaseId: dataset.databaseId ?? null,
      kind: dataset.kind,
      sql: dataset.sql ?? null,
      mainDttmCol: dataset.mainDttmCol ?? null,
      viewerCanEdit: dataset.viewerCanEdit,
      isManagedExternally: dataset.isManagedExternally,
      certifiedBy: dataset.certifiedBy ?? null,
      certificationDetails: dataset.certificationDetails ?? null,
      warningMarkdown: dataset.warningMarkdown ?? null,
      disallowAdhocMetrics: dataset.disallowAdhocMetrics,
      type: 'table',
      schema: dataset.schema ?? null,
      datasource_name: dataset.tableName,
      columns: dataset.columns.map((c) => ({
        column_name: c.columnName,
        verbose_name: c.verboseName ?? null,
        type: c.type ?? null,
        is_dttm: c.isDttm,
        expression: c.expression ?? null,
        filterable: c.filterable,
        groupby: c.groupby,
        advanced_data_type: c.advancedDataType ?? null,
      })),
      metrics: dataset.metrics.map((m) => ({
        metric_name: m.metricName,
        verbose_name: m.verboseName ?? null,
        expression: m.expression,
      })),
    }),
    [dataset],
  );
}
