import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import type { Connector } from '../../connectors/connector.ts';
import type { ResultCache } from '../../engine/cache.ts';
import { parseQueryContext } from '../../engine/query-context.ts';
import {
  ASYNC_TOKEN_COOKIE,
  type AsyncTokenClaims,
  EVENTS_PER_READ,
  isStreamId,
  type Jobs,
  RedisUnavailableError,
} from '../../jobs/index.ts';
import { currentUser } from '../auth/session.ts';
import type { AppEnv, RequestUser } from '../context.ts';
import { BadRequestError, ForbiddenError, HttpError, NotFoundError, UnauthorizedError } from '../errors.ts';
import { can } from '../permissions.ts';
import { executeChartData, readChartDataBody } from './chart-data.ts';

/** The jobs service when GLOBAL_ASYNC_QUERIES is on; null otherwise. */
function asyncJobs(c: Context<AppEnv>): Jobs | null {
  const { config, jobs } = c.get('services');
  return config.featureFlags.has('GLOBAL_ASYNC_QUERIES') && jobs ? jobs : null;
}

/** Redis away: a clear 503 instead of a masked 500; the next request after it is back succeeds. */
async function orUnavailable<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof RedisUnavailableError) throw new HttpError(503, error.message);
    throw error;
  }
}

function setAsyncCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, ASYNC_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
  });
}

/** The caller's channel from the async-token cookie; null when absent, 401 when forged or another user's. */
async function channelOf(c: Context<AppEnv>, jobs: Jobs, user: RequestUser | null): Promise<AsyncTokenClaims | null> {
  const token = getCookie(c, ASYNC_TOKEN_COOKIE);
  if (!token) return null;
  const claims = await jobs.tokens.verify(token);
  if (!claims) throw new UnauthorizedError('Invalid async-token');
  if (user && claims.userId !== user.id) return null;
  return claims;
}

/**
 * With async queries on, a signed-in browser gets its channel cookie on any response (Superset's
 * validate_session), so that its first chart-data request already has a channel.
 */
export const asyncTokenCookie: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const jobs = asyncJobs(c);
  const user = c.get('user');
  if (!jobs || !user || c.res.headers.has('set-cookie')) return;
  const existing = await jobs.tokens.verify(getCookie(c, ASYNC_TOKEN_COOKIE) ?? '');
  if (existing && existing.userId === user.id) return;
  const { token } = await jobs.tokens.issue(user.id);
  setAsyncCookie(c, token);
};

/** A connector that answers nothing: running it means the result was not cached. */
function probeConnector(real: Connector, onMiss: () => void): Connector {
  return Object.create(real, {
    query: {
      value: async () => {
        onMiss();
        throw new Error('not cached');
      },
    },
  }) as Connector;
}

/**
 * Answers 200 from the cache, or queues the query as a job and answers 202 with its metadata;
 * undefined for requests that stay synchronous (the chart routes answer them).
 */
async function chartDataAsync(c: Context<AppEnv>, jobs: Jobs, body: unknown): Promise<Response | undefined> {
  const ctx = (() => {
    try {
      return parseQueryContext(body);
    } catch {
      return null;
    }
  })();
  // Only full JSON results go through jobs (Superset); the rest, and invalid bodies, run as before.
  if (ctx?.result_format !== 'json' || ctx.result_type !== 'full') return undefined;
  const user = currentUser(c);
  const services = c.get('services');
  let missed = false;
  // A cache that is never written, and separate from the engine's in-flight runs of the real one.
  const probeCache: ResultCache = {
    get: (key) => services.cache.get(key),
    set: async () => {},
    delete: async () => {},
  };
  if (!ctx.force) {
    try {
      const cached = await executeChartData(
        {
          ...services,
          cache: probeCache,
          connectors: {
            ...services.connectors,
            get: (db) => probeConnector(services.connectors.get(db), () => (missed = true)),
          },
        },
        user,
        body,
      );
      return cached instanceof Response ? cached : c.json(cached);
    } catch (error) {
      if (!missed) throw error instanceof RedisUnavailableError ? new HttpError(503, error.message) : error;
    }
  }
  let claims = await channelOf(c, jobs, user);
  if (!claims) {
    const issued = await jobs.tokens.issue(user.id);
    setAsyncCookie(c, issued.token);
    claims = issued.claims;
  }
  const sliceId = Number(ctx.form_data?.slice_id);
  const state = await orUnavailable(() =>
    jobs.submit({
      channelId: claims.channelId,
      userId: user.id,
      body,
      chartId: Number.isInteger(sliceId) && sliceId > 0 ? sliceId : null,
    }),
  );
  return c.json(
    {
      channel_id: state.channelId,
      job_id: state.jobId,
      user_id: state.userId,
      status: state.status,
      errors: state.errors,
      result_url: state.resultUrl,
    },
    202,
  );
}

function canSeeJob(user: RequestUser, ownerId: number | null): boolean {
  return user.isAdmin || ownerId === user.id;
}

/**
 * Superset's GET /chart/<pk>/data/ goes async like the POST: the saved query context, with the
 * `type`, `format` and `force` query parameters applied (errors are left to the synchronous route).
 */
async function savedChartDataAsync(c: Context<AppEnv>, jobs: Jobs): Promise<Response | undefined> {
  const user = currentUser(c);
  // Refusals and missing charts are the synchronous route's to answer, with its messages.
  if (!can(user, 'can_read', 'Chart')) return undefined;
  const id = Number(c.req.param('id'));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  const chart = await c.get('services').store.prisma.chart.findUnique({ where: { id } });
  let saved: Record<string, unknown>;
  try {
    saved = JSON.parse(chart?.queryContext ?? '') as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return undefined;
  const type = c.req.query('type');
  const format = c.req.query('format');
  const formData = (saved.form_data ?? {}) as Record<string, unknown>;
  const body = {
    ...saved,
    ...(type ? { result_type: type } : {}),
    ...(format ? { result_format: format } : {}),
    ...(c.req.query('force') === 'true' ? { force: true } : {}),
    // The job finds the chart (cache timeout, supersede key) through its slice id.
    form_data: { ...formData, slice_id: id },
  };
  return chartDataAsync(c, jobs, body);
}

/** The async endpoints do not exist while the flag is off. */
function requireJobs(c: Context<AppEnv>): Jobs {
  const jobs = asyncJobs(c);
  if (!jobs) throw new NotFoundError();
  return jobs;
}

/** Mounted before the chart routes: POST /api/v1/chart/data falls through to them when it stays synchronous. */
export function mountAsyncRoutes(app: Hono<AppEnv>): void {
  app.post('/api/v1/chart/data', async (c, next) => {
    const jobs = asyncJobs(c);
    const response = jobs ? await chartDataAsync(c, jobs, await readChartDataBody(c)) : undefined;
    if (response) return response;
    await next();
  });

  app.get('/api/v1/chart/:id/data', async (c, next) => {
    const jobs = asyncJobs(c);
    const response = jobs ? await savedChartDataAsync(c, jobs) : undefined;
    if (response) return response;
    await next();
  });

  // A finished job's result, for its owner (or an Admin).
  app.get('/api/v1/chart/data/:cacheKey', async (c) => {
    const jobs = requireJobs(c);
    const user = currentUser(c);
    const found = await orUnavailable(() => jobs.results.get(c.req.param('cacheKey'), user));
    if (found.kind === 'missing') throw new NotFoundError('The result has expired or does not exist.');
    if (found.kind === 'forbidden') throw new ForbiddenError();
    return c.json(found.response);
  });

  // Events of the caller's channel after last_id (Superset's polling transport).
  app.get('/api/v1/async_event', async (c) => {
    const jobs = requireJobs(c);
    const claims = await channelOf(c, jobs, c.get('user'));
    if (!claims) throw new UnauthorizedError('Missing or invalid async-token');
    const lastId = c.req.query('last_id') || null;
    if (lastId !== null && !isStreamId(lastId)) throw new BadRequestError(`Invalid last_id: ${lastId}`);
    const result = await orUnavailable(() =>
      jobs.infrastructure.events.log.read(claims.channelId, lastId, EVENTS_PER_READ),
    );
    return c.json({ result });
  });

  // The same events as a server-sent-event stream (what GraphQL's asyncEvents subscription reads).
  app.get('/api/v1/async_event/stream', async (c) => {
    const jobs = requireJobs(c);
    const claims = await channelOf(c, jobs, c.get('user'));
    if (!claims) throw new UnauthorizedError('Missing or invalid async-token');
    const lastId = c.req.query('last_id') || null;
    if (lastId !== null && !isStreamId(lastId)) throw new BadRequestError(`Invalid last_id: ${lastId}`);
    return streamSSE(c, async (stream) => {
      const stop = new AbortController();
      stream.onAbort(() => stop.abort());
      c.req.raw.signal.addEventListener('abort', () => stop.abort(), { once: true });
      try {
        for await (const event of jobs.channelEvents(claims.channelId, lastId, stop.signal)) {
          await stream.writeSSE({ id: event.id, event: 'async_event', data: JSON.stringify(event) });
        }
      } catch (error) {
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ message: messageOf(error) }) });
      }
    });
  });

  // One job's state now and at every change until it ends (what GraphQL's chartJob subscription reads).
  app.get('/api/v1/async_event/job/:jobId/stream', async (c) => {
    const jobs = requireJobs(c);
    const user = currentUser(c);
    const jobId = c.req.param('jobId');
    const state = await orUnavailable(() => jobs.get(jobId));
    if (!state) throw new NotFoundError('The job does not exist or has expired.');
    if (!canSeeJob(user, state.userId)) throw new ForbiddenError();
    return streamSSE(c, async (stream) => {
      const stop = new AbortController();
      stream.onAbort(() => stop.abort());
      c.req.raw.signal.addEventListener('abort', () => stop.abort(), { once: true });
      try {
        for await (const s of jobs.watch(jobId, stop.signal)) {
          await stream.writeSSE({ event: 'chart_job', data: JSON.stringify(s) });
        }
      } catch (error) {
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ message: messageOf(error) }) });
      }
    });
  });

  // The client gave up on a job: it ends as cancelled and stops wherever it runs.
  app.delete('/api/v1/async_event/job/:jobId', async (c) => {
    const jobs = requireJobs(c);
    const user = currentUser(c);
    const jobId = c.req.param('jobId');
    const state = await orUnavailable(() => jobs.get(jobId));
    if (!state) throw new NotFoundError('The job does not exist or has expired.');
    if (!canSeeJob(user, state.userId)) throw new ForbiddenError();
    const after = await orUnavailable(() => jobs.cancel(jobId, 'The query was cancelled.'));
    return c.json({ message: after ? 'Cancelled' : 'The job had already finished' });
  });
}

function messageOf(error: unknown): string {
  return error instanceof RedisUnavailableError ? error.message : 'The event stream stopped.';
}
