import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

const INDEX_HTML = '<!doctype html><html><body>chartroom client</body></html>';

describe('one process serves the client, REST, GraphQL and health', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'chartroom-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX_HTML);
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log("app")');
    app = await startTestApp({ clientDistDir: dist });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const html = { headers: { accept: 'text/html,application/xhtml+xml' }, token: null };

  it('answers health once the metadata store and the warehouse answer', async () => {
    const res = await app.request('/health', { token: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', warehouses: { examples: 'ok' } });
  });

  it.each(['/login/', '/chart/list/', '/explore/?slice_id=1', '/superset/welcome/', '/dashboard/list/'])(
    'gives a browser loading %s the client',
    async (path) => {
      const res = await app.request(path, html);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(INDEX_HTML);
    },
  );

  it('serves the built assets', async () => {
    const res = await app.request('/assets/app.js', { token: null });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('console.log');
  });

  it('keeps API paths with REST even for a browser', async () => {
    const res = await app.request('/api/v1/chart/', html);
    expect(res.status).toBe(401);
    expect(await res.json()).toHaveProperty('message');
  });

  it('answers unknown API routes and files with a JSON 404', async () => {
    for (const path of ['/api/v1/no-such-thing/', '/no-such-file.js']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/not found/i);
    }
  });

  it('answers GraphQL at /graphql', async () => {
    const res = await app.request('/graphql', {
      method: 'POST',
      json: { query: '{ charts(first: 5) { edges { node { id sliceName } } } }' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { charts: { edges: unknown[] } } };
    expect(body.data.charts.edges).toHaveLength(5);
  });
});
