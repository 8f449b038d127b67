import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataStore } from '../../gateway/src/metadata/index.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { createUser, json, openStore } from '../rest/fixtures.ts';

interface JobMeta {
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: string;
  errors: { message: string }[];
  result_url: string | null;
}
interface AsyncEventBody extends JobMeta {
  id: string;
}

const cookieOf = (res: Response) => /async-token=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? null;

describe('async chart queries in process (GLOBAL_ASYNC_QUERIES, no Redis)', () => {
  let app: TestApp;
  let store: MetadataStore;
  let queryContext: Record<string, unknown>;

  beforeAll(async () => {
    app = await startTestApp({ featureFlags: 'GLOBAL_ASYNC_QUERIES', examplesRows: 2000 });
    store = await openStore(app);
    const chart = await store.prisma.chart.findFirstOrThrow({ where: { queryContext: { not: null } } });
    queryContext = JSON.parse(chart.queryContext as string);
  });
  afterAll(async () => {
    await store?.close();
    await app?.close();
  });

  const events = (cookie: string | null, lastId?: string) =>
    app.request(`/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`, {
      headers: cookie ? { cookie: `async-token=${cookie}` } : {},
    });

  async function until(cookie: string, jobId: string, lastId?: string): Promise<AsyncEventBody> {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const res = await events(cookie, lastId);
      expect(res.status).toBe(200);
      const { result } = await json<{ result: AsyncEventBody[] }>(res);
      const end = result.find((e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'));
      if (end) return end;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`job ${jobId} did not finish`);
  }

  it('answers 202 with the job, then an event with result_url, then the result; 200 from the cache afterwards', async () => {
    const body = { ...queryContext, force: true };
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: body });
    expect(res.status).toBe(202);
    const cookie = cookieOf(res);
    expect(cookie).toBeTruthy();
    const meta = await json<JobMeta>(res);
    expect(meta).toMatchObject({ status: 'pending', errors: [], result_url: null });
    expect(meta.job_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof meta.user_id).toBe('number');

    const done = await until(cookie as string, meta.job_id);
    expect(done.status, JSON.stringify(done.errors)).toBe('done');
    expect(done.id).toMatch(/^\d+-\d+$/);
    expect(done.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{64}$/);

    const result = await app.request(done.result_url as string);
    expect(result.status).toBe(200);
    const payload = await json<{ result: { data: unknown[]; status: string }[] }>(result);
    expect(payload.result[0]?.status).toBe('success');
    expect(payload.result[0]?.data.length).toBeGreaterThan(0);

    // Events after the done event: none; the same query without force is cached now: 200.
    const after = await json<{ result: unknown[] }>(await events(cookie, done.id));
    expect(after.result).toEqual([]);
    const cached = await app.request('/api/v1/chart/data', { method: 'POST', json: queryContext });
    expect(cached.status).toBe(200);
    expect((await json<{ result: { is_cached: boolean }[] }>(cached)).result[0]?.is_cached).toBe(true);
  });

  it('refuses events without a valid token (401) and bad last_id (400); results: 404 unknown, 403 foreign', async () => {
    expect((await events(null)).status).toBe(401);
    expect((await events('not-a-jwt')).status).toBe(401);
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: { ...queryContext, force: true } });
    const cookie = cookieOf(res) as string;
    const meta = await json<JobMeta>(res);
    expect((await events(cookie, 'nope')).status).toBe(400);
    const done = await until(cookie, meta.job_id);
    const unknown = await app.request(`/api/v1/chart/data/${'0'.repeat(64)}`);
    expect(unknown.status).toBe(404);

    const password = 'other-user-password';
    const other = await createUser(store, { role: 'Alpha', password });
    const token = await app.login(other.username, password);
    const foreign = await app.request(done.result_url as string, { token });
    expect(foreign.status).toBe(403);
    // Another user's cookie does not open this channel: the other user gets a channel of their own.
    const theirs = await app.request('/api/v1/async_event/', { token, headers: { cookie: `async-token=${cookie}` } });
    expect(theirs.status).toBe(401);
  });

  it('supersedes an older job of the same chart and user', async () => {
    const sliced = { ...queryContext, force: true, form_data: { slice_id: 987654 } };
    const first = await app.request('/api/v1/chart/data', { method: 'POST', json: sliced });
    const cookie = cookieOf(first) as string;
    const a = await json<JobMeta>(first);
    const second = await app.request('/api/v1/chart/data', {
      method: 'POST',
      json: sliced,
      headers: { cookie: `async-token=${cookie}` },
    });
    expect(second.status).toBe(202);
    const b = await json<JobMeta>(second);
    expect(b.channel_id).toBe(a.channel_id);
    const endA = await until(cookie, a.job_id);
    const endB = await until(cookie, b.job_id);
    // The first may have finished before the second arrived; if not, it was superseded.
    if (endA.status === 'error') expect(endA.errors[0]?.message).toMatch(/Superseded/);
    expect(endB.status).toBe('done');
  });

  /** Opens a GraphQL subscription over SSE and returns the `data` of each `next` event as it comes. */
  async function* subscribe(query: string, variables: Record<string, unknown>, cookie: string) {
    const res = await app.request('/graphql', {
      method: 'POST',
      json: { query, variables },
      headers: { accept: 'text/event-stream', cookie: `async-token=${cookie}` },
    });
    expect(res.status).toBe(200);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!block.startsWith('event: next')) continue;
        const data = block.split('\n').find((l) => l.startsWith('data:'));
        if (data) yield JSON.parse(data.slice(5)) as { data?: Record<string, unknown>; errors?: unknown[] };
      }
    }
  }

  it('GraphQL: chartJob sends the current state first (a late subscriber hears the end); asyncEvents replays the channel', async () => {
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: { ...queryContext, force: true } });
    const cookie = cookieOf(res) as string;
    const meta = await json<JobMeta>(res);
    const end = await until(cookie, meta.job_id);

    const job = subscribe(
      'subscription ($id: ID!) { chartJob(jobId: $id) { jobId status resultUrl errors { message } progress } }',
      { id: meta.job_id },
      cookie,
    );
    const first = (await job.next()).value;
    expect(first?.errors).toBeUndefined();
    expect(first?.data?.chartJob).toMatchObject({
      jobId: meta.job_id,
      status: 'DONE',
      resultUrl: end.result_url,
      progress: 1,
    });
    // The stream ends after a final state.
    expect((await job.next()).done).toBe(true);

    const stream = subscribe('subscription { asyncEvents { id jobId status resultUrl } }', {}, cookie);
    const seen: Record<string, unknown>[] = [];
    for await (const message of stream) {
      seen.push(message.data?.asyncEvents as Record<string, unknown>);
      if (seen.some((e) => e.jobId === meta.job_id && e.status === 'DONE')) break;
    }
    expect(seen.map((e) => e.status)).toEqual(expect.arrayContaining(['PENDING', 'RUNNING', 'DONE']));
    await stream.return(undefined);
  });

  it('GraphQL: chartJob follows a running job to its end', async () => {
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: { ...queryContext, force: true } });
    const cookie = cookieOf(res) as string;
    const meta = await json<JobMeta>(res);
    const statuses: string[] = [];
    for await (const m of subscribe(
      'subscription ($id: ID!) { chartJob(jobId: $id) { status } }',
      { id: meta.job_id },
      cookie,
    )) {
      statuses.push((m.data?.chartJob as { status: string } | undefined)?.status ?? 'none');
    }
    expect(statuses.at(-1)).toBe('DONE');
  });

  it("GET /chart/<pk>/data/ goes async too; GraphQL's Chart.data exposes the job and chartJob's done state carries the result", async () => {
    const chart = await store.prisma.chart.findFirstOrThrow({ where: { queryContext: { not: null } } });
    const res = await app.request(`/api/v1/chart/${chart.id}/data/?force=true`);
    expect(res.status).toBe(202);
    const cookie = cookieOf(res) as string;
    const meta = await json<JobMeta>(res);
    expect(meta).toMatchObject({ status: 'pending', result_url: null });
    const end = await until(cookie, meta.job_id);
    expect(end.status, JSON.stringify(end.errors)).toBe('done');
    const cached = await app.request(`/api/v1/chart/${chart.id}/data/`);
    expect(cached.status).toBe(200);

    const id = Buffer.from(`Chart:${chart.id}`).toString('base64');
    const query = `query ($id: ID!) { node(id: $id) { ... on Chart { data(force: true) { job { jobId status } results { rowcount } } } } }`;
    const gql = await app.request('/graphql', { method: 'POST', json: { query, variables: { id } } });
    const body = await json<{
      data: { node: { data: { job: { jobId: string; status: string } | null; results: unknown[] } } };
    }>(gql);
    const { job, results } = body.data.node.data;
    expect(results).toEqual([]);
    expect(job?.status).toBe('PENDING');
    let last: { status: string; result: { results: { rowcount: number }[] } | null } | undefined;
    for await (const m of subscribe(
      'subscription ($id: ID!) { chartJob(jobId: $id) { status result { results { rowcount } } } }',
      { id: job?.jobId },
      cookie,
    )) {
      expect(m.errors).toBeUndefined();
      last = m.data?.chartJob as typeof last;
    }
    expect(last?.status).toBe('DONE');
    expect(last?.result?.results[0]?.rowcount).toBeGreaterThan(0);
  });

  it('reports a failing query as an error event with the message', async () => {
    const bad = {
      ...queryContext,
      force: true,
      queries: [{ columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'no_such_column + 1', label: 'x' }] }],
    };
    const res = await app.request('/api/v1/chart/data', { method: 'POST', json: bad });
    expect(res.status).toBe(202);
    const meta = await json<JobMeta>(res);
    const end = await until(cookieOf(res) as string, meta.job_id);
    expect(end.status).toBe('error');
    expect(end.errors[0]?.message).toBeTruthy();
  });
});
