import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, UnauthenticatedError } from './errors.ts';
import { fetchGraphQL, fetchGraphQLCancellable } from './fetchGraphQL.ts';

const request = { name: 'TestQuery', text: 'query TestQuery { viewer { id } }' } as Parameters<typeof fetchGraphQL>[0];

function run() {
  return fetchGraphQL(request, { a: 1 }, {}, null) as Promise<unknown>;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchGraphQL', () => {
  it('POSTs the operation with the session cookie and returns the body', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { viewer: null } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(run()).resolves.toEqual({ data: { viewer: null } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init.body))).toEqual({
      query: request.text,
      operationName: 'TestQuery',
      variables: { a: 1 },
    });
  });

  it('throws UnauthenticatedError on 401 and on an UNAUTHENTICATED error code', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Not authorized' }, { status: 401 }));
    await expect(run()).rejects.toBeInstanceOf(UnauthenticatedError);
    vi.stubGlobal('fetch', async () =>
      Response.json({ data: null, errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] }),
    );
    await expect(run()).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('throws the error messages when there is no data', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ errors: [{ message: 'Syntax Error: x' }] }, { status: 400 }));
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect((error as GraphQLRequestError).message).toBe('Syntax Error: x');
    expect((error as GraphQLRequestError).status).toBe(400);
  });

  it('throws a clear error for a non-JSON answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(run()).rejects.toThrow('The server answered 502 Bad Gateway');
  });

  it('keeps partial data and copies error messages into extensions for @catch', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({
        data: { viewer: null },
        errors: [{ message: 'boom', path: ['viewer'], extensions: { code: 'X' } }],
      }),
    );
    await expect(run()).resolves.toEqual({
      data: { viewer: null },
      errors: [{ message: 'boom', path: ['viewer'], extensions: { code: 'X', message: 'boom' } }],
    });
  });

  it('sends the persisted id instead of the text, with the CSRF header', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { viewer: null } }));
    vi.stubGlobal('fetch', fetchMock);
    const persisted = { ...request, id: 'abc123' } as Parameters<typeof fetchGraphQL>[0];
    await expect(fetchGraphQL(persisted, { a: 1 }, {}, null) as Promise<unknown>).resolves.toEqual({
      data: { viewer: null },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      doc_id: 'abc123',
      operationName: 'TestQuery',
      variables: { a: 1 },
    });
    expect(new Headers(init.headers).get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('falls back to the text once when the gateway does not know the id', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        Response.json(
          {
            errors: [{ message: 'Unknown persisted operation id', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
          },
          { status: 400 },
        ),
      )
      .mockResolvedValueOnce(Response.json({ data: { viewer: null } }));
    vi.stubGlobal('fetch', fetchMock);
    const persisted = { ...request, id: 'stale' } as Parameters<typeof fetchGraphQL>[0];
    await expect(fetchGraphQL(persisted, {}, {}, null) as Promise<unknown>).resolves.toEqual({
      data: { viewer: null },
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const second = JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body));
    expect(second).toEqual({ query: request.text, operationName: 'TestQuery', variables: {} });
  });
});

describe('fetchGraphQLCancellable', () => {
  it('answers like fetchGraphQL, and aborts the request when unsubscribed before the answer', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ data: { viewer: null } }));
    const answers: unknown[] = [];
    await new Promise<void>((resolve, reject) =>
      fetchGraphQLCancellable(request, {}).subscribe({
        next: (answer) => answers.push(answer),
        complete: resolve,
        error: reject,
      }),
    );
    expect(answers).toEqual([{ data: { viewer: null } }]);

    let seen: AbortSignal | undefined;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    });
    const errors: unknown[] = [];
    const subscription = fetchGraphQLCancellable(request, {}).subscribe({ error: (e: Error) => errors.push(e) });
    await vi.waitFor(() => expect(seen).toBeDefined());
    expect(seen?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(seen?.aborted).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    // A request the caller left is not an error to report.
    expect(errors).toEqual([]);
  });
});
