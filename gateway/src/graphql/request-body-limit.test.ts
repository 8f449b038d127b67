import { describe, expect, it } from 'vitest';
import { limitRequestBody } from './request-body-limit.ts';

const chunked = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const p of parts) controller.enqueue(new TextEncoder().encode(p));
      controller.close();
    },
  });

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://localhost/graphql', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('limitRequestBody', () => {
  it('passes a request whose Content-Length is within the limit, untouched', async () => {
    const request = post('{"query":"{ __typename }"}', { 'content-length': '25' });
    expect(await limitRequestBody(request, 100)).toBe(request);
    const bodiless = new Request('http://localhost/graphql');
    expect(await limitRequestBody(bodiless, 1)).toBe(bodiless);
  });

  it('refuses a Content-Length over the limit with 413, and a malformed one with 400', async () => {
    const big = await limitRequestBody(post('x'.repeat(20), { 'content-length': '20' }), 10);
    expect(big).toBeInstanceOf(Response);
    expect((big as Response).status).toBe(413);
    expect(await (big as Response).json()).toEqual({
      errors: [
        {
          message: 'Request body too large',
          extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } },
        },
      ],
    });
    const bad = (await limitRequestBody(post('x', { 'content-length': '1, 1' }), 10)) as Response;
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Content-Length header is invalid.',
    );
  });

  it('reads a chunked body up to the limit and hands on the same bytes', async () => {
    const ok = await limitRequestBody(post(chunked(['{"query":', '"{ __typename }"}'])), 100);
    expect(ok).toBeInstanceOf(Request);
    expect(await (ok as Request).text()).toBe('{"query":"{ __typename }"}');
    const over = (await limitRequestBody(post(chunked(['12345', '67890', 'x'])), 10)) as Response;
    expect(over.status).toBe(413);
  });
});
