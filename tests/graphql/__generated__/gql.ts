/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ReaderCharts {\n    viewer { username }\n    charts(first: 100) { totalCount edges { node { chartId sliceName owners { userId firstName lastName } } } }\n  }\n": typeof types.ReaderChartsDocument,
    "\n  query FirstCharts {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n": typeof types.FirstChartsDocument,
    "\n  query ChartPage($first: Int, $after: String, $last: Int, $before: String, $search: String, $orderBy: ChartOrder) {\n    charts(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      edges { cursor node { id chartId sliceName vizType datasourceId datasourceName changedOn changedOnDeltaHumanized } }\n    }\n  }\n": typeof types.ChartPageDocument,
    "\n  query ChartNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Chart {\n        chartId\n        sliceName\n        vizType\n        formData\n        url\n        dashboardIds\n        owners { id userId username firstName lastName }\n        dataset { id datasetId tableName schema }\n      }\n    }\n  }\n": typeof types.ChartNodeDocument,
    "\n  query Nodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Chart { sliceName }\n      ... on Dataset { tableName }\n      ... on User { username }\n    }\n  }\n": typeof types.NodesDocument,
    "\n  query ChartDataQuery($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        data(force: $force) { results { colnames coltypes data rowcount isCached query fromDttm toDttm } }\n      }\n    }\n  }\n": typeof types.ChartDataQueryDocument,
    "\n  query ChartsWithRelations($first: Int!, $search: String) {\n    charts(first: $first, search: $search) {\n      edges { node { sliceName owners { username } dataset { tableName } } }\n    }\n  }\n": typeof types.ChartsWithRelationsDocument,
    "\n  query ChartDetail($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        sliceName\n        queryContext\n        data(force: $force) { results { isCached rowcount } }\n      }\n    }\n  }\n": typeof types.ChartDetailDocument,
    "\n  query TwiceTheSamePage {\n    a: charts(first: 3) { totalCount }\n    b: charts(first: 3) { edges { node { sliceName } } }\n  }\n": typeof types.TwiceTheSamePageDocument,
    "\n  query AdHocChartData($queryContext: JSON!) {\n    chartData(queryContext: $queryContext) { results { colnames coltypes data rowcount query } }\n  }\n": typeof types.AdHocChartDataDocument,
    "\n  query ChartDataWithOverrides($id: ID!, $timeRange: String, $extraFilters: [ChartFilterInput!], $extraFormData: JSON) {\n    node(id: $id) {\n      ... on Chart {\n        data(timeRange: $timeRange, extraFilters: $extraFilters, extraFormData: $extraFormData) {\n          results { colnames data rowcount fromDttm toDttm query }\n        }\n      }\n    }\n  }\n": typeof types.ChartDataWithOverridesDocument,
    "\n  query DatasetDetail($id: ID!) {\n    node(id: $id) {\n      ... on Dataset {\n        datasetId\n        tableName\n        schema\n        kind\n        databaseName\n        mainDttmCol\n        changedOn\n        owners { username }\n        columns { columnName type isDttm expression verboseName }\n        metrics { metricName expression verboseName isCertified certifiedBy warningText }\n      }\n    }\n  }\n": typeof types.DatasetDetailDocument,
    "\n  query Viewer { viewer { id userId username } }\n": typeof types.ViewerDocument,
    "\n  query Dashboards($first: Int, $search: String, $published: Boolean) {\n    dashboards(first: $first, search: $search, published: $published) {\n      totalCount\n      pageInfo { hasNextPage }\n      edges { node { id dashboardId dashboardTitle slug published changedOn owners { username } } }\n    }\n  }\n": typeof types.DashboardsDocument,
    "\n  query DashboardLayout($id: ID!) {\n    node(id: $id) { ... on Dashboard { dashboardTitle positionJson jsonMetadata css } }\n  }\n": typeof types.DashboardLayoutDocument,
    "\n  query ChartsWithDashboards {\n    charts(first: 20) { edges { node { chartId dashboardIds dashboards { dashboardId dashboardTitle } } } }\n  }\n": typeof types.ChartsWithDashboardsDocument,
    "\n  query FirstChartsAnonymous {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n": typeof types.FirstChartsAnonymousDocument,
    "\n  query DeepChart {\n    charts(first: 2) { edges { node { dataset { owners { username } } data { results { colnames } } } } }\n  }\n": typeof types.DeepChartDocument,
    "\n  query ChartById($id: ID!) { node(id: $id) { id } }\n": typeof types.ChartByIdDocument,
    "\n  query ChartsAfter($after: String) { charts(first: 2, after: $after) { totalCount } }\n": typeof types.ChartsAfterDocument,
    "\n  query ChartsOverHttp {\n    charts(first: 3) {\n      totalCount\n      edges { node { id sliceName owners { username } dataset { tableName } data { results { rowcount colnames } } } }\n    }\n  }\n": typeof types.ChartsOverHttpDocument,
    "\n  query ViewerOverHttp { viewer { username } }\n": typeof types.ViewerOverHttpDocument,
};
const documents: Documents = {
    "\n  query ReaderCharts {\n    viewer { username }\n    charts(first: 100) { totalCount edges { node { chartId sliceName owners { userId firstName lastName } } } }\n  }\n": types.ReaderChartsDocument,
    "\n  query FirstCharts {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n": types.FirstChartsDocument,
    "\n  query ChartPage($first: Int, $after: String, $last: Int, $before: String, $search: String, $orderBy: ChartOrder) {\n    charts(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      edges { cursor node { id chartId sliceName vizType datasourceId datasourceName changedOn changedOnDeltaHumanized } }\n    }\n  }\n": types.ChartPageDocument,
    "\n  query ChartNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Chart {\n        chartId\n        sliceName\n        vizType\n        formData\n        url\n        dashboardIds\n        owners { id userId username firstName lastName }\n        dataset { id datasetId tableName schema }\n      }\n    }\n  }\n": types.ChartNodeDocument,
    "\n  query Nodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Chart { sliceName }\n      ... on Dataset { tableName }\n      ... on User { username }\n    }\n  }\n": types.NodesDocument,
    "\n  query ChartDataQuery($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        data(force: $force) { results { colnames coltypes data rowcount isCached query fromDttm toDttm } }\n      }\n    }\n  }\n": types.ChartDataQueryDocument,
    "\n  query ChartsWithRelations($first: Int!, $search: String) {\n    charts(first: $first, search: $search) {\n      edges { node { sliceName owners { username } dataset { tableName } } }\n    }\n  }\n": types.ChartsWithRelationsDocument,
    "\n  query ChartDetail($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        sliceName\n        queryContext\n        data(force: $force) { results { isCached rowcount } }\n      }\n    }\n  }\n": types.ChartDetailDocument,
    "\n  query TwiceTheSamePage {\n    a: charts(first: 3) { totalCount }\n    b: charts(first: 3) { edges { node { sliceName } } }\n  }\n": types.TwiceTheSamePageDocument,
    "\n  query AdHocChartData($queryContext: JSON!) {\n    chartData(queryContext: $queryContext) { results { colnames coltypes data rowcount query } }\n  }\n": types.AdHocChartDataDocument,
    "\n  query ChartDataWithOverrides($id: ID!, $timeRange: String, $extraFilters: [ChartFilterInput!], $extraFormData: JSON) {\n    node(id: $id) {\n      ... on Chart {\n        data(timeRange: $timeRange, extraFilters: $extraFilters, extraFormData: $extraFormData) {\n          results { colnames data rowcount fromDttm toDttm query }\n        }\n      }\n    }\n  }\n": types.ChartDataWithOverridesDocument,
    "\n  query DatasetDetail($id: ID!) {\n    node(id: $id) {\n      ... on Dataset {\n        datasetId\n        tableName\n        schema\n        kind\n        databaseName\n        mainDttmCol\n        changedOn\n        owners { username }\n        columns { columnName type isDttm expression verboseName }\n        metrics { metricName expression verboseName isCertified certifiedBy warningText }\n      }\n    }\n  }\n": types.DatasetDetailDocument,
    "\n  query Viewer { viewer { id userId username } }\n": types.ViewerDocument,
    "\n  query Dashboards($first: Int, $search: String, $published: Boolean) {\n    dashboards(first: $first, search: $search, published: $published) {\n      totalCount\n      pageInfo { hasNextPage }\n      edges { node { id dashboardId dashboardTitle slug published changedOn owners { username } } }\n    }\n  }\n": types.DashboardsDocument,
    "\n  query DashboardLayout($id: ID!) {\n    node(id: $id) { ... on Dashboard { dashboardTitle positionJson jsonMetadata css } }\n  }\n": types.DashboardLayoutDocument,
    "\n  query ChartsWithDashboards {\n    charts(first: 20) { edges { node { chartId dashboardIds dashboards { dashboardId dashboardTitle } } } }\n  }\n": types.ChartsWithDashboardsDocument,
    "\n  query FirstChartsAnonymous {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n": types.FirstChartsAnonymousDocument,
    "\n  query DeepChart {\n    charts(first: 2) { edges { node { dataset { owners { username } } data { results { colnames } } } } }\n  }\n": types.DeepChartDocument,
    "\n  query ChartById($id: ID!) { node(id: $id) { id } }\n": types.ChartByIdDocument,
    "\n  query ChartsAfter($after: String) { charts(first: 2, after: $after) { totalCount } }\n": types.ChartsAfterDocument,
    "\n  query ChartsOverHttp {\n    charts(first: 3) {\n      totalCount\n      edges { node { id sliceName owners { username } dataset { tableName } data { results { rowcount colnames } } } }\n    }\n  }\n": types.ChartsOverHttpDocument,
    "\n  query ViewerOverHttp { viewer { username } }\n": types.ViewerOverHttpDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderCharts {\n    viewer { username }\n    charts(first: 100) { totalCount edges { node { chartId sliceName owners { userId firstName lastName } } } }\n  }\n"): (typeof documents)["\n  query ReaderCharts {\n    viewer { username }\n    charts(first: 100) { totalCount edges { node { chartId sliceName owners { userId firstName lastName } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstCharts {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n"): (typeof documents)["\n  query FirstCharts {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartPage($first: Int, $after: String, $last: Int, $before: String, $search: String, $orderBy: ChartOrder) {\n    charts(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      edges { cursor node { id chartId sliceName vizType datasourceId datasourceName changedOn changedOnDeltaHumanized } }\n    }\n  }\n"): (typeof documents)["\n  query ChartPage($first: Int, $after: String, $last: Int, $before: String, $search: String, $orderBy: ChartOrder) {\n    charts(first: $first, after: $after, last: $last, before: $before, search: $search, orderBy: $orderBy) {\n      totalCount\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n      edges { cursor node { id chartId sliceName vizType datasourceId datasourceName changedOn changedOnDeltaHumanized } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Chart {\n        chartId\n        sliceName\n        vizType\n        formData\n        url\n        dashboardIds\n        owners { id userId username firstName lastName }\n        dataset { id datasetId tableName schema }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChartNode($id: ID!) {\n    node(id: $id) {\n      __typename\n      id\n      ... on Chart {\n        chartId\n        sliceName\n        vizType\n        formData\n        url\n        dashboardIds\n        owners { id userId username firstName lastName }\n        dataset { id datasetId tableName schema }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Nodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Chart { sliceName }\n      ... on Dataset { tableName }\n      ... on User { username }\n    }\n  }\n"): (typeof documents)["\n  query Nodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      ... on Chart { sliceName }\n      ... on Dataset { tableName }\n      ... on User { username }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartDataQuery($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        data(force: $force) { results { colnames coltypes data rowcount isCached query fromDttm toDttm } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChartDataQuery($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        data(force: $force) { results { colnames coltypes data rowcount isCached query fromDttm toDttm } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartsWithRelations($first: Int!, $search: String) {\n    charts(first: $first, search: $search) {\n      edges { node { sliceName owners { username } dataset { tableName } } }\n    }\n  }\n"): (typeof documents)["\n  query ChartsWithRelations($first: Int!, $search: String) {\n    charts(first: $first, search: $search) {\n      edges { node { sliceName owners { username } dataset { tableName } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartDetail($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        sliceName\n        queryContext\n        data(force: $force) { results { isCached rowcount } }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChartDetail($id: ID!, $force: Boolean) {\n    node(id: $id) {\n      ... on Chart {\n        sliceName\n        queryContext\n        data(force: $force) { results { isCached rowcount } }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwiceTheSamePage {\n    a: charts(first: 3) { totalCount }\n    b: charts(first: 3) { edges { node { sliceName } } }\n  }\n"): (typeof documents)["\n  query TwiceTheSamePage {\n    a: charts(first: 3) { totalCount }\n    b: charts(first: 3) { edges { node { sliceName } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdHocChartData($queryContext: JSON!) {\n    chartData(queryContext: $queryContext) { results { colnames coltypes data rowcount query } }\n  }\n"): (typeof documents)["\n  query AdHocChartData($queryContext: JSON!) {\n    chartData(queryContext: $queryContext) { results { colnames coltypes data rowcount query } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartDataWithOverrides($id: ID!, $timeRange: String, $extraFilters: [ChartFilterInput!], $extraFormData: JSON) {\n    node(id: $id) {\n      ... on Chart {\n        data(timeRange: $timeRange, extraFilters: $extraFilters, extraFormData: $extraFormData) {\n          results { colnames data rowcount fromDttm toDttm query }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChartDataWithOverrides($id: ID!, $timeRange: String, $extraFilters: [ChartFilterInput!], $extraFormData: JSON) {\n    node(id: $id) {\n      ... on Chart {\n        data(timeRange: $timeRange, extraFilters: $extraFilters, extraFormData: $extraFormData) {\n          results { colnames data rowcount fromDttm toDttm query }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DatasetDetail($id: ID!) {\n    node(id: $id) {\n      ... on Dataset {\n        datasetId\n        tableName\n        schema\n        kind\n        databaseName\n        mainDttmCol\n        changedOn\n        owners { username }\n        columns { columnName type isDttm expression verboseName }\n        metrics { metricName expression verboseName isCertified certifiedBy warningText }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DatasetDetail($id: ID!) {\n    node(id: $id) {\n      ... on Dataset {\n        datasetId\n        tableName\n        schema\n        kind\n        databaseName\n        mainDttmCol\n        changedOn\n        owners { username }\n        columns { columnName type isDttm expression verboseName }\n        metrics { metricName expression verboseName isCertified certifiedBy warningText }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer { viewer { id userId username } }\n"): (typeof documents)["\n  query Viewer { viewer { id userId username } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboards($first: Int, $search: String, $published: Boolean) {\n    dashboards(first: $first, search: $search, published: $published) {\n      totalCount\n      pageInfo { hasNextPage }\n      edges { node { id dashboardId dashboardTitle slug published changedOn owners { username } } }\n    }\n  }\n"): (typeof documents)["\n  query Dashboards($first: Int, $search: String, $published: Boolean) {\n    dashboards(first: $first, search: $search, published: $published) {\n      totalCount\n      pageInfo { hasNextPage }\n      edges { node { id dashboardId dashboardTitle slug published changedOn owners { username } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardLayout($id: ID!) {\n    node(id: $id) { ... on Dashboard { dashboardTitle positionJson jsonMetadata css } }\n  }\n"): (typeof documents)["\n  query DashboardLayout($id: ID!) {\n    node(id: $id) { ... on Dashboard { dashboardTitle positionJson jsonMetadata css } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartsWithDashboards {\n    charts(first: 20) { edges { node { chartId dashboardIds dashboards { dashboardId dashboardTitle } } } }\n  }\n"): (typeof documents)["\n  query ChartsWithDashboards {\n    charts(first: 20) { edges { node { chartId dashboardIds dashboards { dashboardId dashboardTitle } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FirstChartsAnonymous {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n"): (typeof documents)["\n  query FirstChartsAnonymous {\n    charts(first: 5) { edges { node { id sliceName } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeepChart {\n    charts(first: 2) { edges { node { dataset { owners { username } } data { results { colnames } } } } }\n  }\n"): (typeof documents)["\n  query DeepChart {\n    charts(first: 2) { edges { node { dataset { owners { username } } data { results { colnames } } } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartById($id: ID!) { node(id: $id) { id } }\n"): (typeof documents)["\n  query ChartById($id: ID!) { node(id: $id) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartsAfter($after: String) { charts(first: 2, after: $after) { totalCount } }\n"): (typeof documents)["\n  query ChartsAfter($after: String) { charts(first: 2, after: $after) { totalCount } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChartsOverHttp {\n    charts(first: 3) {\n      totalCount\n      edges { node { id sliceName owners { username } dataset { tableName } data { results { rowcount colnames } } } }\n    }\n  }\n"): (typeof documents)["\n  query ChartsOverHttp {\n    charts(first: 3) {\n      totalCount\n      edges { node { id sliceName owners { username } dataset { tableName } data { results { rowcount colnames } } } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerOverHttp { viewer { username } }\n"): (typeof documents)["\n  query ViewerOverHttp { viewer { username } }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;