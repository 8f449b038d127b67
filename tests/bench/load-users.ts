/**
 * Virtual users browsing Chartroom through GraphQL, as the client does: the chart list, the example
 * dashboard, then each of its charts' data (the screen asks each chart's data on its own). Each user
 * loops until the end of the run; every request is timed per operation; an HTTP error, a GraphQL
 * error or a chart's own error counts as an error.
 */
import type { LoadRecorder } from './load-stats.ts';

export interface Target {
  /** `http://127.0.0.1:<port>` of one gateway. */
  base: string;
  token: string;
}

const CHART_LIST = `query LoadChartList {
  charts(first: 25) {
    totalCount
    edges { node { id chartId sliceName vizType datasourceName changedOnDeltaHumanized owners { username } } }
  }
}`;

const DASHBOARD = `query LoadDashboard($slug: String!) {
  dashboard(idOrSlug: $slug) {
    id dashboardTitle published
    charts { id chartId sliceName vizType }
  }
}`;

const CHART_DATA = `query LoadChartData($id: ID!) {
  node(id: $id) {
    ... on Chart {
      dataResult {
        __typename
        ... on ChartData { results { rowcount } }
        ... on ChartDataError { message }
      }
    }
  }
}`;

interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string }[];
}

async function graphql<T>(
  target: Target,
  recorder: LoadRecorder,
  operation: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<T | null> {
  const started = performance.now();
  try {
    const res = await fetch(`${target.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${target.token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as GraphQLAnswer<T>;
    const ms = performance.now() - started;
    if (!res.ok || body.errors?.length || !body.data) {
      recorder.fail(operation, ms, `HTTP ${res.status} ${JSON.stringify(body.errors ?? body)}`);
      return null;
    }
    recorder.record(operation, ms);
    return body.data;
  } catch (error) {
    recorder.fail(operation, performance.now() - started, String(error));
    return null;
  }
}

/** One user's visit: chart list, dashboard, each chart's data. */
export async function browseOnce(target: Target, recorder: LoadRecorder, dashboardSlug: string): Promise<void> {
  await graphql(target, recorder, 'chart_list', CHART_LIST, {});
  const board = await graphql<{ dashboard: { charts: { id: string }[] } | null }>(
    target,
    recorder,
    'dashboard',
    DASHBOARD,
    { slug: dashboardSlug },
  );
  if (board && !board.dashboard) recorder.countError('dashboard', `no dashboard ${dashboardSlug}`);
  for (const chart of board?.dashboard?.charts ?? []) {
    const data = await graphql<{ node: { dataResult: { __typename: string; message?: string } } | null }>(
      target,
      recorder,
      'chart_data',
      CHART_DATA,
      { id: chart.id },
    );
    const outcome = data?.node?.dataResult;
    if (data && outcome?.__typename !== 'ChartData') recorder.countError('chart_data', outcome?.message ?? 'no chart');
  }
}

/** `users` virtual users spread over `targets` (user i on gateway i mod n), for `durationMs`. */
export async function runUsers(
  targets: readonly Target[],
  users: number,
  durationMs: number,
  recorder: LoadRecorder,
  dashboardSlug: string,
): Promise<number> {
  const started = performance.now();
  const end = started + durationMs;
  let visits = 0;
  await Promise.all(
    Array.from({ length: users }, async (_, i) => {
      const target = targets[i % targets.length] as Target;
      while (performance.now() < end) {
        await browseOnce(target, recorder, dashboardSlug);
        visits++;
      }
    }),
  );
  return visits;
}
