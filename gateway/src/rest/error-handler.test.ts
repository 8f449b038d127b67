import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { AppEnv, RestServices } from './context.ts';
import { onError, onNotFound } from './error-handler.ts';
import { BadRequestError, NotFoundError } from './errors.ts';
import { requestContext } from './request-id.ts';

function app() {
  // Only the logger is reached on these paths.
  const services = { log: createLogger('silent') } as RestServices;
  const a = new Hono<AppEnv>();
  a.use('*', requestContext(services));
  a.onError(onError);
  a.notFound(onNotFound);
  a.get('/boom', () => {
    throw new Error('connection to 10.0.0.5 failed for user scott');
  });
  a.get('/bad', () => {
    throw new BadRequestError({ name: ['Missing data for required field.'] });
  });
  a.get('/gone', () => {
    throw new NotFoundError();
  });
  return a;
}

describe('error handling', () => {
  it('masks unexpected errors as a 500 that names only the request id', async () => {
    const res = await app().request('/boom', { headers: { 'x-request-id': 'req-1' } });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal server error (request id req-1)' });
    expect(res.headers.get('x-request-id')).toBe('req-1');
  });

  it('answers expected errors with their status and message', async () => {
    const bad = await app().request('/bad');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: { name: ['Missing data for required field.'] } });
    const gone = await app().request('/gone');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'Not found' });
    const unknown = await app().request('/nowhere');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Not found' });
  });
});
