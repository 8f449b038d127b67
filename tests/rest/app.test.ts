import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_BACKENDS, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { json } from './fixtures.ts';

describe.each(METADATA_BACKENDS)('REST app behaviour (%s)', (backend) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ store: backend });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers health once the metadata store and the warehouse answer, without credentials', async () => {
    const res = await app.request('/health', { token: null });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok', warehouses: { examples: 'ok' } });
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v2/chart/', '/superset/nothing/']) {
      const res = await app.request(path, { headers: { accept: 'application/json' } });
      expect(res.status, path).toBe(404);
      expect(await json(res)).toEqual({ message: 'Not found' });
    }
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const mine = await app.request('/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(mine.headers.get('x-request-id')).toBe('abc-123');
    const made = await app.request('/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const error = await app.request('/api/v1/chart/999999');
    expect(error.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts paths with and without the trailing slash', async () => {
    expect((await app.request('/api/v1/chart')).status).toBe(200);
    expect((await app.request('/api/v1/chart/')).status).toBe(200);
    expect((await app.request('/api/v1/me')).status).toBe(200);
  });

  it('resolves time ranges', async () => {
    const res = await app.request(`/api/v1/time_range/?q=${encodeURIComponent("'2020-01-01 : 2020-02-01'")}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      result: [
        {
          since: '2020-01-01T00:00:00',
          until: '2020-02-01T00:00:00',
          timeRange: '2020-01-01 : 2020-02-01',
          shift: null,
        },
      ],
    });
    const bad = await app.request(`/api/v1/time_range/?q=${encodeURIComponent("'foo : bar'")}`);
    expect(bad.status).toBe(400);
    expect(((await json(bad)).message as string).startsWith('Unexpected time range:')).toBe(true);
    const malformed = await app.request('/api/v1/time_range/?q=(');
    expect(malformed.status).toBe(400);
  });

  it('survives a burst of hostile input and still answers', async () => {
    const hostile = [
      app.request(`/api/v1/chart/?q=${encodeURIComponent('!('.repeat(5000))}`),
      app.request('/api/v1/chart/?q=%E0%A4%A'),
      app.request('/api/v1/chart/data', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '\u0000{',
      }),
      app.request('/api/v1/chart/data', { method: 'POST', json: [1, 2, 3] }),
      app.request('/api/v1/chart/data', {
        method: 'POST',
        json: { datasource: { id: 'x', type: 'table' }, queries: [] },
      }),
      app.request('/login/', { method: 'POST', token: null, json: { username: ['a'], password: {} } }),
    ];
    for (const res of await Promise.all(hostile)) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(typeof (await json(res)).message).not.toBe('undefined');
    }
    expect((await app.request('/health')).status).toBe(200);
  });

  it('refuses bodies over the limit with 413 before reading them', async () => {
    const res = await app.request('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"x": "${'a'.repeat(21 * 1024 * 1024)}"}`,
    });
    expect(res.status).toBe(413);
    expect((await json(res)).message).toMatch(/too large/);
  });
});
