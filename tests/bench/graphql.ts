import type { BenchContext } from './section.ts';

/** What a chart component asks for; no timestamps, so a cached answer's body is the same every time. */
export const CHART_DATA_QUERY = `query BenchChartData($queryContext: JSON!, $force: Boolean) {
  chartData(queryContext: $queryContext, force: $force) {
    results { colnames coltypes data rowcount isCached }
  }
}`;

export interface GraphQLChartResult {
  colnames: string[];
  coltypes: number[];
  data: Record<string, unknown>[];
  rowcount: number;
  isCached: boolean;
}

export function chartDataRequestBody(ctx: BenchContext, query: Record<string, unknown>, force: boolean): string {
  return JSON.stringify({
    query: CHART_DATA_QUERY,
    variables: { queryContext: { datasource: { id: ctx.datasetId, type: 'table' }, queries: [query] }, force },
  });
}

/** POST /graphql chartData; throws on an HTTP error or GraphQL errors. */
export async function graphqlChartData(
  ctx: BenchContext,
  query: Record<string, unknown>,
  force: boolean,
): Promise<{ ms: number; result: GraphQLChartResult; text: string }> {
  const started = performance.now();
  const res = await fetch(`${ctx.base}/graphql`, {
    method: 'POST',
    headers: ctx.headers,
    body: chartDataRequestBody(ctx, query, force),
  });
  const text = await res.text();
  const body = JSON.parse(text) as { data?: { chartData?: { results: GraphQLChartResult[] } }; errors?: unknown };
  const ms = performance.now() - started;
  const result = body.data?.chartData?.results[0];
  if (!res.ok || body.errors || !result)
    throw new Error(`GraphQL chartData failed: ${res.status} ${text.slice(0, 500)}`);
  return { ms, result, text };
}
