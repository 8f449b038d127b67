/**
 * The operations GraphiQL opens with: one per main task of the specs (find, read, chart data, a
 * dashboard streamed with its charts, the catalogue, and the writes). Each must validate against the
 * schema (tests/graphql/graphiql-examples.test.ts); IDs come from the reads above them.
 */
export const GRAPHIQL_EXAMPLES = `# Chartroom GraphQL. Send "Authorization: Bearer <access_token>" (POST /api/v1/security/login)
# or log in to the web app first. Pick an operation with the play button; fill the Variables pane.
# The Docs pane (top left) describes every type, field, argument and filter operator.

query FirstCharts {
  charts(first: 5) { edges { node { id sliceName } } }
}

# Search, switches, typed filters (column + operator + value, as REST's rison filters), ordering, paging.
query SearchCharts($search: String = "sales", $after: String) {
  charts(
    first: 10
    after: $after
    search: $search
    isFavorite: null
    ownedByMe: false
    filters: [{ column: VIZ_TYPE, operator: IN, value: ["table", "pie", "echarts_timeseries_line"] }]
    orderBy: { field: SLICE_NAME, direction: ASC }
  ) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id chartId sliceName vizType datasourceName changedOnDeltaHumanized isFavorite viewerCanEdit owners { username } } }
  }
}

# A chart's saved form data and its data; overrides (time range, extra filters, force) are optional.
query ChartWithData($id: ID!) {
  node(id: $id) {
    ... on Chart {
      sliceName
      vizType
      formData
      dataset { tableName schema databaseName }
      data(timeRange: "Last year", force: false) { results { colnames coltypes rowcount isCached data } }
    }
  }
}

# A dashboard with its layout, native filters and every chart's data, each chart as soon as it is ready.
query DashboardStreamed($idOrSlug: String = "sales-overview") {
  dashboard(idOrSlug: $idOrSlug) {
    id dashboardTitle published isFavorite viewerCanEdit
    metadata { nativeFilterConfiguration { filterId name filterType targets { column datasetId } } }
    charts @stream(initialCount: 0) { id sliceName data { results { rowcount data } } }
  }
}

query Dashboards {
  dashboards(first: 20, published: true, filters: [{ column: DASHBOARD_TITLE, operator: CT, value: "sales" }]) {
    totalCount
    edges { node { id dashboardTitle slug changedOnDeltaHumanized owners { username } } }
  }
}

# Datasets with their columns and metrics; databases with their schemas and tables (the dataset picker).
query Catalogue($schema: String = "public") {
  datasets(first: 10, kind: PHYSICAL) {
    edges { node { id tableName schema columns { columnName isDttm } metrics { metricName expression } } }
  }
  databases(first: 5) {
    edges { node { id databaseName backend schemas tables(schema: $schema) { name kind } } }
  }
}

query Helpers {
  timeRange(expression: "Last quarter") { since until }
  vizTypes { vizType name category }
  recentActivity(first: 5) { action itemTitle itemUrl timeDeltaHumanized }
  viewer { id username firstName lastName roles { name } }
}

query Users {
  users(first: 20, filters: [{ column: ACTIVE, operator: EQ, value: true }], orderBy: { field: USERNAME, direction: ASC }) {
    edges { node { id username firstName lastName email } }
  }
}

# Writes answer a payload or a typed error (ForbiddenError, NotFoundError, ConflictError, ValidationError).
mutation SaveChart($id: ID!, $name: String = "Renamed chart") {
  updateChart(id: $id, input: { sliceName: $name }) {
    __typename
    ... on ChartPayload { chart { id sliceName } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}

mutation Favourite($id: ID!) {
  setFavorite(id: $id, favorite: true) {
    __typename
    ... on SetFavoritePayload { isFavorite }
    ... on Error { message }
  }
}

mutation Publish($id: ID!) {
  publishDashboard(id: $id, published: true) {
    __typename
    ... on SaveDashboardPayload { dashboard { id published } }
    ... on Error { message }
  }
}

mutation ShareExplore($formData: JSON = { datasource: "1__table", viz_type: "table" }) {
  createExplorePermalink(formData: $formData) {
    __typename
    ... on Permalink { key url }
    ... on Error { message }
  }
}

mutation WeeklyReport($chartId: Int!) {
  createReport(input: {
    type: "Report", name: "Weekly chart", crontab: "0 9 * * 1", chartId: $chartId,
    recipients: [{ type: "Email", target: "team@example.com" }]
  }) {
    __typename
    ... on ReportPayload { report { id name active } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}

# Native annotation layers: a chart's form data names one with
# { sourceType: "NATIVE", value: <layerId> } in annotation_layers; Chart.data's results carry annotationData.
query AnnotationLayers {
  annotationLayers(first: 10) {
    edges { node { id layerId name descr viewerCanEdit annotations(first: 20) { edges { node { id shortDescr startDttm endDttm } } } } }
  }
}

mutation AddAnnotation($layerId: ID!) {
  createAnnotation(layerId: $layerId, input: { shortDescr: "Launch", startDttm: "2024-01-10T00:00:00Z", endDttm: "2024-01-10T00:00:00Z" }) {
    __typename
    ... on AnnotationPayload { annotation { id shortDescr layer { name } } }
    ... on ValidationError { message fieldErrors }
    ... on Error { message }
  }
}

# A dashboard's filter state behind a key (native_filters_key in its URL); read it back with
# dashboard(idOrSlug:) { filterState(key:) { value } }. createExploreFormData works the same way for explore.
mutation SaveFilterState($dashboardId: ID!, $value: JSON! = { NATIVE_FILTER_1: { filterState: { value: ["a"] } } }) {
  createDashboardFilterState(dashboardId: $dashboardId, value: $value) {
    __typename
    ... on TemporaryStatePayload { key }
    ... on Error { message }
  }
}

# Warm a chart's cache so the next reader gets a cached answer; failures are per chart.
mutation WarmUpChart($chartId: ID!) {
  warmUpChartCache(chartId: $chartId) {
    __typename
    ... on WarmUpChartCachePayload { results { chartId vizStatus vizError } }
    ... on Error { message }
  }
}

# A ZIP bundle is a REST download: GET the url with the same Authorization header.
query ExportCharts($ids: [ID!]!) {
  exportBundle(resource: CHART, ids: $ids) { url contentType }
}
`;
