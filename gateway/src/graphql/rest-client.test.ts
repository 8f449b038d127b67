import { describe, expect, it } from 'vitest';
import { ChartroomError } from './errors.ts';
import { createRestClient, errorForStatus, listSearch, RestUpstreamError } from './rest-client.ts';

describe('errorForStatus', () => {
  it.each([
    [401, { message: 'Not authorized' }, 'UNAUTHENTICATED', 'Not authorized'],
    [403, { message: 'Forbidden' }, 'FORBIDDEN', 'Forbidden'],
    [404, { message: 'Not found' }, 'NOT_FOUND', 'Not found'],
    [409, { message: 'Dashboard changed since you loaded it' }, 'CONFLICT', 'Dashboard changed since you loaded it'],
    [400, { message: 'Invalid order by column: nope' }, 'BAD_USER_INPUT', 'Invalid order by column: nope'],
    [
      422,
      { message: { slice_name: ['Missing data for required field.'] } },
      'BAD_USER_INPUT',
      '{"slice_name":["Missing data for required field."]}',
    ],
    [
      429,
      { message: 'Too many failed attempts. Try again in 60 seconds.' },
      'TOO_MANY_REQUESTS',
      'Too many failed attempts. Try again in 60 seconds.',
    ],
    [413, { message: 'The request body is too large' }, 'BAD_USER_INPUT', 'The request body is too large'],
  ])('maps %i to a typed error carrying the REST message', (status, body, code, message) => {
    const error = errorForStatus(status, '/api/v1/chart/', body);
    expect(error).toBeInstanceOf(ChartroomError);
    expect((error as ChartroomError).extensions.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('sets HTTP 401 on the unauthenticated error so the whole response becomes 401', () => {
    expect((errorForStatus(401, '/api/v1/me/', null) as ChartroomError).extensions.http).toEqual({ status: 401 });
  });

  it('keeps field errors as details of a validation error', () => {
    const error = errorForStatus(422, '/api/v1/chart/', { message: { slice_name: ['too long'] } }) as ChartroomError;
    expect(error.extensions.details).toEqual({ slice_name: ['too long'] });
  });

  it('passes a 503 (the metadata store or Redis away for now) with its message, not masked', () => {
    const error = errorForStatus(503, '/api/v1/chart/', { message: 'The metadata store is unavailable.' });
    expect(error).toBeInstanceOf(ChartroomError);
    expect((error as ChartroomError).extensions.code).toBe('UPSTREAM_ERROR');
    expect(error.message).toBe('The metadata store is unavailable.');
  });

  it('leaves server failures untyped, so they are masked', () => {
    const error = errorForStatus(500, '/api/v1/chart/data', { message: 'boom' });
    expect(error).toBeInstanceOf(RestUpstreamError);
    expect(error).not.toBeInstanceOf(ChartroomError);
  });
});

describe('listSearch', () => {
  it('writes the rison q of a list call, leaving out an empty filter list', () => {
    expect(listSearch({ filters: [], page: 0, page_size: 20 })).toBe('?q=(page:0,page_size:20)');
    expect(listSearch({ filters: [{ col: 'id', opr: 'in', value: [3, 1] }], page: 0, page_size: 2 })).toBe(
      '?q=(filters:!((col:id,opr:in,value:!(3,1))),page:0,page_size:2)',
    );
  });
});

describe("the caller's abort signal", () => {
  it('reaches the chart queries only: chart data and saved chart data follow it, reads and writes do not', async () => {
    const seen: { path: string; signal: AbortSignal }[] = [];
    const controller = new AbortController();
    const rest = createRestClient({
      origin: 'http://localhost',
      signal: controller.signal,
      transport: async (request) => {
        seen.push({ path: new URL(request.url).pathname, signal: request.signal });
        return Response.json({ result: [] });
      },
    });
    await rest.chartData({ queries: [] });
    await rest.savedChartData(7, false);
    await rest.get('/api/v1/dashboard/1');
    await rest.put('/api/v1/dashboard/1', {});
    controller.abort();
    expect(seen.map((s) => [s.path, s.signal.aborted])).toEqual([
      ['/api/v1/chart/data', true],
      ['/api/v1/chart/7/data/', true],
      ['/api/v1/dashboard/1', false],
      ['/api/v1/dashboard/1', false],
    ]);
  });
});

describe('chart data answered in process', () => {
  const answers = (status: number, body: unknown) => ({
    getChart: async () => ({ status: 200, body: {} }),
    chartData: async () => ({ status, body }),
    savedChartData: async () => ({ status, body }),
  });

  it("passes the caller's credentials and abort signal to the service, maps its errors and traces the call", async () => {
    const controller = new AbortController();
    const seen: unknown[] = [];
    const rest = createRestClient({
      origin: 'http://localhost',
      authorization: 'Bearer t',
      signal: controller.signal,
      transport: async () => {
        throw new Error('went over the transport');
      },
      direct: {
        ...answers(200, { result: [{ rowcount: 1 }] }),
        chartData: async (credentials, queryContext, signal) => {
          seen.push(credentials, queryContext, signal);
          return { status: 200, body: { result: [{ rowcount: 1 }] } };
        },
      },
    });
    expect(await rest.chartData({ queries: [] })).toEqual({ result: [{ rowcount: 1 }] });
    expect(seen).toEqual([{ authorization: 'Bearer t', cookie: null }, { queries: [] }, controller.signal]);
    expect(rest.calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(['POST /api/v1/chart/data 200']);

    const refused = createRestClient({
      origin: 'http://localhost',
      transport: async () => Response.json({}),
      direct: answers(403, { message: "You don't have access to this dataset." }),
    });
    await expect(refused.chartData({})).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: "You don't have access to this dataset.",
    });
    await expect(refused.savedChartData(3, true)).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(refused.calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      'POST /api/v1/chart/data 403',
      'GET /api/v1/chart/3/data/?force=true 403',
    ]);
  });

  it('goes through the transport when the service leaves the call to the route (async queries)', async () => {
    const paths: string[] = [];
    const rest = createRestClient({
      origin: 'http://localhost',
      transport: async (request) => {
        paths.push(`${request.method} ${new URL(request.url).pathname}`);
        return Response.json({ job_id: 'j', channel_id: 'c' }, { status: 202 });
      },
      direct: { getChart: async () => null as never, chartData: async () => null, savedChartData: async () => null },
    });
    expect(await rest.chartData({})).toEqual({ job_id: 'j', channel_id: 'c' });
    expect(await rest.savedChartData(4, false)).toEqual({ job_id: 'j', channel_id: 'c' });
    expect(paths).toEqual(['POST /api/v1/chart/data', 'GET /api/v1/chart/4/data/']);
  });
});
