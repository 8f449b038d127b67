/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A filter added to every query of a chart, as a dashboard filter would add it. */
export type ChartFilterInput = {
  /** The column to filter on. */
  col: string;
  /** The operator. */
  op: FilterOperator;
  /** The comparator: a value, or a list for IN / NOT IN. */
  val?: unknown;
};

/** How to sort the chart list (default: last modified first). */
export type ChartOrder = {
  /** The direction. */
  direction: OrderDirection;
  /** The column to sort by. */
  field: ChartOrderField;
};

/** Columns the chart list can be sorted by. */
export type ChartOrderField =
  /** Last modification time. */
  | 'CHANGED_ON'
  /** The name of the dataset. */
  | 'DATASOURCE_NAME'
  /** The chart's name. */
  | 'SLICE_NAME'
  /** The visualization type. */
  | 'VIZ_TYPE';

/** The operator of a chart query filter (the QueryObject `op`). */
export type FilterOperator =
  /** `==` */
  | 'EQ'
  /** `>` */
  | 'GT'
  /** `>=` */
  | 'GTE'
  /** `ILIKE` */
  | 'ILIKE'
  /** `IN` */
  | 'IN'
  /** `IS FALSE` */
  | 'IS_FALSE'
  /** `IS NOT NULL` */
  | 'IS_NOT_NULL'
  /** `IS NULL` */
  | 'IS_NULL'
  /** `IS TRUE` */
  | 'IS_TRUE'
  /** `LIKE` */
  | 'LIKE'
  /** `<` */
  | 'LT'
  /** `<=` */
  | 'LTE'
  /** `!=` */
  | 'NEQ'
  /** `NOT IN` */
  | 'NOT_IN'
  /** `NOT LIKE` */
  | 'NOT_LIKE'
  /** `TEMPORAL_RANGE` */
  | 'TEMPORAL_RANGE';

/** Sort direction. */
export type OrderDirection =
  /** Ascending (A to Z, oldest first). */
  | 'ASC'
  /** Descending (Z to A, newest first). */
  | 'DESC';

export type ReaderChartsQueryVariables = Exact<{ [key: string]: never; }>;


export type ReaderChartsQuery = { viewer: { username: string } | null, charts: { totalCount: number, edges: Array<{ node: { chartId: number, sliceName: string, owners: Array<{ userId: number, firstName: string, lastName: string }> } }> } };

export type FirstChartsQueryVariables = Exact<{ [key: string]: never; }>;


export type FirstChartsQuery = { charts: { edges: Array<{ node: { id: string, sliceName: string } }> } };

export type ChartPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  search?: string | null | undefined;
  orderBy?: ChartOrder | null | undefined;
}>;


export type ChartPageQuery = { charts: { totalCount: number, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null }, edges: Array<{ cursor: string, node: { id: string, chartId: number, sliceName: string, vizType: string, datasourceId: number, datasourceName: string | null, changedOn: string, changedOnDeltaHumanized: string } }> } };

export type ChartNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type ChartNodeQuery = { node:
    | { __typename: 'Annotation', id: string }
    | { __typename: 'AnnotationLayer', id: string }
    | { __typename: 'AuditLogEntry', id: string }
    | { __typename: 'Chart', chartId: number, sliceName: string, vizType: string, formData: unknown, url: string | null, dashboardIds: Array<number>, id: string, owners: Array<{ id: string, userId: number, username: string, firstName: string, lastName: string }>, dataset: { id: string, datasetId: number, tableName: string, schema: string | null } | null }
    | { __typename: 'CssTemplate', id: string }
    | { __typename: 'Dashboard', id: string }
    | { __typename: 'Database', id: string }
    | { __typename: 'Dataset', id: string }
    | { __typename: 'Report', id: string }
    | { __typename: 'RowLevelSecurityRule', id: string }
    | { __typename: 'SavedQuery', id: string }
    | { __typename: 'SecurityRole', id: string }
    | { __typename: 'SqlLabQuery', id: string }
    | { __typename: 'Tag', id: string }
    | { __typename: 'User', id: string }
   | null };

export type NodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type NodesQuery = { nodes: Array<
    | { __typename: 'Annotation', id: string }
    | { __typename: 'AnnotationLayer', id: string }
    | { __typename: 'AuditLogEntry', id: string }
    | { __typename: 'Chart', sliceName: string, id: string }
    | { __typename: 'CssTemplate', id: string }
    | { __typename: 'Dashboard', id: string }
    | { __typename: 'Database', id: string }
    | { __typename: 'Dataset', tableName: string, id: string }
    | { __typename: 'Report', id: string }
    | { __typename: 'RowLevelSecurityRule', id: string }
    | { __typename: 'SavedQuery', id: string }
    | { __typename: 'SecurityRole', id: string }
    | { __typename: 'SqlLabQuery', id: string }
    | { __typename: 'Tag', id: string }
    | { __typename: 'User', username: string, id: string }
   | null> };

export type ChartDataQueryQueryVariables = Exact<{
  id: string | number;
  force?: boolean | null | undefined;
}>;


export type ChartDataQueryQuery = { node:
    | { data: { results: Array<{ colnames: Array<string>, coltypes: Array<number>, data: unknown, rowcount: number, isCached: boolean, query: string | null, fromDttm: number | null, toDttm: number | null }> } }
    | Record<PropertyKey, never>
   | null };

export type ChartsWithRelationsQueryVariables = Exact<{
  first: number;
  search?: string | null | undefined;
}>;


export type ChartsWithRelationsQuery = { charts: { edges: Array<{ node: { sliceName: string, owners: Array<{ username: string }>, dataset: { tableName: string } | null } }> } };

export type ChartDetailQueryVariables = Exact<{
  id: string | number;
  force?: boolean | null | undefined;
}>;


export type ChartDetailQuery = { node:
    | { sliceName: string, queryContext: unknown, data: { results: Array<{ isCached: boolean, rowcount: number }> } }
    | Record<PropertyKey, never>
   | null };

export type TwiceTheSamePageQueryVariables = Exact<{ [key: string]: never; }>;


export type TwiceTheSamePageQuery = { a: { totalCount: number }, b: { edges: Array<{ node: { sliceName: string } }> } };

export type AdHocChartDataQueryVariables = Exact<{
  queryContext: unknown;
}>;


export type AdHocChartDataQuery = { chartData: { results: Array<{ colnames: Array<string>, coltypes: Array<number>, data: unknown, rowcount: number, query: string | null }> } };

export type ChartDataWithOverridesQueryVariables = Exact<{
  id: string | number;
  timeRange?: string | null | undefined;
  extraFilters?: Array<ChartFilterInput> | ChartFilterInput | null | undefined;
  extraFormData?: unknown;
}>;


export type ChartDataWithOverridesQuery = { node:
    | { data: { results: Array<{ colnames: Array<string>, data: unknown, rowcount: number, fromDttm: number | null, toDttm: number | null, query: string | null }> } }
    | Record<PropertyKey, never>
   | null };

export type DatasetDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type DatasetDetailQuery = { node:
    | { datasetId: number, tableName: string, schema: string | null, kind: string, databaseName: string | null, mainDttmCol: string | null, changedOn: string | null, owners: Array<{ username: string }>, columns: Array<{ columnName: string, type: string | null, isDttm: boolean, expression: string | null, verboseName: string | null }>, metrics: Array<{ metricName: string, expression: string, verboseName: string | null, isCertified: boolean, certifiedBy: string | null, warningText: string | null }> }
    | Record<PropertyKey, never>
   | null };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { id: string, userId: number, username: string } | null };

export type DashboardsQueryVariables = Exact<{
  first?: number | null | undefined;
  search?: string | null | undefined;
  published?: boolean | null | undefined;
}>;


export type DashboardsQuery = { dashboards: { totalCount: number, pageInfo: { hasNextPage: boolean }, edges: Array<{ node: { id: string, dashboardId: number, dashboardTitle: string, slug: string | null, published: boolean, changedOn: string, owners: Array<{ username: string }> } }> } };

export type DashboardLayoutQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardLayoutQuery = { node:
    | { dashboardTitle: string, positionJson: unknown, jsonMetadata: unknown, css: string | null }
    | Record<PropertyKey, never>
   | null };

export type ChartsWithDashboardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChartsWithDashboardsQuery = { charts: { edges: Array<{ node: { chartId: number, dashboardIds: Array<number>, dashboards: Array<{ dashboardId: number, dashboardTitle: string }> } }> } };

export type FirstChartsAnonymousQueryVariables = Exact<{ [key: string]: never; }>;


export type FirstChartsAnonymousQuery = { charts: { edges: Array<{ node: { id: string, sliceName: string } }> } };

export type DeepChartQueryVariables = Exact<{ [key: string]: never; }>;


export type DeepChartQuery = { charts: { edges: Array<{ node: { dataset: { owners: Array<{ username: string }> } | null, data: { results: Array<{ colnames: Array<string> }> } } }> } };

export type ChartByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ChartByIdQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type ChartsAfterQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ChartsAfterQuery = { charts: { totalCount: number } };

export type ChartsOverHttpQueryVariables = Exact<{ [key: string]: never; }>;


export type ChartsOverHttpQuery = { charts: { totalCount: number, edges: Array<{ node: { id: string, sliceName: string, owners: Array<{ username: string }>, dataset: { tableName: string } | null, data: { results: Array<{ rowcount: number, colnames: Array<string> }> } } }> } };

export type ViewerOverHttpQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerOverHttpQuery = { viewer: { username: string } | null };


export const ReaderChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReaderCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReaderChartsQuery, ReaderChartsQueryVariables>;
export const FirstChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FirstChartsQuery, FirstChartsQueryVariables>;
export const ChartPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceId"}},{"kind":"Field","name":{"kind":"Name","value":"datasourceName"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"changedOnDeltaHumanized"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartPageQuery, ChartPageQueryVariables>;
export const ChartNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"vizType"}},{"kind":"Field","name":{"kind":"Name","value":"formData"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardIds"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartNodeQuery, ChartNodeQueryVariables>;
export const NodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Nodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliceName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<NodesQuery, NodesQueryVariables>;
export const ChartDataQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartDataQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartDataQueryQuery, ChartDataQueryQueryVariables>;
export const ChartsWithRelationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartsWithRelations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartsWithRelationsQuery, ChartsWithRelationsQueryVariables>;
export const ChartDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"queryContext"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isCached"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartDetailQuery, ChartDetailQueryVariables>;
export const TwiceTheSamePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwiceTheSamePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"a"},"name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"b"},"name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sliceName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TwiceTheSamePageQuery, TwiceTheSamePageQueryVariables>;
export const AdHocChartDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdHocChartData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queryContext"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queryContext"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queryContext"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"coltypes"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"query"}}]}}]}}]}}]} as unknown as DocumentNode<AdHocChartDataQuery, AdHocChartDataQueryVariables>;
export const ChartDataWithOverridesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartDataWithOverrides"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeRange"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extraFilters"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChartFilterInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"extraFormData"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chart"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"timeRange"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeRange"}}},{"kind":"Argument","name":{"kind":"Name","value":"extraFilters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extraFilters"}}},{"kind":"Argument","name":{"kind":"Name","value":"extraFormData"},"value":{"kind":"Variable","name":{"kind":"Name","value":"extraFormData"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colnames"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"fromDttm"}},{"kind":"Field","name":{"kind":"Name","value":"toDttm"}},{"kind":"Field","name":{"kind":"Name","value":"query"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartDataWithOverridesQuery, ChartDataWithOverridesQueryVariables>;
export const DatasetDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DatasetDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dataset"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"datasetId"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"schema"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"databaseName"}},{"kind":"Field","name":{"kind":"Name","value":"mainDttmCol"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"columnName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isDttm"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"metrics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"metricName"}},{"kind":"Field","name":{"kind":"Name","value":"expression"}},{"kind":"Field","name":{"kind":"Name","value":"verboseName"}},{"kind":"Field","name":{"kind":"Name","value":"isCertified"}},{"kind":"Field","name":{"kind":"Name","value":"certifiedBy"}},{"kind":"Field","name":{"kind":"Name","value":"warningText"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DatasetDetailQuery, DatasetDetailQueryVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const DashboardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Dashboards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"published"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"Variable","name":{"kind":"Name","value":"published"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"published"}},{"kind":"Field","name":{"kind":"Name","value":"changedOn"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardsQuery, DashboardsQueryVariables>;
export const DashboardLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardLayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}},{"kind":"Field","name":{"kind":"Name","value":"positionJson"}},{"kind":"Field","name":{"kind":"Name","value":"jsonMetadata"}},{"kind":"Field","name":{"kind":"Name","value":"css"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardLayoutQuery, DashboardLayoutQueryVariables>;
export const ChartsWithDashboardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartsWithDashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chartId"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardIds"}},{"kind":"Field","name":{"kind":"Name","value":"dashboards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardId"}},{"kind":"Field","name":{"kind":"Name","value":"dashboardTitle"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartsWithDashboardsQuery, ChartsWithDashboardsQueryVariables>;
export const FirstChartsAnonymousDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstChartsAnonymous"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FirstChartsAnonymousQuery, FirstChartsAnonymousQueryVariables>;
export const DeepChartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeepChart"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colnames"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeepChartQuery, DeepChartQueryVariables>;
export const ChartByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ChartByIdQuery, ChartByIdQueryVariables>;
export const ChartsAfterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartsAfter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ChartsAfterQuery, ChartsAfterQueryVariables>;
export const ChartsOverHttpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChartsOverHttp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"charts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sliceName"}},{"kind":"Field","name":{"kind":"Name","value":"owners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dataset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rowcount"}},{"kind":"Field","name":{"kind":"Name","value":"colnames"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChartsOverHttpQuery, ChartsOverHttpQueryVariables>;
export const ViewerOverHttpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ViewerOverHttp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]} as unknown as DocumentNode<ViewerOverHttpQuery, ViewerOverHttpQueryVariables>;