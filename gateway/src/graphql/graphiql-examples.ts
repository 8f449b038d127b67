/** The operations GraphiQL opens with: the foundation's first query, then one per kind of read. */
export const GRAPHIQL_EXAMPLES = `# Chartroom GraphQL. Send "Authorization: Bearer <access_token>" (POST /api/v1/security/login)
# or log in to the web app first. Run one operation at a time with the play button.

query FirstCharts {
  charts(first: 5) { edges { node { id sliceName } } }
}

query SearchCharts($search: String = "sales", $after: String) {
  charts(first: 10, after: $after, search: $search, orderBy: { field: SLICE_NAME, direction: ASC }) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id chartId sliceName vizType datasourceName changedOnDeltaHumanized owners { username } } }
  }
}

query ChartWithData($id: ID!) {
  node(id: $id) {
    ... on Chart {
      sliceName
      vizType
      formData
      dataset { tableName schema databaseName }
      data { results { colnames coltypes rowcount isCached data } }
    }
  }
}

query Viewer {
  viewer { id username firstName lastName }
}
`;
